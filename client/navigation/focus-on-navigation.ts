import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side navigation to another page, focus moves to the new page's main heading
 * (or its main region), as a full page load would start the visitor at the top: otherwise focus
 * stays on the link that was followed, which is gone, and the next Tab starts from nowhere. The
 * first load, a change of the query only (a draft naming itself in the URL) and a fragment keep
 * focus where it is.
 */
export function useFocusOnNavigation(): void {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (hash) return;
    // After the new page has rendered (and a view transition, if any, has swapped it in).
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body && document.contains(active) && active.closest("main")) return;
      const target = document.querySelector<HTMLElement>("main h1") ?? document.getElementById("main");
      if (!target) return;
      if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
      target.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
}
