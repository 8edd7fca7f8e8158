import { data, Form, redirect } from "react-router";
import { FormAlert } from "~/components/ui/forms";
import { FormStatus } from "~/owner/form-status";
import type { Route } from "./+types/route";
import { OwnerFrame } from "~/owner/owner-frame";
import { Button } from "~/components/ui/button";
import { CheckboxField, ChoiceGroup } from "~/components/choice-fields";
import { getEnv } from "~/config/env.server";
import { pageTitle } from "~/lib/meta";
import { requireOwner } from "~/.server/owners/owner-auth";
import { alertChannels, alertKinds, fixedChannels, type AlertChannelName, type AlertKind } from "~/lib/alert-channels";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Alert settings") }, { name: "robots", content: "noindex, nofollow" }];

const kindWords: Record<AlertKind, string> = {
  roadside: "A new roadside request",
  quote: "A new quote request",
  message: "A driver's message (with its photos)",
  decision: "A decision on an estimate",
  payment: "An invoice paid by card",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { owner } = await requireOwner(request, context);
  const env = getEnv();
  const settings = await context.alertChannels.get();
  const saved = new URL(request.url).searchParams.has("saved");
  const textsSetUp = Boolean(env.OWNER_ALERT_SMS_TO && env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM);
  const emailSetUp = Boolean(env.SMTP_URL && env.LEADS_NOTIFY_TO);
  const devices = (await context.alerts.devices()).length;
  return {
    email: owner.email,
    saved,
    settings,
    escalateAfter: `${env.ESCALATE_AFTER_MINUTES} minutes`,
    channels: {
      push: {
        label: "Push to the phones",
        where: devices > 0 ? `${devices} phone${devices === 1 ? "" : "s"} alerted` : "no phone yet (the inbox's Phone alerts)",
      },
      text: {
        label: "Text",
        where: textsSetUp ? `to ${env.OWNER_ALERT_SMS_TO}` : "not set up (OWNER_ALERT_SMS_TO and the TWILIO_ settings)",
      },
      email: { label: "E-mail", where: emailSetUp ? `to ${env.LEADS_NOTIFY_TO}` : "not set up (SMTP_URL and LEADS_NOTIFY_TO)" },
    } satisfies Record<AlertChannelName, { label: string; where: string }>,
  };
}

/** Saves which channels each kind of alert goes on. An escalation (nobody has seen a roadside request) always goes on every channel. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireOwner(request, context);
  const form = await request.formData().catch(() => null);
  if (!form) return data({ error: "The settings could not be read. Use the page's own form." }, { status: 400 });
  const settings = await context.alertChannels.get();
  for (const kind of alertKinds)
    for (const channel of alertChannels) {
      if (fixedChannels[kind]?.includes(channel)) continue;
      settings[kind][channel] = form.get(`${kind}-${channel}`) === "on";
    }
  await context.alertChannels.set(settings);
  throw redirect("/owner/settings?saved", 303);
}

/**
 * /owner/settings: how the owner hears of each thing, per channel. A one-person shop that relies
 * on texts turns e-mail off for messages; a desk that reads e-mail turns texts off for quotes.
 */
export default function AlertSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { email, settings, channels, saved, escalateAfter } = loaderData;
  return (
    <OwnerFrame member={{ email }}>
      <h1 className="mt-6 text-4xl font-bold uppercase">Alert settings</h1>
      <p className="mt-2 max-w-2xl">
        How you hear of each thing, within seconds, with the request&apos;s reference, the first words and its link. A roadside request
        nobody has seen after {escalateAfter} is alerted again on every channel, whatever is chosen here.
      </p>
      {saved ? <FormStatus className="mt-4">Saved: the next alerts go as chosen.</FormStatus> : null}
      {actionData?.error ? <FormAlert className="mt-4">{actionData.error}</FormAlert> : null}
      <Form method="post" className="mt-6 grid gap-6 md:grid-cols-2">
        {alertKinds.map((kind) => (
          <ChoiceGroup
            key={kind}
            id={`alert-${kind}`}
            legend={kindWords[kind]}
            className="rounded-md border-2 border-steel-light bg-white p-4"
          >
            {alertChannels.map((channel) => {
              const fixed = fixedChannels[kind]?.includes(channel);
              return (
                <div key={channel} className="mt-1">
                  <CheckboxField
                    id={`${kind}-${channel}`}
                    name={`${kind}-${channel}`}
                    defaultChecked={settings[kind][channel]}
                    disabled={fixed}
                    label={
                      <span>
                        {channels[channel].label} <span className="font-normal text-steel">({channels[channel].where})</span>
                      </span>
                    }
                  />
                  {fixed ? <p className="ml-8 text-sm text-steel">Every new request is e-mailed: the e-mail is its record.</p> : null}
                </div>
              );
            })}
          </ChoiceGroup>
        ))}
        <div className="md:col-span-2">
          <Button type="submit" variant="default" size="lg">
            Save settings
          </Button>
        </div>
      </Form>
    </OwnerFrame>
  );
}
