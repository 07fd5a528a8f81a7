import { expect, test } from "@playwright/test";
import { collectErrors, fillLandingBrief, waitForHydration } from "./helpers";

/** The classic generator, /generate/v1 (docs/product.md, "Screens"): one brief in, one result out, no chat. */

for (const { prefix, phone, generate } of [
  { prefix: "", phone: false, generate: "Generate" },
  { prefix: "/ja", phone: true, generate: "生成" },
  { prefix: "/de", phone: false, generate: "Generieren" },
]) {
  test(`${prefix || "/"}${phone ? " at phone width" : ""}: pick a template, generate once, start over, continue in the new generator`, async ({
    page,
  }) => {
    if (phone) await page.setViewportSize({ width: 390, height: 844 });
    const errors = collectErrors(page);
    await page.goto(`${prefix}/generate/v1`);
    await waitForHydration(page);
    await page.locator(`a[href="${prefix}/generate/v1/landing-page"]`).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/generate/v1/landing-page$`));
    await waitForHydration(page);
    await expect(page.locator(".release-banner")).toBeVisible();

    const fillAndGenerate = async (product: string) => {
      await fillLandingBrief(page, { product });
      await page.getByRole("button", { name: generate, exact: true }).click();
      await expect(page.getByTestId("output").getByRole("heading", { level: 1 })).toContainText(product, {
        timeout: 15_000,
      });
      await expect(page.locator(".output-actions")).toBeVisible({ timeout: 15_000 });
    };
    await fillAndGenerate("Brook bottle");
    // No chat in the classic generator.
    await expect(page.locator(".chat-panel")).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone ? 390 : 1280);

    // Start over: an empty brief, ready for another one-shot result.
    await page.locator(".classic-result .actions button").click();
    await expect(page.locator('[name="product"]')).toHaveValue("");
    await expect(page.locator('[name="product"]')).toBeFocused();
    await fillAndGenerate("Orbit lamp");
    const text = await page.locator(".output-body .prose").innerText();

    // On to the new generator: the same draft, its brief and its text.
    const onward = page.locator(".classic-result .actions a.button.primary");
    await expect(onward).toHaveAttribute("href", new RegExp(`${prefix}/generate/landing-page\\?draft=`));
    await onward.click();
    await expect(page).toHaveURL(/\/generate\/landing-page\?draft=/);
    await waitForHydration(page);
    await expect(page.locator('[name="product"]')).toHaveValue("Orbit lamp");
    expect(await page.locator(".output-body .prose").innerText()).toBe(text);
    expect(errors).toEqual([]);
  });
}

test("the classic form is there before any script runs", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto("/generate/v1/email-campaign");
  expect(response?.status()).toBe(200);
  await expect(page.locator('.brief-form [name="product"]')).toBeVisible();
  await expect(page.locator(".brief-form button[type=submit]")).toBeVisible();
  await context.close();
});
