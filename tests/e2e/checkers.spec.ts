import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import type { ListResponse } from "../../shared/catalog/api-types";
import { LOCALE_CODES, type Locale } from "../../shared/locales";
import { href } from "../../shared/routes";
import { generateItem, shareOrPublishItem, waitForHydration } from "./helpers";

/**
 * What outside checkers find, checked here so it does not come back: every page type in every
 * locale goes through the Nu HTML Checker (the server-rendered HTML, one run over all documents)
 * and through axe in the browser (light mode; a11y.spec.ts covers dark mode). Each locale gets a
 * real item written in its language, shared and published, so history, preview, share and
 * published pages show generated text, headings included. The checker needs Java
 * (scripts/ensure-java.mjs installs it for `npm test`).
 */

const VNU_JAR = "node_modules/vnu-jar/build/dist/vnu.jar";
const run = promisify(execFile);

/** A landing-page brief in each locale's language, so the text and its headings are in that script. */
const BRIEFS: Record<Locale, Record<string, string>> = {
  en: {
    product: "Brook bottle",
    audience: "nurses on long shifts",
    keyPoints: "glows when you should drink\ncold for 24 hours",
    callToAction: "Pre-order",
  },
  ja: {
    product: "ブルックボトル",
    audience: "長時間勤務の看護師",
    keyPoints: "飲む時間になると光る\n24時間冷たいまま",
    callToAction: "予約する",
  },
  pt: {
    product: "Garrafa Brook",
    audience: "enfermeiros em plantões longos",
    keyPoints: "brilha quando você deve beber\nfria por 24 horas",
    callToAction: "Reservar",
  },
  nl: {
    product: "Brook-fles",
    audience: "verpleegkundigen met lange diensten",
    keyPoints: "licht op als je moet drinken\n24 uur koud",
    callToAction: "Bestel vooraf",
  },
  ko: {
    product: "브룩 물병",
    audience: "장시간 근무하는 간호사",
    keyPoints: "마실 때가 되면 빛나요\n24시간 차갑게 유지",
    callToAction: "사전 주문",
  },
  fr: {
    product: "Gourde Brook",
    audience: "infirmières en longues gardes",
    keyPoints: "s'allume quand il faut boire\nfroide pendant 24 heures",
    callToAction: "Précommander",
  },
  it: {
    product: "Borraccia Brook",
    audience: "infermieri con turni lunghi",
    keyPoints: "si illumina quando devi bere\nfredda per 24 ore",
    callToAction: "Preordina",
  },
  de: {
    product: "Brook-Flasche",
    audience: "Pflegekräfte im langen Dienst",
    keyPoints: "leuchtet, wenn du trinken solltest\n24 Stunden kalt",
    callToAction: "Vorbestellen",
  },
  es: {
    product: "Botella Brook",
    audience: "enfermeras con turnos largos",
    keyPoints: "brilla cuando debes beber\nfría durante 24 horas",
    callToAction: "Reservar",
  },
  zh: {
    product: "溪流水瓶",
    audience: "值长班的护士",
    keyPoints: "该喝水时会发光\n保冷24小时",
    callToAction: "立即预订",
  },
};

type Target = { url: string; status: number };
type LocaleData = { itemId: string; shareSlug: string; pageSlug: string; solutions: string[]; useCases: string[] };

/**
 * The pages of one locale: every page type of shared/routes.ts PAGES and the 404 page. "all" adds
 * every solution and use case (their texts and sample headings differ) and the variants of a
 * page type (the generator without a draft, the pickers of both generators, the older share
 * view); "one of each" is a page per type, for the slower browser checks.
 */
function pagesOf(locale: Locale, data: LocaleData, scope: "all" | "one of each"): Target[] {
  const all = scope === "all";
  const pick = (slugs: string[]) => (all ? slugs : slugs.slice(0, 1));
  const ok = (url: string): Target => ({ url, status: 200 });
  const template = { slug: "landing-page" };
  const variants = (...urls: string[]) => (all ? urls.map(ok) : []);
  return [
    ok(href(locale, "home")),
    ok(href(locale, "solutions")),
    ...pick(data.solutions).map((slug) => ok(href(locale, "solution", { slug }))),
    ok(href(locale, "useCases")),
    ...pick(data.useCases).flatMap((slug) => [
      ok(href(locale, "useCase", { slug })),
      ok(href(locale, "useCasePreview", { slug })),
    ]),
    ok(href(locale, "templates")),
    ok(href(locale, "generate")),
    // The brief form, with the item's versions beside it.
    ok(`${href(locale, "generate", template)}?draft=${data.itemId}`),
    ...variants(href(locale, "generate", template), href(locale, "generateV1")),
    // The classic generator: its brief, rendered on the server.
    ok(href(locale, "generateV1", template)),
    ok(href(locale, "history")),
    ok(href(locale, "preview", { slug: data.itemId })),
    ok(href(locale, "share", { slug: data.shareSlug })),
    ...variants(href(locale, "shareV1", { slug: data.shareSlug })),
    // Under the text's own locale prefix: anywhere else it would redirect, and this expects 200.
    ok(href(locale, "published", { slug: data.pageSlug })),
    ok(href(locale, "terms")),
    ok(href(locale, "privacy")),
    { url: `${locale === "en" ? "" : `/${locale}`}/no-such-page`, status: 404 },
  ];
}

async function slugsOf(request: APIRequestContext, list: "solutions" | "use-cases", locale: Locale) {
  const response = await request.get(`/api/catalog/${list}?locale=${locale}`);
  expect(response.status(), `/api/catalog/${list}`).toBe(200);
  return ((await response.json()) as ListResponse<{ slug: string }>).items.map((entry) => entry.slug);
}

/** One visitor (one cookie) owns an item per locale, with its share link and its page. */
let visitor: APIRequestContext;
const data = {} as Record<Locale, LocaleData>;

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(90_000);
  const { baseURL = "", userAgent } = testInfo.project.use;
  // The desktop Chrome user agent of the config: a bot would get other answers (no redirects).
  visitor = await playwright.request.newContext({ baseURL, userAgent });
  const prepare = async (locale: Locale) => {
    const itemId = await generateItem(visitor, baseURL, {
      template: "landing-page",
      locale,
      inputs: { ...BRIEFS[locale], tone: "friendly" },
    });
    const share = await shareOrPublishItem(visitor, baseURL, itemId, "share");
    const published = await shareOrPublishItem(visitor, baseURL, itemId, "publication");
    data[locale] = {
      itemId,
      shareSlug: share.slug,
      pageSlug: published.slug,
      solutions: await slugsOf(visitor, "solutions", locale),
      useCases: await slugsOf(visitor, "use-cases", locale),
    };
  };
  // Only a write mints the visitor cookie: the first one alone, then the rest at once with it.
  const [first, ...others] = LOCALE_CODES;
  await prepare(first);
  await Promise.all(others.map(prepare));
});

test.afterAll(async () => {
  await visitor?.dispose();
});

type CheckerMessage = { type: string; url?: string; lastLine?: number; message: string; extract?: string };

/** Runs the Nu HTML Checker once (one JVM) over every file; "error" messages, by file. */
async function nuHtmlCheck(files: string[]): Promise<CheckerMessage[]> {
  if (!existsSync(VNU_JAR)) throw new Error(`${VNU_JAR} is missing: run npm ci.`);
  // No Java is a failure, never a skip: `npm test` installs it (scripts/ensure-java.mjs).
  await run("java", ["-version"]).catch((error: Error) => {
    throw new Error(`The Nu HTML Checker needs a Java runtime, 17 or newer, as "java" on PATH: ${error.message}`);
  });
  // Language detection only ever warns (and the lang attributes are checked elsewhere); without
  // it the checker starts in half the time.
  const args = ["--format", "json", "--stdout", "--exit-zero-always", "--no-langdetect", ...files];
  const { stdout } = await run("java", ["-jar", VNU_JAR, ...args], { maxBuffer: 64 * 1024 * 1024 });
  const { messages } = JSON.parse(stdout) as { messages: CheckerMessage[] };
  return messages.filter((message) => message.type === "error" || message.type === "non-document-error");
}

test("the Nu HTML Checker finds no error on any page in any locale", async ({ page }) => {
  test.setTimeout(180_000);
  const dir = await mkdtemp(join(tmpdir(), "parla-vnu-"));
  try {
    const documents = new Map<string, string>();
    const problems: string[] = [];
    const save = async (label: string, html: string | Buffer) => {
      const file = join(dir, `${String(documents.size).padStart(4, "0")}.html`);
      documents.set(file, label);
      await writeFile(file, html);
    };

    // The HTML the server sends, of every page type; catalog entries differ in their sample
    // text and its headings, so every solution and use case is read.
    const targets = LOCALE_CODES.flatMap((locale) => pagesOf(locale, data[locale], "all"));
    const bodies: Buffer[] = [];
    for (let start = 0; start < targets.length; start += 8) {
      await Promise.all(
        targets.slice(start, start + 8).map(async ({ url, status }, offset) => {
          const response = await visitor.get(url, { maxRedirects: 0 });
          if (response.status() !== status) problems.push(`${url}: status ${response.status()}, expected ${status}`);
          bodies[start + offset] = await response.body();
        }),
      );
    }
    for (const [index, { url }] of targets.entries()) await save(url, bodies[index] ?? "");

    // The DOM after hydration of the pages that render most in the browser: the draft, whose
    // text the client draws (in one locale of each script), and the history.
    await page.context().addCookies((await visitor.storageState()).cookies);
    for (const locale of ["en", "ja", "ko", "zh"] as const) {
      const draft = `${href(locale, "generate", { slug: "landing-page" })}?draft=${data[locale].itemId}`;
      await page.goto(draft);
      await waitForHydration(page);
      await expect(page.getByTestId("output").getByRole("heading", { level: 1 })).toBeVisible();
      await save(`${draft} (hydrated)`, await page.content());
    }
    await page.goto("/history");
    await waitForHydration(page);
    await expect(page.locator(".history-entry").first()).toBeVisible();
    await save("/history (hydrated)", await page.content());

    for (const message of await nuHtmlCheck([...documents.keys()])) {
      const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : "";
      const where = `${documents.get(file) ?? file}:${message.lastLine ?? "?"}`;
      problems.push(`${where}: ${message.message}  «${message.extract ?? ""}»`);
    }
    expect(problems, `${problems.length} problem(s) in ${documents.size} documents`).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

/** axe's findings on the page open in `page`, as lines naming the URL and the elements. */
async function axeFindings(page: Page, url: string): Promise<string[]> {
  // Legacy mode runs axe.run in the page itself: the default opens a blank page for every
  // analysis to merge the results of frames (these pages have none), twice as slow. Only
  // violations are collected in full, which halves the time again.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .analyze();
  return violations
    .filter(
      // heading-order is "moderate" for axe, but a skipped level is a finding of the issue.
      (violation) =>
        violation.impact === "serious" || violation.impact === "critical" || violation.id === "heading-order",
    )
    .map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(" ")).join(", ");
      return `${url}: ${violation.id} (${violation.impact}): ${targets}`;
    });
}

for (const locale of LOCALE_CODES) {
  test(`axe finds no serious, critical or heading-order violation on any page in ${locale}`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    // The visitor's cookie: the history lists the item, the preview shows it.
    await context.addCookies((await visitor.storageState()).cookies);
    const queue = pagesOf(locale, data[locale], "one of each");
    const found: string[] = [];
    // Two tabs at a time: axe runs in each tab's own renderer process.
    const tabs = [page, await context.newPage()];
    await Promise.all(
      tabs.map(async (tab) => {
        await tab.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
        for (let target = queue.shift(); target; target = queue.shift()) {
          const response = await tab.goto(target.url, { waitUntil: "domcontentloaded" });
          expect(response?.status(), target.url).toBe(target.status);
          await waitForHydration(tab);
          found.push(...(await axeFindings(tab, target.url)));
        }
      }),
    );
    expect(found.sort()).toEqual([]);
  });
}
