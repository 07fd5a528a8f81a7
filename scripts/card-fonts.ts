import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

/**
 * The fonts of a published page's social card (docs/seo.md, "The page's own card"): Noto Sans and
 * its Japanese, Korean and Simplified Chinese families from Fontsource, whose `files/*.woff` are
 * unicode-range subsets. The client build gets every subset of the two weights the card uses under
 * `fonts/card/`, and `fonts/card/manifest.json` says which code points each covers; the worker
 * fetches the manifest and only the subsets a card's text needs through the ASSETS binding, so no
 * font is ever in the worker's bundle. (WOFF, not WOFF2: satori reads WOFF and TrueType.)
 */

export const CARD_FONT_FAMILIES = ["noto-sans", "noto-sans-jp", "noto-sans-kr", "noto-sans-sc"] as const;
export const CARD_FONT_WEIGHTS = [400, 700] as const;
/** Where the files are in the client build, and so on the site. */
export const CARD_FONT_DIR = "fonts/card";

/** One subset: its file stem (`noto-sans-jp-12`), to which `-{weight}-normal.woff` is added, and its code point ranges. */
export type CardFontFace = { family: string; stem: string; ranges: [number, number][] };
export type CardFontManifest = { weights: number[]; faces: CardFontFace[] };

const require = createRequire(import.meta.url);

function packageDir(family: string): string {
  return dirname(require.resolve(`@fontsource/${family}/package.json`));
}

/** `U+0-ff,U+131,U+2000-206f` as [start, end] pairs. */
function parseRanges(text: string): [number, number][] {
  return text.split(",").map((part) => {
    const [start = "0", end] = part.trim().replace(/^U\+/i, "").split("-");
    return [Number.parseInt(start, 16), Number.parseInt(end ?? start, 16)];
  });
}

/** Every @font-face of a family's normal style at `weight`: its file stem and ranges. */
async function facesOf(family: string, weight: number): Promise<CardFontFace[]> {
  const css = await readFile(join(packageDir(family), `${weight}.css`), "utf8");
  const faces: CardFontFace[] = [];
  for (const block of css.split("@font-face").slice(1)) {
    const file = /url\(\.\/files\/([^)]+?)-\d+-normal\.woff\)/.exec(block)?.[1];
    const ranges = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    if (file && ranges) faces.push({ family, stem: file, ranges: parseRanges(ranges) });
  }
  return faces;
}

export async function cardFontManifest(): Promise<CardFontManifest> {
  const faces: CardFontFace[] = [];
  for (const family of CARD_FONT_FAMILIES) {
    const regular = await facesOf(family, CARD_FONT_WEIGHTS[0]);
    // Every weight must have the same subsets, or a card could ask for a file that is not there.
    for (const weight of CARD_FONT_WEIGHTS.slice(1)) {
      const stems = (await facesOf(family, weight)).map((face) => face.stem).join();
      if (stems !== regular.map((face) => face.stem).join()) throw new Error(`${family} ${weight}: other subsets`);
    }
    faces.push(...regular);
  }
  return { weights: [...CARD_FONT_WEIGHTS], faces };
}

function fontFile(face: CardFontFace, weight: number) {
  return `${face.stem}-${weight}-normal.woff`;
}

/** The Vite plugin: emits the manifest and the subsets into the client build, and serves them in dev. */
export function cardFonts(): Plugin {
  return {
    name: "parla:card-fonts",
    applyToEnvironment: (environment) => environment.name === "client",
    async generateBundle() {
      const manifest = await cardFontManifest();
      this.emitFile({ type: "asset", fileName: `${CARD_FONT_DIR}/manifest.json`, source: JSON.stringify(manifest) });
      for (const face of manifest.faces) {
        for (const weight of manifest.weights) {
          const name = fontFile(face, weight);
          const source = await readFile(join(packageDir(face.family), "files", name));
          this.emitFile({ type: "asset", fileName: `${CARD_FONT_DIR}/${name}`, source });
        }
      }
    },
    configureServer(server) {
      let manifest: Promise<CardFontManifest> | undefined;
      server.middlewares.use(async (request, response, next) => {
        const path = (request.url ?? "").split("?")[0] ?? "";
        if (!path.startsWith(`/${CARD_FONT_DIR}/`)) return next();
        try {
          manifest ??= cardFontManifest();
          const known = await manifest;
          const name = path.slice(CARD_FONT_DIR.length + 2);
          if (name === "manifest.json") {
            response.setHeader("Content-Type", "application/json");
            return response.end(JSON.stringify(known));
          }
          const face = known.faces.find((candidate) => known.weights.some((w) => fontFile(candidate, w) === name));
          if (!face) return next();
          response.setHeader("Content-Type", "font/woff");
          response.end(await readFile(join(packageDir(face.family), "files", name)));
        } catch (error) {
          next(error);
        }
      });
    },
  };
}

const TEST_MODULE = "virtual:parla/card-fonts-for-tests";

/**
 * For the workerd tests, which have no client build: `virtual:parla/card-fonts-for-tests` exports
 * the manifest and a loader of each subset's bytes (a lazy import per file), so a stand-in ASSETS
 * binding can serve `fonts/card/` as the build would.
 */
export function cardFontsForTests(): Plugin {
  return {
    name: "parla:card-fonts-for-tests",
    resolveId: (id) => (id === TEST_MODULE ? `\0${TEST_MODULE}` : null),
    async load(id) {
      if (id !== `\0${TEST_MODULE}`) return null;
      const manifest = await cardFontManifest();
      const files = Object.fromEntries(
        manifest.faces.flatMap((face) =>
          manifest.weights.map((weight) => [
            fontFile(face, weight),
            join(packageDir(face.family), "files", fontFile(face, weight)),
          ]),
        ),
      );
      return `export const manifest = ${JSON.stringify(manifest)};
const loaders = {${Object.entries(files)
        .map(([name, path]) => `${JSON.stringify(name)}: () => import(${JSON.stringify(`${path}?inline`)})`)
        .join(",\n")}};
/** The bytes of a subset file, or null when the build would not have it. */
export async function fontBytes(name) {
  const load = loaders[name];
  if (!load) return null;
  const url = (await load()).default;
  return Uint8Array.from(atob(url.slice(url.indexOf(",") + 1)), (c) => c.charCodeAt(0));
}
`;
    },
  };
}
