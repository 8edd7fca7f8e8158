import { redirect } from "react-router";
import type { Route } from "./+types/route";
import { knownDeviceCookie, knownDeviceMark, requireMember, safeNext } from "~/.server/owners/owner-auth";

/**
 * The step after a sign-in: marks this browser as one the owner signs in from, then goes on.
 * A step of its own because React Router keeps one Set-Cookie of an action's redirect, and
 * the sign-in's is the session.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { owner } = await requireMember(request, context);
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  throw redirect(next, { headers: { "Set-Cookie": await (await knownDeviceCookie(context)).serialize(knownDeviceMark(owner)) } });
}
