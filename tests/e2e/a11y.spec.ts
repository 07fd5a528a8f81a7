import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { waitForHydration } from "./helpers";

const PAGES = ["/", "/templates", "/generate", "/history"];

for (const colorScheme of ["light", "dark"] as const) {
  for (const path of PAGES) {
    test(`${path} in ${colorScheme} mode has no serious or critical accessibility violations`, async ({ page }) => {
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("data-theme", colorScheme);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const blocking = violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
      expect(blocking).toEqual([]);
    });
  }
}
