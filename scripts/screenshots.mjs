// `npm run screenshots [-- /path ...]`: full-page screenshots of a running site (default
// http://127.0.0.1:8787, BASE_URL overrides) at desktop and phone width, light and dark, into
// test-results/screens/, for looking at the screens by eye.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const base = process.env.BASE_URL ?? "http://127.0.0.1:8787";
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["/", "/ja", "/de", "/zh", "/ko/templates", "/fr/nope", "/share/abcdefgh12", "/preview/abcdefgh12"];
const out = "test-results/screens";
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
  ],
});
for (const width of [1280, 390]) {
  for (const colorScheme of ["light", "dark"]) {
    const page = await browser.newPage({
      viewport: { width, height: width > 400 ? 900 : 844 },
      colorScheme,
      // Not "HeadlessChrome": isbot would treat us as a crawler and show no error pages.
      userAgent:
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
    });
    for (const path of paths) {
      await page.goto(base + path);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      const file = `${out}/${path.replaceAll("/", "_") || "_"}-${width}-${colorScheme}.png`;
      await page.screenshot({ path: file, fullPage: process.env.FULL_PAGE !== "0" });
      console.log(file);
    }
    await page.close();
  }
}
await browser.close();
