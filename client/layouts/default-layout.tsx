import type { ReactNode } from "react";
import { SiteFooter } from "../components/site-footer";
import { SiteHeader } from "../components/site-header";

/** Marketing and catalog pages: header, content, footer. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout-default">
      <SiteHeader />
      <main id="main" className="container page">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
