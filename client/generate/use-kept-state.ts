import { type Dispatch, type SetStateAction, useCallback, useState } from "react";

const kept = new Map<string, unknown>();

/**
 * useState whose value outlives the component: leaving the generation screen and coming back
 * finds the brief and the result as they were (keep-alive, SPEC.md point 2).
 */
export function useKeptState<T>(key: string, initial: T): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState<T>(() => (kept.has(key) ? (kept.get(key) as T) : initial));
  const set = useCallback<Dispatch<SetStateAction<T>>>(
    (update) =>
      setValue((current) => {
        const next = typeof update === "function" ? (update as (value: T) => T)(current) : update;
        kept.set(key, next);
        return next;
      }),
    [key],
  );
  return [value, set];
}
