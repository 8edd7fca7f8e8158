/**
 * The post sizes the README's "Deploying" tells the proxy to let through: 32 MB to /roadside and
 * to a request's photos (a roadside post without JavaScript carries full-size photos), 32 KB to
 * every other form. Engine-independent: runs in the SQLite pass.
 */
import http from "node:http";
import { expect, test } from "./fixtures";

const megabytes32 = 32 * 1024 * 1024;

/** A post that declares its length and sends at most `body` of it: the answer comes before the rest is read. */
function post(baseURL: string, path: string, declared: number, contentType: string, body: Buffer = Buffer.alloc(0)) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      `${baseURL}${path}`,
      { method: "POST", headers: { "Content-Type": contentType, "Content-Length": String(declared), Origin: baseURL } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() });
          request.destroy();
        });
      },
    );
    // The server may close the connection without reading the rest of a refused post.
    request.on("error", (error) => (request.writableFinished ? undefined : reject(error)));
    request.write(body);
    if (body.length === declared) request.end();
  });
}

/** A roadside request without JavaScript, its one file part padded so the whole post is exactly `total` bytes. */
function roadsidePost(total: number, name: string) {
  const boundary = "----roadside-post-limit";
  const field = (key: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field("name", name) +
      field("phone", "519-555-0166") +
      field("road", "401") +
      field("direction", "Westbound") +
      field("landmark", "Exit 56, Tilbury") +
      field("problems", "Flat or blown tire") +
      `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="dashcam.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, Buffer.alloc(total - head.length - tail.length, 7), tail]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

test("a roadside post of exactly 32 MB is taken; one byte more, there or to a request's photos, is refused with the limit in words", async ({
  baseURL,
}) => {
  test.setTimeout(60_000);
  const full = roadsidePost(megabytes32, "Thirty Two Megabytes");
  const taken = await post(baseURL!, "/roadside", megabytes32, full.contentType, full.body);
  expect(taken.status).toBe(200);
  // The request is stored; the file that is not a photo is named, not the size.
  expect(taken.body).toContain("dashcam.bin");
  expect(taken.body).not.toContain("32 MB at most");
  const token = /\/request\/([A-Za-z0-9_-]{22})/.exec(taken.body)?.[1];
  expect(token, "the answer links the status page").toBeTruthy();

  const over = roadsidePost(megabytes32 + 1, "Thirty Two Megabytes And One");
  const refused = await post(baseURL!, "/roadside", megabytes32 + 1, over.contentType);
  expect(refused.status).toBe(413);
  expect(refused.body).toContain("Your photos are too large to send together (32 MB at most).");

  const photos = await post(baseURL!, `/request/${token}/photos`, megabytes32 + 1, over.contentType);
  expect(photos.status).toBe(413);

  // Every other form keeps 32 KB.
  const contact = await post(baseURL!, "/contact", 32 * 1024 + 1, "application/x-www-form-urlencoded");
  expect(contact.status).toBe(413);
  expect(contact.body).toContain("Your request is too large to send.");
});
