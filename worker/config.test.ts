import { describe, expect, test } from "vitest";
import { configProblems, getConfig } from "./config";

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
    expect(configProblems(getConfig(env), env)).toEqual([
      "GENERATOR names openai but OPENAI_API_KEY is not set (wrangler secret put OPENAI_API_KEY).",
      "GENERATOR names workers-ai but no [ai] binding named AI is configured.",
    ]);
  });
});
