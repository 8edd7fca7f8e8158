import { isMultipartRequest, MultipartParseError, parseMultipartRequest } from "@remix-run/multipart-parser";
import sharp from "sharp";
import type { RequestStore } from "../requests/store";
import { maxMessagePhotos } from "~/lib/messages";
import { maxPhotos, photoField, type PhotoOutcome } from "~/lib/request-photos";

const mib = 1024 * 1024;

export const photoLimits = {
  maxFiles: maxPhotos,
  maxFileBytes: 10 * mib,
  /** The whole post, text and photos: what the server accepts on the roadside and photo routes. */
  maxPostBytes: 32 * mib,
  /** The long edge of a stored photo. */
  maxEdge: 2000,
  /** Larger images (a 200-megapixel sensor, a decompression bomb) are refused before decoding. */
  maxInputPixels: 120_000_000,
} as const;

/** Formats a phone camera or gallery gives; anything else (SVG, PDF, raw bytes) is not a photo. */
const photoFormats = new Set(["jpeg", "png", "webp", "heif", "avif", "gif", "tiff"]);

/** A photo checked and re-encoded, ready to be written next to its request. */
interface ReadyPhoto {
  name: string;
  body: Buffer;
  width: number;
  height: number;
}

export type PhotoResult = { ok: true; photo: ReadyPhoto } | { ok: false; outcome: PhotoOutcome };

const shownName = (name: string) => name.replace(/[^\p{L}\p{N} ._()-]/gu, "").slice(0, 80) || "photo";

/**
 * Checks an uploaded file by its content and re-encodes it as a JPEG: turned upright,
 * at most 2000 px on the long edge, every piece of metadata (GPS, camera serial) dropped.
 */
export async function preparePhoto(name: string, bytes: Uint8Array): Promise<PhotoResult> {
  const shown = shownName(name);
  const refuse = (error: string): PhotoResult => ({ ok: false, outcome: { name: shown, ok: false, error } });
  if (bytes.byteLength > photoLimits.maxFileBytes) return refuse(`${shown} is larger than 10 MB and was not kept.`);
  try {
    const image = sharp(bytes, { limitInputPixels: photoLimits.maxInputPixels, failOn: "error" });
    const { format } = await image.metadata();
    if (!format || !photoFormats.has(format)) return refuse(`${shown} is not a photo we can open, so it was not kept.`);
    const { data, info } = await image
      .rotate()
      .resize({ width: photoLimits.maxEdge, height: photoLimits.maxEdge, fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, photo: { name: shown, body: data, width: info.width, height: info.height } };
  } catch {
    return refuse(`${shown} is not a photo we can open, so it was not kept.`);
  }
}

/** A post read with its photos checked: text fields in `form`, photos beside it. */
export interface PostWithPhotos {
  form: FormData;
  photos: PhotoResult[];
  /** Some of the post could not be read as text (bytes that are not UTF-8, a part with unreadable headers): replaced or left out. */
  garbled: boolean;
}

/** A post that cannot be read at all (not multipart, a broken or oversized body): answered 400, never a server error. */
export class UnreadablePostError extends Error {}

// Not `fatal`: a byte that is not UTF-8 becomes U+FFFD instead of failing the whole request.
const lenientUtf8 = new TextDecoder("utf-8");
const maxParts = 100;

/**
 * Reads a form post with a maintained multipart parser (@remix-run/multipart-parser). Text is
 * decoded leniently, so a driver's request with one undecodable byte is kept, marked garbled.
 * The parser's own limits guard the server; the per-photo rules (10 MB, 3 photos, a decodable
 * image) are checked here, so a bad photo is reported and the rest of the request is kept.
 */
export async function readPostWithPhotos(
  request: Request,
  alreadyStored = 0,
  limit: number = photoLimits.maxFiles,
): Promise<PostWithPhotos> {
  if (!isMultipartRequest(request)) {
    try {
      // URL-encoded: the platform's parser already replaces what is not UTF-8.
      const form = await request.formData();
      const garbled = [...form.values()].some((value) => typeof value === "string" && value.includes("\uFFFD"));
      return { form, photos: [], garbled };
    } catch (error) {
      throw new UnreadablePostError("The post could not be read as a form.", { cause: error });
    }
  }
  const form = new FormData();
  const photos: PhotoResult[] = [];
  let seen = alreadyStored;
  let garbled = false;
  let parts = 0;
  try {
    // Generous file limits so an oversized photo is reported, not fatal; the post's total is the real bound.
    for await (const part of parseMultipartRequest(request, {
      maxFileSize: photoLimits.maxPostBytes,
      maxTotalSize: photoLimits.maxPostBytes,
      maxParts,
    })) {
      parts += 1;
      let name: string | undefined;
      let isFile: boolean;
      try {
        ({ name, isFile } = part);
      } catch {
        // Headers that are not UTF-8 (the parser reads them strictly): this part is left out.
        garbled = true;
        continue;
      }
      if (!name) continue;
      if (!isFile) {
        const text = lenientUtf8.decode(part.bytes);
        if (text.includes("\uFFFD")) garbled = true;
        form.append(name, text);
        continue;
      }
      // Files anywhere else are dropped; a form without JavaScript sends an empty part when no photo was chosen.
      if (name !== photoField || part.size === 0) continue;
      const fileName = part.filename ?? "photo";
      seen += 1;
      if (seen > limit) {
        const shown = shownName(fileName);
        photos.push({ ok: false, outcome: { name: shown, ok: false, error: `Only ${limit} photos are kept: ${shown} was left out.` } });
        continue;
      }
      photos.push(await preparePhoto(fileName, part.bytes));
    }
  } catch (error) {
    if (error instanceof MultipartParseError || error instanceof TypeError) {
      throw new UnreadablePostError(`The post could not be read (${parts} parts read).`, { cause: error });
    }
    throw error;
  }
  return { form, photos, garbled };
}

/** Keeps ready photos with the request, in the database (one row each, bytes and facts together). */
export async function storePhotos(
  store: RequestStore,
  requestRowId: number,
  results: readonly PhotoResult[],
  message: number | null = null,
  uploadKey?: string,
): Promise<PhotoOutcome[]> {
  const outcomes: PhotoOutcome[] = [];
  for (const result of results) {
    if (!result.ok) {
      outcomes.push(result.outcome);
      continue;
    }
    const { photo } = result;
    try {
      // The slots are counted again as each is taken: uploads sent together cannot pass the first count all at once.
      const limit = message === null ? maxPhotos : maxMessagePhotos;
      // One key names one upload: a second photo in the same post gets its place after it.
      const key = uploadKey && (outcomes.length === 0 ? uploadKey : `${uploadKey}-${outcomes.length}`);
      const kept = await store.addPhotoWithin(
        limit,
        { request: requestRowId, contentType: "image/jpeg", width: photo.width, height: photo.height, message, uploadKey: key },
        photo.body,
      );
      outcomes.push(
        kept
          ? { name: photo.name, ok: true, ...(kept.repeat ? { alreadyKept: true } : {}) }
          : { name: photo.name, ok: false, error: `Only ${limit} photos are kept: ${photo.name} was left out.` },
      );
    } catch (error) {
      console.error(`A photo for request #${requestRowId} could not be stored:`, error);
      outcomes.push({ name: photo.name, ok: false, error: `${photo.name} could not be saved on our side. Please try again.` });
    }
  }
  return outcomes;
}
