// First-load bytes of a page: the HTML, every <script src>, <link rel="modulepreload"> and
// stylesheet it names, plus the static imports of those scripts (which a browser also fetches
// before hydration). Dynamic import() targets are lazy and not counted.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { BROWSER_HEADERS } from "./load.mjs";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const sizeCache = new Map();

/**
 * gzip -9 (what gzip-size and most bundle budgets use) and brotli quality 11, on libuv's thread
 * pool so files compress in parallel; cached by `key` (a hashed asset name fixes its content).
 */
export function compressedSizes(bytes, key) {
  if (key && sizeCache.has(key)) return sizeCache.get(key);
  const sizes = Promise.all([
    gzipAsync(bytes, { level: 9 }),
    brotliAsync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength },
    }),
  ]).then(([gz, br]) => ({ raw: bytes.byteLength, gzip: gz.byteLength, brotli: br.byteLength }));
  if (key) sizeCache.set(key, sizes);
  return sizes;
}

function attributes(tag) {
  const attrs = {};
  for (const match of tag.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    attrs[match[1].toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? "";
  }
  return attrs;
}

/** Static `import … from "x"`, `import "x"` and `export … from "x"` specifiers of a module. */
function staticImports(source) {
  const found = new Set();
  const pattern = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*${}\s,]*?\s*from\s*)?["']([^"']+)["']/g;
  for (const match of source.matchAll(pattern)) found.add(match[1]);
  return [...found];
}

/** Finds what the HTML makes the browser load before the page is interactive. */
export function parseHtml(html) {
  const scripts = [];
  const styles = [];
  const inlineModules = [];
  for (const match of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attrs = attributes(match[2]);
    if (match[1].toLowerCase() === "script") {
      if (attrs.src) scripts.push(attrs.src);
      else if (attrs.type === "module") {
        const end = html.indexOf("</script>", match.index);
        inlineModules.push(html.slice(match.index + match[0].length, end));
      }
    } else {
      const rel = (attrs.rel ?? "").toLowerCase().split(/\s+/);
      if (rel.includes("modulepreload") && attrs.href) scripts.push(attrs.href);
      if (rel.includes("stylesheet") && attrs.href) styles.push(attrs.href);
    }
  }
  // React Router's inline module script imports the entry and the route modules.
  for (const code of inlineModules) {
    for (const specifier of staticImports(code)) scripts.push(specifier);
    for (const match of code.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)) scripts.push(match[1]);
  }
  return { scripts, styles };
}

async function fetchBytes(url) {
  const response = await fetch(url, { headers: BROWSER_HEADERS, signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * Fetches `path` from `base` and sizes everything it loads first. Returns totals in bytes
 * ({ raw, gzip, brotli }) for html, js and css, plus every JS chunk sorted by gzip size.
 */
export async function firstLoad(base, path) {
  const pageUrl = new URL(path, base);
  const html = await fetchBytes(pageUrl);
  const { scripts, styles } = parseHtml(new TextDecoder().decode(html));

  // Breadth-first over static imports, one wave of parallel fetches at a time.
  const chunks = new Map();
  let wave = [...new Set(scripts.map((src) => new URL(src, pageUrl).href))];
  while (wave.length) {
    const fresh = wave.filter((url) => !chunks.has(url) && new URL(url).origin === pageUrl.origin);
    const fetched = await Promise.all(fresh.map(async (url) => [url, await fetchBytes(url)]));
    const next = new Set();
    for (const [url, bytes] of fetched) {
      chunks.set(url, bytes);
      for (const specifier of staticImports(new TextDecoder().decode(bytes))) {
        if (/^(\.{0,2}\/|https?:)/.test(specifier)) next.add(new URL(specifier, url).href);
      }
    }
    wave = [...next].filter((url) => !chunks.has(url));
  }
  const cssFiles = new Map();
  for (const href of styles) {
    const url = new URL(href, pageUrl).href;
    if (!cssFiles.has(url)) cssFiles.set(url, await fetchBytes(url));
  }

  const preloaded = new Set(scripts.map((src) => new URL(src, pageUrl).href));
  // Hashed asset URLs name their content, so their sizes are computed once per run.
  const sizeList = (map) =>
    Promise.all(
      [...map].map(async ([url, bytes]) => ({
        file: new URL(url).pathname,
        sha1: createHash("sha1").update(bytes).digest("hex"),
        ...(await compressedSizes(bytes, `${url}#${bytes.byteLength}`)),
        preloaded: preloaded.has(url),
      })),
    );
  const sum = (list) =>
    list.reduce(
      (total, item) => ({
        raw: total.raw + item.raw,
        gzip: total.gzip + item.gzip,
        brotli: total.brotli + item.brotli,
      }),
      {
        raw: 0,
        gzip: 0,
        brotli: 0,
      },
    );
  const [js, css, htmlSizes] = await Promise.all([sizeList(chunks), sizeList(cssFiles), compressedSizes(html)]);
  js.sort((a, b) => b.gzip - a.gzip);
  return {
    path,
    html: htmlSizes,
    js: { ...sum(js), files: js.length, notPreloaded: js.filter((c) => !c.preloaded).map((c) => c.file) },
    css: { ...sum(css), files: css.length },
    chunks: js,
  };
}
