import { MapPin, Phone } from "lucide-react";
import type { Route } from "./+types/list";
import { keepDataAfterPosts } from "~/lib/keep-data-after-posts";
import { ArrowLink } from "~/components/arrow-link";
import { CallButton } from "~/components/call-button";
import { PageHeader } from "~/components/page-header";
import { cities } from "~/content/cities";
import { coverageNote } from "~/content/home";
import { pageMeta, siteUrlFrom } from "~/lib/meta";
import { cityPath } from "~/lib/paths";

const path = "/service-areas";

export async function loader() {
  // High-priority cities lead the grid; the sort is stable, so the content's order holds within each group.
  const listed = [...cities].sort((a, b) => Number(b.isHighPriority) - Number(a.isHighPriority));
  return {
    cities: listed.map(({ name, slug, description, isHighPriority }) => ({ name, slug, description, isHighPriority })),
    coverageNote,
  };
}

export const shouldRevalidate = keepDataAfterPosts;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    siteUrl: siteUrlFrom(matches),
    path,
    title: "Truck Repair Service Areas",
    description:
      "Find your town: mobile truck repair in Hamilton, Kitchener, Milton, Windsor, Sarnia, London and rural Essex, Lambton and Middlesex counties, 24/7.",
  });

/** The three counties of the Extended Coverage section, and the back roads we reach in each. */
const counties = [
  {
    name: "Essex County",
    reach: "Concession roads, greenhouse lanes and farm yards around Harrow, Cottam, McGregor and Belle River.",
  },
  {
    name: "Lambton County",
    reach: "The Highway 21 and 402 corridors, lease roads in the oil fields and farms around Wyoming, Oil Springs and Corunna.",
  },
  {
    name: "Middlesex County",
    reach: "Sideroads and livestock farms off the 401 and 402, from Mount Brydges and Komoka up to Ilderton and Lucan.",
  },
];

export default function ServiceAreas({ loaderData }: Route.ComponentProps) {
  const { cities: listed } = loaderData;
  return (
    <>
      <PageHeader
        crumbs={[
          { name: "Home", path: "/" },
          { name: "Service Areas", path },
        ]}
        title="Mobile Diesel Mechanics Across Southern Ontario"
        lead={
          <p>
            From the escarpment grades of Hamilton to the border queues in Windsor and the Blue Water Bridge in Sarnia, our service trucks
            cover {listed.length} towns and cities. Choose yours to see the roads, neighbourhoods and repairs we handle there.
          </p>
        }
      >
        <CallButton label="Call 24/7" showNumber />
      </PageHeader>

      <section aria-labelledby="cities-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        <h2 id="cities-heading" className="text-4xl font-bold uppercase sm:text-5xl">
          Towns and Cities We Serve
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-ink/80">
          Each page lists the neighbourhoods, highways and typical breakdowns our mechanics see in that town.
        </p>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {listed.map((city) => (
            <li
              key={city.slug}
              className={`flex flex-col rounded-xl border border-ink/10 bg-white p-6 shadow-sm ${city.isHighPriority ? "border-t-4 border-t-charcoal" : ""}`}
            >
              <h3 className="flex items-center gap-2 text-2xl font-bold">
                <MapPin aria-hidden="true" className="size-6 shrink-0 text-steel" />
                {city.name}, ON
              </h3>
              <p className="mt-2 line-clamp-3 flex-1 text-ink/80">{city.description}</p>
              <ArrowLink to={cityPath(city.slug)} hiddenContext={`for ${city.name}, ON`} className="mt-4 self-start">
                View Details
              </ArrowLink>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="extended-heading" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
          <h2 id="extended-heading" className="text-4xl font-bold uppercase sm:text-5xl">
            Extended Coverage
          </h2>
          <p className="mt-4 max-w-3xl text-lg text-ink/80">
            The towns above have their own pages, but our map doesn't stop at their limits. In Essex, Lambton and Middlesex counties our
            mechanics also drive out to the county roads, farm lanes and rural yards between them, where a tow to the nearest shop is long
            and expensive. When you call, give us the nearest crossroads or farm address.
          </p>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {counties.map((county) => (
              <li key={county.name} className="rounded-xl border border-ink/10 bg-paper p-6">
                <h3 className="text-2xl font-bold">{county.name}</h3>
                <p className="mt-2 text-ink/80">{county.reach}</p>
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-col items-start gap-4 rounded-xl bg-charcoal p-6 text-white sm:p-8 lg:flex-row lg:items-center lg:justify-between">
            <p className="flex items-start gap-3 text-xl font-semibold">
              <Phone aria-hidden="true" className="mt-1 size-6 shrink-0 text-hivis" />
              {loaderData.coverageNote}
            </p>
            <CallButton label="Call" showNumber />
          </div>
        </div>
      </section>
    </>
  );
}
