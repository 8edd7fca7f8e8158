import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadStaticFiles } from "./static-files";

function buildDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "client-"));
  fs.mkdirSync(path.join(dir, "services"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.mkdirSync(path.join(dir, ".vite"));
  const html = `<html><body><p>© <span data-current-year="">2026</span> Business</p><script>window.a=1</script><script type="application/ld+json">{"a":1}</script></body></html>`;
  fs.writeFileSync(path.join(dir, "index.html"), html);
  fs.writeFileSync(path.join(dir, "services", "index.html"), html);
  fs.writeFileSync(path.join(dir, "services.data"), "[]");
  fs.writeFileSync(path.join(dir, "assets", "app-1.js"), "x");
  fs.writeFileSync(path.join(dir, "assets", "app-1.js.br"), "precompressed");
  fs.writeFileSync(path.join(dir, ".vite", "manifest.json"), "{}");
  return dir;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("static files", () => {
  it("maps index.html files to URLs without a trailing slash and hides build internals", () => {
    const files = loadStaticFiles(buildDir());
    expect([...files.keys()].sort()).toEqual(["/", "/assets/app-1.js", "/services", "/services.data"]);
  });

  it("gives pages a CSP with the hash of each inline script, not of data blocks", () => {
    const csp = loadStaticFiles(buildDir()).get("/services")?.csp ?? "";
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
    expect(csp.match(/sha256-/g)).toHaveLength(1);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("shows the current year in the footer of a page built in an earlier year", () => {
    vi.useFakeTimers({ now: new Date("2027-01-15T12:00:00Z"), toFake: ["Date"] });
    const file = loadStaticFiles(buildDir()).get("/")!;
    const variant = file.current();
    expect(variant.body.toString()).toContain('data-current-year="">2027<');
    expect(zlib.brotliDecompressSync(variant.br!).toString()).toContain('data-current-year="">2027<');
    expect(zlib.gunzipSync(variant.gzip!).toString()).toContain('data-current-year="">2027<');
  });

  it("serves the page as built while the year is the same", () => {
    vi.useFakeTimers({ now: new Date("2026-06-01T12:00:00Z"), toFake: ["Date"] });
    const file = loadStaticFiles(buildDir()).get("/")!;
    expect(file.current().body.toString()).toContain('data-current-year="">2026<');
  });
});
