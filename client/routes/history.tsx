import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ItemSummary } from "../../shared/items";
import { DEFAULT_PAGE_SIZE } from "../../shared/items";
import { href, type PageHandle } from "../../shared/routes";
import { normalizeSearchQuery } from "../../shared/search";
import { useApi } from "../api";
import { loaderKit } from "../api.server";
import { PageIntro } from "../components/page-intro";
import { SearchForm } from "../components/search-form";
import { useLocale } from "../i18n";
import { HistoryEntry } from "../items/history-entry";
import { pageMeta } from "../seo";
import type { Route } from "./+types/history";

export const handle: PageHandle = { page: "history", noindex: true };

type Page = { items: ItemSummary[]; nextCursor?: string };

/** The visitor's items, newest first; the search lives in the URL so it works before hydration. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = loaderKit(context, request);
  const q = normalizeSearchQuery(new URL(request.url).searchParams.get("q"));
  const page = await api.get<Page>("/api/items", { query: { limit: DEFAULT_PAGE_SIZE, q: q || undefined } });
  return { ...page, q };
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
  const api = useApi();
  const [more, setMore] = useState<{ key: string; items: ItemSummary[]; nextCursor?: string }>({ key: "", items: [] });
  const [removed, setRemoved] = useState<Set<string>>(new Set());
  const [loading, setLoading] = useState(false);
  // Extra pages belong to the list they extended: a new search starts over.
  const listKey = `${loaderData.q}:${loaderData.items[0]?.id ?? ""}`;
  const extra = more.key === listKey ? more : { key: listKey, items: [] as ItemSummary[], nextCursor: undefined };
  const items = [...loaderData.items, ...extra.items].filter((item) => !removed.has(item.id));
  const nextCursor = extra.items.length ? extra.nextCursor : loaderData.nextCursor;

  const loadMore = async () => {
    if (!nextCursor) return;
    setLoading(true);
    try {
      const page = await api.get<Page>("/api/items", {
        query: { cursor: nextCursor, limit: DEFAULT_PAGE_SIZE, q: loaderData.q || undefined },
      });
      setMore({ key: listKey, items: [...extra.items, ...page.items], nextCursor: page.nextCursor });
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <PageIntro page="history" />
      <SearchForm
        id="history-search"
        label={t("history.searchLabel")}
        placeholder={t("history.searchPlaceholder")}
        defaultValue={loaderData.q}
      />
      {items.length === 0 ? (
        <div className="empty-state">
          <p>{loaderData.q ? t("history.emptySearch", { query: loaderData.q }) : t("history.empty")}</p>
          <Link className="button primary" to={href(locale, "generate")}>
            {t("history.startWriting")}
          </Link>
        </div>
      ) : (
        <ul className="history-list">
          {items.map((item) => (
            <HistoryEntry
              key={item.id}
              item={item}
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
          ))}
        </ul>
      )}
      {nextCursor ? (
        <button type="button" className="button" onClick={loadMore} disabled={loading}>
          {t("history.loadMore")}
        </button>
      ) : null}
    </>
  );
}
