import type { Locale } from "../../shared/locales";

/**
 * The fonts of a page's card (docs/seo.md, "The page's own card"): only the Noto Sans subsets
 * that its text needs, fetched from the static assets (`fonts/card/`, made by
 * scripts/card-fonts.ts) and kept in this isolate's memory.
 */

export type CardFontFace = { family: string; stem: string; ranges: [number, number][] };
export type CardFontManifest = { weights: number[]; faces: CardFontFace[] };
/** What satori takes. */
export type SatoriFont = { name: string; data: ArrayBuffer; weight: 400 | 700; style: "normal" };
/** Reads a static file by its path under the site's root (the ASSETS binding). */
export type AssetReader = (path: string) => Promise<Response>;

export const CARD_FONT_DIR = "/fonts/card";

/** The page's own script first, so shared Han characters take its forms; Latin from Noto Sans. */
const FAMILY_ORDER: Partial<Record<Locale, string[]>> = {
  ja: ["noto-sans-jp", "noto-sans", "noto-sans-sc", "noto-sans-kr"],
  ko: ["noto-sans-kr", "noto-sans", "noto-sans-jp", "noto-sans-sc"],
  zh: ["noto-sans-sc", "noto-sans", "noto-sans-jp", "noto-sans-kr"],
};
const DEFAULT_ORDER = ["noto-sans", "noto-sans-jp", "noto-sans-sc", "noto-sans-kr"];

/** At most this many subset files are kept in memory (a CJK subset is 20–60 KB). */
const MAX_KEPT_FILES = 240;
const files = new Map<string, Promise<ArrayBuffer>>();
let manifest: Promise<CardFontManifest> | null = null;

function loadManifest(read: AssetReader): Promise<CardFontManifest> {
  manifest ??= read(`${CARD_FONT_DIR}/manifest.json`).then(async (response) => {
    if (!response.ok) throw new Error(`font manifest: ${response.status}`);
    return (await response.json()) as CardFontManifest;
  });
  // A failed read is tried again by the next card.
  manifest.catch(() => {
    manifest = null;
  });
  return manifest;
}

function loadFile(read: AssetReader, name: string): Promise<ArrayBuffer> {
  let file = files.get(name);
  if (file) {
    // Most recently used last, so the oldest goes first.
    files.delete(name);
    files.set(name, file);
    return file;
  }
  file = read(`${CARD_FONT_DIR}/${name}`).then((response) => {
    if (!response.ok) throw new Error(`font ${name}: ${response.status}`);
    return response.arrayBuffer();
  });
  file.catch(() => files.delete(name));
  files.set(name, file);
  while (files.size > MAX_KEPT_FILES) files.delete(files.keys().next().value as string);
  return file;
}

const covers = (face: CardFontFace, codePoint: number) =>
  face.ranges.some(([start, end]) => codePoint >= start && codePoint <= end);

/**
 * The subsets that `text` needs, in the order satori should try them: for each character, the
 * first family of the locale's order that has it. Characters no subset has are left to satori
 * (they render as nothing rather than failing the card).
 */
export function facesFor(known: CardFontManifest, text: string, locale: Locale): CardFontFace[] {
  const order = FAMILY_ORDER[locale] ?? DEFAULT_ORDER;
  const byFamily = order.map((family) => known.faces.filter((face) => face.family === family));
  const chosen = new Set<CardFontFace>();
  for (const char of new Set(text)) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (codePoint <= 0x20) continue;
    for (const faces of byFamily) {
      const face = faces.find((candidate) => covers(candidate, codePoint));
      if (face) {
        chosen.add(face);
        break;
      }
    }
  }
  return byFamily.flat().filter((face) => chosen.has(face));
}

/** The satori fonts for `text` in both weights, and the font-family list that names them in order. */
export async function cardFonts(
  read: AssetReader,
  text: string,
  locale: Locale,
): Promise<{ fonts: SatoriFont[]; family: string }> {
  const known = await loadManifest(read);
  const faces = facesFor(known, text, locale);
  const fonts = await Promise.all(
    faces.flatMap((face) =>
      [400, 700].map(async (weight) => ({
        name: face.stem,
        data: await loadFile(read, `${face.stem}-${weight}-normal.woff`),
        weight: weight as 400 | 700,
        style: "normal" as const,
      })),
    ),
  );
  return { fonts, family: faces.map((face) => face.stem).join(", ") };
}
