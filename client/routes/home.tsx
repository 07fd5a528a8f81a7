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
import { loaderKit } from "../api.server";
import heroIllustration from "../assets/hero-illustration.png?responsive";
import { EntryCard } from "../components/entry-card";
import { TemplateCard } from "../components/template-card";
import { useLocale } from "../i18n";
import { pageMeta } from "../seo";
import { ResponsiveImage } from "../ui/responsive-image";
import type { Route } from "./+types/home";

export const handle: PageHandle = { page: "home", sharedHtml: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { load, locale } = loaderKit(context, request);
  const [templates, useCases, solutions] = await Promise.all([
    load.catalog.templates.list(locale, { featured: true }),
    load.catalog.useCases.list(locale),
    load.catalog.solutions.list(locale),
  ]);
  return { templates: templates.items, useCases: useCases.items.slice(0, 6), solutions: solutions.items.slice(0, 4) };
}

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

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <section className="hero hero-split" aria-labelledby="hero-title">
        <p className="eyebrow">{t("home.eyebrow")}</p>
        <h1 id="hero-title">{t("home.heading")}</h1>
        <p className="lead">{t("home.lead")}</p>
        <div className="actions">
          <Link className="button primary large" to={href(locale, "generate")} viewTransition>
            {t("home.primaryCta")}
            <ArrowRight size={18} aria-hidden="true" />
          </Link>
          <Link className="button large" to={href(locale, "templates")}>
            {t("home.secondaryCta")}
          </Link>
        </div>
        <p className="fine-print">{t("home.noSignUp")}</p>
        {/* Decorative: the heading and lead say what it shows. Beside the text on wide screens, below
            the fold on phones: loaded at once, but not ahead of the stylesheet and scripts. */}
        <ResponsiveImage
          className="hero-art"
          image={heroIllustration}
          alt=""
          sizes={{ base: "min(calc(100vw - 40px), 480px)", lg: "460px" }}
          loading="eager"
        />
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

      <section className="section" aria-labelledby="featured-title">
        <div className="section-head">
          <h2 id="featured-title">{t("catalog.featuredTitle")}</h2>
          <Link to={href(locale, "templates")}>{t("catalog.browseAll")}</Link>
        </div>
        <ul className="grid card-grid">
          {loaderData.templates.map((template) => (
            <TemplateCard key={template.slug} template={template} />
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="use-cases-title">
        <div className="section-head">
          <h2 id="use-cases-title">{t("catalog.useCasesHomeTitle")}</h2>
          <Link to={href(locale, "useCases")}>{t("catalog.allUseCases")}</Link>
        </div>
        <ul className="grid card-grid">
          {loaderData.useCases.map((useCase) => (
            <EntryCard key={useCase.slug} to={href(locale, "useCase", { slug: useCase.slug })} {...useCase} />
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="solutions-title">
        <div className="section-head">
          <h2 id="solutions-title">{t("catalog.solutionsTitle")}</h2>
          <Link to={href(locale, "solutions")}>{t("catalog.allSolutions")}</Link>
        </div>
        <ul className="grid solution-grid">
          {loaderData.solutions.map((solution) => (
            <EntryCard key={solution.slug} to={href(locale, "solution", { slug: solution.slug })} {...solution} />
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
        <Link className="button primary large" to={href(locale, "generate")} viewTransition>
          {t("home.ctaButton")}
          <ArrowRight size={18} aria-hidden="true" />
        </Link>
      </section>
    </>
  );
}
