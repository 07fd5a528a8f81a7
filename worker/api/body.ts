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

/** A JSON body of at most `limit` bytes, or the 413/400 response that refuses it. */
export async function readJsonBody(
  c: Context,
  limit: number,
  tooLarge = `The body is larger than ${limit} bytes`,
): Promise<unknown | Response> {
  const bytes = await readBounded(c.req.raw, limit);
  if (bytes === "too_large") return apiError(c, 413, "too_large", tooLarge);
  if (bytes === "incomplete") return apiError(c, 400, "incomplete_body", "The body ended before all of it arrived");
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return apiError(c, 400, "invalid_json", "The body is not JSON (UTF-8)");
  }
}
