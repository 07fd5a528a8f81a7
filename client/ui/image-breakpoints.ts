/**
 * Responsive images (docs/product.md, "Interface kit"): breakpoints xs 320, sm 640, md 768, lg 1024, xl 1280 and
 * 2xl 1536 px, densities 1 and 2, WebP. Shared by the build step that makes the variants
 * (scripts/responsive-images.ts) and the <ResponsiveImage> component.
 */
export const IMAGE_BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, "2xl": 1536 } as const;
export type ImageBreakpoint = keyof typeof IMAGE_BREAKPOINTS;
export const IMAGE_DENSITIES = [1, 2] as const;
export const IMAGE_FORMAT = "webp";

/** What an `import image from "./x.png?responsive"` gives: the original plus its WebP variants. */
export type ResponsiveImageData = {
  /** The original file, the fallback for browsers without WebP. */
  src: string;
  width: number;
  height: number;
  /** `url 320w, url 640w, …` of the WebP variants. */
  srcset: string;
};

/**
 * The widths to make of an image `original` px wide: each breakpoint at each density, never
 * wider than the original (which then stands in for the larger ones).
 */
export function variantWidths(original: number): number[] {
  const widths = new Set<number>();
  for (const breakpoint of Object.values(IMAGE_BREAKPOINTS)) {
    for (const density of IMAGE_DENSITIES) widths.add(Math.min(breakpoint * density, original));
  }
  return [...widths].sort((a, b) => a - b);
}

/** Display width of the image from a breakpoint up (the smallest screens use `base`). */
export type ImageSizes = { base: string } & Partial<Record<ImageBreakpoint, string>>;

/** The `sizes` attribute: `{ base: "100vw", lg: "560px" }` → `(min-width: 1024px) 560px, 100vw`. */
export function sizesAttribute(sizes: ImageSizes): string {
  const ordered = (Object.keys(IMAGE_BREAKPOINTS) as ImageBreakpoint[]).reverse();
  const queries = ordered.flatMap((name) => {
    const size = sizes[name];
    return size ? [`(min-width: ${IMAGE_BREAKPOINTS[name]}px) ${size}`] : [];
  });
  return [...queries, sizes.base].join(", ");
}
