import { Callout } from "~/components/content/content-page";
import { CheckList, IconCards, LandingPage, NumberedSteps } from "~/components/content/landing-page";
import { formatIndianPhone } from "~/components/layout/navigation";
import { PartnerForm } from "~/components/partner/partner-form";
import {
  partnerAudiences,
  partnerBenefits,
  partnerFaqs,
  partnerRules,
  partnerSteps,
} from "~/components/partner/partner-content";
import { useI18n } from "~/i18n/i18n";
import type { LandingTexts } from "~server/content/page-texts";
import { useRootData } from "~/root";

/**
 * /business-partners: the intro (heading, introduction, highlights, button) is the page texts
 * staff keep, in the page's language where translated; the sections, the form and the questions
 * are messages of the `partnerPage` area. The route and the staff preview render it.
 */
export function BusinessPartnersPage({ texts, english }: { texts: LandingTexts; english: readonly string[] }) {
  const { settings } = useRootData();
  const { t, rich } = useI18n();

  return (
    <LandingPage
      name={t("partnerPage.breadcrumb")}
      path="/business-partners"
      texts={texts}
      english={english}
      sections={[
        {
          id: "who-can-partner",
          tocLabel: t("partnerPage.whoTocLabel"),
          heading: t("partnerPage.whoHeading"),
          intro: t("partnerPage.whoIntro"),
          children: <IconCards items={partnerAudiences(t)} />,
        },
        {
          id: "benefits",
          tocLabel: t("partnerPage.benefitsTocLabel"),
          heading: t("partnerPage.benefitsHeading"),
          children: <IconCards items={partnerBenefits(t)} />,
        },
        {
          id: "how-it-works",
          tocLabel: t("partnerPage.howTocLabel"),
          heading: t("partnerPage.howHeading"),
          children: <NumberedSteps steps={partnerSteps(t)} />,
        },
        {
          id: "partner-rules",
          tocLabel: t("partnerPage.rulesTocLabel"),
          heading: t("partnerPage.rulesHeading"),
          intro: t("partnerPage.rulesIntro"),
          children: (
            <>
              <CheckList items={partnerRules(t)} />
              <Callout title={t("partnerPage.noFeeTitle")} tone="warning">
                <p>
                  {rich("partnerPage.noFeeText", {
                    businessName: settings.businessName,
                    phone: (chunks) => (
                      <a href={`tel:${settings.phone}`} className="font-semibold underline underline-offset-2">
                        {chunks}
                      </a>
                    ),
                    number: formatIndianPhone(settings.phone),
                    email: (chunks) => (
                      <a
                        href={`mailto:${settings.contactEmail}`}
                        className="font-semibold [overflow-wrap:anywhere] underline underline-offset-2"
                      >
                        {chunks}
                      </a>
                    ),
                    address: settings.contactEmail,
                  })}
                </p>
              </Callout>
            </>
          ),
        },
      ]}
      form={{
        id: "register",
        tocLabel: t("partnerPage.formTocLabel"),
        heading: t("partnerPage.formHeading"),
        intro: t("partnerPage.formIntro"),
        children: <PartnerForm contact={settings} />,
      }}
      faq={{ heading: t("partnerPage.faqHeading"), items: partnerFaqs(t, settings) }}
    />
  );
}
