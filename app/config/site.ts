/**
 * The business config: every business constant lives here and nowhere else.
 * The owner edits this file to put the real name, phone and email on every page.
 */
export const siteConfig = {
  name: "Southern Ontario Mobile Diesel",
  shortName: "SO Mobile Diesel",
  tagline: "24/7 mobile diesel truck repair across Southern Ontario",
  phone: {
    display: "(519) 555-0142",
    /** E.164 form, used for tel: links and structured data. */
    e164: "+15195550142",
  },
  email: "service@example.com",
  hours: {
    emergency: "24/7 emergency service",
    regular: "Mon-Sat 7AM-7PM",
    /** Regular service hours in 24-hour form for structured data. */
    regularOpens: "07:00",
    regularCloses: "19:00",
    regularDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  },
  responseClaim: "Average response under 60 minutes",
  responseMinutes: 60,
  claims: ["Red Seal and DOT-certified technicians", "Upfront quotes", "No hidden fees", "All makes and models"],
  priceRange: "$$",
  currency: "CAD",
  /** Time zone of the business: the footer year and dates follow it. */
  timeZone: "America/Toronto",
  reviewCountLabel: "6+",
  nav: [
    { label: "Services", href: "/services" },
    { label: "Service Areas", href: "/service-areas" },
    { label: "About", href: "/about-us" },
    { label: "Reviews", href: "/reviews" },
    { label: "Blog", href: "/blog" },
    { label: "Contact", href: "/contact" },
  ],
} as const;

export type SiteConfig = typeof siteConfig;

export const telHref = `tel:${siteConfig.phone.e164}`;
export const mailtoHref = `mailto:${siteConfig.email}`;
