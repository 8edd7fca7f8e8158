/**
 * `npm run doctor` as the owner runs it, on a copy of the repository as a fresh clone would
 * have it: no .env, no build, no data. The placeholders make it fail; set them (and point it
 * at a test mail server) and it passes.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyRepository } from "../../tests/repository-copy";
import { startSmtpTestServer } from "../../test-support/smtp-test-server";

let copy: ReturnType<typeof copyRepository>;
let clone: string;

beforeAll(() => {
  copy = copyRepository("doctor-clone");
  clone = copy.dir;
});

afterAll(() => {
  copy.remove();
});

/** Runs the doctor in the clone with only the given environment (nothing leaks in from this machine). */
function doctor(env: Record<string, string>, args: string[] = []): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(clone, "node_modules/.bin/tsx"), ["scripts/doctor.ts", ...args], {
      cwd: clone,
      env: { PATH: process.env.PATH ?? "", HOME: os.tmpdir(), DATA_DIR: path.join(clone, "data"), ...env },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}

function edit(file: string, from: string | RegExp, to: string) {
  const absolute = path.join(clone, file);
  const before = fs.readFileSync(absolute, "utf8");
  const after = before.replace(from, to);
  expect(after, `${file} should contain ${String(from)}`).not.toBe(before);
  fs.writeFileSync(absolute, after);
}

/** The business's own invoice details, in place of the fictional defaults. */
const invoicingOfTheBusiness = `export const invoicing = {
  legalName: "Southern Ontario Mobile Diesel Inc.",
  address: "2150 Industrial Drive, Windsor, ON N8W 5J6",
  hstNumber: "812345678 RT0001",
  eTransferEmail: "pay@somobilediesel.ca",
  paymentInstructions: ["E-transfer to pay@somobilediesel.ca, with the invoice number as the message."],
};
`;

describe("npm run doctor on a fresh clone", () => {
  it("exits 1 and names the placeholder phone, e-mail, site URL, invoice details and sample reviews", async () => {
    const { code, output } = await doctor({});
    expect(code).toBe(1);
    expect(output).toMatch(/^✗ Phone number: \(519\) 555-0142 is the fictional placeholder.*\[launch blocker\]$/m);
    expect(output).toMatch(/^✗ Business e-mail: service@example\.com is a placeholder.*\[launch blocker\]$/m);
    expect(output).toMatch(/^✗ Site address \(SITE_URL\): https:\/\/www\.example\.com is a placeholder.*\[launch blocker\]$/m);
    expect(output).toMatch(/^✗ Reviews: \/reviews still shows the six launch samples.*\[launch blocker\]$/m);
    expect(output).toMatch(/^✗ Invoice details: the HST number 000000000 RT0001 is the placeholder.*\[launch blocker\]$/m);
    expect(output).toMatch(/^Not ready to launch: 5 launch blockers/m);
  }, 60_000);

  it("exits 0 once they are set, sending a real test message through a test mail server", async () => {
    const smtp = await startSmtpTestServer();
    try {
      edit("app/config/site.ts", 'display: "(519) 555-0142"', 'display: "(519) 555-1234"');
      edit("app/config/site.ts", 'e164: "+15195550142"', 'e164: "+15195551234"');
      edit("app/config/site.ts", 'email: "service@example.com"', 'email: "service@somobilediesel.ca"');
      edit("app/config/site.ts", /export const invoicing = \{[\s\S]*?\n\};\n/, invoicingOfTheBusiness);
      edit("app/content/reviews.ts", "export const reviewsAreSamples: boolean = true;", "export const reviewsAreSamples: boolean = false;");
      fs.writeFileSync(
        path.join(clone, ".env"),
        `SITE_URL=https://www.somobilediesel.ca\nSMTP_URL=${smtp.url}\nLEADS_NOTIFY_TO=owner@somobilediesel.ca\n`,
      );

      const { code, output } = await doctor({}, ["--send-test"]);
      expect(output).not.toMatch(/\[launch blocker\]/);
      expect(code).toBe(0);
      expect(output).toMatch(/^✓ Phone number: \(519\) 555-1234/m);
      expect(output).toMatch(/^✓ Site address \(SITE_URL\): https:\/\/www\.somobilediesel\.ca$/m);
      expect(output).toMatch(/^✓ Test e-mail: sent to owner@somobilediesel\.ca; the mail server answered "250 /m);
      expect(smtp.received.map((mail) => mail.to)).toEqual([["owner@somobilediesel.ca"]]);
      expect(smtp.received[0]?.from).toBe("service@somobilediesel.ca");
    } finally {
      await smtp.close();
    }
  }, 60_000);
});
