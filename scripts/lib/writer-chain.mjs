// What `npm start` says about its writer: the chain GENERATOR names, read by the worker's own
// configuration (worker/config.ts) from the same variables the worker gets (the build's vars and
// .dev.vars), with each writer's model and the problems /readyz would report for them.
import "./ts-imports.mjs";

/** One line naming the writer chain, and the lines of any problem with it. */
export async function describeWriters(env) {
  const { configProblems, getConfig } = await import("../../worker/config.ts");
  let config;
  try {
    config = getConfig(env);
  } catch (error) {
    return [`Writer: the configuration is invalid, every generation will fail: ${error.message}`];
  }
  const named = config.GENERATOR.map((name) =>
    name === "builtin"
      ? "builtin (offline)"
      : name === "openai"
        ? `openai (${config.OPENAI_MODEL} at ${config.OPENAI_BASE_URL})`
        : `workers-ai (${config.AI_MODEL})`,
  );
  const lines = [`Writer: ${named.join(", then ")}`];
  if (config.GENERATOR.length === 1 && config.GENERATOR[0] === "builtin") {
    lines[0] += ' — set GENERATOR=openai in .dev.vars to use a model, see README "Use a model"';
  }
  for (const problem of configProblems(config, env)) {
    if (/openai|workers_ai/.test(problem.code)) lines.push(`  ${problem.message}`);
  }
  return lines;
}
