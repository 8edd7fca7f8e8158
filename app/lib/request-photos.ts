/**
 * A request's photos as the forms, the status page and the server speak of them. Free of
 * dependencies: it ships with the forms' JavaScript.
 */
export const photoField = "photos";
export const maxPhotos = 3;
/** Photos are scaled in the browser to this many pixels on the long edge before they go. */
export const browserPhotoEdge = 1600;

export const photosTooLargeMessage =
  "Your photos are too large to send together (32 MB at most). Send fewer or smaller photos, or call us.";

export interface PhotoOutcome {
  /** The file's name as the phone gave it, to say which one failed. */
  name: string;
  ok: boolean;
  error?: string;
  /** Kept before: the same upload sent again (a retry, the outbox) added nothing. */
  alreadyKept?: boolean;
}

/**
 * A photo upload's key, in its address (`…/photos?key=…`): one photo sent again under it is kept
 * once, and a retry is answered before the slots are counted (the third photo sent twice is no
 * fourth). Made on the phone: 128 random bits, or the outbox's request id and the photo's place.
 */
export const photoKeyParam = "key";
export const photoKeyPattern = /^[A-Za-z0-9_-]{16,80}$/;

/** What a request's photo address answers: each photo's outcome, and what went wrong when not all were kept. */
export interface PhotoUploadResult {
  ok: boolean;
  photos: PhotoOutcome[];
  error?: string;
}
