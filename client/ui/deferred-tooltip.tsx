import { cloneElement, type ReactElement, type ReactNode, useEffect, useRef, useState } from "react";

type TooltipModule = typeof import("./tooltip");

let loading: Promise<TooltipModule> | null = null;
const loadTooltip = () => {
  loading ??= import("./tooltip");
  return loading;
};

/**
 * A tooltip for the chrome every page shows (the header): the trigger renders alone, and Radix's
 * tooltip (~13 KB gzip with its positioning engine) is loaded once the browser is idle after
 * hydration, so it is not part of any page's first load. Same props and delays as `Tooltip`, with
 * its own provider: a lone control has no neighbour to skip the delay to. If the trigger has
 * focus when the tooltip arrives, it keeps it. The trigger's ref is this component's own: the
 * child must not bring one.
 */
export function DeferredTooltip({
  content,
  children,
  side,
}: {
  content: ReactNode;
  children: ReactElement<{ ref?: React.Ref<HTMLElement> }>;
  side?: "top" | "right" | "bottom" | "left";
}) {
  const [tooltip, setTooltip] = useState<TooltipModule | null>(null);
  const trigger = useRef<HTMLElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (tooltip) return;
    let cancelled = false;
    const load = () =>
      void loadTooltip().then((module) => {
        if (cancelled) return;
        refocus.current = trigger.current !== null && trigger.current === document.activeElement;
        setTooltip(module);
      });
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(load, { timeout: 2000 });
      return () => {
        cancelled = true;
        window.cancelIdleCallback(id);
      };
    }
    const id = window.setTimeout(load, 500);
    return () => {
      cancelled = true;
      window.clearTimeout(id);
    };
  }, [tooltip]);

  useEffect(() => {
    if (tooltip && refocus.current) {
      refocus.current = false;
      trigger.current?.focus();
    }
  }, [tooltip]);

  const child = cloneElement(children, { ref: trigger });
  if (!tooltip) return child;
  const { Tooltip, TooltipProvider } = tooltip;
  return (
    <TooltipProvider>
      <Tooltip content={content} side={side}>
        {child}
      </Tooltip>
    </TooltipProvider>
  );
}
