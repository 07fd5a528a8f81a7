/**
 * Promise-based alert and confirm dialogs (docs/product.md, "Interface kit"), callable from anywhere:
 * `if (await confirm(t("history.deleteQuestion"))) …`. Requests wait in a queue and the one
 * <DialogHost/> in the root shows them one at a time. Without a title the host uses the documented
 * defaults, 'Notice' for alert and 'Confirm' for confirm, in the page's language.
 */
export type DialogKind = "alert" | "confirm";
/**
 * `action` names what OK does ("Delete", "Stop sharing"); `destructive` styles it as an action
 * that cannot be undone. Without them the button says the default OK.
 */
export type DialogOptions = { title?: string; action?: string; destructive?: boolean };

export type DialogRequest = {
  id: number;
  kind: DialogKind;
  message: string;
  title?: string;
  action?: string;
  destructive?: boolean;
};

type Pending = DialogRequest & { settle: (confirmed: boolean) => void };
type Listener = () => void;

export type DialogStore = {
  alert(message: string, options?: DialogOptions): Promise<void>;
  confirm(message: string, options?: DialogOptions): Promise<boolean>;
  /** The request on screen, or null. */
  current(): DialogRequest | null;
  /** Answers the request on screen: OK is true; Cancel, Escape and closing are false. */
  answer(id: number, confirmed: boolean): void;
  subscribe(listener: Listener): () => void;
};

export function createDialogStore(): DialogStore {
  const queue: Pending[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const request = (kind: DialogKind, message: string, options: DialogOptions = {}) =>
    new Promise<boolean>((settle) => {
      const { title, action, destructive } = options;
      queue.push({ id: nextId++, kind, message, title, action, destructive, settle });
      notify();
    });

  return {
    alert: async (message, options) => {
      await request("alert", message, options);
    },
    confirm: (message, options) => request("confirm", message, options),
    current: () => queue[0] ?? null,
    answer(id, confirmed) {
      const head = queue[0];
      if (!head || head.id !== id) return;
      queue.shift();
      head.settle(head.kind === "confirm" && confirmed);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's one store, shown by <DialogHost/>. */
export const dialogStore = createDialogStore();

/** Shows a message with one OK button; resolves when the visitor dismisses it. */
export function alert(message: string, options?: DialogOptions): Promise<void> {
  return dialogStore.alert(message, options);
}

/** Asks a yes/no question; resolves true for OK, false for Cancel or Escape. */
export function confirm(message: string, options?: DialogOptions): Promise<boolean> {
  return dialogStore.confirm(message, options);
}
