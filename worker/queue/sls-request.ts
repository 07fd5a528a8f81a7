import type { LogEvent } from "../../shared/analytics";
import { type Config, logDestinationProblem } from "../config";
import { lz4Block } from "./lz4-block";

/** The log service's limits for one PutLogs request: 4096 logs and 3 MB of raw body. */
export const SLS_LIMITS = { maxEvents: 4096, maxBytes: 3 * 1024 * 1024 };

const encoder = new TextEncoder();

/** With no log project and no endpoint (the local default), events stay in D1 (docs/analytics.md, "Delivery"). */
export function usesLocalSink(config: Config): boolean {
  return !config.LOG_PROJECT && !config.LOG_ENDPOINT;
}

/** POST /logstores/{logstore}/track on the project's host, or under LOG_ENDPOINT (docs/analytics.md, "Delivery"). */
export function trackUrl(config: Config): string {
  const problem = logDestinationProblem(config);
  if (problem) throw new Error(problem);
  const base = config.LOG_ENDPOINT
    ? config.LOG_ENDPOINT.replace(/\/+$/, "")
    : `https://${config.LOG_PROJECT}.${config.LOG_REGION}.log.aliyuncs.com`;
  return `${base}/logstores/${encodeURIComponent(config.LOG_LOGSTORE)}/track`;
}

/**
 * One track request (docs/analytics.md, "Delivery"): the JSON `{"__logs__":[…]}` sent as a protobuf-typed blob,
 * API version 0.6.0, the raw body size, and an LZ4 block with `x-log-compresstype: lz4` when
 * compression is on.
 */
export function trackRequest(config: Config, events: readonly LogEvent[]): { url: string; init: RequestInit } {
  const raw = encoder.encode(JSON.stringify({ __logs__: events }));
  const headers: Record<string, string> = {
    "content-type": "application/x-protobuf",
    "x-log-apiversion": "0.6.0",
    "x-log-bodyrawsize": String(raw.byteLength),
  };
  if (config.LOG_COMPRESS) headers["x-log-compresstype"] = "lz4";
  return { url: trackUrl(config), init: { method: "POST", headers, body: config.LOG_COMPRESS ? lz4Block(raw) : raw } };
}
