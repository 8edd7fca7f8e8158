/**
 * A site server of a test file's own: its own database (on the pass's engine), owners and mail
 * (a real SMTP double), behind a "proxy" (TRUST_PROXY) so each client can come from an address
 * of its own.
 */
import { execFile } from "node:child_process";
import http from "node:http";
import { request as playwrightRequest, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { startServerProcess, type ServerProcess } from "../../scripts/reliability/server-process";
import { startSmtpTestServer } from "../../test-support/smtp-test-server";
import { bundledCommand } from "../../scripts/bundle-commands";
import { e2eDatabase, type RawDatabase } from "./e2e-database";
import { expect, signInTimeout, test } from "./fixtures";

export interface OwnerAccount {
  email: string;
  password: string;
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export async function startSiteUnderTest({ port, env = {} }: { port: number; env?: Record<string, string> }) {
  // Called in a file's beforeAll: a database (a new one on the PostgreSQL server), a server and
  // the owners' scrypt hashes took over 30 s, the default, beside the other pass on two cores.
  test.setTimeout(Math.max(test.info().timeout, 90_000));
  const database = await e2eDatabase("site");
  const { dataDir } = database;
  const smtp = await startSmtpTestServer();
  const site = `http://127.0.0.1:${port}`;
  const serverEnv = {
    ...database.env,
    TRUST_PROXY: "1",
    REQUESTS_FLOOD_LIMIT: "0",
    // Each background pass says so in the log: what a test waits for to show nothing more happens.
    LOG_SWEEPS: "1",
    SMTP_URL: smtp.url,
    LEADS_NOTIFY_TO: "dispatch@example.com",
    // A sign-in here is setup, not the subject: 8 MiB hashes instead of 128 spare the cores a
    // tenth of the browser tests' work. OWASP's 128 is proven in password.test.ts.
    PASSWORD_HASH_MIB: "8",
    ...env,
  };
  // A start is a database (and its migrations), the bundle loaded and the port opened: beside the
  // other pass on two cores it has taken over 30 s on PostgreSQL, with nothing logged yet.
  const startSeconds = 60;
  let server: ServerProcess | null = await startServerProcess({ port, dataDir, env: serverEnv, startSeconds });
  let addressSerial = 10;
  /** Each account's signed-in cookies, from its last sign-in through signedInPage. */
  const signedInStates = new Map<string, Awaited<ReturnType<BrowserContext["storageState"]>>>();
  /** A fresh client address for each use (X-Forwarded-For behind TRUST_PROXY). */
  const nextAddress = () => `203.0.113.${++addressSerial}`;

  /** `npm run owner` against this site's database. */
  function ownerCommand(args: string[], input?: string) {
    return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      // The build's bundle of scripts/owner.ts: the same command, started without tsx.
      const child = execFile(
        process.execPath,
        [bundledCommand("owner"), ...args],
        { env: { ...process.env, ...database.env, PASSWORD_HASH_MIB: serverEnv.PASSWORD_HASH_MIB } },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
      child.stdin?.end(input ?? "");
    });
  }

  return {
    site,
    dataDir,
    /** DATA_DIR and, on PostgreSQL, DATABASE_URL: for an owner command against this site. */
    databaseEnv: database.env,
    smtp,
    nextAddress,
    ownerCommand,
    async addOwner(account: OwnerAccount) {
      expect((await ownerCommand(["add", account.email, "--password-stdin"], `${account.password}\n`)).code).toBe(0);
    },
    /** An HTTP client from an address of its own, redirects not followed. */
    plainClient(extra: Record<string, string> = {}): Promise<APIRequestContext> {
      return playwrightRequest.newContext({
        baseURL: site,
        maxRedirects: 0,
        extraHTTPHeaders: { "X-Forwarded-For": nextAddress(), ...extra },
      });
    },
    /**
     * A phone-sized browser signed in to the inbox. The session is signed in once and reused by
     * the next pages of the same account (each sign-in is a scrypt of 128 MiB: on a busy machine
     * the slowest step of a test that is about something else); a session that has ended (signed
     * out, expired, the password changed) is signed in again. `fresh` always signs in.
     */
    async signedInPage(browser: Browser, account: OwnerAccount, { fresh = false } = {}): Promise<Page> {
      const kept = fresh ? undefined : signedInStates.get(account.email);
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        extraHTTPHeaders: { "X-Forwarded-For": nextAddress() },
        storageState: kept,
      });
      const page = await context.newPage();
      await page.goto(`${site}/owner`);
      if (new URL(page.url()).pathname === "/owner/sign-in") {
        await page.getByLabel("Email").fill(account.email);
        await page.getByLabel("Password").fill(account.password);
        await page.getByRole("button", { name: "Sign in" }).click();
        await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible({ timeout: signInTimeout });
        signedInStates.set(account.email, await context.storageState());
      } else {
        await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
      }
      return page;
    },
    /** The driver's status page on a phone-sized browser, from an address of its own; with `javaScript: false` as a driver without it sees it. */
    async driverPage(browser: Browser, statusToken: string, { javaScript = true } = {}): Promise<Page> {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        javaScriptEnabled: javaScript,
        extraHTTPHeaders: { "X-Forwarded-For": nextAddress() },
      });
      const page = await context.newPage();
      await page.goto(`${site}/request/${statusToken}`);
      return page;
    },
    /** A request with the path exactly as given (HTTP clients would resolve `/./` and `/../` first). */
    raw(method: string, rawPath: string, headers: Record<string, string> = {}, body?: Buffer | string): Promise<RawAnswer> {
      return new Promise((resolve, reject) => {
        const req = http.request(
          { host: "127.0.0.1", port, method, path: rawPath, headers: { "X-Forwarded-For": nextAddress(), ...headers } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
          },
        );
        req.on("error", reject);
        req.end(body);
      });
    },
    /**
     * A roadside request as a driver without JavaScript sends it (a plain multipart post), from
     * an address of its own; answers its row id and its status page's token.
     */
    async postRoadside({
      name,
      phone = "519-555-0461",
      textUpdates = false,
      fields = {},
      to = site,
    }: {
      name: string;
      phone?: string;
      textUpdates?: boolean;
      /** Fields to send besides (or instead of) the usual ones. */
      fields?: Record<string, string>;
      /** Another server on the same database (a second machine). */
      to?: string;
    }) {
      const driver = await playwrightRequest.newContext({
        baseURL: to,
        maxRedirects: 0,
        extraHTTPHeaders: { "X-Forwarded-For": nextAddress(), Origin: to },
      });
      const answer = await driver.post(`${to}/roadside`, {
        multipart: {
          name,
          phone,
          road: "401",
          direction: "Westbound",
          landmark: "Exit 56, Tilbury",
          problems: "Flat or blown tire",
          ...fields,
          ...(textUpdates ? { textUpdates: "on" } : {}),
        },
      });
      expect(answer.status()).toBe(200);
      await driver.dispose();
      const db = database.raw();
      const row = (await db.execute({ sql: "SELECT id, status_token FROM requests WHERE name = ?", args: [name] })).rows[0]!;
      await db.close();
      return { id: Number(row.id), statusToken: String(row.status_token) };
    },
    /** The site's database, read and written with plain SQL (close it after). */
    database(): RawDatabase {
      return database.raw();
    },
    /** The details of a request's history lines of one type, oldest first. */
    async events(request: number, type: string): Promise<string[]> {
      const db = database.raw();
      const { rows } = await db.execute({
        sql: "SELECT detail FROM request_events WHERE request = ? AND type = ? ORDER BY id",
        args: [request, type],
      });
      await db.close();
      return rows.map((row) => String(row.detail));
    },
    /** What the server has written to its log (stdout and stderr) so far. */
    log(): string {
      return server?.output() ?? "";
    },
    /** Stops the server (SIGTERM) and waits for it to exit; the database and mail server stay. */
    async stopServer() {
      await server?.stop();
      server = null;
    },
    /** Starts the server again on the same database and settings. */
    async startServer() {
      server = await startServerProcess({ port, dataDir, env: serverEnv, startSeconds });
    },
    async stop() {
      await server?.stop();
      await smtp.close();
      database.remove();
    },
  };
}

export type SiteUnderTest = Awaited<ReturnType<typeof startSiteUnderTest>>;
