import { NavLink } from "react-router";
import { siteConfig } from "~/config/site";
import { BrandLink } from "~/components/frame/brand-link";
import { CallButton } from "~/components/call-button";
import { MobileMenu } from "~/components/frame/mobile-menu";

/** The fixed top bar: brand, main navigation, and the call button on every page. */
export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-white/10 bg-charcoal text-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-3 sm:px-6">
        <BrandLink />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {siteConfig.nav.map((item) => (
              <li key={item.href}>
                <NavLink
                  to={item.href}
                  className="inline-flex min-h-11 items-center rounded-md px-3 font-semibold text-white/90 hover:bg-white/10 hover:text-white aria-[current=page]:text-hivis"
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1.5">
          <CallButton size="sm" className="px-3 min-[420px]:text-base" />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
