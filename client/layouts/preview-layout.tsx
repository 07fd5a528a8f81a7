import { Monitor, Smartphone, Tablet } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";

const WIDTHS = { mobile: 390, tablet: 820, desktop: 1280 } as const;
type Device = keyof typeof WIDTHS;
const ICONS = { mobile: Smartphone, tablet: Tablet, desktop: Monitor } as const;

/** The owner's preview: a toolbar to see the page at phone, tablet and desktop widths. */
export function PreviewLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [device, setDevice] = useState<Device>("desktop");
  return (
    <div className="layout layout-preview">
      <div className="preview-toolbar" role="toolbar" aria-label={t("layout.preview.toolbar")}>
        {(Object.keys(WIDTHS) as Device[]).map((name) => {
          const Icon = ICONS[name];
          return (
            <button
              key={name}
              type="button"
              className="button small"
              aria-pressed={device === name}
              onClick={() => setDevice(name)}
            >
              <Icon size={16} aria-hidden="true" />
              {t(`layout.preview.${name}`)}
            </button>
          );
        })}
      </div>
      <main id="main" className="preview-stage">
        <div className="preview-frame" style={{ maxWidth: WIDTHS[device] }} data-device={device}>
          {children}
        </div>
      </main>
    </div>
  );
}
