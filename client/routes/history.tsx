import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import type { ItemPage, ItemSummary } from "../../shared/items";
import { DEFAULT_PAGE_SIZE } from "../../shared/items";
import { href, type PageHandle } from "../../shared/routes";
import { normalizeSearchQuery } from "../../shared/search";
import { loaderKit } from "../api.server";
import { PageIntro } from "../components/page-intro";
import { SearchForm } from "../components/search-form";
import { useLocale, useRootData } from "../i18n";
import { pageMeta } from "../seo";
import { browserIdle, splitComponent } from "../ui/split-component";
import type { Route } from "./+types/history";

/*
 * Each entry (its title, date and tools) is rendered by the server in full; its code loads right
 * after the page has hydrated, and a click on it before then is held until it has
 * (docs/performance.md, "A click before the code"). The entries' tools load later still, on idle.
 */
const HistoryEntry = splitComponent(() => import("../items/history-entry").then((module) => module.HistoryEntry));

/** "Your data" (download all, delete all): rendered by the server, its code loads when the browser is idle or it is clicked. */
const YourData = splitComponent(() => import("../items/history-tools").then((module) => module.YourData), undefined, {
  after: browserIdle,
});

export const handle: PageHandle = { page: "history", noindex: true, privateData: true };

/**
 * The visitor's items, newest first. The search and the filter live in the URL (`?q=`,
 * `?shared=1`: only drafts with a share link or a published page, the link manager), so both work
 * before hydration (docs/api.md, "History").
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { load } = loaderKit(context, request);
  const params = new URL(request.url).searchParams;
  const q = normalizeSearchQuery(params.get("q"));
  const shared = params.get("shared") === "1";
  const page = await load.items.list({ q, shared });
  return { ...page, q, shared };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    matches,
    location,
    titleKey: "pages.history.title",
    descriptionKey: "pages.history.description",
    noindex: true,
  });

export default function HistoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { apiBase } = useRootData();
  const navigate = useNavigate();
  const [more, setMore] = useState<{ key: string; items: ItemSummary[]; nextCursor?: string }>({ key: "", items: [] });
  const [removed, setRemoved] = useState<Set<string>>(new Set());
  const [loading, setLoading] = useState(false);
  // Extra pages belong to the list they extended: a new search or filter starts over.
  const listKey = `${loaderData.q}:${loaderData.shared}:${loaderData.items[0]?.id ?? ""}`;
  const extra = more.key === listKey ? more : { key: listKey, items: [] as ItemSummary[], nextCursor: undefined };
  const items = [...loaderData.items, ...extra.items].filter((item) => !removed.has(item.id));
  const nextCursor = extra.items.length ? extra.nextCursor : loaderData.nextCursor;

  const loadMore = async () => {
    if (!nextCursor) return;
    setLoading(true);
    try {
      // The API client loads with the first page asked for (client/api.ts).
      const { apiClient } = await import("../api");
      const page = await apiClient(apiBase).get<ItemPage>("/api/items", {
        query: {
          cursor: nextCursor,
          limit: DEFAULT_PAGE_SIZE,
          q: loaderData.q || undefined,
          shared: loaderData.shared ? "1" : undefined,
        },
      });
      setMore({ key: listKey, items: [...extra.items, ...page.items], nextCursor: page.nextCursor });
    } finally {
      setLoading(false);
    }
  };

  const filterLink = (shared: boolean) => {
    const query = new URLSearchParams();
    if (loaderData.q) query.set("q", loaderData.q);
    if (shared) query.set("shared", "1");
    const search = query.toString();
    return `${href(locale, "history")}${search ? `?${search}` : ""}`;
  };
  const empty = loaderData.q
    ? t("history.emptySearch", { query: loaderData.q })
    : loaderData.shared
      ? t("history.emptyShared")
      : t("history.empty");

  return (
    <>
      <PageIntro page="history" />
      <SearchForm
        id="history-search"
        label={t("history.searchLabel")}
        placeholder={t("history.searchPlaceholder")}
        defaultValue={loaderData.q}
      >
        {loaderData.shared ? <input type="hidden" name="shared" value="1" /> : null}
      </SearchForm>
      <nav aria-label={t("history.filterLabel")} className="chips">
        <Link to={filterLink(false)} aria-current={loaderData.shared ? undefined : "page"} className="chip">
          {t("history.filterAll")}
        </Link>
        <Link to={filterLink(true)} aria-current={loaderData.shared ? "page" : undefined} className="chip">
          {t("history.filterShared")}
        </Link>
      </nav>
      {items.length === 0 ? (
        <div className="empty-state">
          <p>{empty}</p>
          <Link className="button primary" to={href(locale, "generate")}>
            {t("history.startWriting")}
          </Link>
        </div>
      ) : (
        <ul className="history-list">
          {items.map((item) => (
            <li
              key={item.id}
              className="card history-entry"
              aria-labelledby={`history-${item.id}-title`}
              data-item={item.id}
            >
              <HistoryEntry
                titleId={`history-${item.id}-title`}
                item={item}
                query={loaderData.q}
                onDeleted={(id) => {
                  // Focus moves to the next draft's title (or the previous one, or the search), not <body>.
                  const at = items.findIndex((entry) => entry.id === id);
                  const neighbour = items[at + 1] ?? items[at - 1];
                  setRemoved((current) => new Set(current).add(id));
                  requestAnimationFrame(() => {
                    const target = neighbour
                      ? document.querySelector<HTMLElement>(`[data-item="${neighbour.id}"] .history-title a`)
                      : document.querySelector<HTMLElement>("#history-search input, #history-search");
                    target?.focus();
                  });
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {nextCursor ? (
        <button type="button" className="button" onClick={loadMore} disabled={loading}>
          {t("history.loadMore")}
        </button>
      ) : null}
      {/* Download and delete everything: only once there is something, as far as this page knows
          (a search or filter may hide drafts that exist, so it stays there). */}
      {items.length > 0 || loaderData.q || loaderData.shared ? (
        <YourData
          onDeletedAll={async () => {
            // The whole history reloads, unfiltered; focus goes to the search, not <body>.
            await navigate(href(locale, "history"), { replace: true });
            requestAnimationFrame(() =>
              document.querySelector<HTMLElement>("#history-search input, #history-search")?.focus(),
            );
          }}
        />
      ) : null}
    </>
  );
}
