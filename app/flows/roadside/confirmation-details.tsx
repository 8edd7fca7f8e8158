import { ImageUp } from "lucide-react";
import { useEffect, useRef } from "react";
import { SafetySteps } from "~/components/safety-steps";
import { usePhotoUploads } from "~/flows/roadside/use-photo-uploads";
import { PhotoUploadForm } from "~/flows/status/photo-upload-form";
import { Button } from "~/components/ui/button";
import type { RoadsideActionResult } from "~/flows/roadside/roadside-fields";

interface RoadsideConfirmationProps {
  result: Extract<RoadsideActionResult, { ok: true }>;
  /** With JavaScript: the photos chosen in the form, sent now that the request is stored. */
  files?: readonly File[];
}

const uploadWords = { waiting: "Waiting to send", sending: "Sending…", sent: "Sent", failed: "Not sent" } as const;

/** The rest of the confirmation, loaded once a request is stored: the photos going up, refused photos, what to do while waiting. */
export default function RoadsideConfirmationDetails({ result, files }: RoadsideConfirmationProps) {
  const uploads = usePhotoUploads();
  const started = useRef(false);
  useEffect(() => {
    // A repeated post's photos go only where it proved it may send them (its own request's address).
    if (files && files.length > 0 && result.photoPath && !started.current) {
      started.current = true;
      uploads.start(result.photoPath, files);
    }
    // Once, when the confirmation appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const photoFailures = files && result.photoPath ? [] : result.photos.filter((photo) => !photo.ok);

  return (
    <>
      {uploads.items.length > 0 ? (
        <div>
          <h3 className="text-2xl font-bold uppercase">Photos</h3>
          <ul className="mt-2 grid gap-2" aria-live="polite">
            {uploads.items.map((item, index) => (
              <li key={`${item.name}-${index}`} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <ImageUp aria-hidden="true" className="size-5 shrink-0" />
                <span className="font-semibold">{item.name}</span>
                <span className={item.state === "failed" ? "font-semibold text-danger" : ""}>{uploadWords[item.state]}</span>
                {item.state === "failed" ? (
                  <>
                    <span className="w-full text-sm">{item.error}</span>
                    <Button variant="outline" size="sm" onClick={() => uploads.retry(index)}>
                      Try again
                    </Button>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {photoFailures.length > 0 ? (
        <div className="rounded-md border-2 border-danger bg-white p-4">
          <h3 className="text-2xl font-bold uppercase">Some photos were not kept</h3>
          <ul className="mt-2 list-disc pl-5">
            {photoFailures.map((photo, index) => (
              <li key={`${photo.name}-${index}`}>{photo.error}</li>
            ))}
          </ul>
          {result.photoPath ? (
            <>
              <p className="mt-2">Your request is safe. You can send other photos here:</p>
              <PhotoUploadForm action={result.statusPath ?? result.photoPath} id="more-photos" />
            </>
          ) : null}
        </div>
      ) : null}

      <div>
        <h3 className="text-2xl font-bold uppercase">While you wait</h3>
        <SafetySteps headingLevel={4} />
      </div>
    </>
  );
}
