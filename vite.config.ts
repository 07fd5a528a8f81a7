import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { makeBuildInfo } from "./scripts/build-info.ts";
import { responsiveImages } from "./scripts/responsive-images.ts";

const build = makeBuildInfo();

/** Emits builds/latest.json and builds/meta/{id}.json into the client assets (SPEC.md point 7). */
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

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(build.id) },
  plugins: [
    // The worker (worker/index.ts, a Hono app) runs in workerd as Vite's "ssr" environment, the
    // environment React Router's plugin builds virtual:react-router/server-build into.
    cloudflare({ viteEnvironment: { name: "ssr" }, configPath: "./wrangler.toml" }),
    reactRouter(),
    responsiveImages(),
    buildManifest(),
  ],
  server: { host: "127.0.0.1", port: 5173, strictPort: true },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true },
});
