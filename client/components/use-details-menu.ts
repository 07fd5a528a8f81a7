import { useEffect, useRef } from "react";

/**
 * A `<details>` menu (it opens before hydration and without script) that also behaves like a menu
 * once the script runs: Escape closes it and gives focus back to its button, a click or tap
 * outside closes it, and so does following one of its links.
 */
export function useDetailsMenu<T extends HTMLDetailsElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const close = (focus: boolean) => {
      const details = ref.current;
      if (!details?.open) return;
      details.open = false;
      if (focus) details.querySelector("summary")?.focus();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && ref.current?.open) {
        event.preventDefault();
        close(true);
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) close(false);
    };
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest("a")) close(false);
    };
    const details = ref.current;
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    details?.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
      details?.removeEventListener("click", onClick);
    };
  }, []);
  return ref;
}
