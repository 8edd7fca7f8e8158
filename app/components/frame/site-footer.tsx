import { Link } from "react-router";
import { siteConfig } from "~/config/site";
import { BrandLink } from "~/components/frame/brand-link";
import { ContactDetails } from "~/components/contact-details";
import { CurrentYear } from "~/components/current-year";

/** Quick links, hours and contact on every page. */
export function SiteFooter() {
  return (
    <footer className="bg-ink pb-24 text-white/85 lg:pb-0">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          <BrandLink />
          <p className="mt-3 max-w-xs">
            {siteConfig.tagline}. {siteConfig.technicianCredentials} technicians, all makes and models.
          </p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-xl font-bold text-white uppercase">
            Quick links
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4">
            {siteConfig.nav.map((item) => (
              <li key={item.href}>
                <Link to={item.href} className="inline-flex min-h-11 items-center underline-offset-4 hover:text-white hover:underline">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-xl font-bold text-white uppercase">Hours and contact</h2>
          <ContactDetails className="mt-3" />
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm sm:px-6">
          © <CurrentYear /> {siteConfig.name}. Serving Windsor, Essex County, Lambton, Middlesex, Hamilton, Brantford, Kitchener, Cambridge,
          Milton, London and Southern Ontario.{" "}
          <Link to="/privacy" className="inline-flex min-h-11 items-center underline underline-offset-4 hover:text-white">
            Privacy
          </Link>
        </p>
      </div>
    </footer>
  );
}
