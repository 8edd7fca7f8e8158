import { data, Link } from "react-router";
import type { Route } from "./+types/route";
import { requireMember } from "~/.server/owners/owner-auth";
import { pageTitle } from "~/lib/meta";
import { OwnerFrame } from "~/owner/owner-frame";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Not found") }, { name: "robots", content: "noindex, nofollow" }];

/** Any other address under /owner: signed out it goes to the sign-in page like the rest; signed in, a 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireMember(request, context);
  return data(null, { status: 404 });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireMember(request, context);
  return data(null, { status: 404 });
}

export default function OwnerNotFound() {
  return (
    <OwnerFrame>
      <section className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="text-4xl font-bold uppercase">Not found</h1>
        <p className="mt-4">
          <Link to="/owner" className="font-semibold underline">
            Back to the start
          </Link>
        </p>
      </section>
    </OwnerFrame>
  );
}
