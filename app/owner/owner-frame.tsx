import { LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";

const ownerLinks = [
  ["/owner", "Inbox"],
  ["/owner/reviews", "Reviews"],
  ["/owner/stats", "Stats"],
  ["/owner/invoices", "Invoices"],
  ["/owner/password", "Change password"],
] as const;

/** The top of every signed-in owner page: who is signed in, and the way out. */
export function OwnerFrame({ email, children }: { email: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-steel-light pb-3 text-sm print:hidden">
        <p>
          Signed in as <strong>{email}</strong>
        </p>
        <div className="flex flex-wrap items-center gap-3">
          {ownerLinks.map(([to, label]) => (
            <Link key={to} to={to} className="inline-flex min-h-11 items-center font-semibold underline">
              {label}
            </Link>
          ))}
          <Form method="post" action="/owner/sign-out">
            <Button type="submit" variant="outline" size="sm">
              <LogOut aria-hidden="true" />
              Sign out
            </Button>
          </Form>
        </div>
      </div>
      {children}
    </div>
  );
}
