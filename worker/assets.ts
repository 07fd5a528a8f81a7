import type { AppContext } from "./context";

/**
 * Static files from the ASSETS binding (the Vite client build). Only paths that look like files
 * are looked up, so pages don't pay for a miss. Hashed build output is immutable.
 */
export async function serveAsset(c: AppContext): Promise<Response | null> {
  const { pathname } = new URL(c.req.url);
  const lastSegment = pathname.slice(pathname.lastIndexOf("/") + 1);
  if (!lastSegment.includes(".") || !c.env.ASSETS) return null;
  const found = await c.env.ASSETS.fetch(c.req.raw);
  if (found.status === 404) return null;
  const response = new Response(found.body, found);
  if (pathname.startsWith("/assets/") && response.ok) {
    response.headers.set("Cache-Control", "public, max-age=31536000, immutable");
  }
  return response;
}
