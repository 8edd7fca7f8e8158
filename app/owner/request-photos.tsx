import { RequestSection } from "~/components/request-section";
interface RequestPhotosProps {
  requestId: number;
  reference: string;
  photos: readonly { id: number; number: number; width: number | null; height: number | null }[];
}

/** The driver's photos, each opening full size; served only to a signed-in owner. */
export function RequestPhotos({ requestId, reference, photos }: RequestPhotosProps) {
  if (photos.length === 0) return null;
  return (
    <RequestSection id="photos-heading" title="Photos">
      <ul className="mt-2 grid gap-3 sm:grid-cols-3">
        {photos.map((photo) => (
          <li key={photo.id}>
            <a href={`/owner/requests/${requestId}/photos/${photo.id}`} className="block">
              <img
                src={`/owner/requests/${requestId}/photos/${photo.id}`}
                alt={`${reference}, ${photo.number} of ${photos.length} from the driver`}
                width={photo.width ?? undefined}
                height={photo.height ?? undefined}
                loading="lazy"
                className="h-auto w-full rounded-md border border-steel-light"
              />
            </a>
          </li>
        ))}
      </ul>
    </RequestSection>
  );
}
