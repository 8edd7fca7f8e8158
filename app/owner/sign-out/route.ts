import { redirect } from "react-router";
import type { Route } from "./+types/route";
import { ownerSessions, requireMember, signInPath } from "~/.server/owners/owner-auth";

/** Ends the session (in the database too) and forgets the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const { session } = await requireMember(request, context);
  const storage = await ownerSessions(context);
  throw redirect(signInPath, { headers: { "Set-Cookie": await storage.destroySession(session) } });
}

export function loader() {
  return redirect("/owner");
}
