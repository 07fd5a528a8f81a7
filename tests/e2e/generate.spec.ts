import { expect, test } from "@playwright/test";
import { collectErrors, waitForHydration } from "./helpers";

test("generate, watch it stream, stop, refine, then find it in history, rename and delete it", async ({ page }) => {
  // Three texts streamed at the builtin writer's pace (4 s each), then the history: past 30 s on a busy machine.
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  await page.goto("/generate");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Landing page", exact: true }).click();
  await expect(page).toHaveURL(/\/generate\/landing-page$/);
  await waitForHydration(page);

  await page.getByLabel(/^Product or service/).fill("Brook bottle");
  await page.getByLabel(/^Audience/).fill("nurses on long shifts");
  await page.getByLabel(/^Key points/).fill("glows when you should drink\ncold for 24 hours");
  await page.getByLabel(/^Tone/).selectOption("friendly");
  await page.getByRole("button", { name: "Generate" }).click();

  const output = page.getByTestId("output");
  await expect(output.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Try another version" })).toBeVisible({ timeout: 15_000 });
  await expect(output).toContainText("Brook bottle");

  // Refine in the chat: a second version appears, the first stays reachable.
  await page.getByRole("button", { name: "Shorter", exact: true }).click();
  await expect(page.getByText("Version 2 of 2")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("Version 2: made it shorter.")).toBeVisible({ timeout: 15_000 });

  // Another version: once it has started it is kept, whether it is stopped or runs to the end.
  await page.getByRole("button", { name: "Try another version" }).click();
  await expect(page.getByText(/Version 3 of 3/)).toBeVisible();
  await page
    .getByRole("button", { name: "Stop" })
    .click({ timeout: 1000 })
    .catch(() => undefined);
  await expect(page.getByRole("button", { name: "Try another version" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/Version 3 of 3/)).toBeVisible();

  // The draft is in the history: rename it, then delete it.
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "History" }).click();
  await expect(page).toHaveURL(/\/history$/);
  const entry = page.locator(".history-entry").first();
  await expect(entry).toContainText("Brook bottle");
  await entry.getByRole("button", { name: "Rename" }).click();
  await entry.getByLabel("New title").fill("Brook launch page");
  await entry.getByRole("button", { name: "Save" }).click();
  await expect(entry.getByRole("heading")).toHaveText("Brook launch page");
  await entry.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Brook launch page");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.locator(".toast-title", { hasText: "Draft deleted" })).toBeVisible();
  await expect(page.locator(".history-entry", { hasText: "Brook launch page" })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("the brief is checked before sending and keeps its state across a visit to another page", async ({ page }) => {
  await page.goto("/generate/email-campaign");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Generate" }).click();
  await expect(page.getByText("Please fill this in.").first()).toBeVisible();
  // Nothing was generated: the message is a check of the brief, and focus is on the first field to fix.
  await expect(page.locator(".toast-title", { hasText: "Check your brief" })).toBeVisible();
  await expect(page.locator('input[name="product"]')).toBeFocused();
  await page.getByLabel(/^Product/).fill("Halden scarves");
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Templates" }).click();
  await expect(page).toHaveURL(/\/templates$/);
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Email campaign");
  await expect(page.locator('input[name="product"]')).toHaveValue("Halden scarves");
});

test("generate, share, open the link elsewhere, publish with a chosen address, open the page, unpublish", async ({
  page,
  browser,
}) => {
  // A text, the share sheet, a stranger and the publish dialog: past 30 s on a busy machine.
  test.setTimeout(45_000);
  await page.goto("/generate/product-description");
  await waitForHydration(page);
  await page.getByLabel(/^Product/).fill("Alder Trail 28");
  await page.getByLabel(/^Features/).fill("28 litres\nrain cover\nventilated back");
  await page.getByLabel(/^Tone/).selectOption("professional");
  await page.getByRole("button", { name: "Generate" }).click();
  await expect(page.getByRole("button", { name: "Share", exact: true })).toBeVisible({ timeout: 10_000 });

  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Share", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Create link" }).click();
  await expect(page.locator(".toast-title", { hasText: "Share link copied" })).toBeVisible();
  const shareUrl = await page.evaluate(() => navigator.clipboard.readText());
  expect(shareUrl).toMatch(/\/share\/[A-Za-z0-9_-]{16}$/);

  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await other.goto(shareUrl);
  await expect(other.getByText("Alder Trail 28").first()).toBeVisible();
  await expect(other.getByRole("link", { name: "Use this template" })).toHaveAttribute(
    "href",
    "/generate/product-description",
  );

  const slug = `alder-${Date.now().toString(36)}`;
  await page.getByRole("button", { name: "Publish" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Page address").fill(slug);
  await dialog.getByRole("button", { name: "Publish" }).click();
  await expect(page.locator(".toast-title", { hasText: "Page published" })).toBeVisible();
  await expect(dialog.getByRole("link", { name: /Open page/ })).toHaveAttribute("href", new RegExp(`/p/${slug}$`));
  await dialog.getByRole("button", { name: "Done" }).click();

  const published = await other.goto(`/p/${slug}`);
  expect(published?.status()).toBe(200);
  await expect(other.getByRole("heading", { level: 1 })).toContainText("Alder Trail 28");

  await page.getByRole("button", { name: "Unpublish" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Unpublish" }).click();
  await expect(page.locator(".toast-title", { hasText: "Page unpublished" })).toBeVisible();
  const gone = await other.goto(`/p/${slug}`);
  expect(gone?.status()).toBe(404);
  await stranger.close();
});
