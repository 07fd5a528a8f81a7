import { ArrowRight, RotateCcw } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { TemplateDetail } from "../../shared/catalog/api-types";
import type { ItemDetail } from "../../shared/items";
import type { Locale } from "../../shared/locales";
import { href } from "../../shared/routes";
import { useLocale } from "../i18n";
import { keepAliveStore } from "../ui/keep-alive";
import { toast } from "../ui/toast-store";
import { BriefForm } from "./brief-form";
import { CooldownAnnouncer, useCooldown } from "./cooldown";
import { draftHref } from "./open-draft";
import { OutputPanel } from "./output-panel";
import { type Session, sessionFromItem } from "./session";
import type { StreamFailure } from "./stream-error";
import { useBriefCheck } from "./use-brief-check";
import { useFollowDraft } from "./use-follow-draft";
import { useGeneration } from "./use-generation";

/** The classic form as posted without JavaScript (./no-script-brief.server.ts): its brief, to show again. */
export type PostedBrief = { values: Record<string, string>; locale: Locale | null };

/**
 * The classic generator (`/generate/v1/{slug}`, generate-release layout): the brief, one streamed
 * result through the same API, copy and download, start over, and a way on to the new generator
 * that carries the brief (and the draft, once there is one). No chat and no versions. The form is
 * rendered on the server, so it shows before any script runs; sent before it has, it comes back
 * with the brief (`posted`) and says why. The draft it writes is in the address (`?draft=`), so a
 * reload shows it again (docs/api.md, "Screens that use it").
 */
export function ClassicGenerator({
  template,
  item,
  posted,
}: {
  template: TemplateDetail;
  item: ItemDetail | null;
  posted: PostedBrief | null;
}) {
  const { t } = useTranslation();
  const pageLocale = useLocale();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState<Record<string, string>>(() => item?.inputs ?? posted?.values ?? {});
  const [locale, setLocale] = useState<Locale>(() => item?.locale ?? posted?.locale ?? pageLocale);
  const [session, setSession] = useState<Session>(() => sessionFromItem(template.slug, item, locale));
  const brief = useBriefCheck(template.slug, values);

  const cooldown = useCooldown();
  const onFailure = (failure: StreamFailure) => {
    if (failure.kind === "invalid-brief") brief.refusedByServer(failure.fields);
    else if (failure.kind === "rate-limited") cooldown.start(failure.retryAfterSeconds);
    else if (failure.kind === "network") toast.error(t("generate.errorTitle"), t("generate.networkError"));
    else toast.error(t("generate.errorTitle"), t("generate.failed"));
  };
  const generation = useGeneration(session, (update) => setSession(update), { onFailure });
  useFollowDraft(session, setSession, generation.streaming);
  // The draft on screen is the one in the address, so a reload brings it back.
  const urlDraft = searchParams.get("draft");
  useEffect(() => {
    if (session.itemId && urlDraft !== session.itemId)
      navigate(`?draft=${encodeURIComponent(session.itemId)}`, { replace: true, preventScrollReset: true });
  }, [session.itemId, urlDraft, navigate]);
  const generate = () => {
    if (brief.readyToSend()) void generation.generate(locale, values);
  };
  const startOver = () => {
    setValues({});
    setSession({ itemId: null, template: template.slug, locale, revisions: [], answers: [] });
    navigate(href(pageLocale, "generateV1", { slug: template.slug }), { replace: true, preventScrollReset: true });
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(".brief-form input, .brief-form textarea")?.focus(),
    );
  };
  // The new generator opens with this brief: the draft itself once there is one, else the
  // brief as typed, through the screen's kept state.
  const carryBrief = () => {
    keepAliveStore.set(`generate:${template.slug}:brief`, values);
    keepAliveStore.set(`generate:${template.slug}:locale`, locale);
  };
  const result = session.revisions.at(-1);
  const done = result && result.status !== "streaming" && !generation.streaming;

  return (
    <div className="classic-generator">
      <header className="classic-head">
        <p className="badge">{template.categoryLabel}</p>
        <h1>{template.name}</h1>
        <p className="muted">{t("generate.classicLead")}</p>
      </header>
      {result ? (
        <section aria-labelledby="classic-result" className="classic-result">
          <h2 id="classic-result" className="visually-hidden">
            {t("generate.classicResult")}
          </h2>
          <OutputPanel
            session={session}
            shown={session.revisions.length - 1}
            streaming={generation.streaming}
            onShow={() => undefined}
            onStop={() => void generation.stop()}
            onRegenerate={generate}
          />
          {done ? (
            <div className="actions">
              <button type="button" className="button" onClick={startOver}>
                <RotateCcw size={16} aria-hidden="true" />
                {t("generate.classicAgain")}
              </button>
              <Link
                className="button primary"
                to={
                  session.itemId
                    ? draftHref(pageLocale, { template: template.slug, id: session.itemId })
                    : href(pageLocale, "generate", { slug: template.slug })
                }
                onClick={carryBrief}
              >
                {t("generate.classicContinue")}
                <ArrowRight size={16} aria-hidden="true" />
              </Link>
            </div>
          ) : null}
        </section>
      ) : (
        <div className="brief-panel classic-brief">
          {posted ? (
            <p className="notice warning" role="alert">
              {t("generate.classicNeedsScript")}
            </p>
          ) : (
            <noscript>
              <p className="notice warning">{t("generate.classicNeedsScript")}</p>
            </noscript>
          )}
          <BriefForm
            method="post"
            template={template}
            values={values}
            locale={locale}
            errors={brief.errors}
            busy={generation.streaming}
            cooldown={cooldown.seconds}
            onChange={(nextValues, nextLocale) => {
              setValues(nextValues);
              setLocale(nextLocale);
            }}
            onSubmit={generate}
          />
          <p className="field-meta">
            <Link to={href(pageLocale, "generate", { slug: template.slug })} onClick={carryBrief}>
              {t("generate.classicContinue")}
            </Link>
          </p>
        </div>
      )}
      <CooldownAnnouncer seconds={cooldown.seconds} />
    </div>
  );
}
