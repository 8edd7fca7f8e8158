import { BarChart3, Inbox, KeyRound, LogOut, Receipt, Settings, Star, Users, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { siteConfig } from "~/config/site";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";

/** Who is signed in, as the frame shows it. */
export interface FrameMember {
  email: string;
  name?: string | null;
  role?: "owner" | "technician";
}

interface Place {
  to: string;
  label: string;
  icon: LucideIcon;
  /** The addresses it is the current place on (the inbox: its list and a request's page). */
  current: RegExp;
}

/** The places a member works in: the owner everywhere, a technician their jobs. */
function placesOf(member: FrameMember): Place[] {
  const inbox = /^\/owner(\/requests\/.*)?\/?$/;
  if (member.role === "technician") return [{ to: "/owner", label: "My jobs", icon: Inbox, current: inbox }];
  return [
    { to: "/owner", label: "Inbox", icon: Inbox, current: inbox },
    { to: "/owner/reviews", label: "Reviews", icon: Star, current: /^\/owner\/reviews(\/|$)/ },
    { to: "/owner/stats", label: "Stats", icon: BarChart3, current: /^\/owner\/stats(\/|$)/ },
    // Current on an invoice's page too.
    { to: "/owner/invoices", label: "Invoices", icon: Receipt, current: /^\/owner\/invoices(\/|$)/ },
    { to: "/owner/team", label: "Team", icon: Users, current: /^\/owner\/team(\/|$)/ },
    { to: "/owner/settings", label: "Settings", icon: Settings, current: /^\/owner\/settings(\/|$)/ },
  ];
}

/**
 * The back office's own frame: the business, the places the person works in and who is signed
 * in, never the public site's navigation or footer. On a phone the places are a row under the
 * name that stays at the top (a bar at the bottom would cover what is under it); from 1024 px they
 * sit in the top bar and the page uses the width (the inbox and a request side by side). Signed
 * out (the sign-in pages): the name alone.
 */
export function OwnerFrame({ member, children, wide = false }: { member?: FrameMember; children: ReactNode; wide?: boolean }) {
  const places = member ? placesOf(member) : [];
  // Says when React has taken the page over (tests wait for it before acting as a person would).
  const hydrated = useHydrated();
  return (
    <div className="flex min-h-dvh flex-col bg-paper" data-owner-frame="" data-hydrated={hydrated ? "true" : "false"}>
      {/* An invoice prints alone, without the back office around it. */}
      <header className="sticky top-0 z-30 bg-charcoal text-white print:hidden">
        {/* The bar uses the screen's width on every page: six places and who is signed in fit at 1440 px. */}
        <div className="mx-auto flex min-h-14 max-w-screen-2xl items-center gap-3 px-3 sm:px-6">
          <Link
            to={member ? "/owner" : "/owner/sign-in"}
            className="flex min-h-11 items-center gap-2 font-display text-lg font-bold uppercase lg:shrink-0 lg:whitespace-nowrap"
          >
            <img src="/brand/mark.svg" alt="" width={28} height={28} className="size-7 shrink-0" />
            <span>
              {siteConfig.shortName} <span className="text-hivis">dispatch</span>
            </span>
          </Link>
          {member ? (
            <>
              <nav aria-label="Back office" className="ml-4 hidden shrink-0 gap-1 lg:flex">
                {places.map((place) => (
                  <PlaceLink key={place.to} place={place} className="px-3" />
                ))}
              </nav>
              {/* With six places the e-mail gives way (truncated), never the name. */}
              <div className="ml-auto flex min-w-0 items-center gap-2 text-sm">
                <p className="hidden max-w-56 truncate sm:block" title={member.email}>
                  {member.name ? `${member.name} · ` : ""}
                  {member.email}
                </p>
                <Link
                  to="/owner/password"
                  className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 font-semibold underline-offset-4 hover:underline"
                >
                  <KeyRound aria-hidden="true" className="size-5 sm:hidden" />
                  <span className="sr-only sm:not-sr-only">Password</span>
                </Link>
                <Form method="post" action="/owner/sign-out">
                  <Button
                    type="submit"
                    variant="outline"
                    size="sm"
                    className="min-h-11 min-w-11 border-white text-white hover:bg-white hover:text-ink"
                  >
                    <LogOut aria-hidden="true" />
                    {/* On a phone the bar has room for the icon alone: the words and who is signed in are said to a screen reader. */}
                    <span className="sr-only sm:not-sr-only">Sign out</span>
                    <span className="sr-only sm:hidden"> {member.email}</span>
                  </Button>
                </Form>
              </div>
            </>
          ) : null}
        </div>
        {member && places.length > 1 ? (
          // On a phone the places are a row of their own under the name, staying at the top with it.
          <nav aria-label="Back office" className="border-t border-white/20 bg-white lg:hidden">
            <ul className="mx-auto flex max-w-xl">
              {places.map((place) => (
                <li key={place.to} className="flex-1">
                  <PlaceLink place={place} stacked />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </header>
      <main
        id="main"
        tabIndex={-1}
        className={cn("mx-auto w-full flex-1 px-3 pb-10 outline-none sm:px-6", wide ? "max-w-screen-2xl" : "max-w-6xl")}
      >
        {children}
      </main>
    </div>
  );
}

function PlaceLink({ place, stacked = false, className }: { place: Place; stacked?: boolean; className?: string }) {
  const Icon = place.icon;
  const isActive = place.current.test(useLocation().pathname);
  return (
    <Link
      to={place.to}
      aria-current={isActive ? "page" : undefined}
      className={cn(
        "inline-flex min-h-12 items-center justify-center gap-1.5 rounded-md font-semibold",
        stacked
          ? cn("w-full flex-col gap-0.5 rounded-none py-1.5 text-xs text-ink", isActive && "bg-hivis")
          : cn("text-white hover:bg-white/10", isActive && "bg-white text-ink hover:bg-white"),
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
      {place.label}
    </Link>
  );
}
