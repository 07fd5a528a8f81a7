import { type ComponentType, lazy, memo, type ReactNode, Suspense, useRef } from "react";

/** A thenable that calls back at once: React.lazy then renders the component without suspending. */
// biome-ignore lint/suspicious/noThenProperty: a synchronous thenable is the point (React.lazy reads it at once).
const settled = <T,>(value: T) => ({ then: (resolve: (value: T) => void) => resolve(value) }) as unknown as Promise<T>;

export type SplitComponent<P extends object> = ComponentType<P> & {
  /** Starts loading the code (on interaction, on idle); resolves once it is there. */
  preload(): Promise<unknown>;
};

type AnyFunction = (...args: unknown[]) => unknown;

const serverPreloads: Array<() => Promise<unknown>> = [];

/**
 * The server loads every split part's code before it renders a page (client/entry.server.tsx), so
 * it renders them in full without suspending: the first request waits for it once.
 */
export function preloadSplitComponents(): Promise<unknown> {
  return Promise.all(serverPreloads.map((preload) => preload()));
}

/**
 * A part of a screen whose code is not in the page's first load (docs/performance.md, "What loads
 * after hydration"). The server renders it in full: its module is loaded before the server renders
 * (preloadSplitComponents), and then React renders it without suspending. While the browser hydrates that HTML, React keeps
 * it on screen as it is and hydrates it when the code arrives, so nothing moves; for that, the
 * part is not re-rendered before then unless a value it shows changes (the boundary is memoised,
 * and callbacks reach it through stable functions that call the latest ones). Rendered in the
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
  if (import.meta.env.SSR) serverPreloads.push(preload);

  const Boundary = memo(function Boundary(props: P) {
    return (
      <Suspense fallback={fallback(props)}>
        <Lazy {...props} />
      </Suspense>
    );
  });

  function Split(props: P) {
    const latest = useRef(props);
    latest.current = props;
    const calls = useRef(new Map<string, AnyFunction>());
    const stable: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(props)) {
      if (typeof value !== "function") {
        stable[key] = value;
        continue;
      }
      let call = calls.current.get(key);
      if (!call) {
        call = (...args) => (latest.current as Record<string, AnyFunction | undefined>)[key]?.(...args);
        calls.current.set(key, call);
      }
      stable[key] = call;
    }
    return <Boundary {...(stable as P)} />;
  }
  return Object.assign(Split, { preload });
}
