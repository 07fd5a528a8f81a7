import { type GenerationAnswer, type GenerationProvider, isUnchanged } from "./provider";

/**
 * The writers `GENERATOR` names, tried in order (docs/operations.md, "Writers"): one that fails before
 * its first piece of text (it throws, refuses, times out or answers nothing) hands the request to
 * the next; once text has arrived there is no going back, and a later failure ends the run as
 * failed. A writer that answers "unchanged" has answered: the next one is not asked.
 * The answer says which writer gave it, so the revision and the visitor can be told.
 */
export function providerChain(providers: readonly GenerationProvider[]): GenerationProvider {
  const [first] = providers;
  if (!first) throw new Error("A chain of writers needs at least one writer");
  if (providers.length === 1) return first;
  return {
    name: first.name,
    async generate(request, signal) {
      for (const [index, provider] of providers.entries()) {
        const next = providers[index + 1];
        try {
          return await firstPiece(provider, await provider.generate(request, signal));
        } catch (error) {
          // A stop is not a failure, and the last writer's failure is the run's.
          if (signal.aborted || !next) throw error;
          console.warn(
            `Writer ${provider.name} failed before its first text; ${next.name} answers instead:`,
            error instanceof Error ? error.message : error,
          );
        }
      }
      throw new Error("unreachable: the last writer's failure is thrown above");
    },
  };
}

/** Waits for the stream's first piece (a failure before it throws here), then streams on from it. */
async function firstPiece(provider: GenerationProvider, stream: GenerationAnswer): Promise<GenerationAnswer> {
  if (isUnchanged(stream)) return { unchanged: stream.unchanged, provider: stream.provider ?? provider.name };
  const iterator = stream.chunks[Symbol.asyncIterator]();
  const head = await iterator.next();
  async function* rest(): AsyncGenerator<string> {
    try {
      if (head.done) return;
      yield head.value;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    } finally {
      // The run stopped reading (a stop, the byte cap): let the writer close its stream.
      await iterator.return?.();
    }
  }
  return { ...stream, provider: stream.provider ?? provider.name, chunks: rest() };
}
