import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { fillLandingBrief, generateItem, waitForHydration } from "./helpers";

/**
 * Pages an owner can stand behind (docs/api.md, "Sharing and publishing", "Old addresses", "Copies
 * of a share", "The link manager"): the share sheet, links that move only when asked, a stranger's
 * own copy, old page addresses that redirect, and focus after Stop sharing and Unpublish.
 */

/** Writes to the API the way the site's own pages do (docs/security.md, "Other sites (CSRF)"). */
const write = (baseURL: string, data: unknown) => ({
  headers: { origin: new URL(baseURL).origin, "content-type": "application/json" },
  data: JSON.stringify(data),
});

async function generateLanding(page: Page, path: string, product: string) {
  await page.goto(path);
  await waitForHydration(page);
  await fillLandingBrief(page, { product });
  await page.locator('button[type="submit"]').first().click();
  await expect(page.locator(".output-actions")).toBeVisible({ timeout: 20_000 });
  await expect(page.locator(".item-actions")).toBeVisible();
}

/** A stranger: a fresh browser context (no cookie, no storage) whose browser speaks another language. */
async function stranger(browser: Browser, locale: string) {
  const context = await browser.newContext({ locale, extraHTTPHeaders: { "accept-language": locale } });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  return { context, page: await context.newPage() };
}

test("the share sheet previews the link with the brief off; the link moves only when asked", async ({
  page,
  baseURL,
}) => {
  // Two texts written at the offline writer's pace, and a reload.
  test.setTimeout(90_000);
  const origin = baseURL ?? "";
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await generateLanding(page, "/de/generate/landing-page", "Birkenflasche");

  await page.getByRole("button", { name: "Teilen", exact: true }).click();
  const sheet = page.getByRole("dialog", { name: "Diesen Entwurf teilen" });
  const brief = sheet.getByRole("checkbox", { name: "Briefing anzeigen" });
  await expect(brief).not.toBeChecked();
  const preview = sheet.locator(".share-preview-frame");
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText("Birkenflasche");
  await expect(preview.locator(".brief-summary")).toHaveCount(0);
  // Turned on, the preview shows the brief folded under the text, as recipients would get it.
  await brief.check();
  await expect(preview.locator("details.brief-summary")).toHaveCount(1);
  await expect(preview.locator("details.brief-summary")).not.toHaveAttribute("open");
  await brief.uncheck();
  await expect(preview.locator(".brief-summary")).toHaveCount(0);

  await page.evaluate(() => navigator.clipboard.writeText(""));
  await sheet.getByRole("button", { name: "Link erstellen" }).click();
  await expect(sheet).toHaveCount(0);
  const copyLink = page.getByRole("button", { name: "Freigabelink kopieren" });
  await expect(copyLink).toBeFocused();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/de\/share\//);
  const shareUrl = await page.evaluate(() => navigator.clipboard.readText());
  const slug = new URL(shareUrl).pathname.split("/").at(-1) ?? "";
  await expect(page.getByText("Empfänger sehen Version 1", { exact: true })).toBeVisible();

  // A new version: the link stays on version 1 and says the draft is ahead; copying does not move it.
  const draft = new URL(page.url()).searchParams.get("draft") ?? "";
  const refined = await page.request.post(
    "/api/generations",
    write(origin, {
      template: "landing-page",
      locale: "de",
      inputs: {},
      itemId: draft,
      refinement: { kind: "add-section", title: "Garantie", text: "Zwei Jahre auf alle Teile." },
    }),
  );
  expect(await refined.text()).toMatch(/^event: done$/m);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText("Empfänger sehen Version 1 · der Entwurf ist bei Version 2")).toBeVisible();
  await page.getByRole("button", { name: "Freigabelink kopieren" }).click();
  const shown = async () =>
    ((await (await page.request.get(`/api/shares/${slug}`)).json()) as { content: string }).content;
  expect(await shown()).not.toContain("Garantie");
  await page.getByRole("button", { name: "Link auf diese Version aktualisieren" }).click();
  await expect(page.getByText("Empfänger sehen Version 2", { exact: true })).toBeVisible();
  expect(await shown()).toContain("Garantie");
});

test("a stranger in another language reads the share without the brief and makes their own copy", async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const owner = page.request;
  const itemId = await generateItem(owner, origin, {
    template: "landing-page",
    locale: "de",
    inputs: { product: "Eichenlampe", audience: "Leseratten", keyPoints: "warmes Licht", tone: "friendly" },
  });
  const link = (await (await owner.post(`/api/items/${itemId}/share`, write(origin, { showBrief: false }))).json()) as {
    url: string;
  };
  const before = await (await owner.get(`/api/items/${itemId}`)).json();

  const { context, page: visitor } = await stranger(browser, "ja");
  await visitor.goto(link.url);
  await waitForHydration(visitor);
  await expect(visitor.locator("html")).toHaveAttribute("lang", "de");
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Eichenlampe");
  await expect(visitor.locator(".brief-summary")).toHaveCount(0);
  await expect(visitor.getByText("Jemand hat diesen Text mit Ihnen geteilt.", { exact: false })).toBeVisible();

  await visitor.getByRole("button", { name: "Kopie erstellen" }).click();
  await expect(visitor).toHaveURL(/\/de\/generate\/landing-page\?draft=/);
  await expect(visitor.getByTestId("output")).toContainText("Eichenlampe");
  const copyId = new URL(visitor.url()).searchParams.get("draft") ?? "";
  expect(copyId).not.toBe(itemId);

  await visitor.goto("/ja/history");
  await waitForHydration(visitor);
  await expect(visitor.locator(`[data-item="${copyId}"]`)).toContainText("Eichenlampe");
  await expect(visitor.locator(".history-entry")).toHaveCount(1);
  await context.close();

  // The original is as it was: same versions, same link; the owner's history has no copy.
  expect(await (await owner.get(`/api/items/${itemId}`)).json()).toEqual(before);
  const history = (await (await owner.get("/api/items")).json()) as { items: Array<{ id: string }> };
  expect(history.items.map((item) => item.id)).not.toContain(copyId);
});

test("a renamed page answers at its old address with a 301 to the new one", async ({ page, browser }) => {
  await generateLanding(page, "/generate/landing-page", "Alder kettle");
  const first = `alder-${Date.now().toString(36)}`;
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  let dialog = page.getByRole("dialog");
  await dialog.getByLabel("Page address").fill(first);
  await dialog.getByRole("button", { name: "Publish" }).click();
  await dialog.getByRole("button", { name: "Done" }).click();

  const second = `${first}-v2`;
  await page.getByRole("button", { name: "Published", exact: true }).click();
  dialog = page.getByRole("dialog");
  const address = dialog.getByLabel("Page address");
  await address.fill(second);
  await expect(dialog.getByText(/will keep working and redirect to the new one/)).toContainText(`/p/${first}`);
  await dialog.getByRole("button", { name: "Update the page" }).click();
  await expect(dialog.locator(".published-address a")).toHaveAttribute("href", new RegExp(`/p/${second}$`));
  await dialog.getByRole("button", { name: "Done" }).click();

  const { context, page: visitor } = await stranger(browser, "fr");
  const response = await visitor.goto(`/p/${first}?ref=newsletter`);
  expect(response?.status()).toBe(200);
  expect(response?.request().redirectedFrom()?.url()).toMatch(new RegExp(`/p/${first}\\?ref=newsletter$`));
  expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(301);
  await expect(visitor).toHaveURL(new RegExp(`/p/${second}\\?ref=newsletter$`));
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Alder kettle");
  await context.close();
});

test("after Stop sharing and Unpublish in the link manager, focus stays in the row", async ({ page, baseURL }) => {
  const origin = baseURL ?? "";
  const itemId = await generateItem(page.request, origin, {
    template: "landing-page",
    locale: "en",
    inputs: { product: "Rowan stool", audience: "makers", keyPoints: "folds flat", tone: "friendly" },
  });
  await page.request.post(`/api/items/${itemId}/share`, write(origin, {}));
  await page.request.post(`/api/items/${itemId}/publication`, write(origin, {}));

  await page.goto("/history?shared=1");
  await waitForHydration(page);
  const row = page.locator(`[data-item="${itemId}"]`);
  await expect(row.getByText("Recipients see version 1", { exact: true })).toBeVisible();
  await expect(row.getByText("The page shows version 1", { exact: true })).toBeVisible();

  await row.getByRole("button", { name: "Stop sharing" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Stop sharing" }).click();
  await expect(row.getByRole("button", { name: "Share", exact: true })).toBeFocused();

  await row.getByRole("button", { name: "Unpublish" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Unpublish" }).click();
  await expect(row.getByRole("button", { name: "Publish", exact: true })).toBeFocused();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
});

test("the share page, the open share sheet and the link manager have no serious accessibility violations", async ({
  page,
  baseURL,
}) => {
  // A text written at the offline writer's pace and three axe runs.
  test.setTimeout(60_000);
  const origin = baseURL ?? "";
  const blocking = async () => {
    const { violations } = await new AxeBuilder({ page }).analyze();
    return violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  };
  const itemId = await generateItem(page.request, origin, {
    template: "landing-page",
    locale: "en",
    inputs: { product: "Hazel tray", audience: "bakers", keyPoints: "stacks neatly", tone: "friendly" },
  });
  await page.goto(`/generate/landing-page?draft=${itemId}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const sheet = page.getByRole("dialog", { name: "Share this draft" });
  await sheet.getByRole("checkbox", { name: "Show the brief" }).check();
  await expect(sheet.locator("details.brief-summary")).toBeVisible();
  expect(await blocking()).toEqual([]);
  // Escape closes the sheet without a link, and focus is back on Share.
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Share", exact: true })).toBeFocused();

  const link = (await (await page.request.post(`/api/items/${itemId}/share`, write(origin, {}))).json()) as {
    url: string;
  };
  await page.goto(link.url);
  await waitForHydration(page);
  await page.locator("details.brief-summary summary").click();
  await expect(page.locator("details.brief-summary dl")).toBeVisible();
  expect(await blocking()).toEqual([]);

  await page.goto("/history?shared=1");
  await waitForHydration(page);
  expect(await blocking()).toEqual([]);
});
