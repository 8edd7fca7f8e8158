import { ArrowRight, BadgeCheck, ReceiptText, SearchX, Truck, X } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/overview";
import { keepDataAfterPosts } from "~/lib/keep-data-after-posts";
import { ArrowLink } from "~/components/arrow-link";
import { CallButton } from "~/components/call-button";
import { PageHeader } from "~/components/page-header";
import { ServiceCheckList } from "~/components/service-check-list";
import { ServiceIllustration } from "~/components/service-illustration";
import { ServiceSearchForm } from "~/components/service-search-form";
import { ButtonLink } from "~/components/ui/button";
import { siteConfig } from "~/config/site";
import { services } from "~/content/services";
import { pageMeta, siteUrlFrom } from "~/lib/meta";
import { serviceImagePath, servicePath } from "~/lib/paths";
import { canonicalPath } from "~/lib/redirects";
import { maxQueryLength, normalizeQuery, searchServices } from "~/lib/service-search";

const path = "/services";

/** /services lists the nine services; /services?q=... lists those that match, searched here on the server. */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = normalizeQuery(params.get("q"));
  return {
    /** Any ?q= (even empty) is a search URL, kept out of the index. */
    isSearch: params.has("q"),
    query,
    total: services.length,
    maxQueryLength,
    services: searchServices(services, query).map((service) => ({
      slug: service.slug,
      title: service.title,
      description: service.description,
      includes: service.servicesInclude,
      image: serviceImagePath(service.slug),
      imageAlt: service.imageAlt,
      href: canonicalPath(servicePath(service.slug)),
    })),
  };
}

export const shouldRevalidate = keepDataAfterPosts;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const query = loaderData?.query ?? "";
  const shortQuery = query.length > 40 ? `${query.slice(0, 40).trimEnd()}…` : query;
  return pageMeta({
    siteUrl: siteUrlFrom(matches),
    path,
    title: query ? `Service Search: "${shortQuery}"` : "Mobile Diesel Truck Repair Services",
    description: query
      ? "Search results from our mobile diesel truck repair services. Can't find your problem? Call us 24/7 from anywhere in Southern Ontario."
      : "On-site engine, brake, tire, fuel, electrical, battery, suspension and wheel seal repairs for heavy-duty trucks across Southern Ontario. Emergency help 24/7.",
    indexable: !loaderData?.isSearch,
  });
};

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Services", path },
];

const whyChoose = [
  {
    icon: Truck,
    title: "The Repair Comes to the Truck",
    text: "The shoulder of the 402, a shipper's dock in Windsor, your yard in Stoney Creek: our technician drives to where your truck stopped, with an average response under 60 minutes.",
  },
  {
    icon: BadgeCheck,
    title: "Certified on Heavy Diesel",
    text: "The technician who turns up holds Red Seal or DOT certification, and no badge on the hood is turned away: Class 8 tractors, trailers and straight trucks of all makes and models.",
  },
  {
    icon: ReceiptText,
    title: "A Price You Approve First",
    text: `${siteConfig.pricing.callOut} ${siteConfig.pricing.repair} ${siteConfig.pricing.noHiddenFees}`,
  },
];

/** Words that find something, offered when a search finds nothing. */
const suggestions = ["brake", "tire", "DPF", "battery", "air leak"];

function resultSummary(count: number, query: string): string {
  if (count === 0) return `No services match "${query}"`;
  return `${count} ${count === 1 ? "service matches" : "services match"} "${query}"`;
}

export default function ServicesOverview({ loaderData }: Route.ComponentProps) {
  const { query, total, services: shown } = loaderData;
  const hasQuery = query.length > 0;
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        eyebrow="Our services"
        title="Mobile Diesel Truck Repair Services"
        lead={
          <p>
            Nine kinds of heavy-duty repair, carried out where your truck is parked or broken down, from Windsor and Sarnia to Kitchener and
            Hamilton. Search for the fault you're dealing with, or read through everything we fix on site.
          </p>
        }
      >
        <CallButton label="Call 24/7" showNumber />
        <ButtonLink to="/contact" variant="outline" size="lg" className="text-white">
          Request a Quote
          <ArrowRight aria-hidden="true" />
        </ButtonLink>
      </PageHeader>

      <section aria-labelledby="services-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        <div className="grid gap-8 lg:grid-cols-[1fr_minmax(0,28rem)] lg:items-end">
          <div>
            <h2 id="services-heading" className="text-4xl font-bold uppercase sm:text-5xl">
              {hasQuery ? "Search Results" : "What We Fix On Site"}
            </h2>
            <p className="mt-3 max-w-2xl text-lg text-ink/80">
              From air brake chambers to derate faults, each service below lists the work a technician can do at your location, without a
              tow to a shop.
            </p>
          </div>
          <div className="rounded-xl border border-ink/10 bg-white p-5 shadow-sm">
            <ServiceSearchForm query={query} maxLength={loaderData.maxQueryLength} />
          </div>
        </div>

        {/* The status line stays in the page, empty without a query, so a new result count is announced. */}
        <div className={hasQuery ? "mt-10 flex min-h-11 flex-wrap items-center gap-x-5 gap-y-2" : "contents"}>
          <p role="status" className="text-xl font-bold">
            {hasQuery ? resultSummary(shown.length, query) : null}
          </p>
          {hasQuery ? (
            <Link
              to={path}
              preventScrollReset
              className="inline-flex min-h-11 items-center gap-1.5 font-semibold underline decoration-2 underline-offset-4 hover:decoration-hivis-dark"
            >
              <X aria-hidden="true" className="size-4" />
              Clear search
            </Link>
          ) : null}
        </div>

        {shown.length === 0 ? (
          <div className="mt-6 rounded-xl border border-ink/10 bg-white p-6 shadow-sm sm:p-10">
            <SearchX aria-hidden="true" className="size-12 text-steel" />
            <h3 className="mt-4 text-3xl font-bold">Nothing on our list matches that</h3>
            <p className="mt-3 max-w-2xl text-lg text-ink/80">
              Truck problems rarely fit a search box. Skip the searching and call: describe what the truck is doing and we'll tell you
              whether a mobile technician can sort it out. Breakdown calls are answered 24/7.
            </p>
            <div className="mt-6">
              <CallButton label="Call" showNumber />
            </div>
            <p className="mt-8 font-semibold">Or try a single word:</p>
            <ul className="mt-1 flex flex-wrap gap-x-5">
              {suggestions.map((word) => (
                <li key={word}>
                  <Link
                    to={`${path}?q=${encodeURIComponent(word)}`}
                    preventScrollReset
                    className="inline-flex min-h-11 items-center font-semibold underline decoration-2 underline-offset-4 hover:decoration-hivis-dark"
                  >
                    {word}
                  </Link>
                </li>
              ))}
              <li>
                <Link
                  to={path}
                  preventScrollReset
                  className="inline-flex min-h-11 items-center font-semibold underline decoration-2 underline-offset-4 hover:decoration-hivis-dark"
                >
                  all {total} services
                </Link>
              </li>
            </ul>
          </div>
        ) : (
          <ul className={`${hasQuery ? "mt-6" : "mt-12"} grid gap-6 md:grid-cols-2 xl:grid-cols-3`}>
            {shown.map((service) => (
              <li key={service.slug} className="flex flex-col overflow-hidden rounded-xl border border-ink/10 bg-white shadow-sm">
                <ServiceIllustration src={service.image} alt={service.imageAlt} className="h-auto bg-charcoal" />
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-3xl font-bold">{service.title}</h3>
                  <p className="mt-2 text-ink/80">{service.description}</p>
                  <p className="mt-5 text-sm font-bold tracking-wider text-steel uppercase">Includes</p>
                  <ServiceCheckList items={service.includes} compact className="mt-2 mb-6" />
                  <ArrowLink to={service.href} hiddenContext={`about ${service.title}`} className="mt-auto self-start">
                    Learn More
                  </ArrowLink>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="why-heading" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
          <h2 id="why-heading" className="text-4xl font-bold uppercase sm:text-5xl">
            Why Choose a Mobile Mechanic From Us
          </h2>
          <ul className="mt-10 grid gap-8 md:grid-cols-3">
            {whyChoose.map((point) => (
              <li key={point.title} className="border-t-4 border-hivis pt-5">
                <point.icon aria-hidden="true" className="size-10 text-charcoal" />
                <h3 className="mt-3 text-2xl font-bold">{point.title}</h3>
                <p className="mt-2 text-lg text-ink/80">{point.text}</p>
              </li>
            ))}
          </ul>
          <div className="mt-12 flex flex-col gap-6 rounded-xl bg-charcoal p-6 text-white sm:p-8 lg:flex-row lg:items-center lg:justify-between">
            <div>
              <p className="font-display text-3xl font-bold uppercase">Stuck right now, or planning ahead?</p>
              <p className="mt-2 max-w-2xl text-lg text-white/85">
                Breakdowns are answered 24/7. Booked repairs run {siteConfig.hours.regular}, always with an upfront quote.
              </p>
            </div>
            <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
              <CallButton label="Call" showNumber />
              <ButtonLink to="/contact" variant="outline" size="lg" className="text-white">
                Request a Quote
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
