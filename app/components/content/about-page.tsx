import { Ban, Eye, Lock, MessageSquareText } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { AboutTexts } from "~server/content/page-texts";
import { BusinessContactCard, ContentCta, ContentPage, Prose } from "~/components/content/content-page";
import { usePageTexts } from "~/components/content/use-page-texts";
import { SUPPORT_LANGUAGES } from "~/lib/seo";
import { useRootData } from "~/root";

/** The icons of the four values, in their order (the texts are staff's: the Pages screen). */
const valueIcons = [Eye, Ban, Lock, MessageSquareText];

/** A section after the text column, its h2 naming it. */
function AboutSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/**
 * /about: who we are, what we do, how we work with lenders, our values, languages and where to
 * find us. The words are the page texts staff keep; the links, icons and the contact card stay
 * here. The route and the staff preview render it.
 */
export function AboutPage({ texts: raw }: { texts: AboutTexts }) {
  const { settings } = useRootData();
  const texts = usePageTexts(raw);

  return (
    <ContentPage name="About Us" path="/about" title={texts.title} intro={texts.intro}>
      <Prose>
        <h2 id="who-we-are">{texts.whoWeAreHeading}</h2>
        {texts.whoWeAreParagraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        <ul>
          {texts.whoWeArePoints.map((point, index) => (
            <li key={index}>
              <strong>{point.title}</strong> {point.text}
            </li>
          ))}
        </ul>

        <h2 id="what-we-do">{texts.whatWeDoHeading}</h2>
        <p>{texts.whatWeDoIntro}</p>
        <ol>
          {texts.whatWeDoSteps.map((step, index) => (
            <li key={index}>{step}</li>
          ))}
        </ol>
        <p>
          {texts.schemesNote} <Link to="/govt-schemes">{texts.schemesLinkLabel}</Link>.
        </p>

        <h2 id="how-we-work-with-lenders">{texts.lendersHeading}</h2>
        <ul>
          {texts.lendersPoints.map((point, index) => (
            <li key={index}>{point}</li>
          ))}
        </ul>
      </Prose>

      <AboutSection id="values-heading" heading={texts.valuesHeading}>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
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

      <AboutSection id="languages-heading" heading={texts.languagesHeading}>
        <p className="mt-4 leading-7 text-slate-700">{texts.languagesText}</p>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Languages we support">
          {SUPPORT_LANGUAGES.map((language) => (
            <li
              key={language}
              className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-200"
            >
              {language}
            </li>
          ))}
        </ul>
      </AboutSection>

      <AboutSection id="visit-heading" heading={texts.visitHeading}>
        <BusinessContactCard settings={settings} />
      </AboutSection>

      <ContentCta />
    </ContentPage>
  );
}
