import type { APIRequestContext, Page } from "@playwright/test";

/** Collects everything a visitor's console would show as broken: page errors, console errors, failed requests. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 500) errors.push(`${response.status()} ${response.url()}`);
  });
  return errors;
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** Fills the landing-page brief of either generation screen by field name, so it works in every locale. */
export async function fillLandingBrief(
  page: Page,
  {
    product = "Brook bottle",
    keyPoints = "glows when you should drink",
  }: { product?: string; keyPoints?: string } = {},
): Promise<void> {
  await page.locator('[name="product"]').fill(product);
  await page.locator('[name="audience"]').fill("nurses on long shifts");
  await page.locator('[name="keyPoints"]').fill(keyPoints);
  await page.locator('[name="tone"]').selectOption("friendly");
}

/** Writes to the API the way the site's own pages do: same Origin, JSON body (docs/security.md). */
function apiWrite(baseURL: string, data: unknown) {
  return {
    headers: { origin: new URL(baseURL).origin, "content-type": "application/json" },
    data: JSON.stringify(data),
  };
}

/**
 * Generates an item through the real API (docs/api.md, "Generation") and waits for the whole
 * text: the builtin writer streams it in a few seconds. Returns the new item's id.
 */
export async function generateItem(
  request: APIRequestContext,
  baseURL: string,
  body: { template: string; locale: string; inputs: Record<string, string> },
): Promise<string> {
  const response = await request.post("/api/generations", apiWrite(baseURL, body));
  const stream = await response.text();
  if (!response.ok() || !/^event: done$/m.test(stream)) {
    throw new Error(`POST /api/generations (${body.locale}) answered ${response.status()}: ${stream.slice(0, 300)}`);
  }
  const itemId = /"itemId":"([^"]+)"/.exec(stream)?.[1];
  if (!itemId) throw new Error(`POST /api/generations (${body.locale}) named no item: ${stream.slice(0, 300)}`);
  return itemId;
}

/** Makes the item's share link or its published page; returns its slug and URL (with the locale prefix). */
export async function shareOrPublishItem(
  request: APIRequestContext,
  baseURL: string,
  itemId: string,
  what: "share" | "publication",
): Promise<{ slug: string; url: string }> {
  const response = await request.post(`/api/items/${itemId}/${what}`, apiWrite(baseURL, {}));
  if (!response.ok()) throw new Error(`POST /api/items/${itemId}/${what} answered ${response.status()}`);
  return (await response.json()) as { slug: string; url: string };
}
