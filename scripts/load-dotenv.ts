/**
 * Loads ./.env (if there is one) into the environment before anything reads it.
 * Variables already set in the environment win over the file.
 */
import fs from "node:fs";

if (fs.existsSync(".env")) process.loadEnvFile(".env");
