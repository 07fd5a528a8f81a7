import { expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./helpers";

/**
 * From the home page to a published page with the keyboard alone (Tab, Enter, Escape,
 * Ctrl+Enter): after every step, focus is on a visible element that shows it has focus, never
 * on <body>.
 */

type Focus = { tag: string; text: string; name: string; visible: boolean; ring: boolean };

async function focusOf(page: Page): Promise<Focus | null> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return null;
    const rect = active.getBoundingClientRect();
    return {
      tag: active.tagName.toLowerCase(),
      text: (active.textContent ?? "").trim().slice(0, 60),
      name: active.getAttribute("name") ?? "",
      visible: rect.width > 0 && rect.height > 0,
      ring: active.matches(":focus-visible") || active.tabIndex === -1,
    };
  });
}

/** Focus settles (within a second: a closing dialog hands it back in the next render) on a visible element with a ring. */
async function expectSensibleFocus(page: Page, step: string) {
  await expect(async () => {
    const focus = await focusOf(page);
    expect(focus, `${step}: focus fell to <body>`).not.toBeNull();
    expect(focus?.visible, `${step}: focused element is not visible`).toBe(true);
    expect(focus?.ring, `${step}: focused element shows no focus`).toBe(true);
  }).toPass({ timeout: 1_000 });
}

/** Presses Tab until focus is on an element that `matches`, checking every stop on the way. */
async function tabTo(page: Page, step: string, matches: (focus: Focus) => boolean, most = 60) {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press("Tab");
    await expectSensibleFocus(page, `${step} (Tab ${i + 1})`);
    const focus = await focusOf(page);
    if (focus && matches(focus)) return;
  }
  throw new Error(`${step}: never reached by Tab`);
}

test("home page to published page by keyboard alone", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);

  await tabTo(page, "the hero's start link", (f) => f.tag === "a" && f.text.startsWith("Start writing"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/generate$/);
  // A new page starts the visitor at its heading, as a full page load would.
  await expect(page.locator("main h1")).toBeFocused();

  await tabTo(page, "the landing page template", (f) => f.tag === "a" && f.text === "Landing page");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/generate\/landing-page$/);
  await expect(page.locator("main h1")).toBeFocused();

  await tabTo(page, "the product field", (f) => f.name === "product");
  await page.keyboard.type("Brook bottle");
  await page.keyboard.press("Tab");
  await page.keyboard.type("nurses on long shifts");
  await page.keyboard.press("Tab");
  await page.keyboard.type("glows when you should drink");
  await tabTo(page, "the tone", (f) => f.name === "tone");
  await page.keyboard.press("ArrowDown");
  await expectSensibleFocus(page, "tone chosen");
  await page.keyboard.press("Control+Enter");
  await expect(page).toHaveURL(/\?draft=/);
  await expectSensibleFocus(page, "generating");
  await expect(page.locator(".output-actions")).toBeVisible({ timeout: 15_000 });
  await expectSensibleFocus(page, "generated");
  // The actions' code may still be on its way on a loaded machine: Tab would run past them.
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeVisible();

  await tabTo(page, "Publish", (f) => f.tag === "button" && f.text === "Publish");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectSensibleFocus(page, "publish dialog");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectSensibleFocus(page, "publish dialog closed");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toBeVisible();
  await tabTo(page, "the publish button of the dialog", (f) => f.tag === "button" && f.text === "Publish");
  await page.keyboard.press("Enter");
  await expect(page.locator(".toast-title", { hasText: "Page published" })).toBeVisible();
  await expectSensibleFocus(page, "published");

  // The live page's dialog: its address to copy, to open (in a new tab, said to screen readers), to embed.
  await tabTo(page, "Open page", (f) => f.tag === "a" && f.text.startsWith("Open page"));
  const url = await page.evaluate(() => (document.activeElement as HTMLAnchorElement).href);
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Brook bottle");
  await page.keyboard.press("Tab");
  await expectSensibleFocus(page, "the published page");
});
