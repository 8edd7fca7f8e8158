import type { Route } from "./+types/route";
import { keepRetryAfter } from "~/.server/http/retry-after";
import { BreadcrumbTrail } from "~/components/breadcrumb-trail";
import { CallButton } from "~/components/call-button";
import { RoadsideConfirmation } from "~/flows/roadside/roadside-confirmation";
import { RoadsideForm } from "~/flows/roadside/roadside-form";
import { loaderMeta } from "~/lib/loader-meta";
import { pageHead } from "~/lib/page-head.server";
import { handleRoadsideAction } from "~/flows/roadside/roadside-action.server";
import { keptMessage, postOrKeep } from "~/flows/outbox/post-or-keep";
import type { RoadsideActionResult } from "~/flows/roadside/roadside-fields";

/** Meta, breadcrumbs and structured data built on the server (at build: the page is prerendered). */
export function loader() {
  return pageHead({
    path: "/roadside",
    title: "Request Roadside Help",
    description:
      "Broken down in Southern Ontario? Send your location, truck and problem in seconds, with photos, and follow your request, or call our 24/7 diesel mechanics.",
    crumbs: [
      { name: "Home", path: "/" },
      { name: "Request Roadside Help", path: "/roadside" },
    ],
  });
}

export const meta = loaderMeta;

/** A refused flood or a sign-in that must wait says, in seconds, when to try again. */
export const headers = keepRetryAfter;

/** The loader's data never changes: a post (which may fail for want of signal) never reloads it. */
export function shouldRevalidate() {
  return false;
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleRoadsideAction(request, context);
}

/**
 * With JavaScript, a dropped connection or a post that hangs on one bar of signal becomes an
 * answer the form can show: every field stays, the request is kept on the phone to go when the
 * signal returns, and a call and a text message are offered.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs): Promise<RoadsideActionResult> {
  const result = await postOrKeep("roadside", await request.clone().formData(), serverAction);
  if (!("kept" in result)) return result;
  return {
    ok: false,
    offline: true,
    kept: result.kept,
    formError: result.kept
      ? keptMessage
      : "Your request could not be sent: there is no connection right now. Everything you typed is still here. Call us, or send it as a text message.",
  };
}

export default function Roadside({ loaderData, actionData }: Route.ComponentProps) {
  const received = actionData?.ok ? actionData : undefined;
  const refused = actionData && !actionData.ok ? actionData : undefined;
  return (
    <>
      <section aria-labelledby="roadside-heading" className="bg-charcoal pb-6 text-white">
        <div className="mx-auto max-w-3xl px-4 pt-2 sm:px-6">
          <BreadcrumbTrail crumbs={loaderData.crumbs} />
          <h1 id="roadside-heading" className="text-4xl font-bold uppercase sm:text-5xl">
            Request Roadside Help
          </h1>
          <p className="mt-2 text-lg text-white/85">Calling is fastest. Or send this: only your phone and where the truck is are needed.</p>
          <CallButton label="Call" showNumber className="mt-4 w-full sm:w-auto" />
        </div>
      </section>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        {received ? (
          <RoadsideConfirmation result={received} />
        ) : (
          <RoadsideForm values={refused?.values} fieldErrors={refused?.fieldErrors} formError={refused?.formError} />
        )}
      </div>
    </>
  );
}
