import { describe, expect, it, vi } from "vitest";
import { IDENTITY_STORAGE_KEY } from "../../shared/analytics";
import { memoryStorage } from "../testing/memory-storage";
import {
  type Addresses,
  createIdentitySource,
  isFresh,
  lookupAddresses,
  parseAddresses,
  readIdentity,
} from "./identity";
import { manualClock, settle } from "./testing";

const USER = "5b7f1a52-4c6e-4d8a-9f0e-2b1c3d4e5f60";
const HOUR = 3_600_000;

function source(
  storage = memoryStorage(),
  lookup = vi.fn(async (): Promise<Addresses> => ({ ipv4: "203.0.113.7", ipv6: "" })),
) {
  const clock = manualClock();
  const identity = createIdentitySource({ storage, now: clock.now, newUserId: () => USER, lookup });
  return { identity, storage, lookup, clock };
}

const stored = (storage: ReturnType<typeof memoryStorage>) =>
  JSON.parse(storage.dump()[IDENTITY_STORAGE_KEY] ?? "null");

describe('visitor identity record ip-store (docs/analytics.md, "Events")', () => {
  it("creates a user_id on first use, saves it at once, then adds the looked-up address", async () => {
    const { identity, storage, lookup } = source();
    expect(stored(storage)).toEqual({ user_id: USER, ipv4: "", ipv6: "", lastModified: "2026-11-22T10:00:00.000Z" });
    expect(identity.current().user_id).toBe(USER);
    await expect(identity.ready).resolves.toEqual({
      user_id: USER,
      ipv4: "203.0.113.7",
      ipv6: "",
      lastModified: "2026-11-22T10:00:00.000Z",
    });
    expect(stored(storage).ipv4).toBe("203.0.113.7");
    expect(lookup).toHaveBeenCalledOnce();
  });

  it("reuses cached addresses for an hour without a lookup", async () => {
    const record = { user_id: "kept", ipv4: "198.51.100.1", ipv6: "", lastModified: "2026-11-22T09:00:00.001Z" };
    const { identity, lookup } = source(memoryStorage({ [IDENTITY_STORAGE_KEY]: JSON.stringify(record) }));
    await expect(identity.ready).resolves.toEqual(record);
    expect(lookup).not.toHaveBeenCalled();
  });

  it("looks the addresses up again after an hour, keeping the user_id", async () => {
    const record = { user_id: "kept", ipv4: "198.51.100.1", ipv6: "", lastModified: "2026-11-22T09:00:00.000Z" };
    const { identity, lookup } = source(memoryStorage({ [IDENTITY_STORAGE_KEY]: JSON.stringify(record) }));
    await expect(identity.ready).resolves.toMatchObject({ user_id: "kept", ipv4: "203.0.113.7" });
    expect(lookup).toHaveBeenCalledOnce();
  });

  it("ignores a failed lookup: empty addresses, the visitor sees nothing", async () => {
    const failing = vi.fn(async (): Promise<Addresses> => {
      throw new TypeError("Failed to fetch");
    });
    const { identity } = source(memoryStorage(), failing);
    await expect(identity.ready).resolves.toMatchObject({ user_id: USER, ipv4: "", ipv6: "" });
  });

  it("replaces a stored record that is not one", async () => {
    for (const junk of ["{", "[]", '{"user_id":"  "}', '"text"']) {
      const { identity } = source(memoryStorage({ [IDENTITY_STORAGE_KEY]: junk }));
      await settle();
      expect(identity.current().user_id).toBe(USER);
    }
  });
});

describe("freshness", () => {
  const record = (lastModified: string, ipv4 = "203.0.113.7") => ({ user_id: "u", ipv4, ipv6: "", lastModified });
  const now = Date.parse("2026-11-22T10:00:00.000Z");

  it("is fresh for exactly an hour", () => {
    expect(isFresh(record(new Date(now - HOUR + 1).toISOString()), now)).toBe(true);
    expect(isFresh(record(new Date(now - HOUR).toISOString()), now)).toBe(false);
  });

  it("is stale without any address, with a bad timestamp, or one in the future", () => {
    expect(isFresh(record(new Date(now).toISOString(), ""), now)).toBe(false);
    expect(isFresh(record("yesterday"), now)).toBe(false);
    expect(isFresh(record(new Date(now + 60_000).toISOString()), now)).toBe(false);
  });

  it("reads stored addresses trimmed", () => {
    const storage = memoryStorage({
      [IDENTITY_STORAGE_KEY]: JSON.stringify({ user_id: "u", ipv4: " 203.0.113.7 ", ipv6: 5, lastModified: "x" }),
    });
    expect(readIdentity(storage)).toEqual({ user_id: "u", ipv4: "203.0.113.7", ipv6: "", lastModified: "x" });
  });
});

describe('address lookup via GET /api/ip (docs/analytics.md, "Address lookup")', () => {
  it("trims addresses and counts only non-blank strings", () => {
    expect(parseAddresses({ ipv4: " 203.0.113.7\n", ipv6: "   " })).toEqual({ ipv4: "203.0.113.7", ipv6: "" });
    expect(parseAddresses({ ipv4: 42, ipv6: "2001:db8::1" })).toEqual({ ipv4: "", ipv6: "2001:db8::1" });
    expect(parseAddresses(null)).toEqual({ ipv4: "", ipv6: "" });
    expect(parseAddresses("203.0.113.7")).toEqual({ ipv4: "", ipv6: "" });
  });

  it("asks /api/ip and reads the answer", async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => Response.json({ ipv4: "", ipv6: "2001:db8::1" }));
    await expect(lookupAddresses(fetch, "/api/ip", 1000)).resolves.toEqual({ ipv4: "", ipv6: "2001:db8::1" });
    expect(fetch).toHaveBeenCalledWith("/api/ip", expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });

  it("yields empty strings on a non-OK answer, a bad body, a network failure or a timeout", async () => {
    const empty = { ipv4: "", ipv6: "" };
    await expect(lookupAddresses(async () => new Response("no", { status: 503 }), "/api/ip", 1000)).resolves.toEqual(
      empty,
    );
    await expect(lookupAddresses(async () => new Response("<html>"), "/api/ip", 1000)).resolves.toEqual(empty);
    await expect(
      lookupAddresses(
        async () => {
          throw new TypeError("Failed to fetch");
        },
        "/api/ip",
        1000,
      ),
    ).resolves.toEqual(empty);
    const hanging = (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
      );
    await expect(lookupAddresses(hanging, "/api/ip", 10)).resolves.toEqual(empty);
  });
});
