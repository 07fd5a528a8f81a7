import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, expect, type Page, type Request, test } from "@playwright/test";
import { FAST_PORT } from "../../playwright.config";
import type { Locale } from "../../shared/locales";
import { collectErrors, fillLandingBrief, waitForHydration } from "./helpers";

/**
 * The studio works like the writing tools people know (docs/product.md, "The studio"): the text is
 * edited in place and saved as a version of its own, every version is listed and any two compared,
 * a changed brief branches instead of replacing, and tabs of one browser share one truth.
 */

type Words = {
  studio: Record<string, string> & { made: Record<string, string>; chat: Record<string, string> };
  generate: Record<string, string> & { chip: Record<string, string> };
};
const words = (locale: Locale) => JSON.parse(readFileSync(`locales/${locale}/ui.json`, "utf8")) as Words;
/** A message with its {{placeholders}} filled. */
const fill = (message: string | undefined, values: Record<string, string | number>) =>
  (message ?? "").replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

type ServerItem = {
  inputs: Record<string, string>;
  revisions: Array<{ number: number; content: string; status: string; edited: boolean; briefChanged: boolean }>;
};
const serverItem = (page: Page, id: string): Promise<ServerItem> =>
  page.evaluate(async (itemId) => (await (await fetch(`/api/items/${itemId}`)).json()) as ServerItem, id);

const prefixOf = (locale: Locale) => (locale === "en" ? "" : `/${locale}`);
const draftOf = (page: Page) => new URL(page.url()).searchParams.get("draft") ?? "";

/** Each test comes from an address of its own, so the per-address rate limit measures one test. */
test.beforeEach(async ({ context }, testInfo) => {
  let hash = testInfo.retry * 89;
  for (const char of testInfo.title) hash = (hash * 31 + char.charCodeAt(0)) % 65_521;
  await context.setExtraHTTPHeaders({ "cf-connecting-ip": `198.18.${hash % 250}.${(hash % 200) + 1}` });
});

async function firstDraft(page: Page, locale: Locale): Promise<string> {
  await page.goto(`${prefixOf(locale)}/generate/landing-page`);
  await waitForHydration(page);
  await fillLandingBrief(page, { keyPoints: "glows when you should drink\ncold for 24 hours" });
  await page.locator(".brief-form button[type=submit]").click();
  await expect(page).toHaveURL(/\?draft=[A-Za-z0-9_-]+$/);
  await expect(page.locator(".output-actions")).toBeVisible({ timeout: 15_000 });
  return draftOf(page);
}

/** The part of the screen a step is about, for a person to look at (test-results/studio/). */
const shot = (page: Page, name: string, part = ".result-column") =>
  page.locator(part).screenshot({ path: `test-results/studio/${name}.png` });

for (const locale of ["en", "ja", "de"] as const) {
  for (const phone of [false, true]) {
    const size = phone ? "390" : "1280";
    test.describe(`${locale} at ${size} px`, () => {
      test.use({ baseURL: `http://127.0.0.1:${FAST_PORT}` });

      test("edit by hand, list and compare versions, branch on a changed brief, Back to the old draft, New draft", async ({
        page,
      }) => {
        // One walk through the whole studio: longer than a single step's test.
        test.setTimeout(120_000);
        if (phone) await page.setViewportSize({ width: 390, height: 844 });
        else await page.setViewportSize({ width: 1280, height: 800 });
        const errors = collectErrors(page);
        const s = words(locale).studio;
        const g = words(locale).generate;
        const id = await firstDraft(page, locale);
        const first = (await serverItem(page, id)).revisions[0]?.content ?? "";

        // Edit in place: the editor loads on demand, the preview follows the text.
        await page.getByRole("button", { name: s.edit, exact: true }).click();
        const box = page.getByLabel(s.markdown ?? "");
        await expect(box).toHaveValue(first);
        const added = "\n\n## Handmade heading\n\nA line written by hand, **bold** and all.";
        await box.fill(`${first.replace(/^# .*$/m, "# A title of my own")}${added}`);
        if (phone) await page.locator(".editor-view-toggle").click();
        await expect(page.locator(".editor-preview h2", { hasText: "Handmade heading" })).toBeVisible();
        if (phone) await page.locator(".editor-view-toggle").click();
        await expect(page.locator(".editor-state")).toHaveText(s.unsaved ?? "");
        await shot(page, `${locale}-${size}-editor`);

        // Unsaved edits survive a reload: the editor opens with them again.
        await page.reload();
        await waitForHydration(page);
        await expect(page.getByLabel(s.markdown ?? "")).toHaveValue(/Handmade heading/);
        await expect(page.locator(".text-editor .notice").first()).toHaveText(s.keptEdits ?? "");
        await page.getByRole("button", { name: s.save, exact: true }).click();
        await expect(page.getByText(fill(g.revisionOf, { number: 2, total: 2 }))).toBeVisible();
        const edited = await serverItem(page, id);
        expect(edited.revisions).toHaveLength(2);
        expect(edited.revisions[1]).toMatchObject({ edited: true, status: "complete" });
        expect(edited.revisions[1]?.content).toContain("A line written by hand");
        // The chat tells it too.
        await expect(page.locator(".chat-turn").last()).toContainText(fill(s.saved, { number: 2 }));

        // A restore is a version of its own, in the list and in the chat.
        await page.locator(".version-switch button").first().click();
        await page.locator(".version-list li[data-version='1'] .version-entry").click();
        await page.getByRole("button", { name: g.restore, exact: true }).click();
        await expect(page.getByText(fill(g.revisionOf, { number: 3, total: 3 }))).toBeVisible();
        const restoreTurn = page.locator(".chat-turn").last();
        await expect(restoreTurn).toContainText(fill(s.chat.restore, { number: 1 }));
        await expect(restoreTurn).toContainText(fill(s.chat.restored, { number: 3, from: 1 }));
        const list = page.locator(".version-list li");
        await expect(list).toHaveCount(3);
        await expect(list.nth(0)).toContainText(fill(s.made.restored, { number: 1 }));
        await expect(list.nth(1)).toContainText(s.made.edited ?? "");
        await expect(list.nth(2)).toContainText(s.made.brief ?? "");
        await expect(list.nth(2).locator("time")).toBeVisible();

        // Compare any two: version 2 (the edit) with version 3 on screen, rendered, marked.
        await list
          .nth(1)
          .getByRole("button", { name: fill(s.compareWith, { number: 3 }) })
          .click();
        const diff = page.getByTestId("version-diff");
        await expect(diff).toContainText(fill(g.compareTitle, { from: 2, to: 3 }));
        await expect(diff.locator(".diff-text del", { hasText: "written by hand" })).toBeVisible();
        await expect(diff.locator(".diff-text h2 del", { hasText: "Handmade heading" })).toHaveCount(1);
        await expect(diff.locator(".diff-text")).not.toContainText("## ");
        await expect(diff.locator(".diff-text ins").first()).toBeVisible();
        await shot(page, `${locale}-${size}-versions`);

        // A changed brief offers a new version of this draft (the default) or a new draft.
        await page.locator('[name="product"]').fill("Lumen lantern");
        await page.locator(".brief-form button[type=submit]").click();
        const choice = page.locator(".branch-choice");
        await expect(choice).toBeVisible();
        await expect(choice.getByRole("button", { name: s.asNewVersion, exact: true })).toBeFocused();
        await shot(page, `${locale}-${size}-branch`, ".brief-panel");
        await choice.getByRole("button", { name: s.asNewVersion, exact: true }).click();
        await expect(page.getByText(fill(g.revisionOf, { number: 4, total: 4 }))).toBeVisible();
        await expect(page.locator(".output-actions")).toBeVisible();
        expect(draftOf(page)).toBe(id);
        const branched = await serverItem(page, id);
        expect(branched.revisions[3]).toMatchObject({ briefChanged: true });
        expect(branched.revisions[3]?.content).toContain("Lumen lantern");
        expect(branched.inputs.product).toBe("Lumen lantern");
        await expect(list.nth(0)).toContainText(s.made.newBrief ?? "");

        // …and as a new draft: a new address; Back returns to the draft as it was.
        await page.locator('[name="product"]').fill("Pebble speaker");
        await page.locator(".brief-form button[type=submit]").click();
        await choice.getByRole("button", { name: s.asNewDraft, exact: true }).click();
        await expect.poll(() => draftOf(page)).not.toBe(id);
        await expect(page.locator(".output-actions")).toBeVisible({ timeout: 15_000 });
        const second = draftOf(page);
        await expect(page.getByTestId("output")).toContainText("Pebble speaker");
        await page.goBack();
        await expect.poll(() => draftOf(page)).toBe(id);
        await expect(page.getByTestId("output")).toContainText("Lumen lantern");
        await expect(page.getByText(fill(g.revisionOf, { number: 4, total: 4 }))).toBeVisible();
        expect((await serverItem(page, second)).revisions).toHaveLength(1);

        // New draft: an empty result beside the same brief; Back brings the draft back.
        await page.getByRole("button", { name: g.newDraft, exact: true }).click();
        await expect(page).toHaveURL(/\/generate\/landing-page$/);
        await expect(page.getByTestId("output")).toContainText(g.outputEmpty ?? "");
        await page.goBack();
        await expect.poll(() => draftOf(page)).toBe(id);
        await expect(page.getByTestId("output")).toContainText("Lumen lantern");
        expect(errors).toEqual([]);
      });
    });
  }
}

test.describe("a selected passage", () => {
  test.use({ baseURL: `http://127.0.0.1:${FAST_PORT}` });

  /** A passage refinement (docs/api.md, "Refining a passage"), through the editor's selection tools. */
  test("selecting text in the editor refines just that passage of the version it names", async ({ page }) => {
    const s = words("en").studio;
    const sent: Array<Record<string, unknown>> = [];
    page.on("request", (request: Request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/generations")
        sent.push(JSON.parse(request.postData() ?? "{}") as Record<string, unknown>);
    });
    const id = await firstDraft(page, "en");
    const text = (await serverItem(page, id)).revisions[0]?.content ?? "";
    await page.getByRole("button", { name: s.edit, exact: true }).click();
    const box = page.getByLabel(s.markdown ?? "");
    await expect(box).toHaveValue(text);
    // The closing line before the call to action: the offline writer's first "Shorter" drops it
    // (docs/writer.md), so refining just that passage changes the text there and nowhere else.
    const blocks = text.split("\n\n");
    const paragraph = blocks.at(-2) ?? "";
    expect(paragraph).not.toMatch(/^[#\-*>\d]/);
    const start = text.indexOf(paragraph);
    const end = start + paragraph.length;
    await box.evaluate(
      (element: HTMLTextAreaElement, [from, to]) => {
        element.focus();
        element.setSelectionRange(from, to);
      },
      [start, end] as const,
    );
    // A key that moves nothing, as a visitor's Shift after selecting with the keyboard.
    await box.press("Shift");
    const tools = page.locator(".passage-tools");
    await expect(tools).toBeVisible();
    await tools.getByRole("button", { name: words("en").generate.chip.shorter, exact: true }).click();
    await expect.poll(() => sent.length).toBe(2);
    expect(sent[1]).toMatchObject({ itemId: id, basedOn: 1, refinement: { kind: "shorter" }, passage: { start, end } });
    // The result: a new version that keeps everything outside the passage.
    await expect(page.getByText("Version 2 of 2")).toBeVisible();
    await expect(page.locator(".output-actions")).toBeVisible();
    const after = (await serverItem(page, id)).revisions[1]?.content ?? "";
    expect(after.startsWith(text.slice(0, start))).toBe(true);
    expect(after.endsWith(text.slice(end))).toBe(true);
  });
});

/** Two tabs of one browser on one draft. */
async function twoTabs(context: BrowserContext, page: Page) {
  const id = await firstDraft(page, "en");
  const other = await context.newPage();
  await other.goto(page.url());
  await waitForHydration(other);
  await expect(other.locator(".output-actions")).toBeVisible();
  return { id, other };
}

test.describe("one truth across tabs", () => {
  test.use({ baseURL: `http://127.0.0.1:${FAST_PORT}` });

  test("the second tab sees the first's versions; a stale refinement gets the conflict message and the newest", async ({
    page,
    context,
  }) => {
    const errors = collectErrors(page);
    const g = words("en").generate;
    const { id, other } = await twoTabs(context, page);
    const otherErrors = collectErrors(other);

    // A refinement in the first tab appears in the second without a reload.
    await page.getByRole("button", { name: g.chip.shorter, exact: true }).click();
    await expect(page.getByText("Version 2 of 2")).toBeVisible();
    await expect(other.getByText("Version 2 of 2")).toBeVisible();
    // So does a hand edit.
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    await page.getByLabel("Text (Markdown)").fill("# Tab one\n\nWritten in the first tab.");
    await page.getByRole("button", { name: "Save as a new version", exact: true }).click();
    await expect(other.getByText("Version 3 of 3")).toBeVisible();
    await expect(other.getByTestId("output")).toContainText("Written in the first tab.");

    // A version the second tab never heard of (another device): its refinement is refused, and
    // the screen shows the newest and says why.
    const response = await context.request.post(`/api/items/${id}/revisions`, {
      headers: { origin: new URL(page.url()).origin, "content-type": "application/json" },
      data: JSON.stringify({ text: "# Another device\n\nWritten elsewhere.", basedOn: 3 }),
    });
    expect(response.status()).toBe(201);
    await other.getByRole("button", { name: g.chip.longer, exact: true }).click();
    await expect(other.locator(".toast-title", { hasText: g.versionConflict })).toBeVisible();
    await expect(other.getByText("Version 4 of 4")).toBeVisible();
    await expect(other.getByTestId("output")).toContainText("Written elsewhere.");
    expect((await serverItem(page, id)).revisions).toHaveLength(4);
    // The refused refinement is logged by the API client; nothing else went wrong.
    expect([...errors, ...otherErrors].filter((error) => !/\b409\b/.test(error))).toEqual([]);
  });
});

test("two tabs asking at once: the server writes one version at a time", async ({ page, context }) => {
  // The builtin writer takes about 4 s a text on this server: time for the second tab to ask.
  const g = words("en").generate;
  const { id, other } = await twoTabs(context, page);
  await page.getByRole("button", { name: g.chip.shorter, exact: true }).click();
  await expect(page.locator(".stream-bar")).toBeVisible();
  // The second tab hears of it and follows it, so its buttons wait…
  await expect(other.locator(".stream-bar")).toBeVisible();
  // …and a request sent anyway (a tab that missed the news) is refused.
  const refused = await other.evaluate(
    async ([itemId]) =>
      (
        await fetch("/api/generations", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ template: "landing-page", locale: "en", itemId, refinement: { kind: "longer" } }),
        })
      ).status,
    [id],
  );
  expect(refused).toBe(409);
  const streaming = (await serverItem(page, id)).revisions.filter((r) => r.status === "streaming");
  expect(streaming.length).toBeLessThanOrEqual(1);
  await expect(page.locator(".output-actions")).toBeVisible({ timeout: 15_000 });
  await expect(other.locator(".output-actions")).toBeVisible({ timeout: 15_000 });
  const item = await serverItem(page, id);
  expect(item.revisions).toHaveLength(2);
  expect(await other.getByTestId("output").innerText()).toBe(await page.getByTestId("output").innerText());
});

test.describe("accessibility of the studio's parts", () => {
  test.use({ baseURL: `http://127.0.0.1:${FAST_PORT}` });

  for (const colorScheme of ["light", "dark"] as const) {
    test(`the version list, a comparison, the editor and the branch choice in ${colorScheme} mode have no serious or critical violations`, async ({
      page,
    }) => {
      // Three axe runs over a long page.
      test.setTimeout(120_000);
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      const blocking = async () =>
        (await new AxeBuilder({ page }).analyze()).violations
          .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
      await firstDraft(page, "en");
      await page.getByRole("button", { name: "Shorter", exact: true }).click();
      await expect(page.getByText("Version 2 of 2")).toBeVisible();
      await expect(page.locator(".output-actions")).toBeVisible();
      await page.getByRole("button", { name: "Versions (2)" }).click();
      await page.getByRole("button", { name: "Compare with version 2" }).click();
      await expect(page.getByTestId("version-diff").locator(".diff-text")).toBeVisible();
      expect(await blocking()).toEqual([]);
      await page.getByRole("button", { name: "Hide changes" }).click();
      await page.getByRole("button", { name: "Edit", exact: true }).click();
      await page.getByLabel("Text (Markdown)").fill("# Mine\n\nA passage to pick.");
      await page
        .getByLabel("Text (Markdown)")
        .evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(9, 18));
      await page.getByLabel("Text (Markdown)").press("Shift");
      await expect(page.locator(".passage-tools")).toBeVisible();
      expect(await blocking()).toEqual([]);
      await page.getByRole("button", { name: "Save as a new version", exact: true }).click();
      await page.locator('[name="product"]').fill("Lumen lantern");
      await page.locator(".brief-form button[type=submit]").click();
      await expect(page.locator(".branch-choice")).toBeVisible();
      expect(await blocking()).toEqual([]);
    });
  }
});
