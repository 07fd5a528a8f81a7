import { ArrowLeft, FilePlus, GitBranch } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ApiError } from "../../shared/api-error";
import type { TemplateDetail } from "../../shared/catalog/api-types";
import type { Passage } from "../../shared/generation";
import type { ItemDetail, Revision } from "../../shared/items";
import type { PageRef, ShareRef } from "../../shared/publishing";
import { href } from "../../shared/routes";
import { useApi } from "../api";
import { useLocale } from "../i18n";
import { useKeepAlive } from "../ui/keep-alive";
import { browserIdle, splitComponent } from "../ui/split-component";
import { toast } from "../ui/toast-store";
import { BriefForm } from "./brief-form";
import type { Ask } from "./chat-panel";
import { CooldownAnnouncer, useCooldown } from "./cooldown";
import { setJustCreatedDraft } from "./created-draft";
import { announceVersion, useVersionAnnouncements } from "./draft-channel";
import { setOpenDraft } from "./open-draft";
import { OutputPanel, preloadOutputActions } from "./output-panel";
import { postsOf } from "./posts-of";
import { type Session, sessionFromItem, withSavedRevision, withServerItem } from "./session";
import type { StreamFailure } from "./stream-error";
import { TryExample } from "./try-example";
import { useBriefCheck } from "./use-brief-check";
import { useFollowDraft } from "./use-follow-draft";
import { useGeneration } from "./use-generation";

/** The editor loads when the visitor first edits: it is never part of the page's first load. */
const TextEditor = splitComponent(() => import("./text-editor").then((module) => module.default));

/*
 * The chat and the share and publish actions exist only once there is a draft: their code loads
 * with one (the server renders them in full for a reopened draft; docs/performance.md). A click on
 * Share or Publish before their code is there is held until it is ("A click before the code").
 */
const ChatPanel = splitComponent(() => import("./chat-panel").then((module) => module.ChatPanel));
const ItemActions = splitComponent(() => import("../items/item-actions").then((module) => module.ItemActions));

/** A brief as the API keeps it: trimmed values, empty ones left out, in a stable order. */
const briefKey = (values: Record<string, string>, locale: string) =>
  JSON.stringify([
    locale,
    Object.entries(values)
      .map(([name, value]) => [name, value.trim()])
      .filter(([, value]) => value)
      .sort(([a = ""], [b = ""]) => a.localeCompare(b)),
  ]);

type Props = { template: TemplateDetail; item: ItemDetail | null; missingItem: boolean };

/** A version a link or page can show: it has text and is no longer being written. */
const isReady = (revision: Session["revisions"][number] | undefined) =>
  !!revision?.content.trim() && revision.status !== "streaming";

/**
 * The generation screen (docs/product.md, "Screens"): brief, streaming result, refinement chat. Its
 * state is kept alive per template while the visitor looks at other pages (route handle
 * keepAlive), and the draft on screen is always in the URL (`?draft=`), so a reload, another tab
 * or the header's Generate link brings it back from the server (docs/api.md).
 */
export function GenerateWorkspace({ template, item, missingItem }: Props) {
  const { t } = useTranslation();
  const pageLocale = useLocale();
  const navigate = useNavigate();
  const api = useApi();
  const [searchParams] = useSearchParams();
  const urlDraft = searchParams.get("draft") ?? searchParams.get("item");
  const keyBase = `generate:${template.slug}`;
  const [values, setValues] = useKeepAlive<Record<string, string>>(`${keyBase}:brief`, item?.inputs ?? {});
  const [locale, setLocale] = useKeepAlive(`${keyBase}:locale`, item?.locale ?? pageLocale);
  const [session, setSession] = useKeepAlive<Session>(
    `${keyBase}:session`,
    sessionFromItem(template.slug, item, locale),
  );
  // The version on screen: null follows the newest, which is shown as soon as it starts streaming.
  const [picked, setPicked] = useKeepAlive<number | null>(`${keyBase}:shown`, null);
  const newest = Math.max(0, session.revisions.length - 1);
  const shown = picked === null ? newest : Math.min(picked, newest);
  const [sharing, setSharing] = useKeepAlive<{ share: ShareRef | null; publication: PageRef | null }>(
    `${keyBase}:sharing`,
    { share: item?.share ?? null, publication: item?.publication ?? null },
  );
  const brief = useBriefCheck(template.slug, values);
  // The brief the open draft was last written from: a different one offers a choice on Generate.
  const [draftBrief, setDraftBrief] = useKeepAlive<string | null>(
    `${keyBase}:draftBrief`,
    item ? briefKey(item.inputs, item.locale) : null,
  );
  const [choosing, setChoosing] = useState(false);
  // The draft whose newest version is open in the editor, or null.
  const [editingItem, setEditingItem] = useKeepAlive<string | null>(`${keyBase}:editing`, null);
  const editing = session.itemId !== null && editingItem === session.itemId;

  useEffect(() => {
    if (missingItem) toast.warning(t("generate.itemNotFound"));
  }, [missingItem, t]);

  // What a finished text offers (its actions, Share and Publish, the chat) loads once the browser is
  // idle after hydration, not with the page and not only when the first text ends: a visitor who
  // tabs on from a text that just ended finds every control there.
  useEffect(() => {
    void browserIdle().then(() =>
      Promise.all([preloadOutputActions(), ItemActions.preload(), ChatPanel.preload()]).catch(() => {
        // A load that failed is tried again when the part renders (client/ui/split-component.tsx).
      }),
    );
  }, []);

  // A new version starts: show it, and bring the result into view (on a phone the chat sits below
  // it, so a refinement would otherwise stream out of sight). Focus moves there only when the
  // control that started it was disabled meanwhile, which would leave focus on <body>.
  const showNewVersion = () => {
    setPicked(null);
    const heading = document.getElementById("output-title");
    const active = document.activeElement;
    const lost = !active || active === document.body || (active as HTMLButtonElement).disabled;
    if (lost) heading?.focus({ preventScroll: true });
    const top = heading?.getBoundingClientRect().top ?? 0;
    if (top < 0 || top > window.innerHeight / 2) heading?.scrollIntoView({ block: "start", behavior: "smooth" });
  };

  // A rate limit pauses Generate, the chips and Send until its Retry-After has passed.
  const cooldown = useCooldown();
  const onFailure = (failure: StreamFailure) => {
    if (failure.kind === "rate-limited") cooldown.start(failure.retryAfterSeconds);
    else if (failure.kind === "invalid-brief") {
      brief.refusedByServer(failure.fields);
    } else if (failure.kind === "item-not-found") toast.error(t("generate.errorTitle"), t("generate.itemNotFound"));
    else if (failure.kind === "conflict") {
      // The server's draft is the truth: show its newest version, then say why nothing was written.
      void refreshDraft();
      toast.warning(t(failure.writing ? "generate.otherWriting" : "generate.versionConflict"));
    } else if (failure.kind === "bad-passage") {
      void refreshDraft();
      toast.warning(t("studio.badPassage"));
    } else if (failure.kind === "network") toast.error(t("generate.errorTitle"), t("generate.networkError"));
    else toast.error(t("generate.errorTitle"), t("generate.failed"));
  };

  /** Reads the open draft again from the server (another tab or device may have changed it). */
  const refreshDraft = async (itemId = session.itemId) => {
    if (!itemId) return;
    const fresh = await api.get<ItemDetail>(`/api/items/${itemId}`).catch(() => null);
    if (fresh) setSession((current) => withServerItem(current, fresh));
  };
  const generation = useGeneration(session, setSession, {
    onFailure,
    onStart: (itemId) => {
      showNewVersion();
      announceVersion(itemId);
    },
    // The other tabs learn of it, and this one shows exactly what the server kept.
    onEnd: (itemId) => {
      announceVersion(itemId);
      void refreshRef.current(itemId);
    },
  });
  // A tab that comes back into view learns of versions written elsewhere meanwhile.
  const refreshRef = useRef(refreshDraft);
  refreshRef.current = refreshDraft;
  const streamingHere = generation.streaming;
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible" && !streamingHere) void refreshRef.current();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [streamingHere]);
  useFollowDraft(session, setSession, generation.streaming);
  // Another tab of this browser made, saved or restored a version of this draft: read it again.
  useVersionAnnouncements(session.itemId, () => {
    if (!streamingHere) void refreshRef.current();
  });
  // Unsaved edits of this draft kept in the browser open the editor again (edit-draft.ts).
  // Read with the editor's own code, which then opens at once.
  useEffect(() => {
    const itemId = session.itemId;
    if (!itemId) return;
    let current = true;
    void import("./edit-draft").then(({ readEditDraft }) => {
      if (current && readEditDraft(itemId)) setEditingItem(itemId);
    });
    return () => {
      current = false;
    };
  }, [session.itemId, setEditingItem]);
  // Being written: read from the stream here, or followed from the server after a reload.
  const writing = generation.streaming || session.revisions.at(-1)?.status === "streaming";

  // "New draft" empties the screen before the address drops the old draft: until it has, the old
  // draft in the address must not be shown again.
  const startingNew = useRef(false);
  useEffect(() => {
    if (!urlDraft) startingNew.current = false;
  }, [urlDraft]);

  // The URL names a draft this screen does not hold (a link from the history, Back to an older
  // draft): show that one, as the server has it. Only when the address moved to it: a new draft
  // made from the open one is on screen before the address names it, and the old draft's data
  // must not take its place meanwhile.
  const synced = useRef(session.itemId);
  if (!urlDraft || urlDraft === session.itemId) synced.current = urlDraft;
  if (
    item &&
    item.id === urlDraft &&
    urlDraft !== synced.current &&
    session.itemId !== item.id &&
    !generation.streaming &&
    !startingNew.current
  ) {
    synced.current = urlDraft;
    setValues(item.inputs);
    setLocale(item.locale);
    setSession(sessionFromItem(template.slug, item, item.locale));
    setPicked(null);
    setSharing({ share: item.share, publication: item.publication });
    setDraftBrief(briefKey(item.inputs, item.locale));
    setChoosing(false);
  }

  // Escape stops the version being written, unless a dialog is open (Escape closes that instead).
  const stop = generation.stop;
  useEffect(() => {
    if (!writing) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      void stop();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [writing, stop]);

  // The draft on screen is the one in the URL and behind the header's Generate link.
  useEffect(() => {
    if (!session.itemId) return;
    setOpenDraft({ template: template.slug, id: session.itemId });
    if (urlDraft === session.itemId) return;
    setJustCreatedDraft(session.itemId);
    // A new draft made from an open one is a new entry in the history: Back returns to the old one.
    navigate(`?draft=${encodeURIComponent(session.itemId)}`, { replace: !urlDraft, preventScrollReset: true });
  }, [session.itemId, urlDraft, template.slug, navigate]);
  // "Restore this version": the server copies it as the newest version, which the screen then shows.
  const restore = async (index: number) => {
    const number = session.revisions[index]?.number;
    if (!session.itemId || !number) return;
    try {
      const item = await api.post<ItemDetail>(`/api/items/${session.itemId}/revisions/${number}/restore`, {});
      setSession((current) => withServerItem(current, item));
      setPicked(null);
      announceVersion(item.id);
      toast.success(t("generate.restored", { number }));
    } catch {
      toast.error(t("sharing.actionFailed"));
    }
  };

  /** "New draft": an empty result beside the same brief; the open draft stays in History and Back. */
  const startNewDraft = () => {
    if (writing) return;
    startingNew.current = true;
    setSession(() => ({ itemId: null, template: template.slug, locale, revisions: [], answers: [] }));
    setSharing({ share: null, publication: null });
    setPicked(null);
    setOpenDraft(null);
    navigate(href(pageLocale, "generate", { slug: template.slug }), { preventScrollReset: true });
  };

  /** "Edit": the text as a new version, "edited by you"; resolves to its number, or null when refused. */
  const saveEdit = async (text: string, basedOn: number): Promise<number | null> => {
    const itemId = session.itemId;
    if (!itemId) return null;
    try {
      const saved = await api.post<Revision>(`/api/items/${itemId}/revisions`, { text, basedOn });
      setSession((current) => withSavedRevision(current, itemId, saved));
      setPicked(null);
      announceVersion(itemId);
      toast.success(t("studio.saved", { number: saved.number }));
      return saved.number;
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined;
      if (code === "version_conflict" || code === "generation_in_progress") {
        // The newest is shown (the editor keeps the text and says what saving will do).
        void refreshDraft();
        toast.warning(t(code === "version_conflict" ? "studio.editConflict" : "generate.otherWriting"));
      } else if (code === "too_large") toast.error(t("studio.tooLarge"));
      else toast.error(t("studio.saveFailed"));
      return null;
    }
  };
  const refinePassage = (ask: Ask, passage: Passage, basedOn: number) =>
    generation.refinePassage(ask, passage, basedOn);

  // Social posts show as cards with their lengths against the network's limit.
  const posts = postsOf(template, values);
  const submit = () => {
    if (!brief.readyToSend()) return;
    // A changed brief for an open draft: a new version of it, or a new draft (the visitor chooses).
    if (session.itemId && draftBrief !== null && briefKey(values, locale) !== draftBrief) {
      setChoosing(true);
      return;
    }
    generateNewDraft();
  };
  const generateNewDraft = () => {
    setChoosing(false);
    setSharing({ share: null, publication: null });
    setDraftBrief(briefKey(values, locale));
    void generation.generate(locale, values);
  };
  const generateNewVersion = async () => {
    setChoosing(false);
    if (await generation.generateVersion(locale, values)) setDraftBrief(briefKey(values, locale));
  };

  return (
    <div className="generate-grid">
      <aside className="brief-panel" aria-labelledby="brief-title">
        <div className="brief-nav">
          <Link to={href(pageLocale, "generate")} className="back-link">
            <ArrowLeft size={16} aria-hidden="true" />
            {t("generate.changeTemplate")}
          </Link>
          {session.itemId ? (
            <button type="button" className="button small" onClick={startNewDraft} disabled={writing}>
              <FilePlus size={16} aria-hidden="true" />
              {t("generate.newDraft")}
            </button>
          ) : null}
        </div>
        <p className="badge">{template.categoryLabel}</p>
        <h1>{template.name}</h1>
        <p className="muted">{template.summary}</p>
        <TryExample
          template={template.slug}
          values={values}
          disabled={writing}
          onFill={(inputs) => {
            // The example is in the page's language, and so is the text it asks for.
            setValues(inputs);
            setLocale(pageLocale);
          }}
        />
        <h2 id="brief-title" className="visually-hidden">
          {t("generate.briefTitle")}
        </h2>
        <BriefForm
          template={template}
          values={values}
          locale={locale}
          errors={brief.errors}
          busy={writing}
          cooldown={cooldown.seconds}
          onChange={(nextValues, nextLocale) => {
            setValues(nextValues);
            setLocale(nextLocale);
          }}
          onSubmit={submit}
        />
        {choosing && !writing ? (
          <BranchChoice
            onVersion={() => void generateNewVersion()}
            onDraft={generateNewDraft}
            onCancel={() => setChoosing(false)}
          />
        ) : null}
      </aside>
      <div className="result-column">
        <OutputPanel
          session={session}
          shown={shown}
          streaming={writing}
          onShow={setPicked}
          onStop={generation.stop}
          onRegenerate={() => {
            if (cooldown.seconds === 0) void generation.regenerate();
          }}
          onRestore={restore}
          onContinue={(number) => void generation.continueFrom(number)}
          onEdit={() => setEditingItem(session.itemId)}
          editor={
            editing && session.itemId && session.revisions.at(-1) ? (
              <TextEditor
                key={session.itemId}
                itemId={session.itemId}
                version={session.revisions.at(-1) ?? { number: 0, content: "" }}
                contentOf={(number) => session.revisions.find((r) => r.number === number)?.content}
                busy={writing}
                onSave={saveEdit}
                onRefinePassage={refinePassage}
                onClose={() => setEditingItem(null)}
              />
            ) : null
          }
          posts={posts}
          itemActions={
            session.itemId ? (
              <ItemActions
                itemId={session.itemId}
                revision={session.revisions[shown]?.number}
                revisionReady={isReady(session.revisions[shown])}
                latest={session.revisions.findLast(isReady)?.number ?? null}
                content={session.revisions[shown]?.content}
                share={sharing.share}
                publication={sharing.publication}
                onChange={(change) => setSharing((current) => ({ ...current, ...change }))}
                publishSecondary={Boolean(posts)}
              />
            ) : null
          }
        />
        {session.itemId ? (
          <ChatPanel session={session} busy={writing} cooldown={cooldown.seconds} onSend={generation.refine} />
        ) : null}
        <CooldownAnnouncer seconds={cooldown.seconds} />
      </div>
    </div>
  );
}

/**
 * Generate with a changed brief while a draft is open: the visitor chooses a new version of this
 * draft (the default, focused) or a new draft; either way nothing is replaced (docs/product.md,
 * "The studio").
 */
function BranchChoice({ onVersion, onDraft, onCancel }: { onVersion(): void; onDraft(): void; onCancel(): void }) {
  const { t } = useTranslation();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <fieldset
      className="branch-choice"
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <legend>{t("studio.branchQuestion")}</legend>
      <div className="branch-buttons">
        <button ref={first} type="button" className="button primary branch-option" onClick={onVersion}>
          <GitBranch size={16} aria-hidden="true" />
          {t("studio.asNewVersion")}
        </button>
        <button type="button" className="button branch-option" onClick={onDraft}>
          <FilePlus size={16} aria-hidden="true" />
          {t("studio.asNewDraft")}
        </button>
        <button type="button" className="button branch-option" onClick={onCancel}>
          {t("generate.addCancel")}
        </button>
      </div>
    </fieldset>
  );
}
