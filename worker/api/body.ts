import type { Context } from "hono";
import { apiError } from "./errors";

/**
 * Reads at most `limit` bytes of the body, or null when it is larger. Hono's bodyLimit trusts a
 * Content-Length when one is sent; this also counts the bytes that actually arrive.
 */
export async function readBounded(request: Request, limit: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.byteLength;
      if (size > limit) {
        await reader.cancel();
        return null;
      }
      chunks.push(read.value);
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
export async function readJsonBody(c: Context, limit: number): Promise<unknown | Response> {
  const bytes = await readBounded(c.req.raw, limit);
  if (!bytes) return apiError(c, 413, "too_large", `The body is larger than ${limit} bytes`);
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return apiError(c, 400, "invalid_json", "The body is not JSON (UTF-8)");
  }
}
