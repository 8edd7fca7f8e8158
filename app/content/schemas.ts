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
  "wind",
  "cog",
  "siren",
  "truck",
  "wrench",
  "clipboard-check",
] as const;
export const iconName = z.enum(iconNames);

export const faqSchema = z.object({ question: text, answer: text });

/** The nine services of the home grid and the /services overview. */
export const overviewServiceSchema = z.object({
  /** The service's original slug; its Learn More link resolves through the redirect table. */
  slug,
  title: text,
  icon: iconName,
  description: text,
  servicesInclude: z.array(text).min(3).max(8),
  imageAlt: text,
});

export const serviceLandingSchema = z.object({
  slug,
  icon: iconName,
  title: text,
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
  /** Four FAQ items, except fleet maintenance which has none. */
  faqs: z.array(faqSchema),
  /** Fleet maintenance only: its four benefit cards. */
  benefits: z.array(z.object({ title: text, description: text })).optional(),
});

export const genericServiceSchema = z.object({
  slug,
  title: text,
  description: text,
  metaTitle: text.max(60),
  metaDescription: text.max(160),
  services: z.array(text).length(10),
});

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

export type Faq = z.output<typeof faqSchema>;
export type OverviewService = z.output<typeof overviewServiceSchema>;
export type ServiceLanding = z.output<typeof serviceLandingSchema>;
export type GenericService = z.output<typeof genericServiceSchema>;
export type City = z.output<typeof citySchema>;
export type Review = z.output<typeof reviewSchema>;
export type BlogCategory = (typeof blogCategories)[number];
export type PostFrontMatter = z.output<typeof postFrontMatterSchema>;
