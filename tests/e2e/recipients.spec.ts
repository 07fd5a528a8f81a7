import { type Browser, expect, type Page, test } from "@playwright/test";
import { fillLandingBrief, waitForHydration } from "./helpers";

/**
 * What a stranger gets from a link (docs/api.md, "Sharing and publishing"): links copied on a
 * Japanese or German screen open in that language around the text, a published landing page's
 * button goes where its owner said, and a page keeps its own title whatever the draft is called.
 */

async function generateLanding(page: Page, path: string, extra: Record<string, string> = {}) {
  await page.goto(path);
  await waitForHydration(page);
  await fillLandingBrief(page, { product: extra.product ?? "Brook bottle" });
  for (const [name, value] of Object.entries(extra)) {
    if (name !== "product") await page.locator(`[name="${name}"]`).fill(value);
  }
  await page.locator('button[type="submit"]').first().click();
  await expect(page.locator(".output-actions")).toBeVisible({ timeout: 20_000 });
}

async function openAsStranger(browser: Browser, url: string) {
  const stranger = await browser.newContext();
  const page = await stranger.newPage();
  await page.goto(url);
  return { stranger, page };
}

const cases = [
  { locale: "ja", sharedLead: "この文章はあなたに共有されたものです", publish: "公開", openPage: "ページを開く" },
  {
    locale: "de",
    sharedLead: "Jemand hat diesen Text mit Ihnen geteilt",
    publish: "Veröffentlichen",
    openPage: "Seite öffnen",
  },
] as const;

for (const { locale, sharedLead, publish } of cases) {
  test(`share and page links copied on /${locale} open in ${locale} for a stranger`, async ({ page, browser }) => {
    // A text, the share sheet, the publish dialog and two strangers: past 30 s on a busy machine.
    test.setTimeout(45_000);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await generateLanding(page, `/${locale}/generate/landing-page`);

    // The clipboard outlives a test: empty it so only this screen's copy can be read.
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
    await page.evaluate(() => navigator.clipboard.writeText(""));
    await page.locator(".item-actions button").first().click();
    // The share sheet: "Create link" is its primary button.
    await page.getByRole("dialog").locator("button.primary").click();
    await expect.poll(clipboard).toMatch(/\/share\//);
    const shareUrl = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(shareUrl).pathname).toMatch(new RegExp(`^/${locale}/share/[A-Za-z0-9_-]{16}$`));

    const shared = await openAsStranger(browser, shareUrl);
    await expect(shared.page.locator("html")).toHaveAttribute("lang", locale);
    await expect(shared.page.getByText(sharedLead)).toBeVisible();
    await expect(shared.page.locator(".site-header")).toHaveCount(0);
    await shared.stranger.close();

    await page.getByRole("button", { name: publish, exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.locator('button[type="submit"]').click();
    const address = dialog.locator(".published-address a");
    await expect(address).toBeVisible();
    await page.evaluate(() => navigator.clipboard.writeText(""));
    await dialog.locator("button.primary").click();
    await expect.poll(clipboard).toMatch(/\/p\//);
    const pageUrl = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(pageUrl).pathname).toMatch(new RegExp(`^/${locale}/p/`));
    expect(await address.getAttribute("href")).toBe(pageUrl);
    await expect(dialog.locator("textarea")).toHaveValue(new RegExp(`<iframe src="${pageUrl}"`));

    const published = await openAsStranger(browser, pageUrl);
    await expect(published.page.locator("html")).toHaveAttribute("lang", locale);
    await expect(published.page.locator('link[rel="canonical"]')).toHaveAttribute("href", pageUrl);
    await expect(published.page.getByRole("heading", { level: 1 })).toHaveText("Brook bottle");
    await published.stranger.close();
  });
}

test("a published landing page's button goes to the address in its brief", async ({ page, browser, baseURL }) => {
  const target = `${baseURL}/templates?from=cta`;
  await generateLanding(page, "/generate/landing-page", { callToAction: "Pre-order Brook", ctaUrl: target });
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Publish" }).click();
  const pageUrl = await dialog.locator(".published-address a").getAttribute("href");

  const { stranger, page: visitor } = await openAsStranger(browser, pageUrl ?? "");
  const button = visitor.getByRole("link", { name: "Pre-order Brook" }).first();
  await expect(button).toHaveAttribute("href", target);
  await button.click();
  await expect(visitor).toHaveURL(target);
  await stranger.close();
});

test("a brief's button link must be a web address", async ({ page }) => {
  await page.goto("/generate/landing-page");
  await waitForHydration(page);
  await fillLandingBrief(page);
  await page.locator('[name="ctaUrl"]').fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Generate" }).click();
  await expect(page.getByText("Please enter a full web address starting with https://.")).toBeVisible();
  await expect(page.locator(".output-actions")).toHaveCount(0);
});

test("a page keeps its own title and og:title after the draft is renamed", async ({ page, browser }) => {
  await generateLanding(page, "/generate/landing-page");
  const draftUrl = page.url();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Page title")).toHaveValue("Brook bottle");
  await dialog.getByLabel("Page title").fill("Brook: drink on time");
  await dialog.getByRole("button", { name: "Publish" }).click();
  const pageUrl = (await dialog.locator(".published-address a").getAttribute("href")) ?? "";
  await dialog.getByRole("button", { name: "Done" }).click();

  await page.goto("/history");
  await waitForHydration(page);
  const entry = page.locator(".history-entry").first();
  await entry.getByRole("button", { name: "Rename" }).click();
  await entry.getByLabel("New title").fill("Internal: Q3 bottle test");
  await entry.getByRole("button", { name: "Save" }).click();
  await expect(entry.getByRole("heading", { level: 2 })).toHaveText("Internal: Q3 bottle test");

  const { stranger, page: visitor } = await openAsStranger(browser, pageUrl);
  await expect(visitor).toHaveTitle("Brook: drink on time");
  await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute("content", "Brook: drink on time");
  await stranger.close();

  // Republishing from the editor keeps the page's own title, not the draft's new name.
  await page.goto(draftUrl);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Published", exact: true }).click();
  await expect(page.getByRole("dialog").getByLabel("Page title")).toHaveValue("Brook: drink on time");
});

test("the history's link manager lists shared and published drafts with their actions", async ({ page }) => {
  await generateLanding(page, "/generate/landing-page", { product: "Larch lamp" });
  await page.getByRole("button", { name: "Share", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Create link" }).click();
  await expect(page.getByRole("button", { name: "Copy share link" })).toBeVisible();
  await page.goto("/history?shared=1");
  await waitForHydration(page);
  await expect(page.getByRole("link", { name: "Shared and published" })).toHaveAttribute("aria-current", "page");
  const entry = page.locator(".history-entry", { hasText: /Larch lamp/i }).first();
  await expect(entry.getByRole("link", { name: /Open shared view/ })).toHaveAttribute("href", /\/share\//);
  await expect(entry.getByRole("button", { name: "Copy share link" })).toBeVisible();
  await entry.getByRole("button", { name: "Stop sharing" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Stop sharing" }).click();
  await expect(page.locator(".toast-title", { hasText: "Sharing stopped" })).toBeVisible();

  await page.goto(`/history?q=${encodeURIComponent("larch")}`);
  await expect(page.locator(".history-entry mark").first()).toHaveText(/larch/i);
});
