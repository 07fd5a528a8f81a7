import { describe, expect, test } from "vitest";
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_CODES,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  LOCALES,
  localeFromPath,
  matchAcceptLanguage,
  nextLocale,
  PREFIXED_LOCALES,
  stripLocalePrefix,
  withLocalePrefix,
  withoutDataSuffix,
} from "./locales";

describe("the locale list", () => {
  test("has the ten locales of docs/product.md, English first and default", () => {
    expect(LOCALE_CODES).toEqual(["en", "ja", "pt", "nl", "ko", "fr", "it", "de", "es", "zh"]);
    expect(DEFAULT_LOCALE).toBe("en");
    expect(PREFIXED_LOCALES).toEqual(["ja", "pt", "nl", "ko", "fr", "it", "de", "es", "zh"]);
  });

  test("describes every locale under its own code, left to right", () => {
    for (const code of LOCALE_CODES) {
      expect(LOCALES[code].code).toBe(code);
      expect(LOCALES[code].dir).toBe("ltr");
      expect(LOCALES[code].ogLocale).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
    }
    expect(LOCALES.zh.language).toBe("zh-CN");
  });

  test("the locale cookie is i18n_redirected and lives 365 days", () => {
    expect(LOCALE_COOKIE).toBe("i18n_redirected");
    expect(LOCALE_COOKIE_MAX_AGE_SECONDS).toBe(31_536_000);
  });
});

describe("isLocale", () => {
  test("accepts each of the ten codes", () => {
    for (const code of LOCALE_CODES) expect(isLocale(code)).toBe(true);
  });

  test("refuses other codes, other spellings and non-strings", () => {
    for (const value of [
      "xx",
      "EN",
      "Ja",
      "zh-CN",
      "pt-BR",
      " ja",
      "ja ",
      "",
      "*",
      "toString",
      undefined,
      null,
      1,
      {},
      ["ja"],
    ]) {
      expect(isLocale(value), String(value)).toBe(false);
    }
  });
});

describe("localeFromPath", () => {
  test("reads a prefixed locale from the first segment", () => {
    expect(localeFromPath("/ja")).toBe("ja");
    expect(localeFromPath("/ja/templates")).toBe("ja");
    expect(localeFromPath("/zh/solutions/industries/real-estate")).toBe("zh");
  });

  test("gives English for unprefixed paths", () => {
    expect(localeFromPath("/")).toBe("en");
    expect(localeFromPath("")).toBe("en");
    expect(localeFromPath("/templates")).toBe("en");
  });

  test("gives English for /en, unknown codes and segments that only start like a locale", () => {
    expect(localeFromPath("/en/templates")).toBe("en");
    expect(localeFromPath("/xx/templates")).toBe("en");
    expect(localeFromPath("/jam")).toBe("en");
    expect(localeFromPath("/JA/templates")).toBe("en");
    expect(localeFromPath("/templates/ja")).toBe("en");
  });
});

describe("localeFromPath on React Router data URLs", () => {
  test("reads the locale of the page a .data URL stands for", () => {
    expect(localeFromPath("/de.data")).toBe("de");
    expect(localeFromPath("/de/templates.data")).toBe("de");
    expect(localeFromPath("/de/_.data")).toBe("de");
    expect(localeFromPath("/_.data")).toBe("en");
    expect(localeFromPath("/templates.data")).toBe("en");
    expect(localeFromPath("/xx.data")).toBe("en");
  });
});

describe("withoutDataSuffix", () => {
  test("turns a single-fetch data URL into its page path", () => {
    expect(withoutDataSuffix("/_.data")).toBe("/");
    expect(withoutDataSuffix("/de.data")).toBe("/de");
    expect(withoutDataSuffix("/de/_.data")).toBe("/de/");
    expect(withoutDataSuffix("/de/templates.data")).toBe("/de/templates");
    expect(withoutDataSuffix("/solutions/industries/real-estate.data")).toBe("/solutions/industries/real-estate");
  });

  test("leaves page paths unchanged", () => {
    for (const path of ["/", "/de", "/de/templates", "/data", "/p/my-data", "/templates.json"]) {
      expect(withoutDataSuffix(path)).toBe(path);
    }
  });
});

describe("stripLocalePrefix", () => {
  test("removes a locale prefix and keeps the rest", () => {
    expect(stripLocalePrefix("/ja/templates")).toBe("/templates");
    expect(stripLocalePrefix("/de/use-cases/marketing/product-launch/preview")).toBe(
      "/use-cases/marketing/product-launch/preview",
    );
  });

  test("turns a bare prefix into /", () => {
    expect(stripLocalePrefix("/ja")).toBe("/");
    expect(stripLocalePrefix("/ja/")).toBe("/");
  });

  test("leaves unprefixed paths, /en and look-alike segments unchanged", () => {
    expect(stripLocalePrefix("/")).toBe("/");
    expect(stripLocalePrefix("/templates")).toBe("/templates");
    expect(stripLocalePrefix("/en/templates")).toBe("/en/templates");
    expect(stripLocalePrefix("/jam/x")).toBe("/jam/x");
    expect(stripLocalePrefix("/de.data")).toBe("/de.data");
  });
});

describe("withLocalePrefix", () => {
  test("adds no prefix for English", () => {
    expect(withLocalePrefix("/", "en")).toBe("/");
    expect(withLocalePrefix("/templates", "en")).toBe("/templates");
  });

  test("puts a path under another locale, the home page as the bare prefix", () => {
    expect(withLocalePrefix("/", "ja")).toBe("/ja");
    expect(withLocalePrefix("/templates", "ja")).toBe("/ja/templates");
    expect(withLocalePrefix("/p/spring-sale", "zh")).toBe("/zh/p/spring-sale");
  });

  test("is undone by stripLocalePrefix for every locale", () => {
    for (const code of LOCALE_CODES) {
      for (const path of ["/", "/templates", "/solutions/industries/real-estate"]) {
        const prefixed = withLocalePrefix(path, code);
        expect(localeFromPath(prefixed)).toBe(code);
        expect(stripLocalePrefix(prefixed)).toBe(path);
      }
    }
  });
});

describe("nextLocale", () => {
  test("returns the requested locale when it is valid and different", () => {
    expect(nextLocale("en", "ja")).toBe("ja");
    expect(nextLocale("ja", "en")).toBe("en");
  });

  test("returns null for the current locale", () => {
    expect(nextLocale("de", "de")).toBeNull();
  });

  test("returns null for anything that is not one of the ten codes", () => {
    for (const requested of ["xx", "DE", "de-CH", "", undefined, null, 7]) {
      expect(nextLocale("en", requested), String(requested)).toBeNull();
    }
  });
});

describe("matchAcceptLanguage", () => {
  test("returns null without a header", () => {
    expect(matchAcceptLanguage(undefined)).toBeNull();
    expect(matchAcceptLanguage(null)).toBeNull();
    expect(matchAcceptLanguage("")).toBeNull();
  });

  test("matches a locale code exactly, in any case", () => {
    expect(matchAcceptLanguage("fr")).toBe("fr");
    expect(matchAcceptLanguage("JA")).toBe("ja");
    expect(matchAcceptLanguage("en")).toBe("en");
  });

  test("matches zh-CN exactly as zh, its BCP 47 tag", () => {
    expect(matchAcceptLanguage("zh-CN")).toBe("zh");
    expect(matchAcceptLanguage("zh-cn")).toBe("zh");
  });

  test("falls back to the language part of a regional tag", () => {
    expect(matchAcceptLanguage("de-CH")).toBe("de");
    expect(matchAcceptLanguage("pt-BR")).toBe("pt");
    expect(matchAcceptLanguage("zh-TW")).toBe("zh");
    expect(matchAcceptLanguage("es-419")).toBe("es");
  });

  test("prefers any exact tag over a language-part match, whatever their order", () => {
    expect(matchAcceptLanguage("de-CH, fr;q=0.9")).toBe("fr");
    expect(matchAcceptLanguage("pt-BR,en;q=0.5")).toBe("en");
  });

  test("among exact tags, takes the highest weight, then the header's order", () => {
    expect(matchAcceptLanguage("fr;q=0.5, ja;q=0.8")).toBe("ja");
    expect(matchAcceptLanguage("ko, it")).toBe("ko");
    expect(matchAcceptLanguage("it;q=0.7, ko;q=0.7")).toBe("it");
  });

  test("among language-part matches, takes the highest weight, then the header's order", () => {
    expect(matchAcceptLanguage("de-AT;q=0.4, nl-BE;q=0.6")).toBe("nl");
    expect(matchAcceptLanguage("es-MX, it-CH")).toBe("es");
  });

  test("skips unsupported languages", () => {
    expect(matchAcceptLanguage("sv-SE, da;q=0.9, ko;q=0.1")).toBe("ko");
    expect(matchAcceptLanguage("sv, da, ru-RU")).toBeNull();
  });

  test("excludes tags weighted q=0", () => {
    expect(matchAcceptLanguage("ja;q=0, fr;q=0.1")).toBe("fr");
    expect(matchAcceptLanguage("ja;q=0")).toBeNull();
    expect(matchAcceptLanguage("de-CH;q=0.0")).toBeNull();
  });

  test("ignores the wildcard", () => {
    expect(matchAcceptLanguage("*")).toBeNull();
    expect(matchAcceptLanguage("*, es;q=0.5")).toBe("es");
  });

  test("ignores malformed tags and weights without throwing", () => {
    for (const header of [",,,", ";q=1", "!!!", "ja;q=abc", "ja;q=2", "ja;q=-1", "j@", "123", "ja_JP", "<script>"]) {
      expect(() => matchAcceptLanguage(header), header).not.toThrow();
      expect(matchAcceptLanguage(header), header).toBeNull();
    }
    expect(matchAcceptLanguage("!!!, ja;q=abc, de;q=0.3")).toBe("de");
  });

  test("accepts spaces around tags and parameters", () => {
    expect(matchAcceptLanguage("  ko ; q=0.9 ,  nl ; q = 0.2")).toBe("ko");
  });

  test("reads only the first 1000 characters of a huge header", () => {
    expect(matchAcceptLanguage(`${"xx-YY, ".repeat(200)}ja`)).toBeNull();
    expect(matchAcceptLanguage(`ja, ${"xx-YY, ".repeat(100_000)}`)).toBe("ja");
  });
});
