import { useEffect } from "react";
import { I18nextProvider } from "react-i18next";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { requestContext } from "../shared/load-context";
import { DEFAULT_LOCALE, isLocale, LOCALES, localeFromPath } from "../shared/locales";
import { messagesUrl } from "../shared/messages.server";
import type { PageHandle } from "../shared/routes";
import type { Route } from "./+types/root";
import { useAnalyticsNavigation } from "./analytics/use-analytics-navigation";
import { colourModeScript, forcedColourMode } from "./colour-mode";
import { ErrorPage, errorStatus } from "./components/error-page";
import { getI18n, loadMessages, type RootData } from "./i18n";
import { useNonce } from "./nonce";
import stylesheet from "./styles/app.css?url";
import { AppShell } from "./ui/app-shell";
import { useColourModeSync } from "./ui/use-colour-mode";

export const links: Route.LinksFunction = () => [
  // Under vitest the CSS URL is empty: no <link> rather than one pointing at the page itself.
  // The preload is written first in the head, before the module preloads, so the browser asks for
  // the stylesheet (and can paint) before the scripts; the stylesheet itself stays after the
  // colour-mode script, which must run before first paint and not wait for it.
  ...(stylesheet
    ? [
        { rel: "preload", as: "style", href: stylesheet },
        { rel: "stylesheet", href: stylesheet },
      ]
    : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader({ request, context }: Route.LoaderArgs): RootData {
  const locale = localeFromPath(new URL(request.url).pathname);
  const { origin, apiBase, analyticsScriptUrl, writer } = context.get(requestContext);
  return {
    locale,
    messagesUrl: messagesUrl(locale),
    origin,
    buildId: __BUILD_ID__,
    apiBase,
    analyticsScriptUrl,
    writer,
  };
}

/**
 * A navigation to another locale brings that locale's messages before its page renders. The first
 * page's are loaded by client/entry.client.tsx before hydration, so this never runs for hydration.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<RootData> {
  const data = await serverLoader();
  await loadMessages(data.locale, data.messagesUrl);
  return data;
}

/** Messages only change with the locale: skip the root loader on navigations within one locale. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname)) return true;
  return defaultShouldRevalidate && currentUrl.pathname === nextUrl.pathname;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  const nonce = useNonce();
  const matches = useMatches();
  // A page in another language than the site's (a published page) names it in its loader data.
  const documentLocale = matches
    .map((match) => (match.loaderData as { documentLocale?: unknown } | undefined)?.documentLocale)
    .findLast(isLocale);
  const info = LOCALES[documentLocale ?? data?.locale ?? DEFAULT_LOCALE];
  const forcedTheme = forcedColourMode(
    matches.map((match) => (match.handle as PageHandle | undefined)?.colourMode).findLast(Boolean),
  );
  useColourModeSync(forcedTheme);
  // Pages whose handle asks for it animate in with a view transition (styles/app.css).
  const transition = matches.some((match) => (match.handle as PageHandle | undefined)?.transition);
  const content = data ? <I18nextProvider i18n={getI18n(data.locale)}>{children}</I18nextProvider> : children;
  return (
    <html
      lang={info.language}
      dir={info.dir}
      data-forced-theme={forcedTheme}
      data-page-transition={transition ? "" : undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, nonce'd, that must run before first paint. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: colourModeScript }} />
        {data ? (
          // Fetched by client/entry.client.tsx before hydration; data-locale names whose they are.
          <link rel="preload" as="fetch" href={data.messagesUrl} crossOrigin="anonymous" data-messages={data.locale} />
        ) : null}
        {data?.analyticsScriptUrl ? <meta name="analytics-script" content={data.analyticsScriptUrl} /> : null}
        <Meta />
        <Links />
      </head>
      <body>
        {content}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useAnalyticsNavigation();
  useEffect(() => {
    // Marks the document as interactive; browser tests wait for it instead of guessing.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

/** Only reached when the root itself fails; page errors render inside the site layout (routes/locale.tsx). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Without root data there are no messages to speak in: the default words of docs/product.md, "Errors", in English.
  if (!useRouteLoaderData<RootData>("root")) {
    const status = errorStatus(error);
    return (
      <main className="container page">
        <h1>{status === 404 ? "Page Not Found" : "Internal Server Error"}</h1>
      </main>
    );
  }
  return <ErrorPage error={error} />;
}
