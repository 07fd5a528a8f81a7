import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { collectErrors, generateItem, waitForHydration } from "./helpers";

/**
 * A page in several languages (docs/api.md, "A page in several languages"): the owner publishes
 * the English page, adds its Japanese translation from the publish dialog, and a stranger reads
 * the Japanese page and moves to the English one with the page's own language links.
 */

const brief = {
  template: "landing-page",
  locale: "en",
  inputs: { product: "Cedar kettle", audience: "tea lovers", keyPoints: "boils in two minutes", tone: "friendly" },
};

test("publishing a second language, and reading it as a stranger", async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? "";
  const errors = collectErrors(page);
  const itemId = await generateItem(page.request, origin, brief);
  await page.goto(`/generate/landing-page?draft=${itemId}`);
  await waitForHydration(page);
  const slug = `cedar-${Date.now().toString(36)}`;
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  let dialog = page.getByRole("dialog");
  await dialog.getByLabel("Page address").fill(slug);
  await dialog.getByRole("button", { name: "Publish" }).click();
  // A page in one language: its only language is listed, and there is none to add yet.
  await expect(dialog.getByRole("region", { name: "Languages of this page" })).toContainText(
    "make a version of the draft in it",
  );
  await dialog.getByRole("button", { name: "Done" }).click();

  // Version 2: the Japanese translation, written by the offline writer.
  const translated = await page.request.post("/api/generations", {
    headers: { origin: new URL(origin).origin, "content-type": "application/json" },
    data: JSON.stringify({ ...brief, itemId, refinement: { kind: "translate", locale: "ja" } }),
  });
  expect(await translated.text()).toMatch(/^event: done$/m);

  await page.getByRole("button", { name: "Published", exact: true }).click();
  dialog = page.getByRole("dialog");
  const languages = dialog.getByRole("region", { name: "Languages of this page" });
  await expect(languages.getByRole("listitem")).toHaveText([/English — version \d+ \(main language\)/]);
  const add = languages.getByLabel("Add a language");
  await expect(add.locator("option", { hasText: "日本語 — version 2 (translation)" })).toHaveCount(1);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: "test-results/page-languages-dialog-before.png" });
  await add.selectOption({ label: "日本語 — version 2 (translation)" });
  await languages.getByRole("button", { name: "Add to the page" }).click();
  await expect(page.getByText("The page is now also in 日本語", { exact: true })).toBeVisible();
  await expect(languages.getByRole("listitem")).toHaveCount(2);
  await expect(languages.getByRole("listitem").nth(1)).toContainText("日本語 — version 2");
  await expect(languages.getByRole("button", { name: "Remove 日本語" })).toBeVisible();
  await page.screenshot({ path: "test-results/page-languages-dialog.png" });
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // A stranger whose browser speaks Japanese opens the Japanese page.
  const context = await browser.newContext({ locale: "ja", extraHTTPHeaders: { "accept-language": "ja" } });
  const stranger = await context.newPage();
  const response = await stranger.goto(`/ja/p/${slug}`);
  expect(response?.status()).toBe(200);
  await expect(stranger.locator("html")).toHaveAttribute("lang", "ja");
  const nav = stranger.getByRole("navigation", { name: "このページの言語" });
  await expect(nav.getByRole("link")).toHaveText(["English", "日本語"]);
  await expect(nav.getByRole("link", { name: "日本語" })).toHaveAttribute("aria-current", "true");
  for (const [width, height, name] of [
    [1280, 800, "desktop"],
    [390, 844, "phone"],
  ] as const) {
    await stranger.setViewportSize({ width, height });
    await stranger.screenshot({ path: `test-results/page-languages-ja-${name}.png` });
  }
  const pageAxe = await new AxeBuilder({ page: stranger }).analyze();
  expect(pageAxe.violations.map((violation) => violation.id)).toEqual([]);

  await nav.getByRole("link", { name: "English" }).click();
  await expect(stranger).toHaveURL(new RegExp(`/p/${slug}$`));
  await expect(stranger.locator("html")).toHaveAttribute("lang", "en");
  await expect(stranger.getByRole("heading", { level: 1 })).toHaveText("Cedar kettle");
  // German is no language of the page: its prefix leads to the main one.
  await stranger.goto(`/de/p/${slug}`);
  await expect(stranger).toHaveURL(new RegExp(`/p/${slug}$`));
  await context.close();
  expect(errors).toEqual([]);
});
