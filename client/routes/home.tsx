import {
  ArrowRight,
  FileText,
  Languages,
  Mail,
  Megaphone,
  MessageSquare,
  PenLine,
  ShieldCheck,
  ShoppingBag,
  Zap,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { href, type PageHandle } from "../../shared/routes";
import { useLocale } from "../i18n";
import { pageMeta } from "../seo";
import type { Route } from "./+types/home";

export const handle: PageHandle = { page: "home" };

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: "home.title", descriptionKey: "home.description" });

const STEPS = ["brief", "stream", "refine", "publish"] as const;
const MAKE = [
  { key: "landing", Icon: FileText },
  { key: "blog", Icon: PenLine },
  { key: "product", Icon: ShoppingBag },
  { key: "email", Icon: Mail },
  { key: "social", Icon: MessageSquare },
  { key: "ads", Icon: Megaphone },
] as const;
const WHY = [
  { key: "languages", Icon: Languages },
  { key: "fast", Icon: Zap },
  { key: "private", Icon: ShieldCheck },
] as const;

export default function HomePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <p className="eyebrow">{t("home.eyebrow")}</p>
        <h1 id="hero-title">{t("home.heading")}</h1>
        <p className="lead">{t("home.lead")}</p>
        <div className="actions">
          <Link className="button primary large" to={href(locale, "generate")} prefetch="intent">
            {t("home.primaryCta")}
            <ArrowRight size={18} aria-hidden="true" />
          </Link>
          <Link className="button large" to={href(locale, "templates")} prefetch="intent">
            {t("home.secondaryCta")}
          </Link>
        </div>
        <p className="fine-print">{t("home.noSignUp")}</p>
      </section>

      <section className="section" aria-labelledby="how-title">
        <h2 id="how-title">{t("home.howTitle")}</h2>
        <ol className="steps">
          {STEPS.map((step, index) => (
            <li key={step} className="card">
              <span className="step-number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{t(`home.steps.${step}.title`)}</h3>
              <p>{t(`home.steps.${step}.body`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="section" aria-labelledby="make-title">
        <h2 id="make-title">{t("home.makeTitle")}</h2>
        <ul className="grid make-grid">
          {MAKE.map(({ key, Icon }) => (
            <li key={key} className="card make-card">
              <Icon size={22} aria-hidden="true" className="accent" />
              <span>{t(`home.make.${key}`)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="why-title">
        <h2 id="why-title">{t("home.whyTitle")}</h2>
        <ul className="grid why-grid">
          {WHY.map(({ key, Icon }) => (
            <li key={key} className="card">
              <Icon size={24} aria-hidden="true" className="accent" />
              <h3>{t(`home.why.${key}.title`)}</h3>
              <p>{t(`home.why.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="cta-band" aria-labelledby="cta-title">
        <h2 id="cta-title">{t("home.ctaTitle")}</h2>
        <p>{t("home.ctaBody")}</p>
        <Link className="button primary large" to={href(locale, "generate")}>
          {t("home.ctaButton")}
          <ArrowRight size={18} aria-hidden="true" />
        </Link>
      </section>
    </>
  );
}
