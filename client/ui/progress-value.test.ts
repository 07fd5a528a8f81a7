import { describe, expect, it } from "vitest";
import { normalizeProgress } from "./progress-value";

function run(value: unknown, max?: unknown) {
  const messages: string[] = [];
  const state = normalizeProgress(value, max, (message) => messages.push(message));
  return { state, messages };
}

describe("normalizeProgress", () => {
  it("accepts a number from 0 to max, and null as indeterminate, silently", () => {
    expect(run(0)).toEqual({ state: { value: 0, max: 100 }, messages: [] });
    expect(run(100)).toEqual({ state: { value: 100, max: 100 }, messages: [] });
    expect(run(2.5, 5)).toEqual({ state: { value: 2.5, max: 5 }, messages: [] });
    expect(run(null, 10)).toEqual({ state: { value: null, max: 10 }, messages: [] });
    expect(run(undefined)).toEqual({ state: { value: null, max: 100 }, messages: [] });
  });

  it("reports a value outside 0..max and falls back to null", () => {
    expect(run(120)).toEqual({
      state: { value: null, max: 100 },
      messages: [
        "Progress: invalid value 120. value must be a number from 0 to 100, or null while the progress is indeterminate; using null.",
      ],
    });
    expect(run(-1, 10).messages).toEqual([
      "Progress: invalid value -1. value must be a number from 0 to 10, or null while the progress is indeterminate; using null.",
    ]);
  });

  it("reports a value that is not a number", () => {
    expect(run("50")).toEqual({
      state: { value: null, max: 100 },
      messages: [
        'Progress: invalid value "50". value must be a number from 0 to 100, or null while the progress is indeterminate; using null.',
      ],
    });
    expect(run(Number.NaN).messages).toEqual([
      "Progress: invalid value NaN. value must be a number from 0 to 100, or null while the progress is indeterminate; using null.",
    ]);
  });

  it("reports a max that is not a number greater than 0 and uses 100", () => {
    for (const max of [0, -5, "10", null, Number.NaN, Number.POSITIVE_INFINITY]) {
      const { state, messages } = run(50, max);
      expect(state).toEqual({ value: 50, max: 100 });
      expect(messages).toHaveLength(1);
    }
    expect(run(50, 0).messages).toEqual(["Progress: invalid max 0. max must be a number greater than 0; using 100."]);
    expect(run(50, "10").messages).toEqual([
      'Progress: invalid max "10". max must be a number greater than 0; using 100.',
    ]);
  });

  it("checks the value against the fallback max when max is invalid", () => {
    expect(run(150, -1)).toEqual({
      state: { value: null, max: 100 },
      messages: [
        "Progress: invalid max -1. max must be a number greater than 0; using 100.",
        "Progress: invalid value 150. value must be a number from 0 to 100, or null while the progress is indeterminate; using null.",
      ],
    });
  });
});
