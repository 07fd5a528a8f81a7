import { IDENTITY_CACHE_MS, IDENTITY_STORAGE_KEY, type IdentityRecord } from "../../shared/analytics";
import type { KeyValueStorage } from "./safe-storage";

export type Addresses = Pick<IdentityRecord, "ipv4" | "ipv6">;

const NO_ADDRESSES: Addresses = { ipv4: "", ipv6: "" };

/** A looked-up address counts only if it is a non-blank string; it is trimmed (docs/analytics.md, "Address lookup"). */
function address(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/** Reads `{ipv4, ipv6}` from a `GET /api/ip` answer; anything else yields empty strings. */
export function parseAddresses(body: unknown): Addresses {
  if (typeof body !== "object" || body === null) return NO_ADDRESSES;
  const record = body as Record<string, unknown>;
  return { ipv4: address(record.ipv4), ipv6: address(record.ipv6) };
}

/**
 * Asks this site's worker for the visitor's address (public lookup services are not used:
 * docs/analytics.md, "Address lookup"). A failure is ignored and yields empty strings. The timeout
 * keeps a hanging lookup from holding events back for long.
 */
export async function lookupAddresses(
  fetchFn: (url: string, init: RequestInit) => Promise<Response>,
  url: string,
  timeoutMs: number,
): Promise<Addresses> {
  try {
    const response = await fetchFn(url, {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return NO_ADDRESSES;
    return parseAddresses(await response.json());
  } catch {
    return NO_ADDRESSES;
  }
}

/** The stored record, or null when absent or not an identity record. */
export function readIdentity(storage: KeyValueStorage): IdentityRecord | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(IDENTITY_STORAGE_KEY) ?? "null");
    if (typeof value !== "object" || value === null) return null;
    const { user_id, ipv4, ipv6, lastModified } = value as Record<string, unknown>;
    if (typeof user_id !== "string" || !user_id.trim()) return null;
    return {
      user_id,
      ipv4: address(ipv4),
      ipv6: address(ipv6),
      lastModified: typeof lastModified === "string" ? lastModified : "",
    };
  } catch {
    return null;
  }
}

/** Addresses are reused for one hour; a record with no address has nothing to reuse. */
export function isFresh(record: IdentityRecord, now: number): boolean {
  const age = now - Date.parse(record.lastModified);
  return age >= 0 && age < IDENTITY_CACHE_MS && Boolean(record.ipv4 || record.ipv6);
}

export type IdentitySource = {
  /** The record to stamp on an event now; its addresses may still be loading. */
  current(): IdentityRecord;
  /** Settles once the addresses are known (looked up or taken from the cache); never rejects. */
  ready: Promise<IdentityRecord>;
};

export type IdentityOptions = {
  storage: KeyValueStorage;
  now: () => number;
  newUserId: () => string;
  lookup: () => Promise<Addresses>;
};

/**
 * The `ip-store` record (docs/analytics.md, "Events"): a user_id made (and saved) on first use, addresses refreshed
 * when older than an hour, lastModified set at each refresh.
 */
export function createIdentitySource({ storage, now, newUserId, lookup }: IdentityOptions): IdentitySource {
  const save = (record: IdentityRecord) => storage.setItem(IDENTITY_STORAGE_KEY, JSON.stringify(record));
  const stamp = () => new Date(now()).toISOString();
  const stored = readIdentity(storage);
  let record = stored ?? { user_id: newUserId(), ...NO_ADDRESSES, lastModified: stamp() };
  if (!stored) save(record);

  const ready = isFresh(record, now())
    ? Promise.resolve(record)
    : lookup()
        .catch(() => NO_ADDRESSES)
        .then((addresses) => {
          record = { user_id: record.user_id, ...addresses, lastModified: stamp() };
          save(record);
          return record;
        });
  return { current: () => record, ready };
}
