import type { Context } from "hono";
import { apiError } from "./errors";

/**
 * Reads at most `limit` bytes of the body: the bytes, "too_large" when there are more, or
 * "incomplete" when the client went away before sending them all. Hono's bodyLimit trusts a
 * Content-Length when one is sent; this also counts the bytes that actually arrive.
 */
export async function readBounded(request: Request, limit: number): Promise<Uint8Array | "too_large" | "incomplete"> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) return "too_large";
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
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

/**
 * C0 and C1 control characters other than tab, line feed and carriage return, and UTF-16
 * surrogates without their pair (JSON's `\ud800` escape makes one). Neither has a place in a
 * title, a brief or a note, and both break what later stores, renders or forwards the text.
 */
const UNSAFE_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's purpose.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path (`inputs.product`) of the first key or string value holding unsafe text, or null. */
export function unsafeTextPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === "string") return UNSAFE_TEXT.test(value) ? path.join(".") || "body" : null;
  if (typeof value !== "object" || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    const childPath = [...path, key];
    if (UNSAFE_TEXT.test(key)) return childPath.join(".");
    const found = unsafeTextPath(child, childPath);
    if (found) return found;
  }
  return null;
}

/**
 * A JSON body of at most `limit` bytes, or the 413/400 response that refuses it: not UTF-8, not
 * JSON, or holding control characters or unpaired surrogates anywhere (docs/security.md).
 */
export async function readJsonBody(
  c: Context,
  limit: number,
  tooLarge = `The body is larger than ${limit} bytes`,
): Promise<unknown | Response> {
  const bytes = await readBounded(c.req.raw, limit);
  if (bytes === "too_large") return apiError(c, 413, "too_large", tooLarge);
  if (bytes === "incomplete") return apiError(c, 400, "incomplete_body", "The body ended before all of it arrived");
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return apiError(c, 400, "invalid_json", "The body is not JSON (UTF-8)");
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
