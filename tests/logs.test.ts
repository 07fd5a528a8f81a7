import { afterEach, describe, expect, test, vi } from "vitest";
import { get } from "./edge/helpers";
import { generateItem, landingBrief, newVisitor } from "./support/visitor";

/** Structured logs (docs/operations.md, "Logs"): JSON lines with outcomes, never content or addresses. */

function captureLogs() {
  const lines: Array<Record<string, unknown>> = [];
  for (const method of ["log", "warn", "error"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      const [first] = args;
      if (typeof first !== "string" || !first.startsWith("{")) return;
      try {
        lines.push(JSON.parse(first) as Record<string, unknown>);
      } catch {
        // Not one of ours.
      }
    });
  }
  return lines;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("structured logs", () => {
  test("an API error is one line with the route's pattern, status, code and time, not its path", async () => {
    const lines = captureLogs();
    const response = await get("/api/shares/AAAAAAAAAAAAAAAA", { headers: { "cf-ray": "8f00ray" } });
    expect(response.status).toBe(404);
    const line = lines.find((entry) => entry.event === "api_error");
    expect(line).toMatchObject({
      level: "warn",
      requestId: "8f00ray",
      method: "GET",
      route: "/api/shares/:slug",
      status: 404,
      code: "not_found",
    });
    expect(typeof line?.durationMs).toBe("number");
    expect(JSON.stringify(lines)).not.toContain("AAAAAAAAAAAAAAAA");
  });

  test("a generation ends with one line of its outcome, without the brief or the text", async () => {
    const visitor = newVisitor();
    const lines = captureLogs();
    await generateItem(visitor);
    const line = lines.find((entry) => entry.event === "generation_end");
    expect(line).toMatchObject({
      level: "info",
      template: "landing-page",
      locale: "en",
      provider: "builtin",
      status: "complete",
    });
    expect(line?.bytes).toBeGreaterThan(100);
    expect(typeof line?.firstTextMs).toBe("number");
    const logged = JSON.stringify(lines);
    for (const value of Object.values(landingBrief.inputs)) expect(logged).not.toContain(value);
    expect(logged).not.toContain(visitor.cookie.split("=")[1] ?? "no-cookie");
    expect(logged).not.toMatch(/203\.0\.113\./);
  });

  test("successful API answers are not logged", async () => {
    const lines = captureLogs();
    expect((await get("/api/catalog/templates?locale=en")).status).toBe(200);
    expect(lines.filter((entry) => entry.event === "api_error")).toEqual([]);
  });
});
