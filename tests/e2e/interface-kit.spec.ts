import { expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./helpers";

/** Paths of the documents the page loads: a client-side navigation adds none. */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      loads.push(new URL(request.url()).pathname);
  });
  return loads;
}

/** Lets React commit what a background event changed. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
}

const colourToggle = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Colour mode:/ });
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main navigation" });
const heading = (page: Page) => page.getByRole("heading", { level: 1 });

test.describe("tooltips", () => {
  test("the header's hint opens 700 ms after the pointer arrives, in the page's language, and on keyboard focus", async ({
    page,
  }) => {
    await page.goto("/de");
    await waitForHydration(page);
    const toggle = page.getByRole("banner").getByRole("button", { name: /^Farbmodus:/ });
    // Radix's tooltip arrives when the browser is idle after hydration (DeferredTooltip).
    await expect(toggle).toHaveAttribute("data-state", "closed", { timeout: 5000 });
    const tooltip = page.getByRole("tooltip");
    await toggle.hover();
    const hovered = Date.now();
    await page.waitForTimeout(400);
    await expect(tooltip).toHaveCount(0);
    await expect(tooltip).toHaveText("Farbmodus");
    expect(Date.now() - hovered).toBeGreaterThanOrEqual(650);
    await page.keyboard.press("Escape");
    await expect(tooltip).toHaveCount(0);

    await page.mouse.move(5, 600);
    await page.getByRole("heading", { level: 1 }).click();
    await toggle.focus();
    await expect(tooltip).toHaveText("Farbmodus");
    await expect(toggle).toBeFocused();
  });
});

test.describe("toasts", () => {
  test("the colour-mode toggle confirms the new mode in a toast that closes after 2 s", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await colourToggle(page).click();
    const toast = page.locator(".toast", { hasText: "Colour mode: Light" });
    await expect(toast).toBeVisible();
    // Radix announces it to screen readers with the localized label.
    await expect(page.getByRole("status").filter({ hasText: "Notification" })).toContainText("Colour mode: Light");
    // Hovering the toast region would pause its timer.
    await page.mouse.move(10, 300);
    await page.waitForTimeout(1200);
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 2500 });
  });

  test("at most five toasts are shown, and F8 moves focus to them", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    for (let i = 0; i < 7; i++) await colourToggle(page).click();
    const open = page.locator('.toast[data-state="open"] .toast-title');
    await expect(open).toHaveText([
      "Colour mode: System",
      "Colour mode: Light",
      "Colour mode: Dark",
      "Colour mode: System",
      "Colour mode: Light",
    ]);
    await page.keyboard.press("F8");
    await expect(page.getByRole("region", { name: "Notifications (F8)" }).locator("ol")).toBeFocused();
  });

  test("toasts speak the page's language and take the theme's status colours", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/ja");
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: "通知 (F8)" })).toBeAttached();
    const toggle = page.getByRole("banner").getByRole("button", { name: /^カラーモード/ });
    await toggle.click();
    const light = page.locator(".toast", { hasText: "カラーモード：ライト" });
    await expect(light).toHaveCSS("background-color", "rgb(15, 23, 42)");
    await toggle.click();
    const dark = page.locator(".toast", { hasText: "カラーモード：ダーク" });
    await expect(dark).toHaveCSS("background-color", "rgb(226, 232, 240)");
  });
});

test.describe("dialogs and build updates", () => {
  const failChunk = (page: Page) =>
    page.evaluate(() => {
      setTimeout(() => window.dispatchEvent(new Event("vite:preloadError", { cancelable: true })));
    });

  test("a failed chunk reloads the page once; failing again within 10 s asks the visitor", async ({ page }) => {
    const loads = documentLoads(page);
    await page.goto("/templates");
    await waitForHydration(page);

    await Promise.all([page.waitForEvent("load"), failChunk(page)]);
    await waitForHydration(page);
    expect(loads).toEqual(["/templates", "/templates"]);

    await failChunk(page);
    const dialog = page.getByRole("alertdialog", { name: "Part of this page didn't load" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Reload the page now?");
    // Focus starts on the safe choice and stays inside the dialog.
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "OK" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(loads).toHaveLength(2);

    await failChunk(page);
    await Promise.all([page.waitForEvent("load"), dialog.getByRole("button", { name: "OK" }).click()]);
    expect(loads).toEqual(["/templates", "/templates", "/templates"]);
  });

  test("once a newer build is deployed, the next navigation is one full page load", async ({ page }) => {
    await page.route("**/builds/latest.json?t=*", (route) =>
      route.fulfill({ json: { id: "a-newer-build", timestamp: 1 } }),
    );
    const loads = documentLoads(page);
    await page.goto("/");
    await waitForHydration(page);

    // Coming back to the tab checks for a new build, as the hourly timer does.
    const checked = page.waitForResponse(/\/builds\/latest\.json\?t=\d+$/);
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await checked;
    await settle(page);

    await mainNav(page).getByRole("link", { name: "Templates" }).click();
    await expect(heading(page)).toHaveText("Templates");
    await waitForHydration(page);
    expect(loads).toEqual(["/", "/templates"]);

    // The reloaded page runs the deployed build: navigations are client-side again.
    await mainNav(page).getByRole("link", { name: "Use cases" }).click();
    await expect(heading(page)).toHaveText("Use cases");
    expect(loads).toEqual(["/", "/templates"]);
  });

  test("a route chunk that fails to preload makes the next navigation one full page load", async ({ page }) => {
    let requests = 0;
    // The first request fails as a chunk of a replaced build would; the reloaded page gets it.
    await page.route(/\/assets\/templates-[\w-]+\.js$/, (route) =>
      requests++ === 0 ? route.abort() : route.continue(),
    );
    const loads = documentLoads(page);
    await page.goto("/");
    await waitForHydration(page);

    const link = mainNav(page).getByRole("link", { name: "Templates" });
    await link.hover();
    await expect.poll(() => requests).toBe(1);
    await settle(page);
    await link.click();
    await expect(heading(page)).toHaveText("Templates");
    await waitForHydration(page);
    expect(loads).toEqual(["/", "/templates"]);
  });
});

test.describe("colour mode", () => {
  test.beforeEach(async ({ page }) => {
    // Records the theme when <body> starts: set by then, the first paint has the right colours.
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (!document.body) return;
        document.documentElement.dataset.themeAtFirstPaint = document.documentElement.dataset.theme ?? "unset";
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
  });

  test("follows the operating system before the first paint and then live", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    const response = await page.goto("/");
    const html = (await response?.text()) ?? "";
    expect(html.indexOf("parla-color-mode")).toBeGreaterThan(0);
    expect(html.indexOf("parla-color-mode")).toBeLessThan(html.indexOf('rel="stylesheet"'));
    await expect(page.locator("html")).toHaveAttribute("data-theme-at-first-paint", "dark");
    await waitForHydration(page);
    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  });

  test("a chosen mode wins over the operating system and survives a reload", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await waitForHydration(page);
    await colourToggle(page).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-theme-at-first-paint", "light");
    await waitForHydration(page);
    await expect(colourToggle(page)).toHaveAccessibleName("Colour mode: Light. Select to change.");
    await colourToggle(page).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await colourToggle(page).click();
    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  });
});

test.describe("navigation", () => {
  test("pages that ask for a transition animate in; the others switch at once", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => {
      const start = document.startViewTransition.bind(document);
      document.startViewTransition = (update) => {
        document.documentElement.dataset.viewTransitions = String(
          Number(document.documentElement.dataset.viewTransitions ?? 0) + 1,
        );
        return start(update);
      };
    });
    await mainNav(page).getByRole("link", { name: "Generate" }).click();
    await expect(page).toHaveURL(/\/generate$/);
    await expect(page.locator("html")).toHaveAttribute("data-page-transition", "");
    await expect(page.locator("html")).toHaveAttribute("data-view-transitions", "1");
    await mainNav(page).getByRole("link", { name: "History" }).click();
    await expect(heading(page)).toHaveText("History");
    await expect(page.locator("html")).not.toHaveAttribute("data-page-transition");
  });

  test.describe("at phone width", () => {
    test.use({ viewport: { width: 390, height: 700 }, isMobile: true, hasTouch: true });

    test("the generation screen keeps its brief and scroll while the visitor looks at the history", async ({
      page,
    }) => {
      await page.goto("/generate/blog-post");
      await waitForHydration(page);
      await page.getByRole("textbox", { name: /Topic/ }).fill("Winter care for houseplants");
      await page.evaluate(() => window.scrollTo(0, 300));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);

      await page.getByLabel("Menu", { exact: true }).tap();
      await mainNav(page).getByRole("link", { name: "History" }).tap();
      await expect(heading(page)).toHaveText("History");
      await page.getByLabel("Menu", { exact: true }).tap();
      await mainNav(page).getByRole("link", { name: "Generate" }).tap();
      await page.locator('main a[href="/generate/blog-post"]').first().tap();
      await expect(page).toHaveURL(/\/generate\/blog-post$/);
      await expect(page.getByRole("textbox", { name: /Topic/ })).toHaveValue("Winter care for houseplants");
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    });
  });
});
