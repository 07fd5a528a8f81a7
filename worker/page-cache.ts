/**
 * Rendered HTML of the pages whose document depends only on their URL and the build (catalog,
 * home, legal: `sharedHtml` in their route handle), kept in the isolate's memory. Rendering such a
 * page costs ~15 ms of CPU; answering from here costs a string replacement. See
 * docs/decisions/0008-shared-html-cache.md.
 *
 * An isolate serves one build with one configuration, so entries never go stale: a deploy starts
 * new isolates. Memory is bounded by `maxChars` (least recently used entries go first), so a
 * stream of distinct query strings cannot grow it.
 */

export type CachedPage = { html: string; headers: [string, string][] };

export class PageCache {
  readonly #entries = new Map<string, CachedPage>();
  #chars = 0;
  /**
   * Stands in for the response's CSP nonce in stored HTML, never sent. Made on first use: workerd
   * allows no random values at module scope.
   */
  #slot = "";

  constructor(readonly maxChars: number) {}

  get size() {
    return this.#entries.size;
  }

  /** The stored page for `key`, with `nonce` in every nonce attribute; null when absent. */
  get(key: string, nonce: string): { html: string; headers: [string, string][] } | null {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    // Most recently used last: Map keeps insertion order.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return { html: entry.html.replaceAll(`nonce="${this.#slot}"`, `nonce="${nonce}"`), headers: entry.headers };
  }

  /** Keeps `html` (rendered with `nonce`) for `key`; a page larger than a quarter of the cache is not kept. */
  set(key: string, html: string, nonce: string, headers: [string, string][]) {
    if (!nonce || html.length > this.maxChars / 4) return;
    this.#slot ||= `nonce-slot-${crypto.randomUUID()}`;
    const stored = html.replaceAll(`nonce="${nonce}"`, `nonce="${this.#slot}"`);
    // The nonce anywhere else (inside a script, say) could not be swapped: such a page is not kept.
    if (stored.includes(nonce)) return;
    this.delete(key);
    const entry = { html: stored, headers };
    this.#entries.set(key, entry);
    this.#chars += entry.html.length;
    for (const [oldest, old] of this.#entries) {
      if (this.#chars <= this.maxChars) break;
      this.#entries.delete(oldest);
      this.#chars -= old.html.length;
    }
  }

  delete(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#chars -= entry.html.length;
  }

  /** Drops every page whose key passes `test` (a published page's older versions, say). */
  deleteWhere(test: (key: string) => boolean) {
    for (const key of [...this.#entries.keys()]) if (test(key)) this.delete(key);
  }
}
