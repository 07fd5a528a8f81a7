import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from "react";

/**
 * An async piece shows its loading fallback only after 200 ms, so fast loads never flash a spinner
 * (docs/product.md, "Interface kit").
 */
export const ASYNC_COMPONENT_DELAY_MS = 200;

/** Renders nothing for `delay` ms, then its children: use it as a Suspense fallback. */
export function DelayedFallback({
  delay = ASYNC_COMPONENT_DELAY_MS,
  children,
}: {
  delay?: number;
  children: ReactNode;
}) {
  const [visible, setVisible] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) return;
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  return visible ? children : null;
}

type LazyOptions = { fallback?: ReactNode; delay?: number };

/**
 * `const Editor = lazyWithDelay(() => import("./editor"), { fallback: <Spinner /> })`: a
 * component whose code loads on first render, with its own Suspense boundary and the delayed
 * fallback above. The module must export the component as default (React.lazy's contract). A
 * failed load of the chunk raises Vite's `vite:preloadError`, which reloads the page once
 * (client/updates/use-build-updates.ts).
 */
export function lazyWithDelay<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { fallback = null, delay = ASYNC_COMPONENT_DELAY_MS }: LazyOptions = {},
): ComponentType<P> {
  const Lazy = lazy(load);
  function LazyWithDelay(props: P) {
    return (
      <Suspense fallback={<DelayedFallback delay={delay}>{fallback}</DelayedFallback>}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyWithDelay;
}
