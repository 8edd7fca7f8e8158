/** Installs Debian's Chromium for the browser tests when it is missing (no browser downloads). */
import { execFileSync } from "node:child_process";
import fs from "node:fs";

export const chromiumPath = "/usr/bin/chromium";

/**
 * Debian's Chromium in a container, headless: no sandbox (root), no GPU, and no background
 * traffic (the machine's closed network refuses it, many connections at a time).
 */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function ensureChromium(): void {
  if (fs.existsSync(chromiumPath)) return;
  console.log("Chromium is missing: installing Debian's chromium package…");
  const asRoot = process.getuid?.() === 0 ? [] : ["sudo", "-n"];
  const run = (command: string[]) => {
    const [bin, ...args] = [...asRoot, ...command];
    execFileSync(bin!, args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  };
  run(["apt-get", "update", "-qq"]);
  run(["apt-get", "install", "-y", "-qq", "chromium"]);
  if (!fs.existsSync(chromiumPath)) throw new Error(`Chromium is still missing at ${chromiumPath}`);
}
