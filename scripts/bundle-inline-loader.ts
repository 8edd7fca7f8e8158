import path from "node:path";
import { build, type Plugin } from "esbuild";

/** The loader as it was before the count beacon: what the budgets compare with, to say what the beacon adds. */
const withoutCountBeacon: Plugin = {
  name: "without-count-beacon",
  setup(plugin) {
    plugin.onLoad({ filter: /count-beacon\.ts$/ }, () => ({
      contents: "export const rememberLanding = () => null; export function startCounting() {}",
      loader: "ts",
    }));
  },
};

/**
 * The page's inline loader (app/loading/inline-loader.ts) as the script text every page carries:
 * bundled with its constants, minified, wrapped so it leaks no global. Run at build; the server
 * reads the result from the build (build/server/inline-loader.js).
 */
export async function bundleInlineLoader({ countBeacon = true } = {}): Promise<string> {
  const result = await build({
    plugins: countBeacon ? [] : [withoutCountBeacon],
    entryPoints: [path.resolve("app/loading/inline-loader.ts")],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    platform: "browser",
    write: false,
    legalComments: "none",
    logLevel: "silent",
  });
  const text = result.outputFiles[0]!.text.trim();
  // Inline in <script>: "</script" inside would end it early.
  if (/<\/script/i.test(text)) throw new Error("The inline loader holds '</script' and cannot be inlined");
  return text;
}

/** Where the build keeps the bundled loader for the server (pages rendered on request get it too). */
export const inlineLoaderFile = (buildDir: string) => path.join(buildDir, "server", "inline-loader.js");
