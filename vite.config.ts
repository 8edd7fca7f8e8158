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
        // Chunks chosen by what loads when (decision 010, app/loading/README.md). Left to itself, the
        // bundler splits shared parts finer with every route that shares them, and each extra chunk
        // costs a request. At once on every page: React DOM, React Router, the root and `shell`. When
        // an interactive part comes (the quote form's island as it nears the screen, the roadside
        // form at once, the frame at the first touch): `ui`. With the pages' bodies and the frame, at
        // the first touch: `page-parts` and `frame`. A group takes the modules its own import, so the
        // shared parts are claimed before the frame's.
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
              // The deferral and the small helpers every page's route module imports: one chunk, not six.
              name: "shell",
              priority: 2,
              test: /vite\/preload-helper|\/app\/(loading\/(defer-hydration|interaction|load-when-online)\.tsx?|lib\/(keep-data-after-posts|loader-meta)\.ts|flows\/outbox\/outbox-flag\.ts)$/,
            },
            {
              // What every interactive part needs (the quote form's island, the roadside form, the frame).
              name: "ui",
              priority: 2,
              test: /\/node_modules\/(clsx|lucide-react\/dist\/esm\/(Icon|context|createLucideIcon|defaultAttributes|shared\/|icons\/(send|message-square-text|phone)\.))|\/app\/(config\/(site|hours-in-words)\.ts|lib\/(cn|use-hydrated)\.ts|flows\/request-form\/(sms\.ts|text-updates\.tsx)|components\/(ui\/|call-button|contact-details))/,
            },
            {
              // How a request form sends, or keeps on the phone what cannot go (the outbox's keeping side,
              // the ids and hidden fields): one chunk for the quote and roadside forms, which the bundler
              // would cut in four now that the status page's posts share the key helpers.
              name: "kept-on-phone",
              priority: 2,
              test: /\/app\/(lib\/request-id\.ts|flows\/outbox\/(kept-on-phone\.tsx|post-or-keep\.ts|outbox-store\.ts)|flows\/request-form\/(send-request\.tsx|request-form-hidden-fields\.tsx|honeypot\.ts))$/,
            },
            {
              // The owner's phone alerts panel (and its icons): a chunk of its own, so its size is measured
              // and no other page can carry it (tests/e2e/budgets.spec.ts).
              name: "phone-alerts",
              priority: 2,
              test: /\/app\/owner\/phone-alerts\.tsx$|\/node_modules\/lucide-react\/dist\/esm\/icons\/(bell-off|bell-ring|trash-2)\./,
            },
            {
              // What the pages' bodies and the frame share besides: fetched with them, at the first interaction,
              // so a page whose quote form loads before (its island) does not carry them.
              name: "page-parts",
              priority: 2,
              test: /\/app\/(lib\/(current-year|paths)\.ts|components\/(status-panel|content-icon|current-year|breadcrumb-trail))/,
            },
          ],
        },
      },
    },
  },
});
