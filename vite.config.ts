import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { makeBuildInfo } from "./scripts/build-info.ts";
import { cardFonts } from "./scripts/card-fonts.ts";
import { responsiveImages } from "./scripts/responsive-images.ts";

const build = makeBuildInfo();

/** Emits builds/latest.json and builds/meta/{id}.json into the client assets (docs/product.md, "Build updates"). */
function buildManifest(): Plugin {
  return {
    name: "parla:build-manifest",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      const assets = Object.keys(bundle)
        .filter((file) => file.startsWith("assets/"))
        .sort();
      this.emitFile({ type: "asset", fileName: "builds/latest.json", source: JSON.stringify(build) });
      this.emitFile({
        type: "asset",
        fileName: `builds/meta/${build.id}.json`,
        source: JSON.stringify({ ...build, assets }),
      });
    },
  };
}

/**
 * Removes the redirect the Cloudflare plugin leaves after a build (.wrangler/deploy/config.json).
 * With it, every later wrangler command without `-c` reads build/server/wrangler.json, the
 * configuration of whatever the last build was, and ignores `--env`; without it, wrangler reads
 * wrangler.toml, whose [env.production] and [env.staging] deploy the build (docs/operations.md,
 * "Deploy"). Only `vite preview` reads the redirect, and Parla does not use it.
 */
function noDeployRedirect(): Plugin {
  let root = process.cwd();
  return {
    name: "parla:no-deploy-redirect",
    applyToEnvironment: (environment) => environment.name === "ssr",
    configResolved(config) {
      root = config.root;
    },
    closeBundle() {
      rmSync(resolve(root, ".wrangler/deploy/config.json"), { force: true });
    },
  };
}

/**
 * The browser's chunks. Left to itself, Rolldown cuts the first load of a page into ~25 files, a
 * dozen under 1 KB; every file is a request (and an HTTP/1.1 round trip). The framework every page
 * runs (React, React Router, i18next) is one chunk, and the small modules the app's routes share
 * are merged into their nearest neighbour. See docs/decisions/0008-shared-html-cache.md.
 */
const clientChunks = {
  groups: [
    {
      name: "framework",
      test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|html-parse-stringify|void-elements|cookie|set-cookie-parser)[\\/]/,
      priority: 2,
    },
    {
      // Radix (and its positioning engine) with the app's modules that wrap it: the tooltip, toast
      // region, alert dialog and progress bar. The app shell and DeferredTooltip import them after
      // hydration; only the screens that render them at once (generate, history) import them
      // statically. So they are a group of their own, split by the entries that use them and
      // never merged into what other pages load. Inside "shared" they were
      // merged with small modules every page runs (keep-alive.ts), which made every page load
      // ~22 KB gzip of Radix (docs/performance.md).
      name: "widgets",
      test: /node_modules[\\/](radix-ui|@radix-ui|@floating-ui)[\\/]|[\\/]client[\\/]ui[\\/](tooltip|toaster|dialog-host|progress)\.tsx$/,
      entriesAware: true,
      priority: 1.5,
    },
    {
      // The API client is used by the pages that read or write items (generate, history, the
      // publish dialog), not by the catalog: in "shared" it was merged into the chunk every page
      // loads. On its own, split by the entries that import it, it stays off catalog pages. The
      // browser loads the client with its first call (client/api.ts, which must not be merged into
      // a chunk every page loads either), so it is in no page's first load.
      name: "api",
      test: /[\\/](shared[\\/](api-client|sse)|client[\\/]api)\.ts$/,
      entriesAware: true,
      priority: 1.2,
    },
    {
      // Small page parts that few pages use, each split by the pages that import it. In "shared"
      // they were merged into a neighbour: the server-rendered text's wrapper with the owner's item
      // actions (a published page loaded the API client, toasts and the publish dialog's loader:
      // 150.3 KB instead of 146), the legal page with the generation screen's chunk (the privacy
      // and terms pages loaded 231 KB instead of about 140; docs/performance.md). The social posts'
      // limits, shared by the generation screen and its lazy social cards, were merged into the
      // keep-alive chunk every page loads, and the search form into the solution page's cards.
      name: "rendered",
      test: /[\\/]client[\\/]components[\\/](rendered-html|legal-page|search-form)\.tsx$|[\\/]shared[\\/]social\.ts$/,
      entriesAware: true,
      priority: 1.1,
    },
    {
      name: "shared",
      test: /[\\/](client|shared)[\\/](?!routes[\\/]|root\.tsx|entry\.client\.tsx)/,
      minShareCount: 2,
      entriesAware: true,
      // Only chunks under 2 KB are merged into a neighbour. At 8 KB, a module the templates page
      // shares with the generation screen was merged into the screen's workspace chunk, and
      // /ja/templates loaded 239 KB instead of 148 (docs/performance.md); 2 KB costs 3–5 more files.
      entriesAwareMergeThreshold: 2_000,
      priority: 1,
    },
  ],
};

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(build.id) },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: clientChunks,
            // entriesAware chunks are named after every entry that shares them: keep file names short.
            // A group's chunks also carry the modules it drew in as dependencies: "widgets" chunks
            // hold Radix or what its wrappers import (lucide's icon runtime, the toast and dialog
            // stores); "api" chunks also the locale helpers, so they are named "shared" like the rest.
            chunkFileNames: (chunk) => {
              const group = /^(shared|widgets|api|rendered)~/.exec(chunk.name)?.[1];
              if (!group) return "assets/[name]-[hash].js";
              return group === "widgets" ? "assets/widgets-[hash].js" : "assets/shared-[hash].js";
            },
          },
        },
      },
    },
  },
  plugins: [
    // The worker (worker/index.ts, a Hono app) runs in workerd as Vite's "ssr" environment, the
    // environment React Router's plugin builds virtual:react-router/server-build into.
    cloudflare({ viteEnvironment: { name: "ssr" }, configPath: "./wrangler.toml" }),
    reactRouter(),
    responsiveImages(),
    cardFonts(),
    buildManifest(),
    noDeployRedirect(),
  ],
  server: { host: "127.0.0.1", port: 5173, strictPort: true },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true },
});
