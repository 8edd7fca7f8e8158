import type { Config } from "@react-router/dev/config";
import { postSlugsOnDisk } from "./app/lib/post-files";
import { prerenderPaths } from "./app/lib/site-pages";

export default {
  ssr: true,
  // Every known page is rendered to HTML at build; the server serves those files
  // and hands the rest (the quote action, searches, redirects, 404s) to React Router.
  prerender: () => prerenderPaths(postSlugsOnDisk()),
} satisfies Config;
