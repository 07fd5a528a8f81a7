import { expect, test } from "@playwright/test";
import { collectErrors, waitForHydration } from "./helpers";

test("the home page hydrates with no console errors", async ({ page }) => {
  const errors = collectErrors(page);
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Write it once. Say it well in ten languages.");
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Templates" }).click();
  await expect(page).toHaveURL(/\/templates$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Templates");
  expect(errors).toEqual([]);
});

test("switching language keeps the page, sets the cookie, and / returns there later", async ({ page, context }) => {
  const errors = collectErrors(page);
  await page.goto("/templates?category=email");
  await waitForHydration(page);
  await page.getByLabel("Current language: English").click();
  await page.getByRole("link", { name: "日本語" }).first().click();
  await expect(page).toHaveURL(/\/ja\/templates\?category=email$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("テンプレート");
  await expect(page).toHaveTitle(/テンプレート/);
  const cookie = (await context.cookies()).find((c) => c.name === "i18n_redirected");
  expect(cookie?.value).toBe("ja");
  expect(cookie?.sameSite).toBe("Lax");

  await page.goto("/");
  await expect(page).toHaveURL(/\/ja$/);

  // And back to English through the footer: the cookie follows, so / stays English.
  await waitForHydration(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect((await context.cookies()).find((c) => c.name === "i18n_redirected")?.value).toBe("en");
  await page.goto("/");
  await expect(page).toHaveURL(/:\d+\/$/);
  expect(errors).toEqual([]);
});

test("an unknown page shows the localized not-found page inside the site layout", async ({ page }) => {
  const response = await page.goto("/de/nirgendwo");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByText("/de/nirgendwo")).toBeVisible();
});

test.describe("at phone width", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("pages fit the screen and the navigation and language menu work", async ({ page, context }) => {
    const errors = collectErrors(page);
    for (const path of ["/", "/ja", "/de/templates", "/zh/generate"]) {
      await page.goto(path);
      await waitForHydration(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
    }
    // Visiting /zh/... made Chinese the remembered locale; start over as a new English visitor.
    await context.clearCookies();
    await page.goto("/");
    await waitForHydration(page);
    // Phones reach every page through the menu button; Escape closes it again.
    await page.getByLabel("Menu", { exact: true }).tap();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
    await page.getByLabel("Menu", { exact: true }).tap();
    for (const name of ["Solutions", "Use cases", "Templates", "Generate", "History"]) {
      await expect(page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name })).toBeVisible();
    }
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "History" }).tap();
    await expect(page).toHaveURL(/\/history$/);
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
    await page.getByLabel("Current language: English").tap();
    await page.getByRole("link", { name: "Español" }).first().tap();
    await expect(page).toHaveURL(/\/es\/history$/);
    expect(errors).toEqual([]);
  });
});
