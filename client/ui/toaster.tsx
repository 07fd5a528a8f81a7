import { CircleCheck, CircleX, Info, TriangleAlert, X } from "lucide-react";
import { Toast } from "radix-ui";
import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { TOAST_DEFAULT_DURATION_MS, type ToastItem, toastStore } from "./toast-store";

const ICONS = { info: Info, success: CircleCheck, warning: TriangleAlert, error: CircleX } as const;
const NONE: readonly ToastItem[] = [];

/**
 * The one toast region (docs/product.md, "Interface kit"), rendered once in the root. Radix Toast brings the
 * library defaults the docs list: swipe threshold 50 px, hotkey F8 to focus the region, and a
 * live-region announcement of each toast; the labels are localized. Errors and warnings interrupt
 * a screen reader ("foreground"); info and success wait their turn ("background").
 */
export function Toaster() {
  const { t } = useTranslation();
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.list, () => NONE);
  return (
    <Toast.Provider duration={TOAST_DEFAULT_DURATION_MS} label={t("ui.toast.label")}>
      {items.map((item) => {
        const Icon = ICONS[item.type];
        return (
          <Toast.Root
            key={item.id}
            className="toast"
            data-type={item.type}
            open={item.open}
            duration={item.duration}
            type={item.type === "error" || item.type === "warning" ? "foreground" : "background"}
            onOpenChange={(open) => {
              if (!open) toastStore.dismiss(item.id);
            }}
          >
            <Icon className="toast-icon" size={20} aria-hidden="true" />
            <div className="toast-text">
              <Toast.Title className="toast-title">{item.title}</Toast.Title>
              {item.description ? (
                <Toast.Description className="toast-description">{item.description}</Toast.Description>
              ) : null}
            </div>
            <Toast.Close className="toast-close" aria-label={t("ui.toast.close")}>
              <X size={16} aria-hidden="true" />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      <Toast.Viewport className="toast-viewport" label={t("ui.toast.region")} />
    </Toast.Provider>
  );
}
