import { deferHydration } from "~/loading/defer-hydration";

// The frame every page shows: all of it works as served HTML (links, the Popover menu, tel:
// links), so its code waits for the visitor's first interaction like the pages' own.
export const DeferredSiteHeader = deferHydration(() => import("~/components/frame/site-header").then((module) => module.SiteHeader));
export const DeferredSiteFooter = deferHydration(() => import("~/components/frame/site-footer").then((module) => module.SiteFooter));
export const DeferredMobileCallBar = deferHydration(() =>
  import("~/components/frame/mobile-call-bar").then((module) => module.MobileCallBar),
);
