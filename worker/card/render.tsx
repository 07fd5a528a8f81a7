import { initWasm, Resvg } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import harfbuzzWasm from "harfbuzzjs/hb.wasm";
import layoutWasm from "satori/layout.wasm";
import { LOCALES, type Locale } from "../../shared/locales";
import { type AssetReader, cardFonts } from "./fonts";
import trampolineWasm from "./hb-trampoline-vi.wasm";

/**
 * A published page's own social card (docs/seo.md, "The page's own card"): its title and first
 * lines laid out by satori (to SVG, text as paths) and drawn by resvg (to PNG), 1200 × 630, in the
 * page's language and script. Loaded by the card route with a dynamic import, so pages never
 * evaluate it.
 */

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export type CardText = { title: string; lines: string; locale: Locale; site: string };

type Satori = typeof import("satori/standalone");
let engines: Promise<Satori["default"]> | null = null;

/** The one function-table trampoline HarfBuzz's glue compiles at start (signature "vi"), byte for byte. */
const TRAMPOLINE_BYTES = "0061736d01000000018700016081007f800002070101650166000007050101660000";

const hex = (bytes: BufferSource) =>
  [
    ...new Uint8Array(
      ArrayBuffer.isView(bytes) ? bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) : bytes,
    ),
  ]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("");

/**
 * satori and resvg, ready once per isolate. Both take their wasm as modules compiled at upload.
 * Workers refuse to compile wasm at run time, and satori/standalone's HarfBuzz (text shaping) does
 * twice as it starts: it instantiates itself from bytes it carries, and its glue compiles a
 * 33-byte trampoline to put a JavaScript callback in the function table. While it starts (a first,
 * empty layout), WebAssembly.instantiate gets the same HarfBuzz as a module of the bundle
 * (harfbuzzjs/hb.wasm, byte for byte what satori 0.63 carries) and WebAssembly.Module the same
 * trampoline precompiled (hb-trampoline-vi.wasm); anything else goes to the originals, and both
 * are put back once HarfBuzz is up (and so is the stand-in self.location its glue reads). An upgrade of satori that changes these fails the card
 * tests (tests/edge/page-card.test.ts) and falls back to Parla's card, never a 500.
 */
function loadEngines(): Promise<Satori["default"]> {
  engines ??= (async () => {
    const { instantiate } = WebAssembly;
    const OriginalModule = WebAssembly.Module;
    WebAssembly.instantiate = ((source: BufferSource | WebAssembly.Module, imports?: WebAssembly.Imports) =>
      source instanceof OriginalModule
        ? instantiate(source, imports)
        : instantiate(harfbuzzWasm, imports).then((instance) => ({
            module: harfbuzzWasm,
            instance,
          }))) as typeof instantiate;
    WebAssembly.Module = new Proxy(OriginalModule, {
      construct: (target, args, newTarget) =>
        hex(args[0] as BufferSource) === TRAMPOLINE_BYTES ? trampolineWasm : Reflect.construct(target, args, newTarget),
    });
    // HarfBuzz's glue reads its own address from self.location in a worker, which workerd does not
    // have (it only names where hb.wasm would be fetched from, which never happens here).
    const hadLocation = "location" in globalThis;
    if (!hadLocation) {
      Object.defineProperty(globalThis, "location", {
        value: { href: "https://card.parla.internal/" },
        configurable: true,
      });
    }
    try {
      const satori = await import("satori/standalone");
      await Promise.all([satori.init(layoutWasm), initWasm(resvgWasm)]);
      // HarfBuzz starts with the first layout.
      await satori.default(<div style={{ display: "flex" }} />, { width: 1, height: 1, fonts: [] });
      return satori.default;
    } finally {
      WebAssembly.instantiate = instantiate;
      WebAssembly.Module = OriginalModule;
      if (!hadLocation) Reflect.deleteProperty(globalThis, "location");
    }
  })();
  engines.catch(() => {
    engines = null;
  });
  return engines;
}

/** Text cut to `max` characters at a word (or anywhere in scripts without spaces), with an ellipsis. */
function cut(text: string, max: number): string {
  const chars = [...text.replace(/\s+/g, " ").trim()];
  if (chars.length <= max) return chars.join("");
  const head = chars.slice(0, max).join("");
  const space = head.lastIndexOf(" ");
  return `${space > max * 0.6 ? head.slice(0, space) : head}…`;
}

const GREEN = "#15803d";
const INK = "#101828";
const MUTED = "#475467";

/** The card's layout: a green band, the site's name, the title, the first lines and the address. */
function layout(text: CardText, family: string) {
  const title = cut(text.title, 110);
  const lines = cut(text.lines, 200);
  const long = [...title].length > 56;
  return (
    <div
      lang={LOCALES[text.locale].language}
      style={{
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        display: "flex",
        background: "#ffffff",
        fontFamily: family,
        color: INK,
        // Korean breaks lines between words, as its spaces say; satori would otherwise cut inside them.
        wordBreak: text.locale === "ko" ? "keep-all" : "normal",
      }}
    >
      <div style={{ width: 28, height: "100%", background: GREEN }} />
      <div
        style={{
          flex: 1,
          display: "flex",
          flexDirection: "column",
          padding: "64px 80px 56px 72px",
          background: "linear-gradient(135deg, #ffffff 60%, #ecfdf3 100%)",
        }}
      >
        <div style={{ display: "flex", fontSize: 30, fontWeight: 700, color: GREEN, letterSpacing: 1 }}>Parla</div>
        <div
          style={{
            display: "block",
            marginTop: 36,
            fontSize: long ? 56 : 68,
            fontWeight: 700,
            lineHeight: 1.18,
            lineClamp: 3,
          }}
        >
          {title}
        </div>
        {lines ? (
          <div
            style={{
              display: "block",
              marginTop: 28,
              fontSize: 30,
              lineHeight: 1.45,
              color: MUTED,
              lineClamp: long ? 2 : 3,
            }}
          >
            {lines}
          </div>
        ) : null}
        <div style={{ display: "flex", marginTop: "auto", fontSize: 24, color: MUTED }}>{text.site}</div>
      </div>
    </div>
  );
}

/** The card as PNG bytes. Throws when the fonts cannot be read or a renderer fails. */
export async function renderCard(text: CardText, read: AssetReader): Promise<Uint8Array> {
  const satori = await loadEngines();
  const { fonts, family } = await cardFonts(read, `Parla${text.title}${text.lines}${text.site}…`, text.locale);
  const svg = await satori(layout(text, family), { width: CARD_WIDTH, height: CARD_HEIGHT, fonts });
  const resvg = new Resvg(svg, { fitTo: { mode: "width", value: CARD_WIDTH }, font: { loadSystemFonts: false } });
  try {
    const image = resvg.render();
    try {
      return image.asPng();
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}
