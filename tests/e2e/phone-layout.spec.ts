import { expect, test } from "@playwright/test";
import { LOCALE_CODES } from "../../shared/locales";
import { fillLandingBrief, waitForHydration } from "./helpers";

/** At 390 px nothing is wider than the screen: not after a generation, not on the legal pages. */

test.use({ viewport: { width: 390, height: 844 } });

const LONG_TOKEN = `https://example.com/${"a1b2c3".repeat(20)}`;

async function pageWidth(page: import("@playwright/test").Page) {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

for (const locale of LOCALE_CODES) {
  const prefix = locale === "en" ? "" : `/${locale}`;
  test(`${prefix || "/"}: the generation screen fits 390 px after a generation with a long unbroken token`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/generate/landing-page`);
    await waitForHydration(page);
    await fillLandingBrief(page, { keyPoints: `glows when you should drink\n${LONG_TOKEN}` });
    await page.locator(".brief-form button[type=submit]").click();
    await expect(page.locator(".output-actions")).toBeVisible({ timeout: 15_000 });
    // Focus stays on the page, at the result, and the result is in view.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("output-title");
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  });
}

for (const path of ["/de/terms", "/nl/terms", "/de/privacy", "/fr/terms"]) {
  test(`${path} fits 390 px`, async ({ page }) => {
    await page.goto(path);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  });
}
