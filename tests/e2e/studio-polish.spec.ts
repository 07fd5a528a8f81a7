import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { FAST_PORT } from "../../playwright.config";
import { TEMPLATES } from "../../shared/catalog/templates";
import type { Locale } from "../../shared/locales";
import { postLength } from "../../shared/social";
import { collectErrors, fillLandingBrief, waitForHydration } from "./helpers";

/**
 * The studio as people know writing tools (docs/product.md, "Screens"): a section added with its
 * facts, a rate limit that counts down, the classic generator without JavaScript, Generate in sight
 * and "Try an example" on a first visit, and social posts as cards. On the second server, whose
 * offline writer streams at once.
 */
test.use({ baseURL: `http://127.0.0.1:${FAST_PORT}` });

/** Each test comes from an address of its own, so the per-address rate limit measures one test. */
test.beforeEach(async ({ context }, testInfo) => {
  let hash = testInfo.retry * 89;
  for (const char of testInfo.title) hash = (hash * 31 + char.charCodeAt(0)) % 65_521;
  await context.setExtraHTTPHeaders({ "cf-connecting-ip": `203.0.${100 + (hash % 100)}.${(hash % 250) + 1}` });
});

type Ui = { generate: Record<string, string> & { chip: Record<string, string>; unchanged: Record<string, string> } };
const ui = (locale: Locale) => JSON.parse(readFileSync(`locales/${locale}/ui.json`, "utf8")) as Ui;
const prefixOf = (locale: Locale) => (locale === "en" ? "" : `/${locale}`);
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const WIDTHS = [
  { locale: "en", size: DESKTOP },
  { locale: "ja", size: PHONE },
  { locale: "de", size: DESKTOP },
  { locale: "en", size: PHONE },
  { locale: "ja", size: DESKTOP },
  { locale: "de", size: PHONE },
] as const;
const label = (size: { width: number }) => (size.width < 500 ? "390 px" : "1280×800");

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/studio-polish-${name}.png` });
}

/** No serious or critical accessibility violations in what is on the page now (tests/e2e/a11y.spec.ts). */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include("main").analyze();
  const blocking = violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect(blocking).toEqual([]);
}

/** Dark mode for the Japanese runs, so both colour modes are checked. */
async function colourFor(page: Page, locale: Locale) {
  await page.emulateMedia({ colorScheme: locale === "ja" ? "dark" : "light", reducedMotion: "reduce" });
}

/** Generates the landing page from the brief, and waits for the draft and its chat. */
async function generateLanding(page: Page, locale: Locale) {
  await page.goto(`${prefixOf(locale)}/generate/landing-page`);
  await waitForHydration(page);
  await fillLandingBrief(page);
  await page.locator(".brief-form button[type=submit]").click();
  await expect(page).toHaveURL(/\?draft=/, { timeout: 15_000 });
  await expect(page.locator(".chat-panel")).toBeVisible({ timeout: 15_000 });
  await expect(page.locator(".output-actions")).toBeVisible({ timeout: 15_000 });
}

const newestOf = (page: Page) =>
  page.evaluate(async () => {
    const id = new URL(location.href).searchParams.get("draft");
    const item = (await (await fetch(`/api/items/${id}`)).json()) as { revisions: Array<{ content: string }> };
    return item.revisions.at(-1)?.content ?? "";
  });

/** Whether the element is on screen and nothing covers its centre. */
async function inSight(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (box.bottom > window.innerHeight || box.top < 0 || box.right > window.innerWidth || box.left < 0) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

for (const { locale, size } of WIDTHS.slice(0, 3)) {
  test(`${locale} ${label(size)}: a section is added with what it should say, and never as a placeholder`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await colourFor(page, locale);
    const errors = collectErrors(page);
    const words = ui(locale).generate;
    await generateLanding(page, locale);
    const before = await newestOf(page);

    await page.locator('[data-refinement="add-section"]').click();
    const title = page.getByLabel(words.addSectionLabel ?? "");
    await expect(title).toBeFocused();
    await title.fill("Opening hours");
    const submit = page.locator(".chat-add button[type=submit]");
    // Offline, the section's text is required: the writer does not make it up.
    await expect(submit).toBeDisabled();
    await page.locator(".chat-add textarea").fill("every day 8 am to 8 pm");
    await screenshot(page, `add-section-${locale}-${size.width}`);
    await expectAccessible(page);
    await submit.click();
    await expect(page.locator(".chat-turn").last()).toContainText("every day 8 am to 8 pm", { timeout: 15_000 });
    await expect.poll(() => newestOf(page), { timeout: 15_000 }).not.toBe(before);
    const after = await newestOf(page);
    expect(after).toMatch(/## Opening hours\n\nEvery day 8 am to 8 pm[.。]\n/);
    expect(after).not.toMatch(/\n_[^\n]+_\n/);
    await expect(page.getByTestId("output").getByRole("heading", { name: "Opening hours" })).toBeVisible();
    await expect(page.getByTestId("output")).toContainText("Every day 8 am to 8 pm");
    expect(errors).toEqual([]);
  });
}

/** Spends the visitor's generations of this minute through the API, as another tab would. */
async function spendGenerations(page: Page, count: number) {
  const origin = new URL(page.url()).origin;
  const body = JSON.stringify({
    template: "landing-page",
    locale: "en",
    inputs: { product: "Brook bottle", audience: "nurses", keyPoints: "glows", tone: "friendly" },
  });
  const spend = async () => {
    const response = await page.request.post("/api/generations", {
      headers: { origin, "content-type": "application/json" },
      data: body,
    });
    await response.text();
  };
  // The first write gives the browser its visitor cookie; the rest go at once.
  await spend();
  await Promise.all(Array.from({ length: count - 1 }, spend));
}

for (const { locale, size } of WIDTHS.slice(0, 3)) {
  test(`${locale} ${label(size)}: a rate limit counts down, keeps Generate, the chips and Send disabled, and ends`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(size);
    await page.clock.install();
    await colourFor(page, locale);
    const words = ui(locale).generate;
    await generateLanding(page, locale);
    const notes = page.getByTestId("cooldown");
    // The limiter counts in fixed minutes: when one ends between spending and asking, spend again.
    for (let attempt = 0; attempt < 3 && (await notes.count()) === 0; attempt++) {
      await spendGenerations(page, 25);
      const shorter = page.locator('[data-refinement="shorter"]');
      const answered = page.waitForResponse((response) => response.url().endsWith("/api/generations"));
      await shorter.click();
      if ((await answered).status() !== 429) await expect(shorter).toBeEnabled({ timeout: 15_000 });
    }
    await expect(notes).toHaveCount(2);
    const chatNote = page.locator(".chat-panel").getByTestId("cooldown");
    await expect(chatNote).toContainText(/[01]:\d\d/);
    const status = page.locator(".generate-grid [role=status]").filter({ hasText: /\S/ });
    await expect(status).toHaveText(words.cooldownStart_other?.replace("{{count}}", "60") ?? "");

    const send = page.locator(".chat-form button[type=submit]");
    const generate = page.locator(".brief-form button[type=submit]");
    await page.locator(".chat-form textarea").fill("Warmer, please");
    for (const control of [
      generate,
      send,
      page.locator('[data-refinement="shorter"]'),
      page.locator('[data-refinement="add-section"]'),
    ])
      await expect(control).toBeDisabled();
    // The note sits in the page: Send stays in sight and uncovered.
    await send.scrollIntoViewIfNeeded();
    expect(await inSight(send)).toBe(true);
    await screenshot(page, `rate-limit-${locale}-${size.width}`);
    await expectAccessible(page);
    // From here time moves only when the test says (axe, which needs timers, has run).
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2_000));

    // It counts down, and is still there after the five seconds a toast would have lasted.
    const first = await chatNote.innerText();
    await page.clock.fastForward(6_000);
    await expect(chatNote).not.toHaveText(first);
    await expect(chatNote).toBeVisible();
    await expect(generate).toBeDisabled();

    await page.clock.fastForward(60_000);
    await expect(notes).toHaveCount(0);
    await expect(status).toHaveText(words.cooldownOver ?? "");
    await expect(generate).toBeEnabled();
    await expect(send).toBeEnabled();
    await expect(page.locator('[data-refinement="shorter"]')).toBeEnabled();
  });
}

async function withoutScript(browser: Browser, size: { width: number; height: number }) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: size });
  return { context, page: await context.newPage() };
}

for (const { locale, size } of WIDTHS.slice(0, 3)) {
  test(`${locale} ${label(size)}: the classic generator without JavaScript posts its form and keeps the brief`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await withoutScript(browser, size);
    const path = `${baseURL}${prefixOf(locale)}/generate/v1/landing-page`;
    await page.goto(path);
    await expect(page.locator(".brief-form")).toHaveAttribute("method", "post");
    await fillLandingBrief(page, { product: "Brook bottle 東京" });
    const posted = page.waitForResponse((response) => response.request().method() === "POST");
    await page.locator(".brief-form button[type=submit]").click();
    expect((await posted).status()).toBe(200);
    await page.waitForLoadState();
    // The address carries no brief; the page says why nothing was written and keeps what was typed.
    expect(page.url()).toBe(path);
    await expect(page.locator(".classic-brief [role=alert]")).toHaveText(ui(locale).generate.classicNeedsScript ?? "");
    await expect(page.locator('[name="product"]')).toHaveValue("Brook bottle 東京");
    await expect(page.locator('[name="tone"]')).toHaveValue("friendly");
    await screenshot(page, `classic-noscript-${locale}-${size.width}`);
    await context.close();
  });
}

test("the classic generator puts its draft in the address: a reload shows the result", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto("/de/generate/v1/landing-page");
  await waitForHydration(page);
  expect(await inSight(page.locator(".brief-form button[type=submit]"))).toBe(true);
  await fillLandingBrief(page, { product: "Orbit lamp" });
  await screenshot(page, "classic-de-1280");
  await page.locator(".brief-form button[type=submit]").click();
  await expect(page.locator(".output-actions")).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/de\/generate\/v1\/landing-page\?draft=[\w-]+$/);
  const text = await page.locator(".output-body .prose").innerText();
  await page.reload();
  await waitForHydration(page);
  expect(await page.locator(".output-body .prose").innerText()).toBe(text);
  // Start over drops the draft from the address.
  await page.locator(".classic-result .actions button").click();
  await expect(page).toHaveURL(/\/de\/generate\/v1\/landing-page$/);
  expect(errors).toEqual([]);
});

for (const size of [DESKTOP, PHONE]) {
  test(`${label(size)}: Generate is in sight without scrolling on every template's screen`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    for (const template of TEMPLATES) {
      await page.goto(`/generate/${template.slug}`);
      await waitForHydration(page);
      const generate = page.locator(".brief-form button[type=submit]");
      expect(await inSight(generate), template.slug).toBe(true);
    }
    await screenshot(page, `first-run-last-template-${size.width}`);
  });
}

for (const { locale, size } of WIDTHS) {
  test(`${locale} ${label(size)}: "Try an example" fills the brief in the page's language`, async ({ page }) => {
    await page.setViewportSize(size);
    const errors = collectErrors(page);
    const scripts: string[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() === "script") scripts.push(await response.text().catch(() => ""));
    });
    const template = locale === "ja" ? "social-posts" : locale === "de" ? "press-release" : "landing-page";
    const example = JSON.parse(readFileSync(`locales/${locale}/examples/${template}.json`, "utf8")) as {
      brief: Record<string, string>;
    };
    await page.goto(`${prefixOf(locale)}/generate/${template}`);
    await waitForHydration(page);
    const generate = page.locator(".brief-form button[type=submit]");
    expect(await inSight(generate)).toBe(true);
    // Nothing of any language's examples is in the page's scripts before it is asked for.
    const [name, value] = Object.entries(example.brief).find(([, text]) => text.length > 12) ?? ["", ""];
    expect(scripts.some((source) => source.includes(value))).toBe(false);

    await page.locator(".brief-form [name]").first().fill("something typed");
    const asked = page.waitForResponse((response) => response.url().includes(`/templates/${template}/example`));
    await page.getByRole("button", { name: ui(locale).generate.tryExample }).click();
    // A brief already typed is replaced only when the visitor agrees.
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: ui(locale).generate.exampleReplaceAction })
      .click();
    expect(new URL((await asked).url()).searchParams.get("locale")).toBe(locale);
    await expect(page.locator(`.brief-form [name="${name}"]`)).toHaveValue(value);
    for (const [field, text] of Object.entries(example.brief)) {
      const control = page.locator(`.brief-form [name="${field}"]`);
      if (await control.count()) await expect(control).toHaveValue(text);
    }
    await expect(page.locator('.brief-form [name="locale"]')).toHaveValue(locale);
    await screenshot(page, `example-${locale}-${size.width}`);
    await generate.click();
    await expect(page.locator(".output-actions")).toBeVisible({ timeout: 15_000 });
    expect(errors).toEqual([]);
  });
}

for (const { locale, size } of WIDTHS) {
  test(`${locale} ${label(size)}: social posts show as cards with their length against X's limit, each with Copy`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await colourFor(page, locale);
    const errors = collectErrors(page);
    const words = ui(locale).generate;
    await page.goto(`${prefixOf(locale)}/generate/social-posts`);
    await waitForHydration(page);
    await page.locator('[name="topic"]').fill("Lamb cam is back");
    await page.locator('[name="network"]').selectOption("x");
    await page
      .locator('[name="keyPoints"]')
      .fill("Live 24/7 from 1 March\nOpen weekends in March\nBottle-feeding at 11:00");
    await page.locator('[name="tone"]').selectOption("friendly");
    await page.locator(".brief-form button[type=submit]").click();
    await expect(page.locator(".output-actions")).toBeVisible({ timeout: 15_000 });

    const cards = page.getByTestId("post-card");
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBeGreaterThan(1);
    for (const card of await cards.all()) {
      await expect(card.locator(".post-count")).toContainText(/^\d+ \/ 280/);
      await expect(card).not.toHaveClass(/over/);
    }
    // "Copy all" leads; Publish follows as a secondary action.
    const copyAll = page.locator(".output-actions").getByRole("button", { name: words.copyAll, exact: true });
    await expect(copyAll).toHaveClass(/primary/);
    await expect(page.locator(".output-actions .primary")).toHaveCount(1);

    // A post's own Copy puts exactly that post on the clipboard.
    const second = cards.nth(1);
    await page.evaluate(() => navigator.clipboard.writeText(""));
    const heading = await second.getByRole("heading").innerText();
    await second.getByRole("button", { name: words.copyPost?.replace("{{post}}", heading) }).click();
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
    await expect.poll(clipboard).not.toBe("");
    const copied = await clipboard();
    expect((await second.locator(".prose").innerText()).replace(/\s+/g, " ").trim()).toBe(
      copied.replace(/\s+/g, " ").trim(),
    );
    const count = Number((await second.locator(".post-count [aria-hidden]").innerText()).split("/")[0]);
    expect(count).toBe(postLength(copied, "x"));

    // A post over the limit says so: here a section added with 400 characters.
    await page.locator('[data-refinement="add-section"]').click();
    await page.locator(".chat-add input").fill("More");
    await page.locator(".chat-add textarea").fill("Lambs ".repeat(66).trim());
    await page.locator(".chat-add button[type=submit]").click();
    await expect(cards.last()).toHaveClass(/over/, { timeout: 15_000 });
    await expect(cards.last().locator(".post-over")).toBeVisible();
    await cards.last().scrollIntoViewIfNeeded();
    await screenshot(page, `social-cards-${locale}-${size.width}`);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
}
