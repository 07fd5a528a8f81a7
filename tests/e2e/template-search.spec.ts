import { expect, type Page, test } from "@playwright/test";
import { collectErrors, waitForHydration } from "./helpers";

// The gallery's search form, typed into as a visitor would (docs/api.md, "Template search").

const EMAIL_TEMPLATES = ["email-campaign", "newsletter", "welcome-email"];

/** The templates the gallery shows, in order: each card's link opens the generator on its slug. */
function shownSlugs(page: Page): Promise<string[]> {
  return page
    .locator('main a[href*="/generate/"]')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname.split("/").pop() ?? ""),
    );
}

/** Opens the gallery, types `query` into its search box and submits it with Enter. */
async function searchGallery(page: Page, path: string, query: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  const box = page.getByRole("search").getByRole("searchbox");
  await box.fill(query);
  await box.press("Enter");
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(query);
}

test("'emails' and 'blog posts' find their templates in English", async ({ page }) => {
  const errors = collectErrors(page);
  await searchGallery(page, "/templates", "emails");
  await expect.poll(async () => (await shownSlugs(page)).sort()).toEqual(EMAIL_TEMPLATES);
  await expect(page.getByRole("link", { name: "Email campaign" })).toBeVisible();
  await expect(page.getByText("3 templates")).toBeVisible();

  await searchGallery(page, "/templates", "blog posts");
  await expect.poll(async () => (await shownSlugs(page))[0]).toBe("blog-post");
  await expect(page.getByRole("link", { name: "Blog post" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("'email' finds E-Mail-Kampagne in German and メールキャンペーン in Japanese", async ({ page }) => {
  const errors = collectErrors(page);
  await searchGallery(page, "/de/templates", "email");
  await expect.poll(async () => (await shownSlugs(page)).sort()).toEqual(EMAIL_TEMPLATES);
  await expect(page.getByRole("link", { name: "E-Mail-Kampagne" })).toBeVisible();

  for (const query of ["email", "メール"]) {
    await searchGallery(page, "/ja/templates", query);
    await expect.poll(async () => (await shownSlugs(page)).sort(), query).toEqual(EMAIL_TEMPLATES);
    await expect(page.getByRole("link", { name: "メールキャンペーン" })).toBeVisible();
  }
  expect(errors).toEqual([]);
});
