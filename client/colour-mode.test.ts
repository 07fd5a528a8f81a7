import { afterEach, describe, expect, it, vi } from "vitest";
import { forcedColourMode, isColourModePreference, resolveColourMode } from "./colour-mode";

afterEach(() => vi.restoreAllMocks());

describe("forcedColourMode", () => {
  it("lets a page force light or dark", () => {
    expect(forcedColourMode("light")).toBe("light");
    expect(forcedColourMode("dark")).toBe("dark");
  });

  it('refuses to force "system" and warns on the console (docs/product.md, "Colour mode")', () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(forcedColourMode("system")).toBeUndefined();
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      '[colour-mode] A page cannot force the "system" colour mode; ignoring it.',
    );
  });

  it("ignores pages that force nothing, silently", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const requested of [undefined, null, "", "sepia", 1]) expect(forcedColourMode(requested)).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe("resolveColourMode", () => {
  it('follows the operating system under "system"', () => {
    expect(resolveColourMode("system", true)).toBe("dark");
    expect(resolveColourMode("system", false)).toBe("light");
  });

  it("uses an explicit preference whatever the operating system says", () => {
    expect(resolveColourMode("light", true)).toBe("light");
    expect(resolveColourMode("dark", false)).toBe("dark");
  });

  it("lets a forced mode win over every preference", () => {
    expect(resolveColourMode("dark", true, "light")).toBe("light");
    expect(resolveColourMode("system", false, "dark")).toBe("dark");
  });
});

describe("isColourModePreference", () => {
  it("accepts only the three preferences", () => {
    expect(["system", "light", "dark", "auto", null].map(isColourModePreference)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
