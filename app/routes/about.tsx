import {
  ArrowRight,
  Award,
  BatteryCharging,
  CircleDot,
  ClipboardList,
  Droplets,
  Laptop,
  Lightbulb,
  MapPin,
  Receipt,
  Siren,
  Timer,
  TriangleAlert,
  Truck,
  UserRound,
  Warehouse,
  Wind,
  Wrench,
} from "lucide-react";
import { arrowLinkClasses } from "~/components/arrow-link";
import { Link } from "react-router";
import type { Route } from "./+types/about";
import { keepDataAfterPosts } from "~/lib/keep-data-after-posts";
import { CallButton } from "~/components/call-button";
import { PageHeader } from "~/components/page-header";
import { QuoteSection } from "~/components/quote-section";
import { ButtonLink } from "~/components/ui/button";
import { siteConfig } from "~/config/site";
import { cities } from "~/content/cities";
import { pageMeta, siteUrlFrom } from "~/lib/meta";
import { cityPath } from "~/lib/paths";

/** The regions we serve, each with the towns that have their own page. */
const regions = [
  {
    name: "Windsor and Essex County",
    note: "From E.C. Row and the Ambassador Bridge approaches to the greenhouse roads around Leamington and Kingsville.",
    towns: ["Windsor", "Tecumseh", "LaSalle", "Lakeshore", "Amherstburg", "Essex", "Kingsville", "Leamington"],
  },
  {
    name: "Lambton County",
    note: "Highway 402 to the Blue Water Bridge at Sarnia, and Petrolia on the county roads inland.",
    towns: ["Sarnia", "Petrolia"],
  },
  {
    name: "London and Middlesex",
    note: "Where the 402 leaves the 401 west of London, and out along the 402 to Strathroy.",
    towns: ["London", "Strathroy"],
  },
  {
    name: "Hamilton, Brantford and Milton",
    note: "The QEW and the 403 through Hamilton, the 403 at Brantford, and the 401 yards and warehouses in Milton.",
    towns: ["Hamilton", "Brantford", "Milton"],
  },
  {
    name: "Kitchener and Cambridge",
    note: "The 401 through Cambridge and the Conestoga Parkway and Highway 8 in Kitchener.",
    towns: ["Kitchener", "Cambridge"],
  },
];

export function loader() {
  const pathByName = new Map(cities.map((city) => [city.name, cityPath(city.slug)]));
  return {
    regions: regions.map((region) => ({
      ...region,
      towns: region.towns.map((name) => ({ name, href: pathByName.get(name) ?? null })),
    })),
  };
}

export const shouldRevalidate = keepDataAfterPosts;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    siteUrl: siteUrlFrom(matches),
    path: "/about-us",
    title: "About Our Mobile Diesel Mechanics",
    description:
      "Who we are: Red Seal and DOT-certified mobile diesel technicians for drivers, owner-operators and fleets in Southern Ontario.",
  });

const audiences = [
  {
    icon: UserRound,
    title: "Drivers on the road",
    text: "Stopped on a shoulder, at a truck stop or at a customer's dock with a truck that won't go. You need someone who picks up, asks the right questions and sends a technician, not a voicemail box.",
  },
  {
    icon: Truck,
    title: "Owner-operators",
    text: "When the truck is the business, every hour parked is money gone. A repair where the truck sits can spare you a heavy tow, and an upfront quote lets you decide with the numbers in front of you.",
  },
  {
    icon: Warehouse,
    title: "Fleets",
    text: "Preventive maintenance and repairs in your own yard keep units out of a shop queue, drivers on their routes and the paperwork in order for your CVOR file.",
    link: { to: "/services/fleet-maintenance", label: "Fleet maintenance" },
  },
];

const truckKit = [
  {
    icon: Laptop,
    title: "Diagnostic laptop",
    text: "Multi-make software and data-link adapters to read engine, transmission, ABS and aftertreatment fault codes.",
  },
  {
    icon: Wind,
    title: "Air and impact tools",
    text: "An on-board air compressor and heavy impact guns for wheel nuts, U-bolts and seized fasteners.",
  },
  {
    icon: BatteryCharging,
    title: "Electrical testing",
    text: "Battery load tester, multimeter and jump-start gear for a dead bank, a bad ground or a charging fault.",
  },
  {
    icon: CircleDot,
    title: "Air brake parts",
    text: "Air line, fittings, glad hand seals, chambers and slack adjusters: the parts behind most air leaks.",
  },
  {
    icon: Droplets,
    title: "Fluids and filters",
    text: "Engine oil, coolant, DEF, fuel filters and anti-gel treatment for a winter no-start.",
  },
  {
    icon: Wrench,
    title: "Jacks and hand tools",
    text: "Jacks and stands rated for loaded axles, and the heavy-duty hand tools a Class 8 truck calls for.",
  },
  { icon: Lightbulb, title: "Work lights", text: "Enough light to work safely and properly on a dark shoulder at 3 a.m." },
  {
    icon: TriangleAlert,
    title: "Roadside safety gear",
    text: "Cones, reflective triangles and high-visibility clothing to mark off the work zone.",
  },
];

const commitments = [
  {
    icon: Siren,
    title: "24/7 emergency service",
    text: (
      <>
        Breakdowns don&apos;t keep office hours: call any time, weekends and holidays included. Scheduled maintenance and non-urgent repairs
        run <span className="whitespace-nowrap">{siteConfig.hours.regular}</span>.
      </>
    ),
  },
  {
    icon: Timer,
    title: "Under 60 minutes on average",
    text: "Our average response time to a call, so you can give the receiver a realistic new delivery time.",
  },
  {
    icon: Receipt,
    title: "Upfront quotes, no hidden fees",
    text: `${siteConfig.pricing.callOut} ${siteConfig.pricing.repair}`,
  },
  {
    icon: Award,
    title: "All makes and models",
    text: "Highway tractors, straight trucks, dump trucks and vocational units, whatever the badge or the engine.",
  },
];

const whatToTellUs = [
  { title: "Where you are", text: "Highway and direction of travel, the nearest exit or kilometre marker, or the yard address." },
  { title: "The truck", text: "Make, model and year, and the engine if you know it. Say if you're loaded." },
  { title: "What happened", text: "What you saw, heard or smelled, which dash lights are on, and any fault codes on the display." },
  { title: "Whether you're safe", text: "Fully off the travelled lane? Hazards and triangles out? We'll help you sort that out first." },
];

const steps = [
  "We ask the questions above and tell you if the problem sounds like something to fix on the spot.",
  "Before a truck is dispatched, you hear what the call-out costs and about when the technician will get to you.",
  "The technician finds the fault, explains it and gives you the repair price; no part is changed until you approve it.",
  "The repair is done and tested where the truck sits, and you get an invoice with no hidden fees.",
];

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        crumbs={[
          { name: "Home", path: "/" },
          { name: "About", path: "/about-us" },
        ]}
        eyebrow="About us"
        title="The Repair Shop That Drives to Your Truck"
        lead="We are a mobile diesel repair service for truck drivers, owner-operators and fleets across Southern Ontario. When a truck can't get to a shop, our technicians bring the shop to the truck: at the roadside, in the yard or on the job site."
      >
        <CallButton label="Call" showNumber />
        <ButtonLink to="/contact" variant="outline" size="lg" className="text-white">
          Contact Us
          <ArrowRight aria-hidden="true" />
        </ButtonLink>
      </PageHeader>

      <section aria-labelledby="who-heading" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
          <h2 id="who-heading" className="text-4xl font-bold uppercase sm:text-5xl">
            Who We Work For
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-ink/80">
            The people who call us have one thing in common: a truck that needs to be moving and isn't.
          </p>
          <ul className="mt-10 grid gap-5 md:grid-cols-3">
            {audiences.map(({ icon: Icon, title, text, link }) => (
              <li key={title} className="flex flex-col rounded-xl border border-ink/10 bg-paper p-6">
                <Icon aria-hidden="true" className="size-10 text-charcoal" />
                <h3 className="mt-3 text-2xl font-bold">{title}</h3>
                <p className="mt-2 flex-1 text-ink/80">{text}</p>
                {link ? (
                  <Link to={link.to} className={`mt-3 self-start ${arrowLinkClasses}`}>
                    {link.label}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="certified-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="certified-heading" className="text-4xl font-bold uppercase sm:text-5xl">
              Red Seal and <span className="whitespace-nowrap">DOT-Certified</span> Technicians
            </h2>
            <p className="mt-4 max-w-prose text-lg">
              The technician who pulls up beside your truck is certified, not a general mechanic learning on your equipment.
            </p>
            <p className="mt-4 max-w-prose text-lg text-ink/80">
              <strong className="font-semibold text-ink">Red Seal</strong> is the interprovincial standard of the truck and coach trade: a
              technician who holds it has passed the national exam and is recognized in every province.{" "}
              <strong className="font-semibold text-ink">DOT certification</strong> covers the U.S. Department of Transportation&apos;s
              inspection standards, which matters to carriers who cross at the Ambassador Bridge or the Blue Water Bridge.
            </p>
          </div>
          <div className="rounded-xl border border-ink/10 bg-white p-6 shadow-sm sm:p-8">
            <h3 className="flex items-center gap-2 text-2xl font-bold">
              <ClipboardList aria-hidden="true" className="size-6" />
              What that means at the roadside
            </h3>
            <ul className="mt-4 space-y-3 text-lg">
              {[
                "Air brakes diagnosed and adjusted to standard, not just pumped up to get you moving",
                "Aftertreatment and electrical faults traced to the cause before codes are cleared",
                "Engine, fuel system and drivetrain work done the way the manufacturer specifies",
                "Repairs you can stand behind at your next roadside inspection",
              ].map((point) => (
                <li key={point} className="flex gap-3">
                  <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-hivis-dark" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="truck-heading" className="bg-charcoal text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
          <h2 id="truck-heading" className="text-4xl font-bold uppercase sm:text-5xl">
            What Every Call Gets
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-white/85">Whatever the hour and wherever the truck stopped, every call comes with:</p>
          <ul className="mt-10 grid gap-x-8 gap-y-8 sm:grid-cols-2 lg:grid-cols-4">
            {truckKit.map(({ icon: Icon, title, text }) => (
              <li key={title}>
                <Icon aria-hidden="true" className="size-8 text-hivis" />
                <h3 className="mt-3 text-xl font-bold uppercase">{title}</h3>
                <p className="mt-1 text-white/85">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="areas-heading" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
          <h2 id="areas-heading" className="text-4xl font-bold uppercase sm:text-5xl">
            Where We Work
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-ink/80">
            Southwestern Ontario and the Golden Horseshoe, along the 401, 402, 403 and QEW corridors and the county roads off them.
          </p>
          <ul className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {loaderData.regions.map((region, index) => (
              // The first region has the most towns: it takes two rows, and the other four fill the grid beside it.
              <li key={region.name} className={`rounded-xl border border-ink/10 bg-paper p-6 ${index === 0 ? "md:row-span-2" : ""}`}>
                <h3 className="flex items-center gap-2 text-2xl font-bold">
                  <MapPin aria-hidden="true" className="size-6 shrink-0" />
                  {region.name}
                </h3>
                <p className="mt-2 text-ink/80">{region.note}</p>
                <ul className="mt-3 flex flex-wrap gap-x-4">
                  {region.towns.map((town) => (
                    <li key={town.name}>
                      {town.href ? (
                        <Link to={town.href} className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4">
                          {town.name}
                        </Link>
                      ) : (
                        <span className="inline-flex min-h-11 items-center">{town.name}</span>
                      )}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <Link to="/service-areas" className={`mt-8 ${arrowLinkClasses}`}>
            All service areas
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </section>

      <section aria-labelledby="count-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        <h2 id="count-heading" className="text-4xl font-bold uppercase sm:text-5xl">
          What You Can Count On
        </h2>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {commitments.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-ink/10 bg-white p-6 shadow-sm">
              <Icon aria-hidden="true" className="size-8 text-charcoal" />
              <h3 className="mt-3 text-2xl font-bold">{title}</h3>
              <p className="mt-2 text-ink/80">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="call-heading" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
          <h2 id="call-heading" className="text-4xl font-bold uppercase sm:text-5xl">
            How a Call Works
          </h2>
          <div className="mt-10 grid gap-10 lg:grid-cols-2">
            <div>
              <h3 className="text-2xl font-bold">What to tell us</h3>
              <dl className="mt-4 space-y-4">
                {whatToTellUs.map((item) => (
                  <div key={item.title} className="border-l-4 border-hivis pl-4">
                    <dt className="text-lg font-bold">{item.title}</dt>
                    <dd className="mt-1 text-ink/80">{item.text}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <div>
              <h3 className="text-2xl font-bold">What happens next</h3>
              <ol className="mt-4 space-y-4">
                {steps.map((step, index) => (
                  <li key={step} className="flex gap-4">
                    <span
                      aria-hidden="true"
                      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-charcoal font-display text-xl font-bold text-white"
                    >
                      {index + 1}
                    </span>
                    <span className="pt-1 text-lg">{step}</span>
                  </li>
                ))}
              </ol>
            </div>
          </div>
          <div className="mt-12 flex flex-col gap-3 rounded-xl bg-paper p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
            <p className="text-xl font-bold">Have the details? Call now, or send them in writing.</p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <CallButton label="Call" showNumber />
              <ButtonLink to="/contact" variant="outline" size="lg">
                Send Us the Details
                <ArrowRight aria-hidden="true" />
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>

      <QuoteSection
        heading="Get an Upfront Quote"
        intro={`Describe the truck, the problem and where it is, for any make or model. ${siteConfig.pricing.policy}`}
      />
    </>
  );
}
