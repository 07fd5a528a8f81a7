import { expect, type Page, test } from "@playwright/test";
import { firstLoad } from "../../bench/lib/first-load.mjs";
import { fillLandingBrief, generateItem, waitForHydration } from "./helpers";

/**
 * A click on a server-rendered button whose code is split off and has not arrived yet
 * (docs/performance.md, "A click before the code"): the click is held and the button answers once
 * its code is there and its part has hydrated, exactly once. Without that, React drops the click.
 */

const HOLD_MS = 1_500;

/**
 * Holds every script `path` does not load first (bench/lib/first-load.mjs: what its HTML names and
 * their static imports), each for HOLD_MS after it is asked for: the split parts' code arrives late,
 * as on a slow network. Returns when each held script was let through (ms since the page's origin
 * of time is not known here, so Date.now()).
 */
async function holdSplitCode(page: Page, baseURL: string, path: string): Promise<number[]> {
  const { chunks } = (await firstLoad(baseURL, path)) as { chunks: Array<{ file: string }> };
  const first = new Set(chunks.map((chunk) => chunk.file));
  const released: number[] = [];
  await page.route(
    (url) => url.pathname.endsWith(".js") && !first.has(url.pathname),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
      released.push(Date.now());
      await route.continue();
    },
  );
  return released;
}

const landing = { product: "Hazel lamp", audience: "night readers", keyPoints: "warm light", tone: "friendly" };

test("Share in the history, clicked before the entry's tools have their code, opens the share sheet once", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const origin = baseURL ?? "";
  const itemId = await generateItem(page.request, origin, { template: "landing-page", locale: "en", inputs: landing });
  const released = await holdSplitCode(page, origin, "/history");

  await page.goto("/history");
  await waitForHydration(page);
  const row = page.locator(`[data-item="${itemId}"]`);
  await row.getByRole("button", { name: "Share", exact: true }).click();
  // The click came before any split-off code did: nothing had been let through yet.
  expect(released).toHaveLength(0);

  const sheet = page.getByRole("dialog", { name: "Share this draft" });
  await expect(sheet).toBeVisible({ timeout: 15_000 });
  expect(released.length).toBeGreaterThan(0);
  // Once, not twice: a second click would have closed it or stacked another.
  await page.waitForTimeout(500);
  await expect(page.getByRole("dialog")).toHaveCount(1);
});

test("Publish on a reopened draft, clicked before the item actions have their code, opens the dialog once", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const origin = baseURL ?? "";
  const itemId = await generateItem(page.request, origin, { template: "landing-page", locale: "en", inputs: landing });
  const path = `/generate/landing-page?draft=${itemId}`;
  const released = await holdSplitCode(page, origin, path);

  await page.goto(path);
  await waitForHydration(page);
  const publish = page.locator(".item-actions").getByRole("button", { name: "Publish", exact: true });
  await publish.click();
  expect(released).toHaveLength(0);

  const dialog = page.getByRole("dialog", { name: "Publish as a page" });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await page.waitForTimeout(500);
  await expect(page.getByRole("dialog")).toHaveCount(1);
});

test("Delete in the history, pressed with the keyboard before its code, asks once", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const origin = baseURL ?? "";
  const itemId = await generateItem(page.request, origin, { template: "landing-page", locale: "en", inputs: landing });
  const released = await holdSplitCode(page, origin, "/history");

  await page.goto("/history");
  await waitForHydration(page);
  const remove = page.locator(`[data-item="${itemId}"]`).getByRole("button", { name: "Delete", exact: true });
  await remove.focus();
  await page.keyboard.press("Enter");
  expect(released).toHaveLength(0);

  await expect(page.getByRole("alertdialog")).toBeVisible({ timeout: 15_000 });
  await page.waitForTimeout(500);
  await expect(page.getByRole("alertdialog")).toHaveCount(1);
});

test("a brief typed and Generate clicked before the workspace has its code writes one draft from that brief", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const origin = baseURL ?? "";
  const released = await holdSplitCode(page, origin, "/generate/landing-page");

  await page.goto("/generate/landing-page");
  await waitForHydration(page);
  // The fields keep what is typed; the brief takes it over once the workspace hydrates (brief-form.tsx).
  await fillLandingBrief(page, { product: "Quince kettle" });
  await page.locator('button[type="submit"]').first().click();
  expect(released).toHaveLength(0);

  const output = page.getByTestId("output");
  await expect(output.getByRole("heading", { level: 1 })).toHaveText("Quince kettle", { timeout: 20_000 });
  await expect(page.locator('[name="product"]')).toHaveValue("Quince kettle");
  await expect(page.locator('[name="tone"]')).toHaveValue("friendly");
  const history = (await (await page.request.get("/api/items")).json()) as { items: unknown[] };
  expect(history.items).toHaveLength(1);
});
