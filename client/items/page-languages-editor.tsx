import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ItemDetail, Revision } from "../../shared/items";
import { LOCALES, type Locale } from "../../shared/locales";
import type { PageLanguages } from "../../shared/publishing";
import { useApi } from "../api";
import { toast } from "../ui/toast-store";

/**
 * The publish dialog's languages of a live page (docs/api.md, "A page in several languages"): the
 * languages it has, each with the version it shows, and adding one from the draft's versions in
 * another language (a translation or the owner's own edit) or removing one. Part of the dialog's
 * lazily loaded chunk.
 */
export function PageLanguagesEditor({ itemId }: { itemId: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const id = useId();
  const [page, setPage] = useState<PageLanguages | null>(null);
  const [versions, setVersions] = useState<Revision[]>([]);
  const [chosen, setChosen] = useState("");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    Promise.all([
      api.get<PageLanguages>(`/api/items/${itemId}/publication`),
      api.get<ItemDetail>(`/api/items/${itemId}`),
    ]).then(
      ([languages, item]) => {
        if (!live) return;
        setPage(languages);
        setVersions(item.revisions);
      },
      () => live && toast.error(t("sharing.actionFailed")),
    );
    return () => {
      live = false;
    };
  }, [api, itemId, t]);

  if (!page) return null;
  const main = page.languages.find((language) => language.main)?.locale;
  const shown = new Set(page.languages.map((language) => `${language.locale}:${language.revision}`));
  const choices = versions.filter(
    (version) =>
      version.locale !== main &&
      version.content.trim() !== "" &&
      version.status !== "streaming" &&
      !shown.has(`${version.locale}:${version.number}`),
  );
  const name = (locale: Locale) => LOCALES[locale].name;
  const optionLabel = (version: Revision) => {
    const values = { language: name(version.locale), version: version.number };
    if (version.refinement?.kind === "translate") return t("sharing.languages.optionTranslation", values);
    if (version.edited) return t("sharing.languages.optionEdit", values);
    return t("sharing.languages.option", values);
  };

  const run = async (work: () => Promise<unknown>, done: string, language: Locale) => {
    setBusy(true);
    try {
      await work();
      setPage(await api.get<PageLanguages>(`/api/items/${itemId}/publication`));
      setChosen("");
      toast.success(t(done, { language: name(language) }));
    } catch {
      toast.error(t("sharing.actionFailed"));
    } finally {
      setBusy(false);
    }
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    const version = choices.find((choice) => String(choice.number) === chosen);
    if (!version) return;
    void run(
      () => api.put(`/api/items/${itemId}/publication/languages/${version.locale}`, { revision: version.number }),
      "sharing.languages.added",
      version.locale,
    );
  };

  return (
    <section className="page-languages-editor" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t("sharing.languages.heading")}</h3>
      <p className="field-meta">{t("sharing.languages.help")}</p>
      <ul className="page-languages-list">
        {page.languages.map((language) => (
          <li key={language.locale}>
            <a href={language.url} target="_blank" rel="noopener" lang={LOCALES[language.locale].language}>
              {t(language.main ? "sharing.languages.main" : "sharing.languages.option", {
                language: name(language.locale),
                version: language.revision,
              })}
            </a>
            {language.main ? null : (
              <button
                type="button"
                className="button small"
                disabled={busy}
                onClick={() =>
                  run(
                    () => api.delete(`/api/items/${itemId}/publication/languages/${language.locale}`),
                    "sharing.languages.removed",
                    language.locale,
                  )
                }
              >
                {t("sharing.languages.remove", { language: name(language.locale) })}
              </button>
            )}
          </li>
        ))}
      </ul>
      {choices.length ? (
        <form className="page-languages-add" onSubmit={add}>
          <label htmlFor={`${id}-add`}>{t("sharing.languages.addLabel")}</label>
          <select
            id={`${id}-add`}
            className="page-languages-select"
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          >
            <option value="">{t("sharing.languages.choose")}</option>
            {choices.map((version) => (
              <option key={version.number} value={version.number}>
                {optionLabel(version)}
              </option>
            ))}
          </select>
          <button type="submit" className="button small" disabled={busy || !chosen}>
            {t("sharing.languages.add")}
          </button>
        </form>
      ) : page.languages.length === 1 ? (
        <p className="field-note">{t("sharing.languages.none")}</p>
      ) : null}
    </section>
  );
}
