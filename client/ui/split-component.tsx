import {
  type ComponentType,
  lazy,
  memo,
  type ReactNode,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { type HeldClicks, holdClicks } from "./held-clicks";

/** A thenable that calls back at once: React.lazy then renders the component without suspending. */
// biome-ignore lint/suspicious/noThenProperty: a synchronous thenable is the point (React.lazy reads it at once).
const settled = <T,>(value: T) => ({ then: (resolve: (value: T) => void) => resolve(value) }) as unknown as Promise<T>;

/**
 * Resolves once the browser is idle after hydration (at the latest after 2 s); at once on the
 * server. For code a control must answer with soon, which need not compete with hydration.
 */
export function browserIdle(): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === "function")
      window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else window.setTimeout(resolve, 500);
  });
}

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

type Options = {
  /**
   * When the browser should load the code by itself when it has not been asked for (`browserIdle`,
   * say); by default, as soon as the part renders. A click on the part, or `preload()`, loads it at once.
   */
  after?: () => Promise<unknown>;
};

/** Set on the boundary by Split, once per instance: told when the part has hydrated (or rendered). */
type Internal = { splitReady: () => void };

/** Renders nothing: its effect runs once the boundary around it has committed, i.e. hydrated. */
function Ready({ onReady }: { onReady(): void }) {
  useEffect(onReady, [onReady]);
  return null;
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
 *
 * A click on one of its controls before then is held and given to the control once the part has
 * hydrated (held-clicks.ts; docs/performance.md, "A click before the code"). For that the part sits
 * in a `<div style="display: contents">`, the same on the server and in the browser, which adds no
 * box: the part's elements lay out as children of the part's parent. So a part cannot be what a
 * list or table holds directly (a `<div>` in a `<ul>`): render the `<li>` outside it.
 */
export function splitComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode = () => null,
  { after }: Options = {},
): SplitComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  let asked = () => {};
  const askedFor = new Promise<void>((resolve) => {
    asked = resolve;
  });
  const preload = () => {
    asked();
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
    loaded
      ? settled({ default: loaded })
      : (after ? Promise.race([after(), askedFor]) : Promise.resolve())
          .then(preload)
          .then((component) => ({ default: component })),
  );
  if (import.meta.env.SSR) serverPreloads.push(preload);

  const Boundary = memo(function Boundary({ splitReady, ...props }: P & Internal) {
    return (
      <Suspense fallback={fallback(props as P)}>
        <Lazy {...(props as P)} />
        <Ready onReady={splitReady} />
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

    const wrapper = useRef<HTMLDivElement>(null);
    const clicks = useRef<{ ready: boolean; held: HeldClicks | null }>({ ready: false, held: null });
    const [ready] = useState(() => () => {
      clicks.current.ready = true;
      clicks.current.held?.release();
      clicks.current.held = null;
    });
    // In the commit that hydrates this wrapper, before the browser can hand it a click.
    useLayoutEffect(() => {
      const state = clicks.current;
      if (state.ready || !wrapper.current) return;
      const held = holdClicks(wrapper.current, preload);
      state.held = held;
      return () => {
        held.stop();
        if (state.held === held) state.held = null;
      };
    }, []);

    return (
      <div ref={wrapper} style={{ display: "contents" }}>
        <Boundary {...(stable as P)} splitReady={ready} />
      </div>
    );
  }
  return Object.assign(Split, { preload });
}
