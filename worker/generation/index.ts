import type { Writer } from "../../shared/generation";
import { getConfig } from "../config";
import { builtinProvider } from "./builtin-provider";
import { providerChain } from "./chain";
import type { GenerationProvider } from "./provider";

/** The writer, or the chain of writers, that `GENERATOR` names (docs/operations.md, "Writers"). */
export function providerFor(env: Env): GenerationProvider {
  const config = getConfig(env);
  const one = (name: Writer): GenerationProvider => {
    switch (name) {
      case "openai":
        return loaded(name, async () => (await import("./models")).openAiProvider(config));
      case "workers-ai":
        return loaded(name, async () => (await import("./models")).workersAiProvider(config, env.AI));
      case "builtin":
        return builtinProvider({ streamMs: config.BUILTIN_STREAM_MS });
    }
  };
  return providerChain(config.GENERATOR.map(one));
}

/**
 * A model writer whose module (and the AI SDK under it) is loaded at its first generation, so
 * page views and the offline writer never pay for evaluating it.
 */
function loaded(name: Writer, load: () => Promise<GenerationProvider>): GenerationProvider {
  let provider: Promise<GenerationProvider> | undefined;
  return {
    name,
    async generate(request, signal) {
      provider ??= load();
      return (await provider).generate(request, signal);
    },
  };
}
