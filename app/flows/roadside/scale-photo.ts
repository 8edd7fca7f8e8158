import { browserPhotoEdge } from "~/lib/request-photos";

/**
 * Scales a photo on the phone before it goes: at most 1600 px on the long edge, JPEG. A
 * 12-megapixel photo of 4 MB becomes a few hundred KB, seconds on a weak signal. A photo the
 * browser cannot decode (HEIC on some phones) goes as it is and the server decides.
 */
export async function scalePhoto(file: File): Promise<Blob> {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    const scale = Math.min(1, browserPhotoEdge / Math.max(bitmap.width, bitmap.height));
    const width = Math.round(bitmap.width * scale);
    const height = Math.round(bitmap.height * scale);
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.85));
    return blob ?? file;
  } catch {
    return file;
  }
}
