// Runs in a worker thread: libSQL's statements are synchronous, and copying a database of
// photos takes seconds the server's event loop must not wait for. Reads the live database in one
// read transaction (WAL: writers go on meanwhile), writes a compact copy, and checks the copy.
import { parentPort, workerData } from "node:worker_threads";
import Database from "libsql";

const { source, target } = workerData;
const live = new Database(source, { readonly: true, timeout: 10_000 });
try {
  live.prepare("VACUUM INTO ?").run(target);
} finally {
  live.close();
}
// A technician's position on the way is a courtesy, never a record (kept minutes, deleted at
// arrival): it is left out of the copy, its bytes overwritten (secure_delete) rather than left in
// free pages.
const cleaned = new Database(target);
try {
  const kept = cleaned.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'technician_positions'").get();
  if (kept) {
    cleaned.exec("PRAGMA secure_delete = ON");
    cleaned.exec("DELETE FROM technician_positions");
  }
} finally {
  cleaned.close();
}
const copy = new Database(target, { readonly: true });
try {
  const problems = copy
    .prepare("PRAGMA integrity_check")
    .all()
    .map((row) => String(Object.values(row)[0]));
  parentPort.postMessage({ integrity: problems.join("; ") });
} finally {
  copy.close();
}
