import fs from "node:fs";
import path from "node:path";
import type { CheckResult } from "./checks";

/**
 * Whether the server could create files in `dir` (made when missing, with `mode`): a probe file
 * is written and removed. `ifNot` ends the failure's sentence: what goes wrong, and what to do.
 */
export async function checkWritableFolder(label: string, dir: string, ifNot: string, mode?: number): Promise<CheckResult> {
  const probe = path.join(dir, `.doctor-write-test-${process.pid}`);
  try {
    await fs.promises.mkdir(dir, { recursive: true, ...(mode === undefined ? {} : { mode }) });
    await fs.promises.writeFile(probe, "go-live check\n", { flag: "wx" });
    await fs.promises.rm(probe, { force: true });
    return { ok: true, severity: "blocker", label, detail: `${dir} is writable` };
  } catch (error) {
    await fs.promises.rm(probe, { force: true }).catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, severity: "blocker", label, detail: `cannot write to ${dir} (${reason}), ${ifNot}` };
  }
}
