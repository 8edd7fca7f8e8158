import { KeyRound } from "lucide-react";
import { keepRetryAfter } from "~/.server/http/retry-after";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/route";
import { OwnerFrame } from "~/owner/owner-frame";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, Input } from "~/components/ui/forms";
import { FormStatus } from "~/owner/form-status";
import { pageTitle } from "~/lib/meta";
import { requireMember, startOwnerSession } from "~/.server/owners/owner-auth";
import { hashPassword, minimumPasswordLength, passwordProblem, verifyPassword } from "~/.server/owners/password";
import { signInLinkRules } from "~/.server/owners/sign-in-link-email";
import { retryAfter } from "~/.server/http/retry-after";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Change password") }, { name: "robots", content: "noindex, nofollow" }];

/** Sign-in attempts that must wait say, in seconds, for how long. */
export const headers = keepRetryAfter;

/** A session started by an e-mailed link may set a new password without the old one, for as long as the link lasted. */
const signedInByLink = (signedInAt: unknown) => typeof signedInAt === "number" && Date.now() - signedInAt < signInLinkRules.ttlMs;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { owner, session } = await requireMember(request, context);
  return {
    email: owner.email,
    needsCurrent: !signedInByLink(session.get("signedInByLinkAt")),
    changed: new URL(request.url).searchParams.has("changed"),
    minimumLength: minimumPasswordLength,
  };
}

/**
 * Sets a new password: at least 12 characters, typed twice; the current one too, unless this
 * session began with an e-mailed sign-in link minutes ago (the "forgot my password" way). Every
 * other session of this owner ends; this browser gets a new one.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { owner, session } = await requireMember(request, context);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data({ error: "That could not be read. Please use the form." }, { status: 400 });
  }
  const text = (name: string) => String(form.get(name) ?? "").slice(0, 1024);
  const [current, chosen, again] = [text("current"), text("password"), text("confirm")];
  const problem = passwordProblem(chosen, owner.email);
  if (problem) return data({ error: problem }, { status: 400 });
  if (chosen !== again) return data({ error: "The two new passwords are not the same." }, { status: 400 });
  if (!signedInByLink(session.get("signedInByLinkAt"))) {
    const attempt = await context.owners.beginSignIn([{ key: `password-change:${owner.id}`, rules: context.signInRules }]);
    if (!attempt.allowed)
      return data(
        { error: "Too many wrong attempts. Wait a while, or sign in with an e-mailed link." },
        { status: 429, headers: retryAfter((attempt.until - Date.now()) / 1000) },
      );
    const stored = await context.owners.findByEmail(owner.email);
    if (!stored || !(await verifyPassword(current, stored.passwordHash))) {
      return data({ error: "The current password is not right." }, { status: 401 });
    }
    await context.owners.clearFailures([`password-change:${owner.id}`]);
  }
  await context.owners.saveOwner(owner.email, await hashPassword(chosen));
  throw await startOwnerSession(request, context, owner.id, "/owner/password?changed=1");
}

export default function Password({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <OwnerFrame member={{ email: loaderData.email }}>
      <section aria-labelledby="password-heading" className="max-w-md py-6">
        <h1 id="password-heading" className="text-4xl font-bold uppercase">
          Change password
        </h1>
        {loaderData.changed ? (
          <FormStatus className="mt-4">Your password was changed. Every other device was signed out.</FormStatus>
        ) : null}
        {actionData?.error ? <FormAlert className="mt-4">{actionData.error}</FormAlert> : null}
        <Form method="post" className="mt-6 grid gap-4">
          {loaderData.needsCurrent ? (
            <Field id="current-password" label="Current password">
              {(wiring) => <Input name="current" type="password" autoComplete="current-password" required {...wiring} />}
            </Field>
          ) : (
            <p>You signed in with an e-mailed link, so the current password is not needed.</p>
          )}
          <Field id="new-password" label={`New password (at least ${loaderData.minimumLength} characters)`}>
            {(wiring) => (
              <Input
                name="password"
                type="password"
                autoComplete="new-password"
                minLength={loaderData.minimumLength}
                required
                {...wiring}
              />
            )}
          </Field>
          <Field id="confirm-password" label="New password again">
            {(wiring) => (
              <Input name="confirm" type="password" autoComplete="new-password" minLength={loaderData.minimumLength} required {...wiring} />
            )}
          </Field>
          <Button type="submit" variant="default" size="lg" disabled={navigation.state === "submitting"}>
            <KeyRound aria-hidden="true" />
            Change password
          </Button>
        </Form>
        <p className="mt-6">
          <Link to="/owner" className="inline-flex min-h-11 items-center font-semibold underline">
            Back to the inbox
          </Link>
        </p>
      </section>
    </OwnerFrame>
  );
}
