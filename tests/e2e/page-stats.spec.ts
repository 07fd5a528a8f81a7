import { expect, type Page, test } from "@playwright/test";
import type { ItemStats } from "../../shared/page-stats";
import { collectErrors, generateItem, shareOrPublishItem, waitForHydration } from "./helpers";

/**
 * Owners' page statistics (docs/analytics.md, "Page statistics") end to end: a stranger reads a
 * published page in a browser of their own, the real tracker, ingest, queue and consumer count it,
 * and the owner sees it in the link manager; the owner's own visit is not counted.
 */

const brief = {
  template: "landing-page",
  locale: "en",
  inputs: {
    product: "Brook bottle",
    audience: "busy nurses on long shifts",
    keyPoints: "glows when you should drink\ncold for 24 hours",
    tone: "friendly",
    callToAction: "Pre-order Brook",
  },
};

/** Opens a page and waits until the tracker's page view has been accepted by the ingest. */
async function readPage(page: Page, url: string) {
  const logged = page.waitForResponse(
    (response) => response.url().endsWith("/api/log") && response.request().method() === "POST",
  );
  await page.goto(url);
  await waitForHydration(page);
  expect((await logged).status()).toBe(204);
}

test("a stranger's visit is counted for the owner, who sees it in the link manager", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  const itemId = await generateItem(page.request, baseURL ?? "", brief);
  const published = await shareOrPublishItem(page.request, baseURL ?? "", itemId, "publication");
  await shareOrPublishItem(page.request, baseURL ?? "", itemId, "share");

  // The owner looks at their own page first: that visit is left out.
  await readPage(page, published.url);

  const stranger = await browser.newContext({ userAgent: test.info().project.use.userAgent, locale: "ja-JP" });
  const strangerPage = await stranger.newPage();
  await readPage(strangerPage, published.url);
  await stranger.close();

  // The queue consumer counts within a second or two.
  const stats = async () => (await (await page.request.get(`/api/items/${itemId}/stats`)).json()) as ItemStats;
  await expect.poll(async () => (await stats()).page.views, { timeout: 20_000 }).toBe(1);
  const counted = await stats();
  expect(counted.page).toMatchObject({ views: 1, visitors: 1, byLanguage: [{ language: "ja", views: 1 }] });

  await page.goto("/history?shared=1");
  await waitForHydration(page);
  const entry = page.locator(`[data-item="${itemId}"]`);
  const toggle = entry.getByRole("button", { name: "Statistics" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const panel = entry.getByRole("region", { name: "Views and readers" });
  const pageStats = panel.locator(".stats-link").filter({ has: page.getByRole("heading", { name: "Published page" }) });
  await expect(pageStats.locator("dt", { hasText: "Views" }).locator("+ dd")).toHaveText("1");
  await expect(pageStats.locator("dt", { hasText: "Visitors" }).locator("+ dd")).toHaveText("1");
  await expect(pageStats.getByRole("img", { name: /Views per day from .* 1 view in all/ })).toBeVisible();
  await expect(pageStats.getByRole("listitem").filter({ hasText: "Japanese" })).toContainText("1");
  // The share link was not read: its section says so.
  const shareStats = panel.locator(".stats-link").filter({ has: page.getByRole("heading", { name: "Share link" }) });
  await expect(shareStats).toContainText("No views in this period yet.");
  // Another range loads again.
  await panel.getByRole("button", { name: "7 days" }).click();
  await expect(panel.getByRole("button", { name: "7 days" })).toHaveAttribute("aria-pressed", "true");
  await expect(pageStats.locator("dt", { hasText: "Views" }).locator("+ dd")).toHaveText("1");
  expect(errors).toEqual([]);

  // What owners see, in three languages, on a desktop and a phone.
  for (const locale of ["", "/ja", "/de"]) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${locale}/history?shared=1`);
      await waitForHydration(page);
      const item = page.locator(`[data-item="${itemId}"]`);
      await item.locator(".stats-toggle > button").click();
      await expect(item.locator(".stats-figures").first()).toBeVisible();
      await item.scrollIntoViewIfNeeded();
      await item.screenshot({ path: test.info().outputPath(`stats${locale.replace("/", "-") || "-en"}-${width}.png`) });
    }
  }
});
