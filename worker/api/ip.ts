import { Hono } from "hono";
import type { AppContext, AppEnv } from "../context";

export type EdgeAddress = { ipv4: string; ipv6: string };

const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const IPV6 = /^[0-9A-Fa-f:.]+$/;

/**
 * The caller's address as Cloudflare's edge saw it (CF-Connecting-IP), sorted into its family;
 * the other one is empty, and both are when the header is missing or not an address.
 */
export function edgeAddress(c: AppContext): EdgeAddress {
  const ip = c.req.header("cf-connecting-ip")?.trim() ?? "";
  if (IPV4.test(ip)) return { ipv4: ip, ipv6: "" };
  if (ip.includes(":") && IPV6.test(ip)) return { ipv4: "", ipv6: ip };
  return { ipv4: "", ipv6: "" };
}

/**
 * `GET /api/ip` (docs/api.md, "Analytics"): the visitor identity record's addresses
 * (docs/analytics.md, "Address lookup").
 */
export const ipApi = new Hono<AppEnv>();

ipApi.get("/", (c) => c.json(edgeAddress(c), 200, { "Cache-Control": "no-store" }));
