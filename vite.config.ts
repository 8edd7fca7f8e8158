import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    rolldownOptions: {
      output: {
        // The frame every page shows (header, footer, call buttons, the config they read) in one
        // chunk: left to itself, the bundler splits it finer with every route that shares a part,
        // and each extra chunk costs a request and its own bytes on every page.
        advancedChunks: {
          groups: [
            // React Router and its helpers stay a chunk of their own (cached across deploys of page code).
            { name: "framework", test: /\/node_modules\/(react-router|turbo-stream|cookie|set-cookie-parser)\//, priority: 2 },
            {
              name: "frame",
              priority: 1,
              test: /\/app\/(config\/|lib\/(cn|meta|serialize-json-ld|current-year|paths|use-hydrated|outbox-flag)\.ts|components\/(ui\/|call-button|site-header|site-footer|mobile-call-bar|mobile-menu|contact-details|brand-link|json-ld|current-year|breadcrumb-trail|outbox-notice-loader))/,
            },
          ],
        },
      },
    },
  },
});
