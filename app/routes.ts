import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("services", "routes/services/overview.tsx"),
  route("services/fleet-maintenance", "routes/services/fleet-maintenance.tsx"),
  route("services/:slug", "routes/services/service.tsx"),
  route("service-areas", "routes/areas/list.tsx"),
  route("service-areas/:cityPath", "routes/areas/city.tsx"),
  route("locations", "routes/locations.tsx", { id: "locations-index" }),
  route("locations/:slug", "routes/locations.tsx", { id: "locations-city" }),
  route("about-us", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("offline", "routes/offline.tsx"),
  route("roadside", "routes/roadside.tsx"),
  route("request/:token", "routes/request-status.tsx"),
  route("request/:token/photos", "routes/request-photos.ts"),
  route("reviews", "routes/reviews.tsx"),
  route("blog", "routes/blog/list.tsx"),
  route("blog/:slug", "routes/blog/post.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
