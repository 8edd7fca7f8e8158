import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { reactRouterProductionBuild } from "./scripts/react-router-production-build";

export default defineConfig({
  plugins: [reactRouterProductionBuild(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    rolldownOptions: {
      output: {
        // The frame every page shows (header, footer, call buttons, the config they read) in one
        // chunk: left to itself, the bundler splits it finer with every route that shares a part,
        // and each extra chunk costs a request and its own bytes on every page.
        advancedChunks: {
          groups: [
            // React and React DOM, then React Router and its helpers: chunks of their own, cached across
            // deploys of page code, and evaluated one per task before hydration (scripts/optimize-pages.ts).
            { name: "react-dom", test: /\/node_modules\/(react|react-dom|scheduler)\//, priority: 3 },
            { name: "framework", test: /\/node_modules\/(react-router|turbo-stream|cookie|set-cookie-parser)\//, priority: 2 },
            {
              name: "frame",
              priority: 1,
              test: /\/app\/(config\/|lib\/(cn|serialize-json-ld|current-year|paths|use-hydrated|outbox-flag)\.ts|components\/(ui\/|status-panel|content-icon|call-button|site-header|site-footer|mobile-call-bar|mobile-menu|contact-details|brand-link|json-ld|current-year|breadcrumb-trail|outbox-notice-loader))/,
            },
          ],
        },
      },
    },
  },
});
