import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";
import { cardFontsForTests } from "./scripts/card-fonts.ts";
import { responsiveImages } from "./scripts/responsive-images.ts";

// Unit tests (beside the code) and integration tests (tests/) all run inside workerd, against the
// SOURCE worker with real local D1 and Queues. reactRouter() resolves virtual:react-router/server-build.
export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  return {
    define: { __BUILD_ID__: JSON.stringify("test-build") },
    plugins: [
      reactRouter(),
      responsiveImages(),
      cardFontsForTests(),
      cloudflareTest({
        main: "./worker/index.ts",
        wrangler: { configPath: "./wrangler.toml" },
        // The builtin writer streams at once in tests (BUILTIN_STREAM_MS, docs/api.md).
        // OPS_TOKEN opens the operator endpoints (worker/operations.ts) for tests/visitor/move.test.ts.
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            BUILTIN_STREAM_MS: "0",
            OPS_TOKEN: "test-ops-token-0123456789abcdef0123456789",
          },
        },
      }),
    ],
    test: {
      include: ["tests/**/*.test.ts", "shared/**/*.test.ts", "worker/**/*.test.ts", "client/**/*.test.ts"],
      exclude: ["tests/e2e/**"],
      setupFiles: ["./tests/setup/apply-migrations.ts"],
      // Pages are rendered by the unbundled dev build inside workerd: slower than production.
      testTimeout: 60_000,
    },
  };
});
