import { defineConfig } from "vitest/config";
import base from "../../vitest.config.ts";

// `npx vitest run -c bench/bulk/vitest.config.ts`: the bulk-data bench (docs/performance.md, "Bulk
// work"), in workerd against local D1 like the tests, but kept out of `npm test`: seeding thousands
// of items takes a while. BULK_ITEMS sets the history's size (default 5,000).
export default defineConfig(async (env) => {
  const config = await base(env);
  return {
    ...config,
    define: { ...config.define, __BULK_ITEMS__: JSON.stringify(Number(process.env.BULK_ITEMS ?? 5_000)) },
    test: { ...config.test, include: ["bench/bulk/**/*.bench-test.ts"], testTimeout: 600_000 },
  };
});
