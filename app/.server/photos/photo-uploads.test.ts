import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { photoLimits, preparePhoto, readPostWithPhotos } from "./photo-uploads";

const image = (width: number, height: number, format: "jpeg" | "png" = "jpeg") => {
  const picture = sharp({ create: { width, height, channels: 3, background: { r: 10, g: 20, b: 30 } } }).withExif({
    IFD0: { Make: "PhoneCam" },
  });
  return (format === "png" ? picture.png() : picture.jpeg()).toBuffer();
};

describe("preparePhoto", () => {
  it("re-encodes a photo as a JPEG at most 2000 px on the long edge, its metadata gone", async () => {
    const result = await preparePhoto("dash.png", await image(3000, 1000, "png"));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const meta = await sharp(result.photo.body).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 2000, height: 667 });
    expect(meta.exif).toBeUndefined();
    expect(result.photo).toMatchObject({ name: "dash.png", width: 2000, height: 667 });
  });

  it("keeps a small photo at its size", async () => {
    const result = await preparePhoto("tire.jpg", await image(800, 600));
    expect(result.ok && [result.photo.width, result.photo.height]).toEqual([800, 600]);
  });

  it("refuses what is not a photo (text, an SVG that could carry script, a truncated file) with a message naming it", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const truncated = (await image(400, 300)).subarray(0, 200);
    for (const [name, bytes] of [
      ["notes.txt", Buffer.from("not an image")],
      ["logo.svg", svg],
      ["cut.jpg", truncated],
    ] as const) {
      const result = await preparePhoto(name, bytes);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.outcome.error).toBe(`${name} is not a photo we can open, so it was not kept.`);
    }
  });

  it("refuses a file over 10 MB before decoding it", async () => {
    const result = await preparePhoto("huge.jpg", new Uint8Array(photoLimits.maxFileBytes + 1));
    expect(!result.ok && result.outcome.error).toBe("huge.jpg is larger than 10 MB and was not kept.");
  });

  it("keeps a hostile file name out of the message", async () => {
    const result = await preparePhoto("<img src=x onerror=alert(1)>.jpg", Buffer.from("nope"));
    expect(!result.ok && result.outcome.name).toBe("img srcx onerroralert(1).jpg");
  });
});

describe("readPostWithPhotos", () => {
  const post = (form: FormData) => new Request("http://localhost/roadside", { method: "POST", body: form });

  it("reads the text fields and at most three photos; a fourth is reported, not fatal", async () => {
    const form = new FormData();
    form.append("phone", "519-555-0100");
    const bytes = await image(100, 100);
    for (let i = 1; i <= 4; i++) form.append("photos", new File([bytes], `p${i}.jpg`, { type: "image/jpeg" }));
    const { form: read, photos } = await readPostWithPhotos(post(form));
    expect(read.get("phone")).toBe("519-555-0100");
    expect(photos.map((photo) => photo.ok)).toEqual([true, true, true, false]);
    expect(!photos[3]!.ok && photos[3]!.outcome.error).toBe("Only 3 photos are kept: p4.jpg was left out.");
  });

  it("skips the empty part a form sends when no photo was chosen, and files in other fields", async () => {
    const form = new FormData();
    form.append("phone", "519-555-0100");
    form.append("photos", new File([], ""));
    form.append("unit", new File(["x"], "unit.bin"));
    const { form: read, photos } = await readPostWithPhotos(post(form));
    expect(photos).toEqual([]);
    expect(read.get("unit")).toBeNull();
  });
});

describe("readPostWithPhotos and bytes that are not text", () => {
  const post = (body: Buffer) =>
    new Request("http://localhost/roadside", {
      method: "POST",
      body: new Uint8Array(body),
      headers: { "Content-Type": "multipart/form-data; boundary=B" },
    });
  const part = (name: string, value: Buffer) =>
    Buffer.concat([Buffer.from(`--B\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`), value, Buffer.from("\r\n")]);

  it("replaces bytes that are not UTF-8 and keeps the field, marking the post garbled", async () => {
    const body = Buffer.concat([
      part("landmark", Buffer.from([0x45, 0x78, 0xff, 0xc0, 0xaf])),
      part("road", Buffer.from("401")),
      Buffer.from("--B--\r\n"),
    ]);
    const { form, garbled } = await readPostWithPhotos(post(body));
    expect(form.get("landmark")).toBe("Ex\uFFFD\uFFFD\uFFFD");
    expect(form.get("road")).toBe("401");
    expect(garbled).toBe(true);
  });

  it("leaves out a part whose header is not UTF-8, and reads the rest", async () => {
    const body = Buffer.concat([
      Buffer.from('--B\r\nContent-Disposition: form-data; name="n\xff"\r\n\r\nx\r\n', "latin1"),
      part("phone", Buffer.from("519-555-0100")),
      Buffer.from("--B--\r\n"),
    ]);
    const { form, garbled } = await readPostWithPhotos(post(body));
    expect([...form.keys()]).toEqual(["phone"]);
    expect(garbled).toBe(true);
  });

  it("reads a clean post as clean", async () => {
    const { form, garbled } = await readPostWithPhotos(
      post(Buffer.concat([part("phone", Buffer.from("519 555 0100 é")), Buffer.from("--B--\r\n")])),
    );
    expect(form.get("phone")).toBe("519 555 0100 é");
    expect(garbled).toBe(false);
  });
});
