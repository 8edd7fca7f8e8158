import type { PhotoOutcome } from "~/lib/request-photos";

/** Every photo not kept, each with why; nothing when all were kept. */
export function RefusedPhotos({ photos }: { photos: readonly PhotoOutcome[] }) {
  const refused = photos.filter((photo) => !photo.ok);
  if (refused.length === 0) return null;
  return (
    <ul className="mt-2 list-disc pl-5">
      {refused.map((photo, index) => (
        <li key={`${photo.name}-${index}`}>{photo.error}</li>
      ))}
    </ul>
  );
}
