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

/** Width and height from a PNG's IHDR chunk, after checking its signature. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const cards = [
  {
    locale: "en",
    title: "Brook: the bottle that reminds nurses to drink",
    description:
      "It glows when it is time to drink and keeps water cold for 24 hours, through the longest night shift.",
  },
  {
    locale: "ja",
    title: "夜勤の看護師に水分補給を思い出させるボトル",
    description: "飲む時間になると光り、24時間冷たさを保ちます。長い夜勤でも、水を飲むことを忘れません。",
  },
  {
    locale: "ko",
    title: "야간 근무 간호사에게 물 마실 때를 알려 주는 물병",
    description: "마실 시간이 되면 빛나고 24시간 동안 차갑게 유지됩니다. 긴 야간 근무에도 잊지 않게 해 줍니다.",
  },
  {
    locale: "zh",
    title: "提醒夜班护士按时喝水的智能水瓶",
    description: "到了喝水时间就会发光，24 小时保持冰凉，漫长的夜班也不会忘记补水。",
  },
  {
    locale: "de",
    title: "Brook: die Flasche, die Pflegekräfte ans Trinken erinnert",
    description:
      "Sie leuchtet, wenn es Zeit zum Trinken ist, und hält Wasser 24 Stunden lang kalt – auch in der längsten Nachtschicht.",
  },
];

test("a published page's og:image is its own 1200 × 630 card, in its language", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  for (const card of cards) {
    const itemId = await generateItem(page.request, baseURL ?? "", { ...brief, locale: card.locale });
    const response = await page.request.post(`/api/items/${itemId}/publication`, {
      headers: { origin: new URL(baseURL ?? "").origin, "content-type": "application/json" },
      data: JSON.stringify({ title: card.title, description: card.description }),
    });
    const published = (await response.json()) as { url: string; slug: string };
    await page.goto(published.url);
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(image).toMatch(new RegExp(`/p/${published.slug}/card\\.png\\?v=\\d+$`));
    expect(await page.locator('meta[name="twitter:image"]').getAttribute("content")).toBe(image);
    const fetched = await page.request.get(image ?? "");
    expect(fetched.status()).toBe(200);
    expect(fetched.headers()["content-type"]).toBe("image/png");
    const bytes = await fetched.body();
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    // Rendered, not Parla's stand-in card.
    expect(fetched.headers()["server-timing"]).toMatch(/card-(rendered|cache)/);
    await test.info().attach(`card-${card.locale}.png`, { body: bytes, contentType: "image/png" });
    const { writeFile } = await import("node:fs/promises");
    await writeFile(test.info().outputPath(`card-${card.locale}.png`), bytes);
  }
});
