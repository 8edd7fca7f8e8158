import { z } from "zod";

/** A non-empty, trimmed line of copy. */
const text = z.string().trim().min(1);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens");
/** An internal link target: an absolute path on this site, no trailing slash. */
const internalPath = z.string().regex(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/, "must be a site path like /services/x");

/** Icons the content may name; the UI maps each to a lucide-react icon. */
export const iconNames = [
  "gauge",
  "circle-dot",
  "disc",
  "fuel",
  "zap",
  "battery",
  "battery-charging",
  "wind",
  "cog",
  "siren",
  "truck",
  "wrench",
  "clipboard-check",
  "clipboard-list",
  "badge-check",
  "timer",
  "shield-check",
  "receipt-text",
  "receipt",
  "calendar-clock",
  "award",
  "droplets",
  "laptop",
  "lightbulb",
  "map-pin",
  "triangle-alert",
  "user-round",
  "warehouse",
] as const;
export const iconName = z.enum(iconNames);
export type IconName = (typeof iconNames)[number];

const faqSchema = z.object({ question: text, answer: text });

/** A service's card in the home grid and on /services. */
const serviceCardSchema = z.object({
  /** The card's title when it differs from the page's ("Wheel Seals" for "Wheel Seal Services"). */
  title: text.optional(),
  description: text,
  servicesInclude: z.array(text).min(3).max(8),
  /** Alt text of its illustration (public/images/services/{slug}.svg). */
  imageAlt: text,
});

const serviceBase = { slug, title: text, icon: iconName };

/** The fields of a keyword landing page (and of fleet maintenance, built the same way). */
const landingPage = {
  h1: text,
  primaryKeyword: text,
  secondaryKeywords: z.array(text).min(1),
  description: text,
  longDescription: z.array(text).min(2),
  servicesInclude: z.array(text).min(4),
  metaTitle: text.max(60),
  metaDescription: text.max(160),
  /** Related service pages this page links to. */
  linksTo: z.array(internalPath).min(1),
};

/** One service record; `template` says which page it gets (see app/content/services.ts). */
export const serviceSchema = z.discriminatedUnion("template", [
  z.object({ template: z.literal("overview"), ...serviceBase, card: serviceCardSchema }),
  z.object({
    template: z.literal("generic"),
    ...serviceBase,
    card: serviceCardSchema,
    description: text,
    metaTitle: text.max(60),
    metaDescription: text.max(160),
    offers: z.array(text).length(10),
    /** The page's Service Coverage paragraph. */
    coverage: text,
  }),
  z.object({
    template: z.literal("landing"),
    ...serviceBase,
    ...landingPage,
    faqs: z.array(faqSchema).length(4),
    /** The Coverage Area paragraph and the line under the FAQ heading, written for this page. */
    coverage: text,
    faqIntro: text,
    /** A page for a truck stopped on the road: it links the roadside request. */
    roadside: z.boolean(),
  }),
  z.object({
    template: z.literal("fleet"),
    ...serviceBase,
    ...landingPage,
    benefits: z.array(z.object({ icon: iconName, title: text, description: text })).length(4),
  }),
]);

export const citySchema = z.object({
  name: text,
  slug,
  description: text,
  /** Places inside this municipality: its neighbourhoods, villages and industrial areas. */
  neighborhoods: z.array(text).min(2),
  /** Communities close by that belong to another municipality, named on the page as nearby. */
  nearby: z.array(text),
  features: z.array(text).min(4),
  seoTitle: text.max(60),
  metaDescription: text.max(160),
  primaryKeyword: text,
  secondaryKeywords: z.array(text).min(2),
  h1: text,
  latitude: z.number().min(41.6).max(44.5),
  longitude: z.number().min(-83.2).max(-79.0),
  highways: z.array(text).optional(),
  isHighPriority: z.boolean(),
});

export const reviewSchema = z.object({
  name: text,
  company: text,
  rating: z.literal(5),
  /** ISO date, YYYY-MM-DD. */
  date: z.iso.date(),
  text: text,
});

export const blogCategories = ["Maintenance Tips", "Buying Guide", "Seasonal Tips", "Fleet Management", "Resources", "Pricing"] as const;

export const postFrontMatterSchema = z.object({
  slug,
  title: text,
  excerpt: text.max(220),
  primaryKeyword: text,
  secondaryKeywords: z.array(text).min(1),
  seoTitle: text.max(60),
  metaDescription: text.max(160),
  h1: text,
  // YAML gives a Date for 2026-03-05; a quoted date arrives as a string.
  publishDate: z.union([z.date(), z.iso.date()], { error: "must be an ISO date such as 2026-03-05" }).transform((value) => new Date(value)),
  category: z.enum(blogCategories),
});

export type Service = z.output<typeof serviceSchema>;
export type ServiceOf<T extends Service["template"]> = Extract<Service, { template: T }>;
export type BlogCategory = (typeof blogCategories)[number];
export type PostFrontMatter = z.output<typeof postFrontMatterSchema>;
