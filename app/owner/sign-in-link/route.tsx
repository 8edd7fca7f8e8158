import { LogIn, Mail } from "lucide-react";
import { OwnerFrame } from "~/owner/owner-frame";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/route";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, Input } from "~/components/ui/forms";
import { FormStatus } from "~/owner/form-status";
import { getEnv } from "~/config/env.server";
import { pageTitle } from "~/lib/meta";
import { isOwnSitePost, knownDeviceOf, safeNext, startOwnerSession } from "~/.server/owners/owner-auth";
import { signInLinkRules } from "~/.server/owners/sign-in-link-email";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("E-mail me a sign-in link") },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "same-origin" },
];

// The link's token is in this page's address: it never goes on to another site (and the page's own posts keep their Origin, which no-referrer would make "null").
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "same-origin" });

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;
const sentMessage = (email: string) =>
  `If ${email} is an owner's address, a sign-in link is on its way to it. It works once, within ${signInLinkRules.ttlMs / 60_000} minutes. Check the spam folder if it does not arrive.`;

/**
 * /owner/sign-in-link: ask for a link (an e-mail field), or, opened from the e-mail
 * (?token=…), a button that uses it. Opening the link signs nothing in by itself: mail
 * scanners that fetch every link would use it up.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  return {
    token: token && tokenPattern.test(token) ? token : null,
    badToken: token !== null && !tokenPattern.test(token),
    next: safeNext(url.searchParams.get("next")),
  };
}

/**
 * Sends a link to an owner's address (the same answer, at once, whether or not it is one or its
 * limit is reached; at most three in 15 minutes to an account from one asking address, and to an
 * account from all together), or uses one:
 * a new session even while password attempts wait.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (!isOwnSitePost(request, context)) return data({ error: "Posts to the owner's pages come from the site itself." }, { status: 403 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data({ error: "That could not be read. Please use the form." }, { status: 400 });
  }
  const next = safeNext(form.get("next"));
  const token = form.get("token");
  if (typeof token === "string") {
    const owner = tokenPattern.test(token) ? await context.owners.redeemSignInLink(token) : null;
    if (!owner) {
      return data({ error: "This sign-in link has expired or was used already. Ask for a new one below." }, { status: 400 });
    }
    // The owner's own wrong-password count ends with a sign-in that proves the mailbox.
    await context.owners.clearFailures([`account:${owner.email}`]);
    throw await startOwnerSession(request, context, owner.id, next, { viaLink: true });
  }

  const email = String(form.get("email") ?? "")
    .trim()
    .toLowerCase()
    .slice(0, 254);
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) return data({ error: "Enter the e-mail address of your owner account." }, { status: 400 });
  const owner = await context.owners.findByEmail(email);
  if (owner) {
    // The account's own cap does not hold back a browser where the member signed in before.
    const ownBrowser = (await knownDeviceOf(request, context, owner)) !== null;
    const rules = ownBrowser ? { ...signInLinkRules, maxPerOwner: Number.POSITIVE_INFINITY } : signInLinkRules;
    const linkToken = await context.owners.createSignInLink(owner.id, rules, await context.hashAddress(context.clientIp));
    if (linkToken) {
      // The site's own address (SITE_URL), never the Host the request named: a forged Host cannot redirect the link.
      const link = new URL("/owner/sign-in-link", getEnv().SITE_URL);
      link.searchParams.set("token", linkToken);
      if (next !== "/owner") link.searchParams.set("next", next);
      context.sendSignInLink({ to: owner.email, link: link.toString(), requestedFrom: context.clientIp, at: new Date() });
    }
  }
  return { sent: sentMessage(email) };
}

export default function SignInLink({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const error =
    actionData && "error" in actionData
      ? actionData.error
      : loaderData.badToken
        ? "This sign-in link is not complete. Ask for a new one below."
        : null;
  const sent = actionData && "sent" in actionData ? actionData.sent : null;
  const useLink = loaderData.token && !error;
  return (
    <OwnerFrame>
      <section aria-labelledby="link-heading" className="mx-auto max-w-md px-4 py-12">
        <h1 id="link-heading" className="text-4xl font-bold uppercase">
          {useLink ? "Sign in with your link" : "E-mail me a sign-in link"}
        </h1>
        {error ? <FormAlert className="mt-6">{error}</FormAlert> : null}
        {useLink ? (
          <Form method="post" className="mt-6 grid gap-4">
            <p>This link signs you in to the owner&apos;s inbox on this browser. It works once.</p>
            <input type="hidden" name="token" value={loaderData.token ?? ""} />
            <input type="hidden" name="next" value={loaderData.next} />
            <Button type="submit" variant="default" size="lg" disabled={busy}>
              <LogIn aria-hidden="true" />
              Sign in
            </Button>
          </Form>
        ) : sent ? (
          <FormStatus className="mt-6">{sent}</FormStatus>
        ) : (
          <Form method="post" className="mt-6 grid gap-4">
            <p>
              Forgot your password, or kept waiting after wrong attempts? We&apos;ll e-mail a link that signs you in once. Then you can set
              a new password.
            </p>
            <Field id="link-email" label="Email">
              {(wiring) => <Input name="email" type="email" autoComplete="username" required {...wiring} />}
            </Field>
            <input type="hidden" name="next" value={loaderData.next} />
            <Button type="submit" variant="default" size="lg" disabled={busy}>
              <Mail aria-hidden="true" />
              E-mail me a link
            </Button>
          </Form>
        )}
        <p className="mt-6">
          <Link to="/owner/sign-in" className="inline-flex min-h-11 items-center font-semibold underline">
            Sign in with your password
          </Link>
        </p>
      </section>
    </OwnerFrame>
  );
}
