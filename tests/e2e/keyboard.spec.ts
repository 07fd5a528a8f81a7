import { expect, type Page, test } from "@playwright/test";
import { fillLandingBrief, waitForHydration } from "./helpers";

/** The studio by keyboard: shortcuts, and focus on a sensible element after every step. */

const focusedOn = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active && active !== document.body
      ? `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ""}`
      : "body";
  });

test("Ctrl+Enter generates, Escape stops, Enter sends a chat message and Shift+Enter starts a new line", async ({
  page,
}) => {
  await page.goto("/generate/landing-page");
  await waitForHydration(page);
  await fillLandingBrief(page);
  await page.locator('[name="keyPoints"]').press("Control+Enter");
  await expect(page).toHaveURL(/\?draft=/);
  await expect(page.getByTestId("output").getByRole("heading", { level: 1 })).toBeVisible();
  expect(await focusedOn(page)).not.toBe("body");

  await page.keyboard.press("Escape");
  await expect(page.locator(".output-body .notice.warning")).toBeVisible();

  const chat = page.locator(".chat-form textarea");
  await chat.fill("mention free shipping");
  await chat.press("Shift+Enter");
  await expect(chat).toHaveValue("mention free shipping\n");
  await chat.press("Enter");
  // The offline writer answers that it does not read messages in words (tests/e2e/refinements.spec.ts).
  await expect(page.locator(".chat-turn")).toHaveCount(1);
  await expect(page.locator(".chat-message.from-visitor")).toHaveText(/mention free shipping/);
  await expect(chat).toHaveValue("");
  expect(await focusedOn(page)).not.toBe("body");
});

test("dialogs and the history give focus back: Escape on publish, rename, a confirmed delete", async ({ page }) => {
  await page.goto("/generate/landing-page");
  await waitForHydration(page);
  await fillLandingBrief(page, { product: "Orbit lamp" });
  await page.locator(".brief-form button[type=submit]").click();
  await expect(page.locator(".output-actions")).toBeVisible({ timeout: 15_000 });

  const publish = page.getByRole("button", { name: "Publish", exact: true });
  await publish.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(publish).toBeFocused();

  await page.goto("/history");
  await waitForHydration(page);
  const entry = page.locator(".history-entry").first();
  await entry.getByRole("button", { name: "Rename" }).click();
  await expect(entry.getByLabel("New title")).toBeFocused();
  await entry.getByLabel("New title").fill("Something else");
  await page.keyboard.press("Escape");
  await expect(entry.getByRole("button", { name: "Rename" })).toBeFocused();
  await expect(entry.getByRole("heading")).toContainText("Orbit lamp");

  await entry.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("button", { name: "Delete" })).toHaveClass(/danger/);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.locator(".history-entry")).toHaveCount(0);
  expect(await focusedOn(page)).not.toBe("body");
});

test("the language menu closes on Escape and on a click outside; a paste over a field's limit is announced", async ({
  page,
}) => {
  await page.goto("/generate/email-campaign");
  await waitForHydration(page);
  const languages = page.getByLabel("Current language: English");
  await languages.click();
  await expect(page.getByRole("link", { name: "Deutsch" }).first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("link", { name: "Deutsch" }).first()).toBeHidden();
  await expect(languages).toBeFocused();
  await languages.click();
  await page.locator("main h1").click();
  await expect(page.getByRole("link", { name: "Deutsch" }).first()).toBeHidden();

  // The browser cuts a paste at maxLength silently; the form says so.
  const product = page.locator('[name="product"]');
  await product.focus();
  await product.evaluate((input) => {
    const data = new DataTransfer();
    data.setData("text/plain", "x".repeat(200));
    input.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(page.getByRole("status").filter({ hasText: "only the first 80 were kept" })).toBeVisible();
});
