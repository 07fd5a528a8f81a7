import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { collectErrors, generateItem, shareOrPublishItem, waitForHydration } from "./helpers";

/**
 * "Your data" on the history (docs/api.md, "History"): a visitor downloads everything this browser
 * made as one JSON file, then deletes all of it in one confirmed step, after which its share links
 * and pages are gone for everyone. Another visitor's drafts are untouched.
 */

const cases = [
  {
    locale: "en",
    prefix: "",
    phone: false,
    download: "Download all my data",
    deleteAll: "Delete all my data",
    confirm: "Delete everything",
    deleted: "2 drafts deleted",
    empty: "Nothing here yet",
  },
  {
    locale: "ko",
    prefix: "/ko",
    phone: true,
    download: "내 데이터 모두 다운로드",
    deleteAll: "내 데이터 모두 삭제",
    confirm: "모두 삭제",
    deleted: "초안 2개를 삭제했습니다",
    empty: null,
  },
] as const;

const brief = {
  product: "Larch lamp",
  audience: "night-shift readers",
  keyPoints: "warm light that does not wake others\nruns a week on one charge",
  callToAction: "Order now",
  tone: "friendly",
};

for (const { locale, prefix, phone, download, deleteAll, confirm, deleted, empty } of cases) {
  test(`${prefix || "/"}${phone ? " at phone width" : ""}: download all, then delete all`, async ({
    page,
    browser,
    baseURL,
  }) => {
    if (phone) await page.setViewportSize({ width: 390, height: 844 });
    const errors = collectErrors(page);
    const origin = baseURL ?? "";
    // page.request shares the page's cookies: these drafts belong to this browser.
    const kept = await generateItem(page.request, origin, { template: "landing-page", locale, inputs: brief });
    const shared = await generateItem(page.request, origin, {
      template: "landing-page",
      locale,
      inputs: { ...brief, product: "Birch bench" },
    });
    const share = await shareOrPublishItem(page.request, origin, shared, "share");

    // Someone else's draft, to show that "all" means this browser's.
    const other = await browser.newContext();
    const otherItem = await generateItem(other.request, origin, { template: "landing-page", locale, inputs: brief });

    await page.goto(`${prefix}/history`);
    await waitForHydration(page);
    await expect(page.locator(".history-entry")).toHaveCount(2);

    const [file] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: download }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/\.json$/);
    const exported = JSON.parse(await readFile((await file.path()) ?? "", "utf8")) as {
      items: Array<{
        id: string;
        inputs: Record<string, string>;
        revisions: Array<{ content: string }>;
        share: unknown;
      }>;
    };
    expect(exported.items.map((item) => item.id).sort()).toEqual([kept, shared].sort());
    const sharedItem = exported.items.find((item) => item.id === shared);
    expect(sharedItem?.inputs.product).toBe("Birch bench");
    expect(sharedItem?.revisions[0]?.content).toContain("Birch bench");
    expect(sharedItem?.share).toMatchObject({ slug: share.slug });

    // Cancelling the confirmation deletes nothing.
    await page.getByRole("button", { name: deleteAll }).click();
    await page.getByRole("alertdialog").press("Escape");
    await expect(page.getByRole("alertdialog")).toBeHidden();
    await expect(page.locator(".history-entry")).toHaveCount(2);

    await page.getByRole("button", { name: deleteAll }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: confirm }).click();
    await expect(page.locator(".toast-title", { hasText: deleted })).toBeVisible();
    await expect(page.locator(".history-entry")).toHaveCount(0);
    if (empty) await expect(page.getByText(empty)).toBeVisible();

    // The share link answers 404 for anyone now; the other visitor's draft is still theirs.
    expect((await other.request.get(new URL(share.url).pathname)).status()).toBe(404);
    expect((await other.request.get(`/api/items/${otherItem}`)).status()).toBe(200);
    await other.close();
    expect(errors).toEqual([]);
  });
}
