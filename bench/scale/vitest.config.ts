import { defineConfig } from "vitest/config";
import base from "../../vitest.config.ts";

// The scale bench (docs/performance.md, "Scale"), run by `npm run bench -- --only=scale` once per
// number of visitors (SCALE_VISITORS), each in a fresh workerd with its own local D1 and objects.
// Kept out of `npm test`: seeding a hundred thousand visitors takes many minutes.
export default defineConfig(async (env) => {
  const config = await base(env);
  return {
    ...config,
    define: { ...config.define, __SCALE_VISITORS__: JSON.stringify(Number(process.env.SCALE_VISITORS ?? 1_000)) },
    test: { ...config.test, include: ["bench/scale/**/*.bench-test.ts"], testTimeout: 7_200_000 },
  };
});
