// Lets Node scripts import the worker's TypeScript modules (worker/config.ts,
// worker/generation/template-guides.ts, …) as Vite resolves them: Node 22 strips the types, and
// this hook adds the `.ts` (or `/index.ts`) that the worker's relative imports leave out. Import
// it once, before the first such import. Modules that use Vite's `import.meta.glob` still need Vite.
import { existsSync } from "node:fs";
import { registerHooks } from "node:module";
import { fileURLToPath } from "node:url";

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (
      /^\.\.?\//.test(specifier) &&
      !/\.[cm]?[jt]sx?$|\.json$/.test(specifier) &&
      context.parentURL?.endsWith(".ts")
    ) {
      for (const candidate of [`${specifier}.ts`, `${specifier}/index.ts`]) {
        const url = new URL(candidate, context.parentURL);
        if (existsSync(fileURLToPath(url))) return nextResolve(candidate, context);
      }
    }
    return nextResolve(specifier, context);
  },
});
