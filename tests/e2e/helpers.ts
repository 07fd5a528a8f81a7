import type { Page } from "@playwright/test";

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
