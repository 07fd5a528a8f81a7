import type { Context } from "hono";
import { hasUnsafeText } from "../../shared/text";
import { apiError } from "./errors";

/** The longest a client may take to send a body (a few KiB at most): slower is refused with 408. */
export const BODY_TIME_LIMIT_MS = 10_000;

/**
 * Reads at most `limit` bytes of the body: the bytes, "too_large" when there are more,
 * "incomplete" when the client went away before sending them all, or "too_slow" when it takes
 * longer than `timeLimitMs`. Hono's bodyLimit trusts a Content-Length when one is sent; this also
 * counts the bytes that actually arrive.
 */
export async function readBounded(
  request: Request,
  limit: number,
  timeLimitMs = BODY_TIME_LIMIT_MS,
): Promise<Uint8Array | "too_large" | "incomplete" | "too_slow"> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) return "too_large";
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    const deadline = Date.now() + timeLimitMs;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Each read races what is left of the time limit; a body that trickles in is cut off.
    const next = () =>
      Promise.race([
        reader.read(),
        new Promise<"too_slow">((resolve) => {
          timer = setTimeout(() => resolve("too_slow"), Math.max(0, deadline - Date.now()));
        }),
      ]).finally(() => clearTimeout(timer));
    try {
      for (let read = await next(); ; read = await next()) {
        if (read === "too_slow") {
          await reader.cancel().catch(() => {});
          return "too_slow";
        }
        if (read.done) break;
        size += read.value.byteLength;
        if (size > limit) {
          // Too large whatever happens next; a stream that has failed meanwhile cannot be cancelled.
          await reader.cancel().catch(() => {});
          return "too_large";
        }
        chunks.push(read.value);
      }
    } catch {
      // workerd: "Network connection lost." The answer will likely reach no one, but it is a 400,
      // not an unhandled error.
      return "incomplete";
    }
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** No body of this API nests deeper; deeper JSON is refused before anything walks it recursively. */
export const MAX_JSON_DEPTH = 32;

/** How deep arrays and objects nest in a JSON text, found with one pass and no recursion. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === "\\") i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "[" || char === "{") deepest = Math.max(deepest, ++depth);
    else if (char === "]" || char === "}") depth--;
  }
  return deepest;
}

/** The path (`inputs.product`) of the first key or string value holding unsafe text, or null. */
export function unsafeTextPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === "string") return hasUnsafeText(value) ? path.join(".") || "body" : null;
  if (typeof value !== "object" || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    const childPath = [...path, key];
    if (hasUnsafeText(key)) return childPath.join(".");
    const found = unsafeTextPath(child, childPath);
    if (found) return found;
  }
  return null;
}

/**
 * A JSON body of at most `limit` bytes, or the 413/400 response that refuses it: not UTF-8, not
 * JSON, nested too deep, or holding control characters or unpaired surrogates anywhere
 * (docs/security.md).
 */
export async function readJsonBody(
  c: Context,
  limit: number,
  tooLarge = `The body is larger than ${limit} bytes`,
): Promise<unknown | Response> {
  const bytes = await readBounded(c.req.raw, limit);
  if (bytes === "too_large") return apiError(c, 413, "too_large", tooLarge);
  if (bytes === "incomplete") return apiError(c, 400, "incomplete_body", "The body ended before all of it arrived");
  if (bytes === "too_slow")
    return apiError(c, 408, "request_timeout", `The body took longer than ${BODY_TIME_LIMIT_MS / 1000} s to arrive`);
  let text: string;
  let json: unknown;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    json = JSON.parse(text);
  } catch {
    return apiError(c, 400, "invalid_json", "The body is not JSON (UTF-8)");
  }
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    return apiError(c, 400, "invalid_json", `The body nests deeper than ${MAX_JSON_DEPTH} levels`);
  }
  const unsafe = unsafeTextPath(json);
  if (unsafe) {
    return apiError(
      c,
      400,
      "invalid_text",
      `${unsafe.slice(0, 80)}: text may not hold control characters or unpaired surrogates`,
    );
  }
  return json;
}
