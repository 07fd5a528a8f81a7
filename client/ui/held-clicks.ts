/** What a visitor can click in a part: a click on anything else inside it is not held. */
const CONTROLS = 'button, a[href], input, select, textarea, summary, [role="button"]';

export type HeldClicks = {
  /** The part has hydrated: the click held, if any, goes to its control now; nothing is held after. */
  release(): void;
  /** Stops holding, dropping a held click (the part went away, or its code failed to load). */
  stop(): void;
};

/**
 * Holds a click on a control of a server-rendered part whose code has not arrived or hydrated yet,
 * and gives it to that control once the part has hydrated (docs/performance.md, "A click before
 * the code"). React 19 drops a click on a boundary it cannot hydrate yet, so a visitor's first
 * click on, say, Share would otherwise do nothing.
 *
 * The listener is a capture listener on `window`: React listens on the document it hydrated, and
 * for a click inside a boundary still waiting for code its capture listener stops the event there,
 * before any listener on an element inside the page could see it. A keyboard activation (Enter or
 * Space on a button, Enter on a link) is a click event too, so it is held the same way.
 */
export function holdClicks(wrapper: HTMLElement, load: () => Promise<unknown>): HeldClicks {
  let held: { control: HTMLElement; index: number } | null = null;
  const controls = () => Array.from(wrapper.querySelectorAll<HTMLElement>(CONTROLS));

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>(CONTROLS);
    if (!control || !wrapper.contains(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // The first click is the one given back: a double click must not act twice.
    held ??= { control, index: controls().indexOf(control) };
    control.focus({ preventScroll: true });
    load().catch(stop);
  };
  const stop = () => {
    window.removeEventListener("click", onClick, true);
    held = null;
  };
  window.addEventListener("click", onClick, true);

  return {
    stop,
    release() {
      const click = held;
      stop();
      if (!click) return;
      // Hydration keeps the server's elements, so the one clicked is normally still there; if React
      // had to replace the part's HTML, the control at the same place among the part's controls is.
      const control =
        click.control.isConnected && wrapper.contains(click.control) ? click.control : controls()[click.index];
      if (!control) return;
      // After the commit that hydrated the part, so its handlers are the ones that answer.
      window.setTimeout(() => {
        if (!control.isConnected) return;
        control.focus({ preventScroll: true });
        control.click();
      });
    },
  };
}
