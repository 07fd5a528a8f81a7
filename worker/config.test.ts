import { describe, expect, test } from "vitest";
import { configProblems, getConfig, publicOrigin, publicOriginProblem, retentionDays } from "./config";

const envWith = (vars: Record<string, unknown>) => ({ ENVIRONMENT: "development", ...vars }) as unknown as Env;

describe("GENERATOR", () => {
  test("names one writer, or a chain of them tried in order", () => {
    expect(getConfig(envWith({})).GENERATOR).toEqual(["builtin"]);
    expect(getConfig(envWith({ GENERATOR: "openai" })).GENERATOR).toEqual(["openai"]);
    expect(getConfig(envWith({ GENERATOR: "workers-ai, builtin" })).GENERATOR).toEqual(["workers-ai", "builtin"]);
  });

  test.each(["gpt", "workers-ai,", "builtin,builtin", ""])("refuses %j", (value) => {
    expect(() => getConfig(envWith({ GENERATOR: value }))).toThrow(/Invalid worker configuration/);
  });

  test("a writer of the chain that cannot work is a configuration problem, fallback or not", () => {
    const env = envWith({ GENERATOR: "workers-ai,openai,builtin" });
    expect(configProblems(getConfig(env), env).map((problem) => problem.message)).toEqual([
      "GENERATOR names openai but OPENAI_API_KEY is not set (wrangler secret put OPENAI_API_KEY).",
      "GENERATOR names workers-ai but no [ai] binding named AI is configured.",
    ]);
  });
});

describe("PUBLIC_ORIGIN", () => {
  const problemOf = (value: string, environment = "development") =>
    publicOriginProblem(
      getConfig(envWith({ ENVIRONMENT: environment, PUBLIC_ORIGIN: value, VISITOR_SECRET: "s".repeat(32) })),
    );

  test.each([
    "",
    "https://parla.example",
    "http://localhost:8787",
    "https://parla.example:8443",
    "https://xn--bcher-kva.example",
  ])("accepts %j", (value) => {
    expect(problemOf(value)).toBeNull();
  });

  test.each([
    ["parla.example", "is not an absolute http(s) origin"],
    ["ftp://parla.example", "is not an absolute http(s) origin"],
    ["https://x.example/path", 'did you mean "https://x.example"'],
    ["https://parla.example/", 'did you mean "https://parla.example"'],
    ["https://parla.example?x=1", 'did you mean "https://parla.example"'],
    ["https://parla.example#top", 'did you mean "https://parla.example"'],
    ["https://user@parla.example", 'did you mean "https://parla.example"'],
    ["https://Parla.Example", 'did you mean "https://parla.example"'],
    ["https://parla.example:443", 'did you mean "https://parla.example"'],
    [` https://parla.example`, 'did you mean "https://parla.example"'],
    [`https://${"a".repeat(250)}.example`, "longer than 253 characters"],
  ])("refuses %j", (value, reason) => {
    expect(problemOf(value)).toContain(reason);
  });

  test("an invalid value is a configuration problem, not a configuration error", () => {
    const env = envWith({ PUBLIC_ORIGIN: "parla.example" });
    expect(configProblems(getConfig(env), env).map((problem) => problem.message)).toEqual([
      'PUBLIC_ORIGIN "parla.example" is not an absolute http(s) origin such as "https://parla.example": public URLs use each request\'s own origin until it is fixed.',
    ]);
  });

  test.each(["staging", "production"])("%s reports wrangler.toml's placeholder", (environment) => {
    expect(problemOf("https://parla.example", environment)).toContain("still the placeholder");
    expect(problemOf("https://parla.app", environment)).toBeNull();
  });

  test("public URLs use it when valid, and the request's origin otherwise", () => {
    const request = "http://other.example:8787/ja/templates?q=1";
    expect(publicOrigin(envWith({ PUBLIC_ORIGIN: "https://parla.example" }), request)).toBe("https://parla.example");
    expect(publicOrigin(envWith({}), request)).toBe("http://other.example:8787");
    expect(publicOrigin(envWith({ PUBLIC_ORIGIN: "" }), request)).toBe("http://other.example:8787");
    expect(publicOrigin(envWith({ PUBLIC_ORIGIN: "https://x.example/path" }), request)).toBe(
      "http://other.example:8787",
    );
  });
});

describe("ENVIRONMENT", () => {
  test.each(["staging", "production"])("%s refuses to run without VISITOR_SECRET", (environment) => {
    expect(() => getConfig(envWith({ ENVIRONMENT: environment }))).toThrow(
      `VISITOR_SECRET must be set in ${environment}`,
    );
    expect(getConfig(envWith({ ENVIRONMENT: environment, VISITOR_SECRET: "s".repeat(32) })).ENVIRONMENT).toBe(
      environment,
    );
  });

  test("only development signs with the built-in secret; other names are refused", () => {
    expect(getConfig(envWith({})).VISITOR_SECRET).toBeUndefined();
    expect(() => getConfig(envWith({ ENVIRONMENT: "prod", VISITOR_SECRET: "s".repeat(32) }))).toThrow(
      /Invalid worker configuration/,
    );
  });
});

describe('retention periods (docs/data.md, "Retention")', () => {
  const daysOf = (vars: Record<string, unknown>) => retentionDays(getConfig(envWith(vars)));

  test("default to 90, 30 and 365 days, unset or empty", () => {
    const defaults = { ANALYTICS_RETENTION_DAYS: 90, DEAD_LETTER_RETENTION_DAYS: 30, DRAFT_RETENTION_DAYS: 365 };
    expect(daysOf({})).toEqual({ days: defaults, problems: [] });
    expect(daysOf({ ANALYTICS_RETENTION_DAYS: "", DRAFT_RETENTION_DAYS: "" })).toEqual({
      days: defaults,
      problems: [],
    });
  });

  test("take whole numbers of days, written as strings or as TOML numbers", () => {
    expect(
      daysOf({ ANALYTICS_RETENTION_DAYS: "1", DEAD_LETTER_RETENTION_DAYS: 7, DRAFT_RETENTION_DAYS: "36500" }),
    ).toEqual({
      days: { ANALYTICS_RETENTION_DAYS: 1, DEAD_LETTER_RETENTION_DAYS: 7, DRAFT_RETENTION_DAYS: 36500 },
      problems: [],
    });
  });

  test.each(["0", "-5", "1.5", "30d", " 30", "36501", "1e3", 0, true])(
    "refuse %j as a configuration problem, keeping the default",
    (value) => {
      const env = envWith({ DRAFT_RETENTION_DAYS: value });
      const { days } = retentionDays(getConfig(env));
      expect(days.DRAFT_RETENTION_DAYS).toBe(365);
      expect(configProblems(getConfig(env), env).map((problem) => problem.message)).toEqual([
        `DRAFT_RETENTION_DAYS "${String(value)}" is not a whole number of days from 1 to 36500: retention keeps 365 days, the default, until it is fixed.`,
      ]);
    },
  );
});
