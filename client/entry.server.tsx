import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { requestContext } from "../shared/load-context";
import { LOCALE_CODES } from "../shared/locales";
import { MESSAGES } from "../shared/messages.server";
import type { PageHandle } from "../shared/routes";
import { provideMessages } from "./i18n";
import { NonceProvider } from "./nonce";
import { preloadSplitComponents } from "./ui/split-component";

// The server renders every locale, synchronously: all their messages are bundled with it.
for (const locale of LOCALE_CODES) provideMessages(locale, MESSAGES[locale]);

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // The parts the browser loads after hydration are rendered in full here (split-component.tsx).
  await preloadSplitComponents();
  const context = loadContext.get(requestContext);
  const { nonce } = context;
  let status = responseStatusCode;
  let shellRendered = false;
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      // A part that finished rendering is written where it stands, never moved to the end of the
      // document to be swapped in by script: the screens' split parts (split-component.tsx) are
      // in the page as it first paints, so nothing shifts when they arrive.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        status = 500;
        // Errors in the shell reject and are logged by React Router; later ones only reach here.
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;

  // Crawlers get the whole document at once, and so does a page the worker may keep and reuse.
  const shared = status === 200 && pageHandle(routerContext)?.sharedHtml === true;
  if (shared || context.isBot) await body.allReady;
  // An error while the rest of the document rendered has turned the status into 500.
  context.sharedHtml = shared && status === 200;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (pageHandle(routerContext)?.privateData) responseHeaders.set("Cache-Control", "private, no-store");
  return new Response(body, { headers: responseHeaders, status });
}

/** The handle of the page that rendered (the deepest match that has one). */
function pageHandle(context: EntryContext): PageHandle | undefined {
  return context.staticHandlerContext.matches
    .map((match) => context.routeModules[match.route.id]?.handle as PageHandle | undefined)
    .findLast((handle) => handle?.page !== undefined);
}
