import { describe, expect, test } from "vitest";
import { PageCache } from "./page-cache";

const page = (nonce: string, text = "x") =>
  `<html><script nonce="${nonce}">a</script><p>${text}</p><script nonce="${nonce}" src="/e.js"></script></html>`;

/** As long as a real nonce slot, so a stored page is no longer than the page given. */
const N = "n".repeat(64);
const M = "m".repeat(64);

describe("PageCache", () => {
  test("gives the stored page back with the new nonce in every nonce attribute", () => {
    const cache = new PageCache(10_000);
    cache.set("/a", page("first"), "first", [["content-type", "text/html"]]);
    expect(cache.get("/a", "second")).toEqual({ html: page("second"), headers: [["content-type", "text/html"]] });
    expect(cache.get("/a", "third")?.html).toBe(page("third"));
    expect(cache.get("/b", "second")).toBeNull();
  });

  test("keeps no page whose nonce also appears outside a nonce attribute, and none without a nonce", () => {
    const cache = new PageCache(10_000);
    cache.set("/a", `${page("n1")}<script nonce="n1">var n = "n1";</script>`, "n1", []);
    cache.set("/b", page(""), "", []);
    expect(cache.size).toBe(0);
  });

  test("drops the least recently used pages beyond its size, and never keeps an oversized one", () => {
    const one = page(N, "1").length;
    const cache = new PageCache(one * 4);
    for (const n of ["1", "2", "3", "4"]) cache.set(`/${n}`, page(N, n), N, []);
    cache.get("/1", M); // /2 is now the least recently used
    cache.set("/5", page(N, "5"), N, []);
    expect(cache.get("/2", M)).toBeNull();
    expect(cache.get("/1", M)?.html).toBe(page(M, "1"));
    expect(cache.get("/5", M)?.html).toBe(page(M, "5"));
    expect(cache.size).toBe(4);

    cache.set("/huge", page(N, "x".repeat(one)), N, []);
    expect(cache.get("/huge", M)).toBeNull();
  });

  test("replacing a page keeps one entry and counts its size once", () => {
    const one = page(N, "1").length;
    const cache = new PageCache(one * 4);
    for (let i = 0; i < 5; i++) cache.set("/1", page(N, "1"), N, []);
    for (const n of ["2", "3", "4"]) cache.set(`/${n}`, page(N, n), N, []);
    expect(cache.size).toBe(4);
    expect(cache.get("/1", M)).not.toBeNull();
  });
});
