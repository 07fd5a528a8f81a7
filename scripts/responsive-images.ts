import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { basename, extname } from "node:path";
import sharp from "sharp";
import type { Plugin } from "vite";
import { IMAGE_FORMAT, type ResponsiveImageData, variantWidths } from "../client/ui/image-breakpoints.ts";

const QUERY = "?responsive";
const WEBP_QUALITY = 80;
const TYPES: Record<string, string> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
};

type Output = { fileName: string; type: string; bytes: () => Promise<Buffer> };

function once(make: () => Promise<Buffer>): () => Promise<Buffer> {
  let made: Promise<Buffer> | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

/**
 * `import hero from "./hero.png?responsive"` (docs/product.md, "Interface kit"): at build time, sharp makes WebP
 * variants of the image at the breakpoint × density widths (client/ui/image-breakpoints.ts) and
 * the module exports their URLs with the original's size. Names carry a hash of the source, so
 * the worker's build and the client's agree on URLs while only the client build writes files
 * (under assets/, served as immutable). The dev server makes each variant on first request.
 */
export function responsiveImages(): Plugin {
  const devOutputs = new Map<string, Output>();
  let building = false;
  let base = "/";

  return {
    name: "parla:responsive-images",
    enforce: "pre",
    configResolved(config) {
      building = config.command === "build";
      base = config.base;
    },
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      const source = await readFile(file);
      const { width, height } = await sharp(source).metadata();
      if (!width || !height) this.error(`${file} is not an image sharp can read`);

      const extension = extname(file).toLowerCase();
      const name = basename(file, extname(file));
      const hash = createHash("sha256").update(source).update(`webp:${WEBP_QUALITY}`).digest("hex").slice(0, 10);
      const original: Output = {
        fileName: `assets/${name}-${hash}${extension}`,
        type: TYPES[extension] ?? "application/octet-stream",
        bytes: async () => source,
      };
      const variants = variantWidths(width).map((variantWidth) => ({
        width: variantWidth,
        fileName: `assets/${name}-${variantWidth}w-${hash}.${IMAGE_FORMAT}`,
        type: `image/${IMAGE_FORMAT}`,
        bytes: once(() => sharp(source).resize({ width: variantWidth }).webp({ quality: WEBP_QUALITY }).toBuffer()),
      }));

      for (const output of [original, ...variants]) {
        if (!building) devOutputs.set(`${base}${output.fileName}`, output);
        else if (this.environment.name === "client") {
          this.emitFile({ type: "asset", fileName: output.fileName, source: await output.bytes() });
        }
      }
      const data: ResponsiveImageData = {
        src: `${base}${original.fileName}`,
        width,
        height,
        srcset: variants.map((variant) => `${base}${variant.fileName} ${variant.width}w`).join(", "),
      };
      return `export default ${JSON.stringify(data)};`;
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const output = devOutputs.get((request.url ?? "").split("?")[0] ?? "");
        if (!output) return next();
        try {
          response.setHeader("Content-Type", output.type);
          response.end(await output.bytes());
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
