import { index, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * Every address of the site. Public pages live in `routes/<page>/` (route module and the page
 * body it defers, side by side); the request flows in `flows/<flow>/` with their forms and actions.
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
  route("request/:token", "flows/status/route.tsx"),
  route("request/:token/photos", "flows/status/photos-route.ts"),
  route("outbox", "routes/outbox/route.ts"),
  route("sms/inbound", "flows/sms/inbound-route.ts"),
  // The owner's inbox: never prerendered, never cached, behind a sign-in.
  route("owner", "owner/routes/inbox.tsx"),
  route("owner/sign-in", "owner/routes/sign-in.tsx"),
  route("owner/sign-in-link", "owner/routes/sign-in-link.tsx"),
  route("owner/password", "owner/routes/password.tsx"),
  route("owner/sign-out", "owner/routes/sign-out.ts"),
  route("owner/known-device", "owner/routes/known-device.ts"),
  route("owner/export.csv", "owner/routes/export.ts"),
  route("owner/push-subscriptions", "owner/routes/push-subscriptions.ts"),
  route("owner/requests/:id", "owner/routes/request.tsx"),
  route("owner/requests/:id/photos/:photo", "owner/routes/photo.ts"),
  route("owner/reviews", "owner/routes/reviews.tsx"),
  route("owner/stats", "owner/routes/stats.tsx"),
  route("owner/stats.csv", "owner/routes/stats-csv.ts"),
  route("owner/*", "owner/routes/not-found.tsx"),
  route("*", "routes/not-found/route.tsx"),
] satisfies RouteConfig;
