// Which sources make up the first-load JS: builds the client once more with source maps in a
// temporary copy of the project (build/ is left alone), then attributes each chunk's bytes to
// the packages and project folders its source map points at. Used by `--analyze`.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { gzipSync } from "node:zlib";

const SKIP = new Set(["node_modules", "build", ".git", ".wrangler", "test-results", "playwright-report", "bench"]);
const B64 = Object.fromEntries(
  [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"].map((c, i) => [c, i]),
);

/** Decodes one line of source-map "mappings" into [generatedColumn, sourceIndex] pairs. */
function decodeLine(line, state) {
  const segments = [];
  let column = 0;
  for (const segment of line.split(",")) {
    if (!segment) continue;
    const values = [];
    let value = 0;
    let shift = 0;
    for (const char of segment) {
      const digit = B64[char];
      value += (digit & 31) << shift;
      if (digit & 32) shift += 5;
      else {
        values.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    column += values[0];
    if (values.length >= 4) state.source += values[1];
    segments.push([column, values.length >= 4 ? state.source : -1]);
  }
  return segments;
}

/** The group a source belongs to: the npm package, or the project folder. */
export function groupOf(source) {
  const path = source.replace(/^(\.\.\/)+/, "").replace(/^\/?work\/main\//, "");
  const nm = path.lastIndexOf("node_modules/");
  if (nm !== -1) {
    const rest = path.slice(nm + "node_modules/".length).split("/");
    return rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (path.startsWith("\0") || path.includes("virtual:")) return "(virtual modules)";
  const parts = path.split("/");
  return parts.length > 2 ? `${parts[0]}/${parts[1]}/` : parts.length > 1 ? `${parts[0]}/` : path;
}

/** Bytes of `code` per source group, using its source map; unmapped bytes are "(generated)". */
export function attribute(code, map) {
  const lines = code.split("\n");
  const state = { source: 0 };
  const pieces = new Map();
  const add = (group, text) => pieces.set(group, (pieces.get(group) ?? "") + text);
  map.mappings.split(";").forEach((mapping, i) => {
    const line = lines[i] ?? "";
    const segments = decodeLine(mapping, state);
    if (!segments.length) {
      add("(generated)", line);
      return;
    }
    if (segments[0][0] > 0) add("(generated)", line.slice(0, segments[0][0]));
    segments.forEach(([column, source], s) => {
      const end = s + 1 < segments.length ? segments[s + 1][0] : line.length;
      add(source === -1 ? "(generated)" : groupOf(map.sources[source] ?? "?"), line.slice(column, end));
    });
  });
  return pieces;
}

function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, NODE_ENV: "production" },
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(" ")} failed:\n${output.slice(-3000)}`)),
    );
  });
}

/** Builds the client with source maps in a temporary copy of `root`; returns its assets folder and a dispose(). */
export async function buildWithSourceMaps(root) {
  const work = mkdtempSync(join(tmpdir(), "parla-analyze-"));
  const remove = () => rmSync(work, { recursive: true, force: true });
  process.once("exit", remove);
  const dispose = () => {
    remove();
    process.removeListener("exit", remove);
  };
  try {
    for (const entry of readdirSync(root)) {
      if (SKIP.has(entry)) continue;
      cpSync(join(root, entry), join(work, entry), { recursive: true });
    }
    symlinkSync(join(root, "node_modules"), join(work, "node_modules"));
    await run(join(root, "node_modules", ".bin", "vite"), ["build", "--sourcemap"], work);
    return { assets: join(work, "build", "client", "assets"), dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}

/**
 * Attributes the given first-load chunks ({ file, sha1 } as served, e.g. /assets/entry.client-X.js)
 * to source groups. A chunk is matched by content (the same bytes less the source-map comment),
 * else by name, else by name without the hash (then the sources may have changed in between).
 * gzip per group is the group's own bytes compressed alone: an estimate.
 */
export function analyseChunks(assetsDir, chunkList) {
  const available = readdirSync(assetsDir).filter((f) => f.endsWith(".js"));
  const strip = (text) => text.replace(/\n\/\/# sourceMappingURL=.*\s*$/, "");
  const byHash = new Map(
    available.map((f) => [
      createHash("sha1")
        .update(strip(readFileSync(join(assetsDir, f), "utf8")))
        .digest("hex"),
      f,
    ]),
  );
  const stem = (file) => basename(file).replace(/-[\w-]{8}\.js$/, "");
  const groups = new Map();
  const chunks = [];
  for (const { file, sha1 } of chunkList) {
    let match = sha1 && byHash.get(sha1);
    let matchedBy = "content";
    if (!match) {
      match = available.find((f) => f === basename(file)) ?? available.find((f) => stem(f) === stem(file));
      matchedBy = "name";
    }
    if (!match || !existsSync(join(assetsDir, `${match}.map`))) {
      chunks.push({ file, matched: null });
      continue;
    }
    const code = strip(readFileSync(join(assetsDir, match), "utf8"));
    const map = JSON.parse(readFileSync(join(assetsDir, `${match}.map`), "utf8"));
    const pieces = attribute(code, map);
    const top = [];
    for (const [group, text] of pieces) {
      const entry = groups.get(group) ?? { group, raw: 0, text: "" };
      entry.raw += Buffer.byteLength(text);
      entry.text += text;
      groups.set(group, entry);
      top.push({ group, raw: Buffer.byteLength(text) });
    }
    chunks.push({
      file,
      matched: match,
      matchedBy,
      raw: Buffer.byteLength(code),
      sources: top.sort((a, b) => b.raw - a.raw).slice(0, 6),
    });
  }
  const list = [...groups.values()]
    .map(({ group, raw, text }) => ({ group, raw, gzipAlone: gzipSync(text, { level: 9 }).byteLength }))
    .sort((a, b) => b.raw - a.raw);
  return { groups: list, chunks };
}
