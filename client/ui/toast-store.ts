/**
 * App-wide toasts (docs/product.md, "Interface kit"): `toast.success("Saved")` from anywhere, rendered by
 * the one <Toaster/> in the root. A tiny external store rather than React context, so code outside
 * components (API helpers, background checks) can raise a toast too.
 */
export const TOAST_TYPES = ["info", "success", "warning", "error"] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

/** A toast closes after 2 s unless asked otherwise (the library default would be 5 s). */
export const TOAST_DEFAULT_DURATION_MS = 2000;
/** At most five toasts are shown; a sixth closes the oldest. */
export const TOAST_MAX_VISIBLE = 5;

export type ToastOptions = { description?: string; duration?: number };

export type ToastItem = {
  id: number;
  type: ToastType;
  title: string;
  description?: string;
  duration: number;
  /** False once dismissed: the item stays a moment so its exit animation can play. */
  open: boolean;
};

type Listener = () => void;

export type ToastStore = {
  show(type: ToastType, title: string, options?: ToastOptions): number;
  dismiss(id: number): void;
  list(): readonly ToastItem[];
  subscribe(listener: Listener): () => void;
};

export function createToastStore(): ToastStore {
  let items: readonly ToastItem[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const update = (next: readonly ToastItem[]) => {
    items = next;
    for (const listener of listeners) listener();
  };

  return {
    show(type, title, options = {}) {
      const id = nextId++;
      const item: ToastItem = {
        id,
        type,
        title,
        description: options.description,
        duration: options.duration ?? TOAST_DEFAULT_DURATION_MS,
        open: true,
      };
      // Closed items have finished (or are finishing) their exit: drop them now; keep the newest
      // TOAST_MAX_VISIBLE open ones and close the rest.
      const open = [...items.filter((existing) => existing.open), item];
      const excess = open.length - TOAST_MAX_VISIBLE;
      update(open.map((existing, index) => (index < excess ? { ...existing, open: false } : existing)));
      return id;
    },
    dismiss(id) {
      if (items.some((item) => item.id === id && item.open)) {
        update(items.map((item) => (item.id === id ? { ...item, open: false } : item)));
      }
    },
    list: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's one store, read by <Toaster/>. */
export const toastStore = createToastStore();

const raise = (type: ToastType) => (title: string, description?: string, options?: Omit<ToastOptions, "description">) =>
  toastStore.show(type, title, { ...options, description });

/** `toast.error(t("…"), t("…"))`; pass `{ duration: 5000 }` for a longer one. Returns the toast's id. */
export const toast = {
  info: raise("info"),
  success: raise("success"),
  warning: raise("warning"),
  error: raise("error"),
  dismiss: (id: number) => toastStore.dismiss(id),
};
