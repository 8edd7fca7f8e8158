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
        // The frame every page shows (header, footer, call bar) in one chunk and the UI parts the
        // pages share (buttons, cn(), the business config) in another, both fetched at the visitor's
        // first interaction (app/loading/defer-hydration.tsx). Left to itself, the bundler splits them
        // finer with every route that shares a part, and each extra chunk costs a request. What
        // hydrates at once (the root's outbox notice and structured data) stays out of both, and
        // the roadside page, hydrated at once, takes the shared parts without the frame. A group takes
        // the modules its own import, so the shared parts are claimed before the frame's.
        advancedChunks: {
          groups: [
            // React and React DOM, then React Router and its helpers: chunks of their own, cached across
            // deploys of page code, and evaluated one per task before hydration (scripts/optimize-pages.ts).
            { name: "react-dom", test: /\/node_modules\/(react|react-dom|scheduler)\//, priority: 4 },
            { name: "framework", test: /\/node_modules\/(react-router|turbo-stream|cookie|set-cookie-parser)\//, priority: 3 },
            {
              name: "frame",
              priority: 1,
              // The deferral itself (deferred-frame.tsx) hydrates at once with the root: not in this chunk.
              test: /\/app\/components\/frame\/(?!deferred-frame)/,
            },
            {
              // What every interactive part needs (the quote form's island, the roadside form, the frame).
              name: "ui",
              priority: 2,
              test: /\/node_modules\/(clsx|lucide-react\/dist\/esm\/(Icon|context|createLucideIcon|defaultAttributes|shared\/))|\/app\/(config\/|lib\/(cn|use-hydrated)\.ts|components\/(ui\/|call-button|contact-details|breadcrumb-trail))/,
            },
            {
              // What the pages' bodies and the frame share besides: fetched with them, at the first interaction,
              // so a page whose quote form loads before (its island) does not carry them.
              name: "page-parts",
              priority: 2,
              test: /\/app\/(lib\/(current-year|paths)\.ts|components\/(status-panel|content-icon|current-year))/,
            },
          ],
        },
      },
    },
  },
});
