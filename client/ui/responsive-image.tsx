import { IMAGE_FORMAT, type ImageSizes, type ResponsiveImageData, sizesAttribute } from "./image-breakpoints";

type ResponsiveImageProps = {
  image: ResponsiveImageData;
  alt: string;
  /** How wide the image is shown from each breakpoint up, e.g. `{ base: "100vw", lg: "560px" }`. */
  sizes: ImageSizes;
  /**
   * "lazy" (the default): the browser loads it as it nears the viewport. "eager": at once, at the
   * browser's own priority (above the fold on some screens only). "high": at once and before other
   * images, for the page's main image.
   */
  loading?: "lazy" | "eager" | "high";
  className?: string;
};

/**
 * One image at the documented breakpoints and densities in WebP (docs/product.md, "Interface kit"), from a
 * `?responsive` import: the browser picks the smallest variant that fills `sizes` at its pixel
 * density; the original is the fallback. Width and height reserve the space, so nothing shifts.
 */
export function ResponsiveImage({ image, alt, sizes, loading = "lazy", className }: ResponsiveImageProps) {
  const sizeList = sizesAttribute(sizes);
  return (
    <picture className={className}>
      <source type={`image/${IMAGE_FORMAT}`} srcSet={image.srcset} sizes={sizeList} />
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={loading === "lazy" ? "lazy" : "eager"}
        fetchPriority={loading === "high" ? "high" : "auto"}
        decoding="async"
      />
    </picture>
  );
}
