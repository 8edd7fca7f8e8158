import { spawn } from "node:child_process";

export interface Run {
  status: number;
}

/**
 * Runs a command of `npm test` under a heading. `buffered` keeps its output and prints it whole,
 * heading first, when it ends: commands run side by side then read one after the other.
 */
export function runCommand(
  command: string,
  args: readonly string[],
  { title, buffered = false, env = process.env }: { title: string; buffered?: boolean; env?: NodeJS.ProcessEnv },
): Promise<Run> {
  if (!buffered) console.log(`\n== ${title} ==`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit", env });
    const chunks: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.on("error", (error) => chunks.push(Buffer.from(`${String(error)}\n`)));
    child.on("close", (code) => {
      if (buffered) process.stdout.write(`\n== ${title} ==\n${Buffer.concat(chunks).toString()}`);
      resolve({ status: code ?? 1 });
    });
  });
}
