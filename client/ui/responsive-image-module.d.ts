/** Images imported with `?responsive` (scripts/responsive-images.ts). */
declare module "*?responsive" {
  const image: import("./image-breakpoints").ResponsiveImageData;
  export default image;
}
