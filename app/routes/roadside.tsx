import type { Route } from "./+types/roadside";
import { CallButton } from "~/components/call-button";
import { RoadsideConfirmation } from "~/components/roadside/roadside-confirmation";
import { RoadsideForm } from "~/components/roadside/roadside-form";
import { pageMeta, siteUrlFrom } from "~/lib/meta";
import { handleRoadsideAction } from "~/lib/roadside-action.server";
import type { RoadsideActionResult } from "~/lib/roadside-fields";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    siteUrl: siteUrlFrom(matches),
    path: "/roadside",
    title: "Request Roadside Help",
    description:
      "Broken down in Southern Ontario? Send your location, truck and problem in seconds, with photos, and follow your request. Or call our 24/7 mobile diesel mechanics.",
  });

export async function action({ request, context }: Route.ActionArgs) {
  return handleRoadsideAction(request, context);
}

/** How long the text of a request may take before the driver is offered a call or a text instead. */
const postTimeoutMs = 15_000;

/**
 * With JavaScript, a dropped connection or a post that hangs on one bar of signal becomes an
 * answer the form can show: every field stays, and a call and a text message are offered.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<RoadsideActionResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("time-out")), postTimeoutMs);
  });
  try {
    return await Promise.race([serverAction(), timedOut]);
  } catch {
    return {
      ok: false,
      offline: true,
      formError:
        "Your request could not be sent: there is no connection right now. Everything you typed is still here. Call us, or send it as a text message.",
    };
  } finally {
    clearTimeout(timer);
  }
}

export default function Roadside({ actionData }: Route.ComponentProps) {
  const received = actionData?.ok ? actionData : undefined;
  const refused = actionData && !actionData.ok ? actionData : undefined;
  return (
    <>
      <section aria-labelledby="roadside-heading" className="bg-charcoal pb-6 text-white">
        <div className="mx-auto max-w-3xl px-4 pt-6 sm:px-6">
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
