import { MessageSquareText } from "lucide-react";
import { CallButton } from "~/components/call-button";
import { Link } from "react-router";
import { ButtonAnchor } from "~/components/ui/button";
import { SafetySteps } from "~/components/safety-steps";
import { keepDataAfterPosts } from "~/lib/keep-data-after-posts";
import { loaderMeta } from "~/lib/loader-meta";
import { pageHead } from "~/lib/page-head.server";
import { smsHref } from "~/flows/request-form/sms";

export function loader() {
  return pageHead({
    path: "/offline",
    title: "No Connection: Call or Text Us",
    description: "You're offline. Call or text our 24/7 mobile diesel mechanics, and keep safe while you wait.",
    indexable: false,
  });
}

export const shouldRevalidate = keepDataAfterPosts;

export const meta = loaderMeta;

/** What the service worker shows when a page is neither cached nor reachable. */
export default function Offline() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:py-16" aria-labelledby="offline-heading">
      <h1 id="offline-heading" className="text-4xl font-bold uppercase sm:text-5xl">
        No connection right now
      </h1>
      <p className="mt-4 text-lg">
        This page needs a signal we can&apos;t reach. A phone call or a text often gets through when data doesn&apos;t, and we answer 24/7.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <CallButton label="Call" showNumber />
        <ButtonAnchor href={smsHref()} variant="outline" size="lg">
          <MessageSquareText aria-hidden="true" />
          Text us
        </ButtonAnchor>
      </div>

      <h2 className="mt-12 text-3xl font-bold uppercase">While you wait</h2>
      <SafetySteps headingLevel={3} />

      <p className="mt-10">
        When you have signal again, you can{" "}
        <Link to="/roadside" className="font-semibold underline">
          send a roadside request
        </Link>{" "}
        with your location, or{" "}
        <Link to="/services/diesel-roadside-assistance" className="font-semibold underline">
          read about roadside assistance
        </Link>
        .
      </p>
    </section>
  );
}
