import type { serviceCards } from "~/content/services";
import { serviceImagePath, servicePath } from "~/lib/paths";
import { canonicalPath } from "~/lib/redirects";

/** What a service card shows, as the home and services loaders send it. */
export function serviceCardData(card: (typeof serviceCards)[number]) {
  return {
    slug: card.slug,
    title: card.title,
    description: card.description,
    includes: card.servicesInclude,
    image: serviceImagePath(card.slug),
    imageAlt: card.imageAlt,
    href: canonicalPath(servicePath(card.slug)),
  };
}

export type ServiceCardData = ReturnType<typeof serviceCardData>;
