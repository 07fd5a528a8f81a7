import { readFileSync } from "node:fs";
import { expect, type Page, type Request, test } from "@playwright/test";
import { FAST_PORT } from "../../playwright.config";
import { LOCALE_CODES, type Locale } from "../../shared/locales";
import { fillLandingBrief, waitForHydration } from "./helpers";

/**
 * Every refinement control in every language (docs/api.md, "Refinements"): each button sends its
 * kind, never its label, and each answer is either a version that changed as the button says or
 * no version and a reply that says why. On the second server, whose offline writer streams at once.
 */
test.use({ baseURL: `http://127.0.0.1:${FAST_PORT}` });

/**
 * Each test writes about ten versions in seconds: it comes from an address of its own, as visitors
 * do, so the per-address rate limit (60 a minute) measures each test, not the whole file.
 */
test.beforeEach(async ({ context }, testInfo) => {
  let hash = testInfo.retry * 97;
  for (const char of testInfo.title) hash = (hash * 31 + char.charCodeAt(0)) % 65_521;
  await context.setExtraHTTPHeaders({ "cf-connecting-ip": `198.51.${100 + (hash % 50)}.${(hash % 250) + 1}` });
});

type Item = { revisions: Array<{ number: number; locale: string; content: string }> };

const ui = (locale: Locale) =>
  JSON.parse(readFileSync(`locales/${locale}/ui.json`, "utf8")) as {
    generate: { unchanged: Record<string, string> };
  };

const itemOf = (page: Page, id: string): Promise<Item> =>
  page.evaluate(async (itemId) => (await (await fetch(`/api/items/${itemId}`)).json()) as Item, id);

/** The bodies this page sends to POST /api/generations. */
function sentBodies(page: Page): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  page.on("request", (request: Request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/generations") {
      bodies.push(JSON.parse(request.postData() ?? "{}") as Record<string, unknown>);
    }
  });
  return bodies;
}

for (const locale of LOCALE_CODES) {
  test(`every refinement control works in ${locale}`, async ({ page }) => {
    const sent = sentBodies(page);
    const replies = ui(locale).generate.unchanged;
    await page.goto(`${locale === "en" ? "" : `/${locale}`}/generate/landing-page`);
    await waitForHydration(page);
    await fillLandingBrief(page, { keyPoints: "glows when you should drink\ncold for 24 hours" });
    await page.locator(".brief-form button[type=submit]").click();
    await expect(page).toHaveURL(/\?draft=[A-Za-z0-9_-]+$/);
    await expect(page.locator(".output-actions")).toBeVisible();
    const id = new URL(page.url()).searchParams.get("draft") ?? "";
    const turns = page.locator(".chat-turn");

    /**
     * Runs one control and returns the new version's text, or null when the writer answered that
     * nothing changed, in which case no version was stored and the reply is one of the reasons.
     */
    async function answerTo(act: () => Promise<void>): Promise<{ content: string; locale: string } | null> {
      const before = await itemOf(page, id);
      const count = await turns.count();
      await act();
      await expect(turns).toHaveCount(count + 1);
      const reply = turns.last().locator(".chat-message.from-parla").first();
      await expect(reply).toBeVisible();
      await expect(page.locator(".output-actions")).toBeVisible();
      const after = await itemOf(page, id);
      if (after.revisions.length === before.revisions.length) {
        expect(Object.values(replies)).toContain(
          await reply.textContent().then((text) => text?.replace(/^[^:]+: /, "")),
        );
        return null;
      }
      expect(after.revisions).toHaveLength(before.revisions.length + 1);
      const latest = after.revisions.at(-1);
      expect(latest?.content).not.toBe(before.revisions.at(-1)?.content);
      return latest ? { content: latest.content, locale: latest.locale } : null;
    }
    const previous = async () => (await itemOf(page, id)).revisions.at(-1)?.content ?? "";

    for (const kind of ["shorter", "longer", "formal", "playful"] as const) {
      const was = await previous();
      const version = await answerTo(() => page.locator(`.chat-suggestions [data-refinement="${kind}"]`).click());
      if (version && kind === "shorter") expect(version.content.length).toBeLessThan(was.length);
      if (version && kind === "longer") expect(version.content.length).toBeGreaterThan(was.length);
      expect(sent.at(-1)).toEqual(expect.objectContaining({ refinement: { kind } }));
    }

    const point = "Parking: 2 €";
    const pointed = await answerTo(async () => {
      await page.locator('[data-refinement="add-point"]').click();
      await page.locator(".chat-add input").fill(point);
      await page.locator(".chat-add button[type=submit]").click();
    });
    expect(pointed?.content).toContain(point);

    const title = "FAQ 2027";
    const sectioned = await answerTo(async () => {
      await page.locator('[data-refinement="add-section"]').click();
      await page.locator(".chat-add input").fill(title);
      await page.locator(".chat-add textarea").fill("Open 2027!");
      await page.locator(".chat-add button[type=submit]").click();
    });
    expect(sectioned?.content).toContain(`## ${title}\n\nOpen 2027!`);

    const target: Locale = locale === "ja" ? "ko" : "ja";
    const translated = await answerTo(async () => {
      await page.locator('summary[data-refinement="translate"]').click();
      await page.locator(`.chip-menu-list button[data-locale="${target}"]`).click();
    });
    expect(translated?.locale).toBe(target);
    // The visitor's own words stay as typed; the writer's own are now in the other language.
    expect(translated?.content).toContain(point);

    // A message in words: the offline writer says it does not read it, and offers to add it as typed.
    const words = "Pets welcome";
    const count = await turns.count();
    await page.locator(".chat-form textarea").fill(words);
    await page.locator(".chat-form textarea").press("Enter");
    await expect(turns).toHaveCount(count + 1);
    await expect(turns.last()).toContainText(replies.freeText ?? "");
    await turns.last().locator(".chat-reply-actions button").click();
    await expect(turns).toHaveCount(count + 2);
    await expect(page.getByTestId("output")).toContainText(words);

    // Every request named its change by kind; none sent a button's label as a message.
    for (const body of sent.slice(1)) {
      expect(body.refinement ?? body.instruction).toBeTruthy();
      if (body.instruction !== undefined) expect(body.instruction).toBe(words);
    }
  });
}

test("two tabs on one draft: a refinement from the tab that missed a version gets the conflict, and sees the newest", async ({
  page,
  context,
}) => {
  await page.goto("/generate/landing-page");
  await waitForHydration(page);
  await fillLandingBrief(page);
  await page.locator(".brief-form button[type=submit]").click();
  await expect(page).toHaveURL(/\?draft=[A-Za-z0-9_-]+$/);
  await expect(page.locator(".output-actions")).toBeVisible();
  const id = new URL(page.url()).searchParams.get("draft") ?? "";

  const second = await context.newPage();
  await second.goto(page.url());
  await waitForHydration(second);
  await expect(second.locator(".output-actions")).toBeVisible();

  // Another device writes version 2 (tabs of this browser would hear of it: tests/e2e/studio.spec.ts);
  // the second tab still shows version 1 and asks for a change.
  const written = await context.request.post(`/api/items/${id}/revisions`, {
    headers: { origin: new URL(page.url()).origin, "content-type": "application/json" },
    data: JSON.stringify({ text: "# Brook\n\nWritten on another device.", basedOn: 1 }),
  });
  expect(written.status()).toBe(201);
  await second.locator('[data-refinement="formal"]').click();
  await expect(second.locator(".toast-title", { hasText: /newer version from another tab or device/ })).toBeVisible();
  await expect(second.getByText("Version 2 of 2")).toBeVisible();
  expect((await itemOf(second, id)).revisions).toHaveLength(2);
});

test("generating from an open draft keeps it a Back away, and New draft starts over beside the same brief", async ({
  page,
}) => {
  await page.goto("/generate/landing-page");
  await waitForHydration(page);
  await fillLandingBrief(page, { product: "Alder lamp" });
  await page.locator(".brief-form button[type=submit]").click();
  await expect(page).toHaveURL(/\?draft=[A-Za-z0-9_-]+$/);
  await expect(page.getByTestId("output")).toContainText("Alder lamp");
  const first = new URL(page.url()).searchParams.get("draft");

  await page.locator('[name="product"]').fill("Birch lamp");
  await page.locator(".brief-form button[type=submit]").click();
  // A changed brief asks where the text goes (tests/e2e/studio.spec.ts has the new version).
  await page.getByRole("button", { name: "As a new draft", exact: true }).click();
  await expect(page.getByTestId("output")).toContainText("Birch lamp");
  await expect(page).not.toHaveURL(new RegExp(`draft=${first}$`));

  // Back returns to the first draft, as the server has it.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`draft=${first}$`));
  await expect(page.getByTestId("output")).toContainText("Alder lamp");

  await page.getByRole("button", { name: "New draft" }).click();
  await expect(page).toHaveURL(/\/generate\/landing-page$/);
  await expect(page.getByTestId("output")).not.toContainText("Alder lamp");
  await expect(page.locator('[name="product"]')).toHaveValue("Alder lamp");
});
