import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/site-pages";

export default {
  ssr: true,
  // Every known page is rendered to HTML at build; the server serves those files
  // and hands the rest (the quote action, searches, redirects, 404s) to React Router.
  prerender: () => prerenderPaths(),
} satisfies Config;
