import { defineConfig } from "@playwright/test";

// The suite runs against the production build served by workerd (scripts/start.mjs), on its
// own port and its own local state so it never touches a developer's running site.
const PORT = Number(process.env.E2E_PORT ?? 8799);
/**
 * A second server whose offline writer streams at once, for the specs that write many versions
 * (tests/e2e/refinements.spec.ts): started after the first, from the build the first one made.
 */
export const FAST_PORT = PORT + 1;
const VISITOR_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

export default defineConfig({
  testDir: "./tests/e2e",
  timeout: 30_000,
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: [["list"]],
  outputDir: "test-results",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    headless: true,
    // Headless Chromium names itself "HeadlessChrome", which isbot rightly treats as a crawler
    // (no locale redirect, no error page). The suite plays a person, so it uses a desktop Chrome UA.
    userAgent: VISITOR_UA,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      // Debian's Chromium on a machine without internet: no background calls to Google's hosts.
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
      ],
    },
  },
  webServer: [
    {
      command: "node scripts/start.mjs",
      url: `http://127.0.0.1:${PORT}/healthz`,
      env: {
        PORT: String(PORT),
        PARLA_STATE_DIR: ".wrangler/e2e-state",
        PARLA_SKIP_BUILD: process.env.PARLA_SKIP_BUILD ?? "",
      },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node scripts/start.mjs",
      url: `http://127.0.0.1:${FAST_PORT}/healthz`,
      env: {
        PORT: String(FAST_PORT),
        PARLA_STATE_DIR: ".wrangler/e2e-fast-state",
        PARLA_SKIP_BUILD: "1",
        BUILTIN_STREAM_MS: "0",
      },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
