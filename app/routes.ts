import { index, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * Every address of the site. Every route module is a `route.tsx` (`route.ts` when it renders
 * nothing) in a folder of its own, named for the page or the post it answers
 * (docs/page-conventions.md). Public pages live in `routes/<page>/` (route module and the page
 * body it defers, side by side); the request flows in `flows/<flow>/` with their forms and
 * actions; the owner's pages in `owner/<page>/`.
 */
export default [
  index("routes/home/route.tsx"),
  route("services", "routes/services/overview/route.tsx"),
  route("services/fleet-maintenance", "routes/services/fleet-maintenance/route.tsx"),
  route("services/:slug", "routes/services/service/route.tsx"),
  route("service-areas", "routes/areas/list/route.tsx"),
  route("service-areas/:cityPath", "routes/areas/city/route.tsx"),
  route("locations", "routes/locations/route.tsx", { id: "locations-index" }),
  route("locations/:slug", "routes/locations/route.tsx", { id: "locations-city" }),
  route("about-us", "routes/about/route.tsx"),
  route("contact", "routes/contact/route.tsx"),
  route("offline", "routes/offline/route.tsx"),
  route("reviews", "routes/reviews/route.tsx"),
  route("privacy", "routes/privacy/route.tsx"),
  route("blog", "routes/blog/list/route.tsx"),
  route("blog/:slug", "routes/blog/post/route.tsx"),
  route("sitemap.xml", "routes/sitemap/route.ts"),
  route("robots.txt", "routes/robots/route.ts"),
  // The request flows.
  route("roadside", "flows/roadside/route.tsx"),
  // A post with an address of its own is nested in the page its form is on: refused without
  // JavaScript, it answers with that page (app/.server/http/post-address.ts).
  route("request/:token", "flows/status/route.tsx", [
    route("message", "flows/messages/message/route.tsx"),
    route("estimate", "flows/estimates/decision/route.tsx"),
    route("review", "flows/reviews/review/route.tsx"),
    route("pay", "flows/invoices/pay/route.tsx"),
  ]),
  route("request/:token/photos", "flows/status/photos/route.ts"),
  // The invoice alone (to print), and where Stripe sends the driver back after paying.
  route("request/:token/invoice", "flows/invoices/driver-invoice/route.tsx"),
  route("request/:token/payment", "flows/invoices/payment-return/route.tsx"),
  route("stripe/webhook", "flows/invoices/stripe-webhook/route.ts"),
  route("outbox", "routes/outbox/route.ts"),
  route("sms/inbound", "flows/sms/inbound/route.ts"),
  // The owner's inbox: never prerendered, never cached, behind a sign-in.
  // The inbox, and a request's page nested in it: side by side from 1024 px.
  route("owner", "owner/inbox/route.tsx", [
    route("requests/:id", "owner/request/route.tsx", [
      route("estimate", "flows/estimates/send/route.tsx"),
      route("reply", "flows/messages/reply/route.tsx"),
      route("invoice", "flows/invoices/make/route.tsx"),
      // The technician's phone on the way: JSON, answered 204 (a resource route: no page).
      route("location", "owner/location/route.ts"),
    ]),
  ]),
  route("owner/sign-in", "owner/sign-in/route.tsx"),
  route("owner/sign-in-link", "owner/sign-in-link/route.tsx"),
  route("owner/password", "owner/password/route.tsx"),
  route("owner/sign-out", "owner/sign-out/route.ts"),
  route("owner/known-device", "owner/known-device/route.ts"),
  route("owner/export.csv", "owner/export/route.ts"),
  route("owner/push-subscriptions", "owner/push-subscriptions/route.ts"),
  route("owner/requests/:id/photos/:photo", "owner/photo/route.ts"),
  route("owner/reviews", "owner/reviews/route.tsx"),
  route("owner/stats", "owner/stats/route.tsx"),
  route("owner/stats.csv", "owner/stats-csv/route.ts"),
  route("owner/settings", "owner/settings/route.tsx"),
  route("owner/invoices", "owner/invoices/route.tsx"),
  route("owner/invoices.csv", "owner/invoices-csv/route.ts"),
  route("owner/invoices/:id", "owner/invoice/route.tsx"),
  route("owner/team", "owner/team/route.tsx"),
  route("owner/*", "owner/not-found/route.tsx"),
  route("*", "routes/not-found/route.tsx"),
] satisfies RouteConfig;
