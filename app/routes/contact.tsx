import { CircleCheck } from "lucide-react";
import type { Route } from "./+types/contact";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { CallButton } from "~/components/call-button";
import { QuoteSection } from "~/components/quote-section";
import { siteConfig } from "~/config/site";
import { quoteToast } from "~/components/quote-form";
import { ButtonLink } from "~/components/ui/button";
import { pageMeta, siteUrlFrom } from "~/lib/meta";
import { handleQuoteAction } from "~/lib/quote-action.server";
import type { QuoteActionResult } from "~/lib/quote-fields";
import { keptMessage, postOrKeep } from "~/lib/post-or-keep";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    siteUrl: siteUrlFrom(matches),
    path: "/contact",
    title: "Contact Us & Request a Quote",
    description:
      "Call our 24/7 mobile diesel mechanics or send a quote request online. Upfront quotes, no hidden fees, across Windsor, Hamilton, London and Southern Ontario.",
  });

/** Every quote form on the site posts here. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleQuoteAction(request, context);
}

/**
 * With JavaScript, a lost connection or a post with no answer in 15 seconds (a weak signal
 * at the roadside) keeps the request on the phone, to go when the signal returns.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs): Promise<QuoteActionResult> {
  const result = await postOrKeep("quote", request, serverAction);
  if (!("kept" in result)) return result;
  return result.kept
    ? { ok: false, kept: true, formError: keptMessage }
    : { ok: false, formError: "Your request could not be sent: the connection dropped. Your details are still in the form." };
}

export default function Contact({ actionData }: Route.ComponentProps) {
  // Without JavaScript the form posts here as a page: confirm it, or show the form again with what was typed.
  if (actionData?.ok) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-20 text-center" aria-labelledby="received-heading">
        <CircleCheck aria-hidden="true" className="mx-auto size-16 text-ok" />
        <h1 id="received-heading" className="mt-4 text-5xl font-bold uppercase">
          {quoteToast.title}
        </h1>
        <p className="mt-4 text-xl">{quoteToast.description}</p>
        <p className="mt-2 text-lg">Need help right now? Call us: we answer 24/7.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <CallButton label="Call" showNumber />
          <ButtonLink to="/" variant="outline" size="lg">
            Return to Home
          </ButtonLink>
        </div>
      </section>
    );
  }
  return (
    <>
      <div className="bg-charcoal">
        <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6">
          <Breadcrumbs
            crumbs={[
              { name: "Home", path: "/" },
              { name: "Contact", path: "/contact" },
            ]}
          />
        </div>
      </div>
      <QuoteSection
        headingLevel={1}
        heading="Contact Us"
        intro={`Call us any time, or send the form below and we'll get back to you. ${siteConfig.pricing.callOut} ${siteConfig.pricing.repair}`}
        initialValues={actionData?.values}
        fieldErrors={actionData?.fieldErrors}
        formError={actionData?.formError}
      />
    </>
  );
}
