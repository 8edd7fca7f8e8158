/** Installs Debian's Chromium for the browser tests when it is missing (no browser downloads). */
import { execFileSync } from "node:child_process";
import fs from "node:fs";

/** Debian's Chromium: Lighthouse, the screenshots and the proofs' browser. */
export const chromiumPath = "/usr/bin/chromium";
/**
 * The same Chromium build as its headless shell (Debian's `chromium-headless-shell` package), the
 * browser tests' browser: a new page costs about an eighth of the CPU (decision 020).
 */
export const headlessShellPath = "/usr/bin/chromium-headless-shell";

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
  const missing = [
    ...(fs.existsSync(chromiumPath) ? [] : ["chromium"]),
    ...(fs.existsSync(headlessShellPath) ? [] : ["chromium-headless-shell"]),
  ];
  if (missing.length === 0) return;
  console.log(`Installing Debian's ${missing.join(" and ")} (missing)…`);
  const asRoot = process.getuid?.() === 0 ? [] : ["sudo", "-n"];
  const run = (command: string[]) => {
    const [bin, ...args] = [...asRoot, ...command];
    execFileSync(bin!, args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  };
  run(["apt-get", "update", "-qq"]);
  run(["apt-get", "install", "-y", "-qq", ...missing]);
  for (const binary of [chromiumPath, headlessShellPath]) {
    if (!fs.existsSync(binary)) throw new Error(`Chromium is still missing at ${binary}`);
  }
}
