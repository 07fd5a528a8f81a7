/** Replaced at build time by vite.config.ts (and vitest.config.ts) with the build id. */
declare const __BUILD_ID__: string;
