import { Ban, Eye, Lock, MessageSquareText } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { AboutTexts } from "~server/content/page-texts";
import { BusinessContactCard, ContentCta, ContentPage, Prose } from "~/components/content/content-page";
import { usePageTexts } from "~/components/content/use-page-texts";
import { langOfField } from "~/i18n/english-fallback";
import { useI18n } from "~/i18n/i18n";
import type { MessageKey } from "~/i18n/messages";
import { SUPPORT_LANGUAGES } from "~/lib/seo";
import { useRootData } from "~/root";

/** The icons of the four values, in their order (the texts are staff's: the Pages screen). */
const valueIcons = [Eye, Ban, Lock, MessageSquareText];

/** A section after the text column, its h2 naming it. */
function AboutSection({
  id,
  heading,
  lang,
  children,
}: {
  id: string;
  heading: string;
  lang: "en" | undefined;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} lang={lang} className="text-2xl font-bold tracking-tight text-slate-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/**
 * /about: who we are, what we do, how we work with lenders, our values, languages and where to
 * find us. The words are the page texts staff keep, in the page's language where translated
 * (`english` lists the fields that show English); the links, icons and the contact card stay
 * here. The route and the staff preview render it.
 */
export function AboutPage({ texts: raw, english }: { texts: AboutTexts; english: readonly string[] }) {
  const { settings } = useRootData();
  const { t, language, path } = useI18n();
  const texts = usePageTexts(raw);
  const langOf = (field: keyof AboutTexts) => langOfField(language, english, field);

  return (
    <ContentPage
      name={t("about.breadcrumb")}
      path="/about"
      title={texts.title}
      titleLang={langOf("title")}
      intro={texts.intro}
      introLang={langOf("intro")}
    >
      <Prose>
        <h2 id="who-we-are" lang={langOf("whoWeAreHeading")}>
          {texts.whoWeAreHeading}
        </h2>
        {texts.whoWeAreParagraphs.map((paragraph, index) => (
          <p key={index} lang={langOf("whoWeAreParagraphs")}>
            {paragraph}
          </p>
        ))}
        <ul lang={langOf("whoWeArePoints")}>
          {texts.whoWeArePoints.map((point, index) => (
            <li key={index}>
              <strong>{point.title}</strong> {point.text}
            </li>
          ))}
        </ul>

        <h2 id="what-we-do" lang={langOf("whatWeDoHeading")}>
          {texts.whatWeDoHeading}
        </h2>
        <p lang={langOf("whatWeDoIntro")}>{texts.whatWeDoIntro}</p>
        <ol lang={langOf("whatWeDoSteps")}>
          {texts.whatWeDoSteps.map((step, index) => (
            <li key={index}>{step}</li>
          ))}
        </ol>
        <p>
          <span lang={langOf("schemesNote")}>{texts.schemesNote}</span>{" "}
          <Link to={path("/govt-schemes")} lang={langOf("schemesLinkLabel")}>
            {texts.schemesLinkLabel}
          </Link>
          {t("about.schemesLinkEnd")}
        </p>

        <h2 id="how-we-work-with-lenders" lang={langOf("lendersHeading")}>
          {texts.lendersHeading}
        </h2>
        <ul lang={langOf("lendersPoints")}>
          {texts.lendersPoints.map((point, index) => (
            <li key={index}>{point}</li>
          ))}
        </ul>
      </Prose>

      <AboutSection id="values-heading" heading={texts.valuesHeading} lang={langOf("valuesHeading")}>
        <ul lang={langOf("values")} className="mt-6 grid gap-4 sm:grid-cols-2">
          {texts.values.map((value, index) => {
            const Icon = valueIcons[index % valueIcons.length]!;
            return (
              <li key={index} className="rounded-2xl border border-slate-200 p-5">
                <Icon aria-hidden="true" className="size-7 text-brand-700" />
                <h3 className="mt-3 font-semibold text-slate-900">{value.title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-700">{value.text}</p>
              </li>
            );
          })}
        </ul>
      </AboutSection>

      <AboutSection id="languages-heading" heading={texts.languagesHeading} lang={langOf("languagesHeading")}>
        <p lang={langOf("languagesText")} className="mt-4 leading-7 text-slate-700">
          {texts.languagesText}
        </p>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={t("about.languagesListLabel")}>
          {SUPPORT_LANGUAGES.map((name) => (
            <li
              key={name}
              className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-200"
            >
              {t(`about.language${name}` as MessageKey)}
            </li>
          ))}
        </ul>
      </AboutSection>

      <AboutSection id="visit-heading" heading={texts.visitHeading} lang={langOf("visitHeading")}>
        <BusinessContactCard settings={settings} />
      </AboutSection>

      <ContentCta />
    </ContentPage>
  );
}
