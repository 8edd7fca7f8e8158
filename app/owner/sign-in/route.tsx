import { LogIn } from "lucide-react";
import { OwnerFrame } from "~/owner/owner-frame";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/route";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, Input } from "~/components/ui/forms";
import { pageTitle } from "~/lib/meta";
import { knownDeviceOf, ownerSessions, safeNext, startOwnerSession } from "~/.server/owners/owner-auth";
import { verifyPassword } from "~/.server/owners/password";
import { keepRetryAfter, retryAfter } from "~/.server/http/retry-after";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Owner sign-in") }, { name: "robots", content: "noindex, nofollow" }];

/** Too many wrong attempts: the page that says so carries the wait's Retry-After. */
export const headers = keepRetryAfter;

const signInLinkHref = (next: string) =>
  next === "/owner" ? "/owner/sign-in-link" : `/owner/sign-in-link?next=${encodeURIComponent(next)}`;

const wrongMessage = "That e-mail and password don't match an owner account.";

/** Signed in already: straight to the inbox. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await (await ownerSessions(context)).getSession(request.headers.get("cookie"));
  const ownerId = session.get("ownerId");
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  if (typeof ownerId === "number" && (await context.owners.getOwner(ownerId))) throw redirect(next);
  return { next };
}

/**
 * Checks the password (scrypt, the same work for an unknown e-mail), slows down repeated
 * failures per account and per address, and starts a new session on success.
 */
export async function action({ request, context }: Route.ActionArgs) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // Not a form (JSON, garbage): a clear answer, never a server error.
    return data({ error: "The sign-in could not be read. Please use the form.", email: "" }, { status: 400 });
  }
  const email = String(form.get("email") ?? "")
    .trim()
    .toLowerCase()
    .slice(0, 254);
  const password = String(form.get("password") ?? "").slice(0, 1024);
  const next = safeNext(form.get("next"));
  // Counted per address (any account) and per account (any address). The account's waits stop
  // at a minute. A browser where this member signed in before is counted on its own mark instead
  // (wrong passwords on it still wait), so someone guessing from elsewhere, or from the phone's
  // own address, cannot keep the member out.
  const rules = context.signInRules;
  const owner = email ? await context.owners.findByEmail(email) : null;
  const device = owner ? await knownDeviceOf(request, context, owner) : null;
  const keys = device
    ? [{ key: `device:${device}`, rules }]
    : [
        { key: `account:${email}`, rules: { ...rules, maxDelayMs: Math.min(rules.maxDelayMs, 60_000) } },
        ...(context.clientIp ? [{ key: `address:${await context.hashAddress(context.clientIp)}`, rules }] : []),
      ];
  const attempt = await context.owners.beginSignIn(keys);
  if (!attempt.allowed) {
    const seconds = Math.ceil((attempt.until - Date.now()) / 1000);
    return data(
      {
        error: `Too many wrong attempts. Wait ${seconds} second${seconds === 1 ? "" : "s"} and try again, or have a sign-in link e-mailed to you.`,
        email,
      },
      { status: 429, headers: retryAfter(seconds) },
    );
  }
  const matches = await verifyPassword(password, owner?.passwordHash ?? null);
  if (!owner || !matches) return data({ error: wrongMessage, email }, { status: 401 });
  await context.owners.clearFailures([`account:${email}`, ...keys.map(({ key }) => key)]);
  throw await startOwnerSession(request, context, owner.id, next);
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <OwnerFrame>
      <section aria-labelledby="sign-in-heading" className="mx-auto max-w-md px-4 py-12">
        <h1 id="sign-in-heading" className="text-4xl font-bold uppercase">
          Owner sign-in
        </h1>
        <p className="mt-2 text-steel">The inbox of requests from the website.</p>
        <Form method="post" className="mt-6 grid gap-4">
          {actionData?.error ? <FormAlert>{actionData.error}</FormAlert> : null}
          <Field id="owner-email" label="Email">
            {(wiring) => <Input name="email" type="email" autoComplete="username" required defaultValue={actionData?.email} {...wiring} />}
          </Field>
          <Field id="owner-password" label="Password">
            {(wiring) => <Input name="password" type="password" autoComplete="current-password" required {...wiring} />}
          </Field>
          <input type="hidden" name="next" value={loaderData.next} />
          <Button type="submit" variant="default" size="lg" disabled={navigation.state === "submitting"}>
            <LogIn aria-hidden="true" />
            Sign in
          </Button>
        </Form>
        <p className="mt-6">
          Forgot your password, or kept waiting?{" "}
          <Link to={signInLinkHref(loaderData.next)} className="inline-flex min-h-11 items-center font-semibold underline">
            E-mail me a sign-in link
          </Link>
        </p>
      </section>
    </OwnerFrame>
  );
}
