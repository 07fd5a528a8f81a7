import { expect, type Page, test } from "@playwright/test";
import { collectErrors, fillLandingBrief, waitForHydration } from "./helpers";

/**
 * Drafts have addresses, Stop means what it says, and the version on screen is the one that is
 * published (docs/api.md, "Generation"). The builtin writer takes about 4 s a text here, as a
 * hosted model would, so there is time to reload or stop it.
 */

type ServerItem = { revisions: Array<{ number: number; content: string; status: string }> };

async function fillBriefAndGenerate(page: Page, prefix: string) {
  await page.goto(`${prefix}/generate/landing-page`);
  await waitForHydration(page);
  await fillLandingBrief(page, { keyPoints: "glows when you should drink\ncold for 24 hours" });
  await page.locator(".brief-form button[type=submit]").click();
  await expect(page).toHaveURL(/\?draft=[A-Za-z0-9_-]+$/);
  return new URL(page.url()).searchParams.get("draft") ?? "";
}

/** A draft with a first version and its "Shorter" refinement, both written to the end. */
async function generateTwoVersions(page: Page): Promise<string> {
  const id = await fillBriefAndGenerate(page, "");
  await expect(page.locator(".output-actions")).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Shorter", exact: true }).click();
  await expect(page.getByText("Version 2 of 2")).toBeVisible();
  await expect(page.locator(".output-actions")).toBeVisible({ timeout: 15_000 });
  return id;
}

async function serverItem(page: Page, id: string): Promise<ServerItem> {
  return page.evaluate(async (itemId) => (await (await fetch(`/api/items/${itemId}`)).json()) as ServerItem, id);
}

/** The Markdown text of the version on screen, as the screen's own Copy button would copy it. */
async function textOnScreen(page: Page): Promise<string> {
  return (await page.locator(".output-body .prose").innerText()).trim();
}

for (const { prefix, phone } of [
  { prefix: "", phone: false },
  { prefix: "/ja", phone: true },
  { prefix: "/de", phone: false },
]) {
  test(`${prefix || "/"}${phone ? " at phone width" : ""}: a draft survives a reload during streaming, opens in a second tab and from the header`, async ({
    page,
    context,
  }) => {
    if (phone) await page.setViewportSize({ width: 390, height: 844 });
    const errors = collectErrors(page);
    const id = await fillBriefAndGenerate(page, prefix);
    const output = page.getByTestId("output");
    await expect(output.getByRole("heading", { level: 1 })).toBeVisible();

    // Reload while it is still being written: what the server has so far, then the rest.
    await page.reload();
    await waitForHydration(page);
    await expect(output.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator(".output-actions")).toBeVisible({ timeout: 15_000 });
    const item = await serverItem(page, id);
    expect(item.revisions.at(-1)?.status).toBe("complete");
    const onScreen = await textOnScreen(page);
    expect(onScreen.length).toBeGreaterThan(100);

    // Another tab of the same browser opens the same draft.
    const second = await context.newPage();
    await second.goto(page.url());
    await waitForHydration(second);
    expect(await textOnScreen(second)).toBe(onScreen);
    expect(await second.locator('[name="product"]').inputValue()).toBe("Brook bottle");
    await second.close();

    // The header's Generate link leads back to the open draft.
    await page.goto(`${prefix}/history`);
    await waitForHydration(page);
    const header = page.locator(".site-header");
    const generateLink = header.locator(`a[href*="/generate/landing-page?draft=${id}"]`);
    // Both the inline navigation and the phone menu carry it.
    await expect(generateLink).toHaveCount(2);
    const draftLink = await generateLink.first().getAttribute("href");
    await page.goto(draftLink ?? "");
    await waitForHydration(page);
    expect(await textOnScreen(page)).toBe(onScreen);
    expect(errors).toEqual([]);
  });
}

test("Stop leaves the screen and the server with the same text, marked stopped", async ({ page }) => {
  const errors = collectErrors(page);
  const id = await fillBriefAndGenerate(page, "");
  const output = page.getByTestId("output");
  await expect(output.getByRole("heading", { level: 1 })).toBeVisible();
  await page.locator(".stream-bar button").click();
  await expect(page.locator(".output-body .notice.warning")).toBeVisible();
  const item = await serverItem(page, id);
  const latest = item.revisions.at(-1);
  expect(latest?.status).toBe("stopped");
  // The screen renders the server's Markdown: every line of plain text it shows is in it.
  const shown = await page.locator(".output-body .prose").innerText();
  const lastWords = shown.replace(/\s+/g, " ").trim().split(" ").slice(-4, -1).join(" ");
  expect(latest?.content.replace(/[*#_\\]/g, "").replace(/\s+/g, " ")).toContain(lastWords.replace(/[*#_\\]/g, ""));
  // Reopening shows no more than what was on screen.
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator(".output-body .notice.warning")).toBeVisible();
  expect((await page.locator(".output-body .prose").innerText()).trim()).toBe(shown.trim());

  // Continue writes on from where it stopped, as a new version that starts with the same text.
  await page.getByRole("button", { name: "Continue writing" }).click();
  await expect(page.getByText("Version 2 of 2")).toBeVisible();
  await expect(page.locator(".output-actions")).toBeVisible({ timeout: 15_000 });
  const continued = (await page.locator(".output-body .prose").innerText()).trim();
  expect(continued.length).toBeGreaterThan(shown.trim().length);
  expect(continued.startsWith(shown.trim().slice(0, -20))).toBe(true);
  expect(errors).toEqual([]);
});

test("preview, share and publish use the version on screen", async ({ page }) => {
  const id = await generateTwoVersions(page);
  await page.getByRole("button", { name: "Version 1" }).click();
  await expect(page.getByText("Version 1 of 2")).toBeVisible();
  const first = (await serverItem(page, id)).revisions[0]?.content ?? "";

  await expect(page.getByRole("link", { name: "Preview" })).toHaveAttribute(
    "href",
    new RegExp(`/preview/${id}\\?revision=1$`),
  );
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /^Publish/ })
    .click();
  await expect(page.getByRole("link", { name: "Open page" })).toBeVisible();
  const pageUrl = await page.getByRole("link", { name: "Open page" }).getAttribute("href");
  const slug = new URL(pageUrl ?? "", page.url()).pathname.split("/").pop();
  const published = await page.evaluate(
    async (s) => (await (await fetch(`/api/publications/${s}`)).json()) as { content: string },
    slug,
  );
  expect(published.content).toBe(first);
});

test("compare shows what a refinement changed, word by word; restore brings an older version back as the newest", async ({
  page,
}) => {
  const errors = collectErrors(page);
  const id = await generateTwoVersions(page);

  await page.getByRole("button", { name: "Show changes" }).click();
  const diff = page.getByTestId("version-diff");
  await expect(diff).toContainText("Changes from version 1 to version 2");
  await expect(diff.locator("del").first()).toBeVisible();
  await page.getByRole("button", { name: "Hide changes" }).click();
  await expect(diff).toHaveCount(0);

  await page.getByRole("button", { name: "Version 1" }).click();
  const first = await page.locator(".output-body .prose").innerText();
  await page.getByRole("button", { name: "Restore this version" }).click();
  await expect(page.getByText("Version 3 of 3")).toBeVisible();
  expect(await page.locator(".output-body .prose").innerText()).toBe(first);
  const item = await serverItem(page, id);
  expect(item.revisions).toHaveLength(3);
  expect(item.revisions[2]?.content).toBe(item.revisions[0]?.content);
  // After a reload the restored version is still the newest.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText("Version 3 of 3")).toBeVisible();
  expect(errors).toEqual([]);
});
