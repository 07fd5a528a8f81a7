/** The API client's URLs (shared/api-client.ts): also used for plain links to the API (an export). */

/** undefined and null values are skipped. */
export type Query = Record<string, string | number | boolean | null | undefined>;

/** A path that already starts with http is sent without the base. */
export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  let url = path;
  if (!/^https?:\/\//i.test(path) && baseUrl) {
    url = `${baseUrl.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
  }
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return url;
  // Merge with a query already in the path, keeping any fragment last.
  const hashAt = url.indexOf("#");
  const hash = hashAt === -1 ? "" : url.slice(hashAt);
  const bare = hashAt === -1 ? url : url.slice(0, hashAt);
  const separator = !bare.includes("?") ? "?" : /[?&]$/.test(bare) ? "" : "&";
  return `${bare}${separator}${search}${hash}`;
}
