import { siteConfig } from "../config/site";

/** A county of the Extended Coverage section, and the back roads we reach in it. */
export interface County {
  name: string;
  reach: string;
}

/** The copy of /service-areas around the city cards. */
export const serviceAreasPage = {
  /** The header's lead; `count` is the number of towns with a page. */
  lead: (count: number) =>
    `From the escarpment grades of Hamilton to the border queues in Windsor and the Blue Water Bridge at Sarnia and Point Edward, our service trucks cover ${count} towns and cities. Choose yours to see the roads, neighbourhoods and repairs we handle there.`,
  citiesLead: "Each page lists the neighbourhoods, highways and typical breakdowns our mechanics see in that town.",
  extended:
    "The towns above have their own pages, but our map doesn't stop at their limits. In Essex, Lambton and Middlesex counties our mechanics also drive out to the county roads, farm lanes and rural yards between them, where a tow to the nearest shop is long and expensive. When you call, give us the nearest crossroads or farm address.",
  /** The three counties of the Extended Coverage section. */
  counties: [
    {
      name: "Essex County",
      reach: "Concession roads, greenhouse lanes and farm yards around Harrow, Cottam, McGregor and Belle River.",
    },
    {
      name: "Lambton County",
      reach:
        "The 402 and Oil Heritage Road (the old Highway 21), lease roads in the oil fields and farms around Wyoming, Oil Springs and Corunna.",
    },
    {
      name: "Middlesex County",
      reach: "Sideroads and livestock farms off the 402 and the county roads, from Mount Brydges and Komoka up to Ilderton and Lucan.",
    },
  ] satisfies County[],
};

/** The copy of a city page written around the city's own record (app/content/cities.ts). */
export function cityPageCopy(city: { name: string; highways: readonly string[] }) {
  const { name } = city;
  const firstCorridor = city.highways[0];
  return {
    coverageLead: `Parked at a yard, a customer's dock or a job site in ${name}? We come to these neighbourhoods and nearby communities, and to the roads between them.`,
    corridorsLead: `Roadside calls on the main truck routes through ${name}, day or night.`,
    servicesLead: `Our technicians handle these jobs on site, on all makes and models. ${siteConfig.pricing.repair}`,
    emergencyText: `${firstCorridor ? `Stopped on ${firstCorridor}` : "Stopped on the road"} or stuck in a yard in ${name} at 3 AM? Call us any hour and a technician heads out to you. ${siteConfig.responseClaim}.`,
    quoteIntro: `Tell us what the truck is doing and where it sits in ${name}: the street, yard or highway exit, and we'll call you back. ${siteConfig.pricing.callOut}`,
  };
}

/** An address under /service-areas with no city: the specification's texts. */
export const locationNotFound = {
  description: "We have no service area page at this address. See every town our mobile diesel mechanics cover, or call us 24/7.",
  text: "We don't have a service area page at this address; the link may be mistyped or out of date. Browse the towns we cover, or call and tell us where your truck is.",
};
