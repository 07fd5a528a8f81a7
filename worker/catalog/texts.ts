import { CatalogTexts, LegalTexts } from "../../shared/catalog/texts";
import { DEFAULT_LOCALE, type Locale } from "../../shared/locales";

// Every locale's catalog texts, legal texts and use-case samples are bundled into the worker.
const catalogFiles = import.meta.glob<unknown>("../../locales/*/catalog.json", { eager: true, import: "default" });
const legalFiles = import.meta.glob<unknown>("../../locales/*/legal.json", { eager: true, import: "default" });
const sampleFiles = import.meta.glob<string>("../../locales/*/samples/**/*.md", {
  eager: true,
  query: "?raw",
  import: "default",
});

const parsedCatalog = new Map<Locale, CatalogTexts>();
const parsedLegal = new Map<Locale, LegalTexts>();

/**
 * A locale's texts, parsed once. A missing or malformed file is logged ("Failed loading locale";
 * docs/product.md, "Languages") and English is served instead, so the page still works.
 */
function load<T>(
  cache: Map<Locale, T>,
  files: Record<string, unknown>,
  name: string,
  locale: Locale,
  parse: (v: unknown) => T,
): T {
  const cached = cache.get(locale);
  if (cached) return cached;
  const raw = files[`../../locales/${locale}/${name}`];
  try {
    if (raw === undefined) throw new Error(`locales/${locale}/${name} is missing`);
    const value = parse(raw);
    cache.set(locale, value);
    return value;
  } catch (error) {
    if (locale === DEFAULT_LOCALE) throw error;
    console.error("Failed loading locale", locale, name, error);
    const fallback = load(cache, files, name, DEFAULT_LOCALE, parse);
    cache.set(locale, fallback);
    return fallback;
  }
}

export function catalogTexts(locale: Locale): CatalogTexts {
  return load(parsedCatalog, catalogFiles, "catalog.json", locale, (raw) => CatalogTexts.parse(raw));
}

export function legalTexts(locale: Locale): LegalTexts {
  return load(parsedLegal, legalFiles, "legal.json", locale, (raw) => LegalTexts.parse(raw));
}

/**
 * A use case's sample Markdown in a locale, falling back to English unless `fallback` is false (a
 * writer's style example must be in the language it writes).
 */
export function sampleMarkdown(locale: Locale, useCaseSlug: string, fallback = true): string | undefined {
  return (
    sampleFiles[`../../locales/${locale}/samples/${useCaseSlug}.md`] ??
    (fallback ? sampleFiles[`../../locales/en/samples/${useCaseSlug}.md`] : undefined)
  );
}
