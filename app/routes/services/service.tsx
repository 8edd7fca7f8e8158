import { ArrowRight, MapPin, SearchX } from "lucide-react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/service";
import { keepDataAfterPosts } from "~/lib/keep-data-after-posts";
import { ArrowLink } from "~/components/arrow-link";
import { CallButton } from "~/components/call-button";
import { FaqAccordion } from "~/components/faq-accordion";
import { JsonLd } from "~/components/json-ld";
import { PageHeader } from "~/components/page-header";
import { QuoteSection } from "~/components/quote-section";
import { ServiceCheckList } from "~/components/service-check-list";
import { ServiceIllustration } from "~/components/service-illustration";
import { ServiceIntro } from "~/components/service-intro";
import { ServiceRelatedLinks, type RelatedService } from "~/components/service-related-links";
import { ButtonAnchor, ButtonLink } from "~/components/ui/button";
import { cities } from "~/content/cities";
import { genericServices } from "~/content/generic-services";
import { serviceLandings } from "~/content/service-landings";
import { services } from "~/content/services";
import { faqPageNode, graph, serviceNode } from "~/lib/json-ld";
import { pageMeta, siteUrlFrom } from "~/lib/meta";
import { cityPath, serviceImagePath, servicePath } from "~/lib/paths";
import { redirectTarget } from "~/lib/redirects";
import { useSiteUrl } from "~/lib/use-site-url";

/** Every city served, the five high-priority ones first, as the service pages list and mark them up. */
function coverage() {
  const ordered = [...cities].sort((a, b) => Number(b.isHighPriority) - Number(a.isHighPriority));
  return {
    cities: ordered.map((city) => ({ name: city.name, href: cityPath(city.slug) })),
    areaServed: ordered.map((city) => `${city.name}, ON`),
  };
}

/** The service pages a landing page links to, by their titles. */
function relatedServices(paths: readonly string[]): RelatedService[] {
  return paths.flatMap((path) => {
    const landing = serviceLandings.find((page) => servicePath(page.slug) === path);
    if (landing) return [{ title: landing.title, href: path, icon: landing.icon }];
    const generic = genericServices.find((page) => servicePath(page.slug) === path);
    if (generic) {
      const icon = services.find((service) => service.slug === generic.slug)?.icon ?? "wrench";
      return [{ title: generic.title, href: path, icon }];
    }
    return [];
  });
}

/** Landing pages for a truck stopped on the road: they link the roadside request. */
const roadsideLandings = new Set(["diesel-roadside-assistance", "emergency-truck-repair"]);

/**
 * /services/{slug}: a redirect from the table, a keyword landing page, a generic
 * service page, or the Service Not Found state (HTTP 404).
 * /services/fleet-maintenance has its own route and never reaches this loader.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const { pathname, search } = new URL(request.url);
  const target = redirectTarget(pathname);
  if (target) throw redirect(target + search, 301);

  const path = servicePath(params.slug);
  const landing = serviceLandings.find((page) => page.slug === params.slug);
  if (landing) {
    return {
      kind: "landing" as const,
      slug: landing.slug,
      path,
      title: landing.title,
      h1: landing.h1,
      description: landing.description,
      paragraphs: landing.longDescription,
      includes: landing.servicesInclude,
      metaTitle: landing.metaTitle,
      metaDescription: landing.metaDescription,
      faqs: landing.faqs,
      related: relatedServices(landing.linksTo),
      ...coverage(),
    };
  }

  const generic = genericServices.find((page) => page.slug === params.slug);
  if (generic) {
    const illustrated = services.find((service) => service.slug === generic.slug);
    return {
      kind: "generic" as const,
      slug: generic.slug,
      path,
      title: generic.title,
      description: generic.description,
      offers: generic.services,
      image: illustrated ? { src: serviceImagePath(illustrated.slug), alt: illustrated.imageAlt } : null,
      metaTitle: generic.metaTitle,
      metaDescription: generic.metaDescription,
      areaServed: coverage().areaServed,
    };
  }

  return data({ kind: "not-found" as const, notFound: true }, { status: 404 });
}

export const shouldRevalidate = keepDataAfterPosts;

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const siteUrl = siteUrlFrom(matches);
  if (!loaderData || loaderData.kind === "not-found") {
    return pageMeta({
      siteUrl,
      path: location.pathname,
      title: "Service Not Found",
      description:
        "We couldn't find that service page. Browse every mobile diesel repair we offer, or call us 24/7 for help with your truck.",
      indexable: false,
    });
  }
  return pageMeta({ siteUrl, path: loaderData.path, title: loaderData.metaTitle, description: loaderData.metaDescription });
};

function crumbsFor(title: string, path: string) {
  return [
    { name: "Home", path: "/" },
    { name: "Services", path: "/services" },
    { name: title, path },
  ];
}

/** Copy of each landing page's coverage and FAQ sections, written for that page only. */
const landingCopy: Record<string, { coverage: string; faq: string }> = {
  "diesel-roadside-assistance": {
    coverage:
      "Roadside help reaches trucks along the corridors that tie these communities together: the 401 from the Windsor border crossings to Milton, the 402 out of Sarnia, and the 403 and QEW around Brantford and Hamilton.",
    faq: "Straight answers for a driver waiting on the shoulder: arrival times, what can be fixed beside traffic, trailers and cost.",
  },
  "mobile-diesel-mechanic": {
    coverage:
      "Yards, terminals, farms and job sites in each of these communities can book a mobile mechanic, from the greenhouse growers around Leamington and Kingsville to the distribution centres along the 401 at Milton.",
    faq: "What owner-operators and fleet managers usually want settled before a mechanic is booked to their yard.",
  },
  "diesel-diagnostics": {
    coverage:
      "Diagnostic visits cover trucks parked anywhere in these communities, so a derate in a Sarnia yard or an aftertreatment warning at a Cambridge dock gets read where the truck sits.",
    faq: "Derates, regens and codes that keep coming back, explained without the jargon.",
  },
  "emergency-truck-repair": {
    coverage:
      "Emergency calls are taken around the clock for trucks in or near these communities, from the Ambassador Bridge approaches in Windsor to the Hamilton waterfront.",
    faq: "What happens between your call and the moment a technician pulls up behind your truck.",
  },
};

/** The coverage section of each generic page, written for that page only. */
const genericCoverage: Record<string, string> = {
  "battery-services":
    "Dead batteries don't wait for a shop to open. We test, boost and replace truck batteries across Windsor, Essex County, Sarnia, London, Kitchener, Cambridge, Brantford, Milton and Hamilton, and in the towns between them.",
  "wheel-seal-services":
    "A seal that weeps hub oil in London, Leamington or Hamilton can be replaced at the truck, in a yard or a customer's lot, rather than on a shop hoist. Our service areas cover Southern Ontario from Essex County to the Golden Horseshoe.",
};

type LandingData = Extract<Route.ComponentProps["loaderData"], { kind: "landing" }>;
type GenericData = Extract<Route.ComponentProps["loaderData"], { kind: "generic" }>;

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  switch (loaderData.kind) {
    case "landing":
      return <LandingPage page={loaderData} />;
    case "generic":
      return <GenericPage page={loaderData} />;
    default:
      return <ServiceNotFound />;
  }
}

function LandingPage({ page }: { page: LandingData }) {
  const siteUrl = useSiteUrl();
  const copy = landingCopy[page.slug];
  return (
    <>
      {siteUrl ? (
        <JsonLd
          data={graph([
            serviceNode(siteUrl, { name: page.title, description: page.description, path: page.path, areaServed: page.areaServed }),
            faqPageNode(siteUrl, page.path, page.faqs),
          ])}
        />
      ) : null}
      <PageHeader crumbs={crumbsFor(page.title, page.path)} eyebrow={page.title} title={page.h1} lead={<p>{page.description}</p>}>
        <CallButton label="Call Now" showNumber />
        <ButtonAnchor href="#contact" variant="outline" size="lg" className="text-white">
          Request Service
          <ArrowRight aria-hidden="true" />
        </ButtonAnchor>
        {roadsideLandings.has(page.slug) ? (
          <ButtonLink to="/roadside" variant="outline" size="lg" className="text-white">
            <MapPin aria-hidden="true" />
            Broken down? Send your location
          </ButtonLink>
        ) : null}
      </PageHeader>

      <ServiceIntro heading="What to Expect" paragraphs={page.paragraphs} listHeading="Services Included" items={page.includes} />

      <section aria-labelledby="coverage-heading" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
          <h2 id="coverage-heading" className="text-4xl font-bold uppercase sm:text-5xl">
            Coverage Area
          </h2>
          {copy ? <p className="mt-3 max-w-3xl text-lg text-ink/80">{copy.coverage}</p> : null}
          <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
            {page.cities.map((city) => (
              <li key={city.href}>
                <Link
                  to={city.href}
                  className="flex min-h-12 items-center gap-2 rounded-lg border border-ink/10 bg-paper px-3 py-2 font-semibold underline-offset-4 hover:border-ink/40 hover:underline"
                >
                  <MapPin aria-hidden="true" className="size-4 shrink-0 text-steel" />
                  {city.name}
                </Link>
              </li>
            ))}
          </ul>
          <ArrowLink to="/service-areas" className="mt-6">
            All service areas
          </ArrowLink>
        </div>
      </section>

      <ServiceRelatedLinks services={page.related} />

      <section aria-labelledby="faq-heading" className="bg-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:py-20">
          <div>
            <h2 id="faq-heading" className="text-4xl font-bold uppercase sm:text-5xl">
              {page.title} FAQ
            </h2>
            {copy ? <p className="mt-3 text-lg text-ink/80">{copy.faq}</p> : null}
            <p className="mt-6 font-semibold">Question not answered here? Call and ask.</p>
            <div className="mt-3">
              <CallButton label="Call" showNumber size="default" />
            </div>
          </div>
          <FaqAccordion items={page.faqs} />
        </div>
      </section>

      <QuoteSection />
    </>
  );
}

function GenericPage({ page }: { page: GenericData }) {
  const siteUrl = useSiteUrl();
  const coverageText =
    genericCoverage[page.slug] ??
    `We provide ${page.title.toLowerCase()} at your location across Southern Ontario, from Windsor and Essex County to Hamilton.`;
  return (
    <>
      {siteUrl ? (
        <JsonLd
          data={graph([
            serviceNode(siteUrl, { name: page.title, description: page.description, path: page.path, areaServed: page.areaServed }),
          ])}
        />
      ) : null}
      <PageHeader crumbs={crumbsFor(page.title, page.path)} title={page.title} lead={<p>{page.description}</p>}>
        <CallButton label="Call Now" showNumber />
        <ButtonAnchor href="#contact" variant="outline" size="lg" className="text-white">
          Request a Quote
          <ArrowRight aria-hidden="true" />
        </ButtonAnchor>
      </PageHeader>

      <section aria-labelledby="offer-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        <h2 id="offer-heading" className="text-4xl font-bold uppercase sm:text-5xl">
          What We Offer
        </h2>
        <div className="mt-8 grid gap-6 lg:grid-cols-3">
          {page.image ? (
            <ServiceIllustration
              src={page.image.src}
              alt={page.image.alt}
              className="order-last h-auto self-start rounded-xl bg-charcoal lg:order-none"
            />
          ) : null}
          <div
            className={`rounded-xl border border-ink/10 bg-white p-6 shadow-sm sm:p-8 ${page.image ? "lg:col-span-2" : "lg:col-span-3"}`}
          >
            <ServiceCheckList items={page.offers} columns={2} />
          </div>
        </div>
      </section>

      <section aria-labelledby="service-coverage-heading" className="bg-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-16 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:py-20">
          <div>
            <h2 id="service-coverage-heading" className="text-4xl font-bold uppercase sm:text-5xl">
              Service Coverage
            </h2>
            <p className="mt-3 max-w-3xl text-lg text-ink/80">{coverageText}</p>
          </div>
          {/* The specification's link: /locations redirects to /service-areas. */}
          <ButtonLink to="/locations" variant="default" size="lg" className="shrink-0 self-start lg:self-center">
            <MapPin aria-hidden="true" />
            View Service Areas
          </ButtonLink>
        </div>
      </section>

      <QuoteSection />
    </>
  );
}

function ServiceNotFound() {
  return (
    <section aria-labelledby="not-found-heading" className="mx-auto max-w-3xl px-4 py-20 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-16 text-steel" />
      <h1 id="not-found-heading" className="mt-4 text-4xl font-bold uppercase sm:text-5xl">
        Service Not Found
      </h1>
      <p className="mt-4 text-lg">
        There's no service page at this address. The full list of repairs our mobile technicians carry out is one click away, and if a truck
        is down right now, calling is quicker than searching.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/services" variant="default" size="lg">
          View All Services
        </ButtonLink>
        <CallButton label="Call" showNumber />
      </div>
    </section>
  );
}
