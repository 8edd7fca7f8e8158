import { ArrowLeft, ArrowRight, CircleCheck, MapPin, MapPinOff, Route as RouteIcon, Siren } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/city";
import { keepDataAfterPosts } from "~/lib/keep-data-after-posts";
import { CallButton } from "~/components/call-button";
import { CtaBand } from "~/components/cta-band";
import { JsonLd } from "~/components/json-ld";
import { PageHeader } from "~/components/page-header";
import { QuoteSection } from "~/components/quote-section";
import { ServiceIcon } from "~/components/service-icon";
import { ButtonAnchor, ButtonLink } from "~/components/ui/button";
import { siteConfig } from "~/config/site";
import { cities } from "~/content/cities";
import { services } from "~/content/services";
import { graph, serviceNode } from "~/lib/json-ld";
import { pageMeta, siteUrlFrom } from "~/lib/meta";
import { cityPath, cityPathPrefix, servicePath } from "~/lib/paths";
import { canonicalPath } from "~/lib/redirects";
import { useSiteUrl } from "~/lib/use-site-url";

const listPath = "/service-areas";

export async function loader({ params }: Route.LoaderArgs) {
  const segment = params.cityPath;
  const slug = segment.startsWith(cityPathPrefix) ? segment.slice(cityPathPrefix.length) : null;
  const city = slug ? cities.find((candidate) => candidate.slug === slug) : undefined;
  if (!city) return data({ notFound: true as const }, { status: 404 });

  const { name, h1, description, neighborhoods, nearby, features, highways, seoTitle, metaDescription } = city;
  return {
    notFound: false as const,
    city: {
      name,
      h1,
      description,
      neighborhoods,
      nearby,
      features,
      highways: highways ?? [],
      seoTitle,
      metaDescription,
      path: cityPath(city.slug),
    },
    services: services.map(({ slug: serviceSlug, title, description: summary, icon }) => ({
      title,
      summary,
      icon,
      href: canonicalPath(servicePath(serviceSlug)),
    })),
  };
}

export const shouldRevalidate = keepDataAfterPosts;

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const siteUrl = siteUrlFrom(matches);
  if (!loaderData || loaderData.notFound) {
    return pageMeta({
      siteUrl,
      path: location.pathname,
      title: "Location Not Found",
      description: "We have no service area page at this address. See every town our mobile diesel mechanics cover, or call us 24/7.",
      indexable: false,
    });
  }
  const { city } = loaderData;
  return pageMeta({ siteUrl, path: city.path, title: city.seoTitle, description: city.metaDescription });
};

export default function CityPage({ loaderData }: Route.ComponentProps) {
  const siteUrl = useSiteUrl();
  if (loaderData.notFound) return <LocationNotFound />;

  const { city, services: offered } = loaderData;
  const { name } = city;
  const firstCorridor = city.highways[0];

  return (
    <>
      <div className="bg-charcoal text-white">
        <div className="mx-auto max-w-7xl px-4 pt-4 sm:px-6">
          <Link
            to={listPath}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-white/90 underline-offset-4 hover:text-white hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-5" />
            All Service Areas
          </Link>
        </div>
      </div>
      <PageHeader
        crumbs={[
          { name: "Home", path: "/" },
          { name: "Service Areas", path: listPath },
          { name, path: city.path },
        ]}
        title={city.h1}
        lead={<p>{city.description}</p>}
      >
        <CallButton label="Call 24/7" showNumber />
        <ButtonAnchor href="#contact" variant="outline" size="lg" className="text-white">
          Request Service
          <ArrowRight aria-hidden="true" />
        </ButtonAnchor>
      </PageHeader>

      <section aria-labelledby="coverage-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
          <div>
            <h2 id="coverage-heading" className="text-4xl font-bold uppercase sm:text-5xl">
              Neighbourhoods and Areas We Cover in {name}
            </h2>
            <p className="mt-3 max-w-2xl text-lg text-ink/80">
              Parked at a yard, a customer's dock or a job site in {name}? We come to these neighbourhoods and nearby communities, and to
              the roads between them.
            </p>
            <ul aria-label={`Neighbourhoods in ${name}`} className="mt-8 grid gap-3 sm:grid-cols-2">
              {city.neighborhoods.map((neighbourhood) => (
                <li
                  key={neighbourhood}
                  className="flex min-h-11 items-center gap-3 rounded-lg border border-ink/10 bg-white px-4 py-2 font-semibold"
                >
                  <MapPin aria-hidden="true" className="size-5 shrink-0 text-steel" />
                  {neighbourhood}
                </li>
              ))}
            </ul>
            {city.nearby.length > 0 ? (
              <p className="mt-6 text-lg">
                <span className="font-semibold">Nearby communities we also reach:</span> {city.nearby.join(", ")}.
              </p>
            ) : null}
          </div>
          {city.highways.length > 0 ? (
            <div className="self-start rounded-xl bg-charcoal p-6 text-white sm:p-8">
              <h3 id="corridors-heading" className="flex items-center gap-2 text-3xl font-bold uppercase">
                <RouteIcon aria-hidden="true" className="size-7 text-hivis" />
                Corridors We Cover
              </h3>
              <p className="mt-2 text-white/85">Roadside calls on the main truck routes through {name}, day or night.</p>
              <ul aria-labelledby="corridors-heading" className="mt-5 space-y-2">
                {city.highways.map((highway) => (
                  <li key={highway} className="flex items-center gap-3 border-b border-white/15 pb-2 text-lg font-semibold last:border-b-0">
                    <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-hivis" />
                    {highway}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="features-heading" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
          <h2 id="features-heading" className="text-4xl font-bold uppercase sm:text-5xl">
            How We Keep {name} Trucks Moving
          </h2>
          <ul className="mt-8 grid gap-x-10 gap-y-5 md:grid-cols-2">
            {city.features.map((feature) => (
              <li key={feature} className="flex gap-3 text-lg">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-ok" />
                {feature}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="services-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        <h2 id="services-heading" className="text-4xl font-bold uppercase sm:text-5xl">
          Repairs We Bring to {name}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-ink/80">
          Our technicians handle these jobs on site, on all makes and models. {siteConfig.pricing.repair}
        </p>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {offered.map((service) => (
            <li key={service.title} className="flex gap-4 rounded-xl border border-ink/10 bg-white p-5 shadow-sm">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-charcoal text-white">
                <ServiceIcon name={service.icon} className="size-6" />
              </span>
              <div className="min-w-0">
                <h3 className="text-xl font-bold">
                  <Link
                    to={service.href}
                    className="inline-flex min-h-11 items-center underline decoration-2 underline-offset-4 hover:decoration-hivis-dark"
                  >
                    {service.title}
                  </Link>
                </h3>
                <p className="line-clamp-2 text-ink/80">{service.summary}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <CtaBand
        id="emergency-heading"
        tone="hivis"
        icon={<Siren aria-hidden="true" className="size-9 shrink-0" />}
        title={`24/7 Emergency Truck Repair in ${name}`}
        text={`${firstCorridor ? `Stopped on ${firstCorridor}` : "Stopped on the road"} or stuck in a yard in ${name} at 3 AM? Call us any hour and a technician heads out to you. ${siteConfig.responseClaim}.`}
        callLabel="Call 24/7"
        withQuote={false}
        withRoadside
      />

      <QuoteSection
        heading={`Request Service in ${name}`}
        intro={`Tell us what the truck is doing and where it sits in ${name}: the street, yard or highway exit, and we'll call you back. ${siteConfig.pricing.callOut}`}
      />

      {siteUrl ? (
        <JsonLd
          data={graph([
            serviceNode(siteUrl, { name: city.h1, description: city.metaDescription, path: city.path, areaServed: [`${name}, ON`] }),
          ])}
        />
      ) : null}
    </>
  );
}

/** An unknown city slug: the specification's texts, inside the normal layout, with HTTP 404. */
function LocationNotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center" aria-labelledby="location-not-found-heading">
      <MapPinOff aria-hidden="true" className="mx-auto size-16 text-steel" />
      <h1 id="location-not-found-heading" className="mt-4 text-4xl font-bold uppercase sm:text-5xl">
        Location Not Found
      </h1>
      <p className="mt-4 text-lg">
        We don't have a service area page at this address; the link may be mistyped or out of date. Browse the towns we cover, or call and
        tell us where your truck is.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={listPath} variant="default" size="lg">
          View All Service Areas
        </ButtonLink>
        <CallButton label="Call 24/7" showNumber />
      </div>
    </section>
  );
}
