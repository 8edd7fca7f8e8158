import { CircleCheck } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, type ComponentProps } from "react";
import { Link } from "react-router";
import { CallButton } from "~/components/call-button";
import { buttonClasses } from "~/components/ui/button";
import { siteConfig } from "~/config/site";
import { phoneClock } from "~/lib/phone-clock";
import { rememberSent } from "~/flows/roadside/sent-before";
import type { SentLater } from "~/flows/roadside/use-kept-request";

const loadDetails = () =>
  import("~/flows/roadside/confirmation-details").catch(() => ({
    // No signal to fetch the rest: the request is safe, and the offline page (cached) has the safety steps.
    default: () => (
      <p>
        <Link to="/offline" className="font-semibold underline">
          What to do while you wait
        </Link>
      </p>
    ),
  }));
const RoadsideConfirmationDetails = lazy(loadDetails);

/** Starts loading the rest of the confirmation while the driver fills in the form, so it shows at once. */
export function preloadConfirmation(): void {
  void loadDetails();
}

/**
 * What a driver sees once the request is stored: the reference, the call and status links at
 * once; the photo uploads and the safety steps from a chunk of their own, kept out of the
 * form's first download (the roadside page's JavaScript budget).
 */
export function RoadsideConfirmation({
  sentLater,
  ...props
}: ComponentProps<typeof RoadsideConfirmationDetails> & { sentLater?: SentLater }) {
  const { result } = props;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  // Back to the form, or the form opened again in this tab, says which request went and links it.
  useEffect(() => {
    if (result.statusPath) rememberSent({ reference: result.reference, statusPath: result.statusPath, at: sentLater?.at ?? Date.now() });
  }, [result, sentLater]);
  return (
    <section aria-labelledby="roadside-received" className="grid gap-6">
      {result.call911 ? (
        <div role="alert" className="flex items-start gap-3 rounded-md bg-danger p-4 text-white">
          <p>
            <strong className="block text-2xl uppercase">Call 911 first</strong>
            Someone hurt, a blocked live lane or dangerous goods: emergency services come before a mechanic. We have your request too.
          </p>
        </div>
      ) : null}
      <div>
        <CircleCheck aria-hidden="true" className="size-12 text-ok" />
        <h2 ref={headingRef} id="roadside-received" tabIndex={-1} className="mt-2 text-4xl font-bold uppercase outline-none">
          {result.alreadyReceived ? "Already received" : "Request received"}
        </h2>
        <p className="mt-3 text-lg">
          {result.alreadyReceived ? (
            <>
              We already have this request: its reference is <strong data-testid="reference">{result.reference}</strong>. Nothing was sent
              twice. To add anything, call us at {siteConfig.phone.display} and quote your reference.
            </>
          ) : (
            <>
              Your reference is <strong data-testid="reference">{result.reference}</strong>. We&apos;ll call you back at the number you
              gave. Calling is still the fastest way: if you haven&apos;t heard from us in a few minutes, call and quote your reference.
            </>
          )}
        </p>
        {sentLater ? (
          <p className="mt-2 text-lg font-semibold">
            {`Kept on this phone with no signal, it went at ${phoneClock(sentLater.at)}`}
            {sentLater.photos > 0 ? ` with ${sentLater.photos === 1 ? "its photo" : `its ${sentLater.photos} photos`}.` : "."}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <CallButton label="Call" showNumber />
        {/* A full page load: the status page is never cached, and updates itself. */}
        {result.statusPath ? (
          <a href={result.statusPath} className={buttonClasses({ variant: "outline", size: "lg" })}>
            Follow your request
          </a>
        ) : null}
      </div>
      <Suspense fallback={null}>
        <RoadsideConfirmationDetails {...props} />
      </Suspense>
    </section>
  );
}
