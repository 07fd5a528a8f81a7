import { describe, expect, it } from "vitest";
import { IMAGE_BREAKPOINTS, sizesAttribute, variantWidths } from "./image-breakpoints";

describe("responsive image breakpoints", () => {
  it("are the documented six", () => {
    expect(IMAGE_BREAKPOINTS).toEqual({ xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, "2xl": 1536 });
  });

  it("make every breakpoint at densities 1 and 2 for a large original", () => {
    expect(variantWidths(4000)).toEqual([320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072]);
  });

  it("never upscale: wider variants become the original width", () => {
    expect(variantWidths(1600)).toEqual([320, 640, 768, 1024, 1280, 1536, 1600]);
    expect(variantWidths(500)).toEqual([320, 500]);
  });

  it("write sizes from the largest breakpoint down, ending with the base size", () => {
    expect(sizesAttribute({ base: "100vw" })).toBe("100vw");
    expect(sizesAttribute({ base: "100vw", md: "50vw", xl: "560px" })).toBe(
      "(min-width: 1280px) 560px, (min-width: 768px) 50vw, 100vw",
    );
  });
});
