import type { ReactNode } from "react";
import { SiteHeader } from "../components/site-header";

/** The generation screen: the header, then the full width for the workspace (no footer). */
export function GenerateLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout-generate">
      <SiteHeader />
      <main id="main" className="workspace">
        {children}
      </main>
    </div>
  );
}
