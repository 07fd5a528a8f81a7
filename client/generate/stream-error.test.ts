import { describe, expect, it } from "vitest";
import { ApiError } from "../../shared/api-client";
import { classifyStreamError } from "./stream-error";

const refused = (status: number, error: Record<string, unknown>, retryAfter: number | null = null) =>
  new ApiError(status, { error }, retryAfter, `Stream API Error (${status}): …`);

describe("classifyStreamError", () => {
  it("takes the wait of a refused generation from Retry-After, else the rate limits' minute", () => {
    expect(classifyStreamError(refused(429, { code: "rate_limited", message: "Slow down" }, 17))).toEqual({
      kind: "rate-limited",
      retryAfterSeconds: 17,
    });
    expect(classifyStreamError(refused(429, { code: "rate_limited", message: "Slow down" }))).toEqual({
      kind: "rate-limited",
      retryAfterSeconds: 60,
    });
  });

  it("names the brief's fields the API refused", () => {
    const fields = [{ field: "topic", code: "required" }];
    expect(classifyStreamError(refused(400, { code: "invalid_brief", message: "…", fields }))).toEqual({
      kind: "invalid-brief",
      fields,
    });
    expect(classifyStreamError(refused(400, { code: "invalid_brief", message: "…" }))).toEqual({
      kind: "invalid-brief",
      fields: [],
    });
  });

  it("tells a missing item, any other refusal and a network failure apart", () => {
    expect(classifyStreamError(refused(404, { code: "item_not_found", message: "…" }))).toEqual({
      kind: "item-not-found",
    });
    expect(classifyStreamError(refused(404, { code: "template_not_found", message: "…" }))).toEqual({ kind: "other" });
    expect(classifyStreamError(refused(400, { code: "bad_passage", message: "…" }))).toEqual({ kind: "bad-passage" });
    expect(classifyStreamError(new ApiError(502, "<html>Bad gateway</html>"))).toEqual({ kind: "other" });
    expect(classifyStreamError(new TypeError("Failed to fetch"))).toEqual({ kind: "network" });
  });
});
