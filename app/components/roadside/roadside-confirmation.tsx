import { CircleCheck, ImageUp, TriangleAlert } from "lucide-react";
import { useEffect, useRef } from "react";
import { CallButton } from "~/components/call-button";
import { SafetySteps } from "~/components/safety-steps";
import type { PhotoUploads } from "~/components/roadside/use-photo-uploads";
import { Button, buttonClasses } from "~/components/ui/button";
import { maxPhotos, photoField, type RoadsideActionResult } from "~/lib/roadside-fields";

type Received = Extract<RoadsideActionResult, { ok: true }>;

interface RoadsideConfirmationProps {
  result: Received;
  /** With JavaScript: the photos going up after the text, each with its own state. */
  uploads?: PhotoUploads;
}

const uploadWords = { waiting: "Waiting to send", sending: "Sending…", sent: "Sent", failed: "Not sent" } as const;

/** What a driver sees once the request is stored: the reference, what to do while waiting, the status page. */
export function RoadsideConfirmation({ result, uploads }: RoadsideConfirmationProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const photoFailures = uploads ? [] : result.photos.filter((photo) => !photo.ok);

  return (
    <section aria-labelledby="roadside-received" className="grid gap-6">
      {result.call911 ? (
        <div role="alert" className="flex items-start gap-3 rounded-md bg-danger p-4 text-white">
          <TriangleAlert aria-hidden="true" className="mt-1 size-6 shrink-0" />
          <p>
            <strong className="block text-2xl uppercase">Call 911 first</strong>
            Someone hurt, a blocked live lane or dangerous goods: emergency services come before a mechanic. We have your request too.
          </p>
        </div>
      ) : null}
      <div>
        <CircleCheck aria-hidden="true" className="size-12 text-ok" />
        <h2 ref={headingRef} id="roadside-received" tabIndex={-1} className="mt-2 text-4xl font-bold uppercase outline-none">
          Request received
        </h2>
        <p className="mt-3 text-lg">
          Your reference is <strong data-testid="reference">{result.reference}</strong>. We&apos;ll call you back at the number you gave.
          Calling is still the fastest way: if you haven&apos;t heard from us in a few minutes, call and quote your reference.
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <CallButton label="Call" showNumber />
        {/* A full page load: the status page is never cached, and refreshes itself. */}
        <a href={result.statusPath} className={buttonClasses({ variant: "outline", size: "lg" })}>
          Follow your request
        </a>
      </div>

      {uploads && uploads.items.length > 0 ? (
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
          <p className="mt-2">Your request is safe. You can send other photos here:</p>
          <form method="post" action={result.photoPath} encType="multipart/form-data" className="mt-3 flex flex-wrap items-center gap-3">
            <label htmlFor="more-photos" className="font-semibold">
              Photos (up to {maxPhotos} in all)
            </label>
            <input id="more-photos" name={photoField} type="file" accept="image/*" multiple className="text-base" />
            <Button type="submit" variant="default">
              Send photos
            </Button>
          </form>
        </div>
      ) : null}

      <div>
        <h3 className="text-2xl font-bold uppercase">While you wait</h3>
        <SafetySteps headingLevel={4} />
      </div>
    </section>
  );
}
