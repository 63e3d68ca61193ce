import { Languages } from "lucide-react";
import { Link } from "react-router";
import { Callout, ExternalLink } from "~/components/content/content-page";
import { CheckList, IconCards, LandingPage, NumberedSteps } from "~/components/content/landing-page";
import {
  loanReadyPoints,
  VYAPAR_WEBSITE,
  vyaparAudiences,
  vyaparFaqs,
  vyaparFeatures,
  vyaparHelpSteps,
} from "~/components/vyapar/vyapar-content";
import { VyaparForm } from "~/components/vyapar/vyapar-form";
import { useI18n } from "~/i18n/i18n";
import type { LandingTexts } from "~server/content/page-texts";
import { useRootData } from "~/root";

const inlineLink = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900";

/**
 * /vyapar-app: the intro (heading, introduction, highlights, button) is the page texts staff
 * keep, in the page's language where translated; the sections, the form and the questions are
 * messages of the `vyaparPage` area. The route and the staff preview render it.
 */
export function VyaparAppPage({ texts, english }: { texts: LandingTexts; english: readonly string[] }) {
  const { settings } = useRootData();
  const { t, rich, path } = useI18n();

  return (
    <LandingPage
      name={t("vyaparPage.breadcrumb")}
      path="/vyapar-app"
      texts={texts}
      english={english}
      sections={[
        {
          id: "what-it-does",
          tocLabel: t("vyaparPage.whatTocLabel"),
          heading: t("vyaparPage.whatHeading"),
          intro: t("vyaparPage.whatIntro"),
          children: <IconCards items={vyaparFeatures(t)} />,
        },
        {
          id: "who-it-suits",
          tocLabel: t("vyaparPage.whoTocLabel"),
          heading: t("vyaparPage.whoHeading"),
          intro: t("vyaparPage.whoIntro"),
          children: <IconCards items={vyaparAudiences(t)} />,
        },
        {
          id: "how-we-help",
          tocLabel: t("vyaparPage.helpTocLabel"),
          heading: t("vyaparPage.helpHeading"),
          children: (
            <>
              <NumberedSteps steps={vyaparHelpSteps(t)} />
              <p className="mt-6 flex gap-3 rounded-2xl border border-slate-200 bg-white p-4 leading-7 text-slate-700">
                <Languages aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
                <span>{t("vyaparPage.trainingNote")}</span>
              </p>
            </>
          ),
        },
        {
          id: "loans",
          tocLabel: t("vyaparPage.loansTocLabel"),
          heading: t("vyaparPage.loansHeading"),
          children: (
            <>
              <CheckList items={loanReadyPoints(t)} />
              <p className="mt-4 leading-7 text-slate-700">
                {rich("vyaparPage.loansLinks", {
                  loans: (chunks) => (
                    <Link to={path("/loan-services/business-loans")} className={inlineLink}>
                      {chunks}
                    </Link>
                  ),
                  schemes: (chunks) => (
                    <Link to={path("/govt-schemes")} className={inlineLink}>
                      {chunks}
                    </Link>
                  ),
                })}
              </p>
              <Callout title={t("vyaparPage.aboutTitle")}>
                <p>
                  {rich("vyaparPage.aboutText", {
                    businessName: settings.businessName,
                    site: (chunks) => <ExternalLink href={VYAPAR_WEBSITE}>{chunks}</ExternalLink>,
                  })}
                </p>
              </Callout>
            </>
          ),
        },
      ]}
      form={{
        id: "enquire",
        tocLabel: t("vyaparPage.formTocLabel"),
        heading: t("vyaparPage.formHeading"),
        intro: t("vyaparPage.formIntro"),
        children: <VyaparForm contact={settings} />,
      }}
      faq={{ heading: t("vyaparPage.faqHeading"), items: vyaparFaqs(t, settings) }}
    />
  );
}
