import { getConfig } from "../config";
import { builtinProvider } from "./builtin-provider";
import { openAiProvider } from "./openai";
import type { GenerationProvider } from "./provider";
import { workersAiProvider } from "./workers-ai";

/** The provider `GENERATOR` names (DESIGN.md section 5). */
export function providerFor(env: Env): GenerationProvider {
  const config = getConfig(env);
  switch (config.GENERATOR) {
    case "openai":
      return openAiProvider(config);
    case "workers-ai":
      return workersAiProvider(config, env.AI);
    default:
      return builtinProvider({ streamMs: config.BUILTIN_STREAM_MS });
  }
}
