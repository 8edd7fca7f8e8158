/**
 * Social and device images, drawn at build from the brand: the business name,
 * tagline and phone come from the business config. Text is turned into paths
 * with the site's own font, so the result does not depend on installed fonts.
 */
import fs from "node:fs";
import path from "node:path";
import opentype, { type Font, type PathCommand } from "opentype.js";
import sharp from "sharp";
import { siteConfig } from "~/config/site";

const fontDir = path.resolve("node_modules/@fontsource/barlow-condensed/files");

function loadFont(weight: 500 | 700): Font {
  const buffer = fs.readFileSync(path.join(fontDir, `barlow-condensed-latin-${weight}-normal.woff`));
  return opentype.parse(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer);
}

/** SVG path data from glyph outline commands (opentype.js's own toPathData prints NaN for some values). */
function pathData(commands: readonly PathCommand[]): string {
  const n = (value: number | undefined) => (value ?? 0).toFixed(2);
  return commands
    .map((c) => {
      if (c.type === "M" || c.type === "L") return `${c.type}${n(c.x)} ${n(c.y)}`;
      if (c.type === "Q") return `Q${n(c.x1)} ${n(c.y1)} ${n(c.x)} ${n(c.y)}`;
      if (c.type === "C") return `C${n(c.x1)} ${n(c.y1)} ${n(c.x2)} ${n(c.y2)} ${n(c.x)} ${n(c.y)}`;
      return "Z";
    })
    .join("");
}

/** One line of text as an SVG path in the brand font, shrunk to fit maxWidth. */
function textPath(
  font: Font,
  text: string,
  { x, y, size, maxWidth, fill }: { x: number; y: number; size: number; maxWidth: number; fill: string },
) {
  const width = font.getAdvanceWidth(text, size);
  const fitted = width > maxWidth ? (size * maxWidth) / width : size;
  return `<path fill="${fill}" d="${pathData(font.getPath(text, x, y, fitted).commands)}"/>`;
}

function markSvg(): string {
  return fs.readFileSync(path.resolve("public/brand/mark.svg"), "utf8");
}

/** The 1200×630 default social image (og:image). */
export function socialImageSvg(): string {
  const bold = loadFont(700);
  const medium = loadFont(500);
  const mark = markSvg()
    .replace(/^<svg[^>]*>/, "")
    .replace(/<\/svg>\s*$/, "");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><pattern id="stripes" width="56" height="56" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
    <rect width="28" height="56" fill="#ffd21f"/><rect x="28" width="28" height="56" fill="#111317"/></pattern></defs>
  <rect width="1200" height="630" fill="#1f2329"/>
  <rect y="590" width="1200" height="40" fill="url(#stripes)"/>
  <g transform="translate(80 80) scale(1.75)">${mark}</g>
  ${textPath(bold, "24/7 MOBILE DIESEL TRUCK REPAIR", { x: 80, y: 300, size: 84, maxWidth: 1040, fill: "#ffffff" })}
  ${textPath(medium, siteConfig.name, { x: 80, y: 370, size: 52, maxWidth: 1040, fill: "#c9ced6" })}
  ${textPath(medium, "Windsor · Essex · Sarnia · London · Kitchener · Hamilton · Milton", { x: 80, y: 430, size: 38, maxWidth: 1040, fill: "#c9ced6" })}
  <rect x="80" y="470" width="520" height="88" rx="10" fill="#ffd21f"/>
  ${textPath(bold, `CALL ${siteConfig.phone.display}`, { x: 104, y: 533, size: 58, maxWidth: 472, fill: "#111317" })}
</svg>`;
}

/** An .ico holding one PNG image (supported by every current browser). */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt8(0, 8);
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

export async function writeBrandImages(outDir: string): Promise<void> {
  const mark = Buffer.from(markSvg());
  await sharp(Buffer.from(socialImageSvg())).jpeg({ quality: 86, mozjpeg: true }).toFile(path.join(outDir, "og-image.jpg"));
  const png = (size: number) =>
    sharp(mark, { density: Math.ceil((72 * size) / 64) })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer();
  fs.mkdirSync(path.join(outDir, "brand"), { recursive: true });
  fs.writeFileSync(path.join(outDir, "favicon.ico"), icoFromPng(await png(32), 32));
  fs.writeFileSync(path.join(outDir, "apple-touch-icon.png"), await png(180));
  fs.writeFileSync(path.join(outDir, "brand", "icon-192.png"), await png(192));
  fs.writeFileSync(path.join(outDir, "brand", "logo-512.png"), await png(512));
  // Maskable: the mark inside the central 80 % safe zone on the brand background, so any mask shape keeps it whole.
  const inner = await png(Math.round(512 * 0.7));
  const maskable = await sharp({ create: { width: 512, height: 512, channels: 4, background: "#1f2329" } })
    .composite([{ input: inner, gravity: "centre" }])
    .png({ compressionLevel: 9 })
    .toBuffer();
  fs.writeFileSync(path.join(outDir, "brand", "icon-maskable-512.png"), maskable);
  const manifest = {
    name: siteConfig.name,
    short_name: siteConfig.shortName,
    description: siteConfig.tagline,
    start_url: "/",
    display: "standalone",
    background_color: "#1f2329",
    theme_color: "#1f2329",
    icons: [
      { src: "/brand/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/brand/logo-512.png", sizes: "512x512", type: "image/png" },
      { src: "/brand/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/brand/mark.svg", sizes: "any", type: "image/svg+xml" },
    ],
    // A long press on the installed icon goes straight to the form a stranded driver needs.
    shortcuts: [
      {
        name: "Request roadside help",
        short_name: "Roadside help",
        url: "/roadside",
        icons: [{ src: "/brand/icon-192.png", sizes: "192x192", type: "image/png" }],
      },
    ],
  };
  fs.writeFileSync(path.join(outDir, "site.webmanifest"), `${JSON.stringify(manifest, null, 2)}\n`);
  // The inbox's own icon: the site's, framed in hi-vis yellow, so the owner tells the two apart on a home screen.
  const inboxIcon = async (size: number) =>
    sharp({ create: { width: size, height: size, channels: 4, background: "#ffd21f" } })
      .composite([
        {
          input: await sharp(maskable)
            .resize(Math.round(size * 0.78))
            .toBuffer(),
          gravity: "centre",
        },
      ])
      .png({ compressionLevel: 9 })
      .toBuffer();
  fs.writeFileSync(path.join(outDir, "brand", "inbox-192.png"), await inboxIcon(192));
  fs.writeFileSync(path.join(outDir, "brand", "inbox-512.png"), await inboxIcon(512));
  // The owner's inbox, installed on the owner's phone: its own name and scope, opening on the
  // inbox, so an alert's tap lands in it rather than in the public site.
  const inbox = {
    id: "/owner",
    name: `${siteConfig.shortName} Inbox`,
    short_name: "Inbox",
    description: "Requests from the website, for the owner.",
    start_url: "/owner",
    scope: "/owner",
    display: "standalone",
    background_color: "#1f2329",
    theme_color: "#1f2329",
    icons: [
      { src: "/brand/inbox-192.png", sizes: "192x192", type: "image/png" },
      { src: "/brand/inbox-512.png", sizes: "512x512", type: "image/png" },
    ],
  };
  fs.writeFileSync(path.join(outDir, "inbox.webmanifest"), `${JSON.stringify(inbox, null, 2)}\n`);
}
