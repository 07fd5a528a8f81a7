import { type ComponentType, lazy, type ReactNode, Suspense } from "react";

/** A thenable that calls back at once: React.lazy then renders the component without suspending. */
// biome-ignore lint/suspicious/noThenProperty: a synchronous thenable is the point (React.lazy reads it at once).
const settled = <T,>(value: T) => ({ then: (resolve: (value: T) => void) => resolve(value) }) as unknown as Promise<T>;

export type SplitComponent<P extends object> = ComponentType<P> & {
  /** Starts loading the code (on interaction, on idle); resolves once it is there. */
  preload(): Promise<unknown>;
};

/**
 * A part of a screen whose code is not in the page's first load (docs/performance.md, "What loads
 * after hydration"). The server renders it in full: its module is loaded when the server starts,
 * and then React renders it without suspending. While the browser hydrates that HTML, React keeps
 * it on screen as it is and hydrates it when the code arrives, so nothing moves. Rendered in the
 * browser before its code is there (a stream that starts, a draft that opens), it shows
 * `fallback(props)` meanwhile, which should take the same room. Once loaded (after `preload()` on
 * an interaction, say), it renders at once.
 */
export function splitComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode = () => null,
): SplitComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() =>
    loaded ? settled({ default: loaded }) : preload().then((component) => ({ default: component })),
  );
  if (import.meta.env.SSR) void preload();
  function Split(props: P) {
    return (
      <Suspense fallback={fallback(props)}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(Split, { preload });
}
