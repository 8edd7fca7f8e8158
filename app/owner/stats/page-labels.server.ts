import { cities } from "~/content/cities";
import { servicePages } from "~/content/services";
import { cityPath, postPath, servicePath } from "~/lib/paths";
import { posts } from "~/lib/posts.server";

/** The pages whose name is not in the content: what the owner calls them. */
const fixedLabels: Record<string, string> = {
  "/": "Home",
  "/services": "Services",
  "/service-areas": "Service areas",
  "/about-us": "About us",
  "/contact": "Contact",
  "/roadside": "Roadside request",
  "/reviews": "Reviews",
  "/blog": "Blog",
  "/offline": "Offline page",
  "(other)": "Addresses that are no page",
  "(not known)": "Not known",
};

const labels = new Map<string, string>([
  ...Object.entries(fixedLabels),
  ...cities.map((city) => [cityPath(city.slug), city.name] as const),
  ...servicePages.map((service) => [servicePath(service.slug), service.title] as const),
  ...posts.map((post) => [postPath(post.slug), post.title] as const),
]);

/** A page as the owner reads it on a phone: "Hamilton", "Brake Repairs", an article's title; its path when it has no name. */
export const pageLabel = (page: string): string => labels.get(page) ?? page;
