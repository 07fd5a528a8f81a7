// The browser suite drives Debian's Chromium (`npx playwright install` cannot download here).
// Installs it with apt-get when it is missing and we are root (CI); otherwise says what to do.
import { existsSync } from "node:fs";
import { run } from "./lib/process.mjs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

if (!existsSync(chromium)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium not found at ${chromium}. Install it with: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the browser tests…");
  const quiet = { env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } };
  await run("apt-get", ["update", "-qq"], quiet);
  await run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium"], quiet);
}
