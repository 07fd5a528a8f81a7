import type { ReactNode } from "react";
import { SiteHeader } from "../components/site-header";

/** The history screen: the header and a list-sized column; no marketing footer. */
export function HistoryLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout-history">
      <SiteHeader />
      <main id="main" className="container page narrow">
        {children}
      </main>
    </div>
  );
}
