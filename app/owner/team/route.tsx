import { data, Form, redirect } from "react-router";
import { UserMinus, UserPlus } from "lucide-react";
import { z } from "zod";
import type { Route } from "./+types/route";
import { OwnerFrame } from "~/owner/owner-frame";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, Input, Select } from "~/components/ui/forms";
import { FormStatus } from "~/owner/form-status";
import { getEnv } from "~/config/env.server";
import { formatTorontoTime } from "~/lib/format-date";
import { pageTitle } from "~/lib/meta";
import { requireOwner } from "~/.server/owners/owner-auth";
import { signInLinkRules } from "~/.server/owners/sign-in-link-email";
import { memberRoles } from "~/.server/owners/store";
import { toE164 } from "~/.server/driver-texts/phone-number";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Team") }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { owner } = await requireOwner(request, context);
  const members = await context.owners.listOwners();
  const params = new URL(request.url).searchParams;
  return {
    email: owner.email,
    me: owner.id,
    added: params.get("added"),
    removed: params.get("removed"),
    textsSetUp: Boolean(context.textSignInLink),
    members: members.map((member) => ({
      id: member.id,
      email: member.email,
      name: member.name,
      role: member.role,
      phone: member.phone,
      lastSignedIn: member.lastSignedInAt ? formatTorontoTime(member.lastSignedInAt, { year: true }) : null,
    })),
  };
}

/** The add form: a name, an e-mail, a role and, when they want texts, a North American mobile. */
const addSchema = z.object({
  name: z.string().trim().min(1, "Write their name.").max(80, "A name of at most 80 characters."),
  email: z.string().trim().toLowerCase().pipe(z.email("Write their e-mail address.").max(254)),
  phone: z.string().trim().max(30),
  role: z.enum(memberRoles, { error: "Choose owner or technician." }),
});

/**
 * Adds a member (no password: a sign-in link by e-mail, and by text when texts are set up; they
 * set a password once in) or removes one (their sessions, links and phones' alerts end; never
 * yourself, never the last owner).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { owner } = await requireOwner(request, context);
  const form = await request.formData().catch(() => null);
  if (!form) return data({ error: "That change could not be read. Use the page's own form." }, { status: 400 });
  const intent = form.get("intent");
  if (intent === "remove") {
    const id = Number(form.get("id"));
    const members = await context.owners.listOwners();
    const member = members.find((each) => each.id === id);
    if (!member) return data({ error: "No such member." }, { status: 404 });
    if (member.id === owner.id) return data({ error: "You cannot remove yourself: another owner can." }, { status: 409 });
    if (member.role === "owner" && members.filter((each) => each.role === "owner").length <= 1) {
      return data({ error: "The last owner stays: add another owner first." }, { status: 409 });
    }
    await context.owners.removeOwner(member.email);
    throw redirect(`/owner/team?removed=${encodeURIComponent(member.email)}`, 303);
  }
  if (intent !== "add") return data({ error: "Unknown change." }, { status: 400 });
  const parsed = addSchema.safeParse(
    Object.fromEntries(["name", "email", "phone", "role"].map((key) => [key, String(form.get(key) ?? "")])),
  );
  if (!parsed.success) return data({ error: parsed.error.issues.map((issue) => issue.message).join(" ") }, { status: 400 });
  const { name, email, role } = parsed.data;
  const phone = parsed.data.phone ? toE164(parsed.data.phone) : null;
  if (parsed.data.phone && !phone)
    return data({ error: "Write the mobile as a North American number, e.g. 519-555-0100." }, { status: 400 });
  const member = await context.owners.addMember(email, { name, phone, role });
  if (!member) return data({ error: `${email} is already on the team.` }, { status: 409 });
  const token = await context.owners.createSignInLink(member.id, signInLinkRules, null);
  if (token) {
    // The site's own address (SITE_URL), never the Host the request named.
    const link = new URL("/owner/sign-in-link", getEnv().SITE_URL);
    link.searchParams.set("token", token);
    context.sendSignInLink({ to: member.email, link: link.toString(), requestedFrom: null, at: new Date() });
    if (phone && context.textSignInLink) {
      context
        .textSignInLink(phone, `You were added to the ${getEnv().SITE_URL} team. Sign in (once, within 15 min): ${link.toString()}`)
        .catch((error: unknown) =>
          console.error(`The sign-in text could not be sent: ${error instanceof Error ? error.message : String(error)}`),
        );
    }
  }
  throw redirect(`/owner/team?added=${encodeURIComponent(member.email)}`, 303);
}

/**
 * /owner/team: who works here (name, e-mail, role, mobile, last sign-in), adding one (a sign-in
 * link goes to them) and removing one. The owner's alone.
 */
export default function Team({ loaderData, actionData }: Route.ComponentProps) {
  const { email, me, members, added, removed, textsSetUp } = loaderData;
  return (
    <OwnerFrame member={{ email }} wide>
      <h1 className="mt-6 text-4xl font-bold uppercase">Team</h1>
      {added ? (
        <FormStatus className="mt-4">
          Added {added}: a sign-in link is on its way by e-mail{textsSetUp ? " (and by text to their mobile)" : ""}.
        </FormStatus>
      ) : null}
      {removed ? (
        <FormStatus className="mt-4">Removed {removed}: their sessions ended and their phones are no longer alerted.</FormStatus>
      ) : null}
      {actionData?.error ? <FormAlert className="mt-4">{actionData.error}</FormAlert> : null}
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_24rem]">
        <section aria-labelledby="members-heading">
          <h2 id="members-heading" className="text-2xl font-bold uppercase">
            Members
          </h2>
          <ul className="mt-3 grid gap-3">
            {members.map((member) => (
              <li key={member.id} className="flex flex-wrap items-center gap-3 rounded-md border-2 border-steel-light bg-white p-3">
                <div className="min-w-0 flex-1">
                  <p className="text-lg font-bold">
                    {member.name ?? member.email} <span className="font-normal">· {member.role === "owner" ? "Owner" : "Technician"}</span>
                  </p>
                  <p className="break-all">{member.email}</p>
                  <p className="text-steel">
                    {member.phone ? `Mobile ${member.phone}` : "No mobile"} ·{" "}
                    {member.lastSignedIn ? `last signed in ${member.lastSignedIn}` : "not signed in yet"}
                  </p>
                </div>
                {member.id === me ? (
                  <p className="text-sm text-steel">You</p>
                ) : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="id" value={member.id} />
                    <Button type="submit" variant="outline" aria-label={`Remove ${member.name ?? member.email}`}>
                      <UserMinus aria-hidden="true" />
                      Remove
                    </Button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="add-heading" className="self-start rounded-md border-2 border-ink bg-white p-4">
          <h2 id="add-heading" className="text-2xl font-bold uppercase">
            Add someone
          </h2>
          {/* A new form after each add: the fields start empty for the next person. */}
          <Form method="post" className="mt-3 grid gap-3" key={added ?? ""}>
            <input type="hidden" name="intent" value="add" />
            <Field id="member-name" label="Name" hint="(the driver reads the first name)">
              {(wiring) => <Input name="name" required maxLength={80} autoComplete="off" {...wiring} />}
            </Field>
            <Field id="member-email" label="E-mail" hint="(where the sign-in link goes)">
              {(wiring) => <Input name="email" type="email" required maxLength={254} autoComplete="off" {...wiring} />}
            </Field>
            <Field id="member-phone" label="Mobile" hint="(optional: their job alerts by text)">
              {(wiring) => <Input name="phone" type="tel" maxLength={30} autoComplete="off" {...wiring} />}
            </Field>
            <Field id="member-role" label="Role">
              {(wiring) => (
                <Select name="role" defaultValue="technician" {...wiring}>
                  <option value="technician">Technician: their assigned jobs only</option>
                  <option value="owner">Owner: everything</option>
                </Select>
              )}
            </Field>
            <Button type="submit" variant="default" size="lg">
              <UserPlus aria-hidden="true" />
              Add and send a sign-in link
            </Button>
          </Form>
        </section>
      </div>
    </OwnerFrame>
  );
}
