import { Callout } from "~/components/content/content-page";
import { CheckList, IconCards, LandingPage, NumberedSteps } from "~/components/content/landing-page";
import { PartnerForm } from "~/components/partner/partner-form";
import {
  partnerAudiences,
  partnerBenefits,
  partnerFaqs,
  partnerRules,
  partnerSteps,
} from "~/components/partner/partner-content";
import { formatIndianPhone } from "~/components/layout/navigation";
import type { LandingTexts } from "~server/content/page-texts";
import { useRootData } from "~/root";

/**
 * /business-partners: the intro (heading, introduction, highlights, button) is the page texts
 * staff keep; the sections, the form and the questions stay here. The route and the staff
 * preview render it.
 */
export function BusinessPartnersPage({ texts }: { texts: LandingTexts }) {
  const { settings } = useRootData();

  return (
    <LandingPage
      name="Business Partner Registration"
      path="/business-partners"
      texts={texts}
      sections={[
        {
          id: "who-can-partner",
          tocLabel: "Who can partner",
          heading: "Who can partner with us",
          intro:
            "Anyone who meets people who need finance, and can introduce them honestly. You do not need to be a loan expert: we train you and handle the application with the lender.",
          children: <IconCards items={partnerAudiences} />,
        },
        {
          id: "benefits",
          tocLabel: "What you get",
          heading: "What you get",
          children: <IconCards items={partnerBenefits} />,
        },
        {
          id: "how-it-works",
          tocLabel: "How it works",
          heading: "How it works",
          children: <NumberedSteps steps={partnerSteps} />,
        },
        {
          id: "partner-rules",
          tocLabel: "Our rules for partners",
          heading: "Our rules for partners",
          intro:
            "Banks and NBFCs hold us responsible for everyone who refers customers to us. Every partner agrees to these rules in the partner agreement:",
          children: (
            <>
              <CheckList items={partnerRules} />
              <Callout title="We never charge a joining fee" tone="warning">
                <p>
                  {settings.businessName} does not sell partner codes, ID cards or &ldquo;franchises&rdquo;. If anyone
                  asks you to pay to become our partner, do not pay: call us on{" "}
                  <a href={`tel:${settings.phone}`} className="font-semibold underline underline-offset-2">
                    {formatIndianPhone(settings.phone)}
                  </a>{" "}
                  or write to{" "}
                  <a
                    href={`mailto:${settings.contactEmail}`}
                    className="font-semibold [overflow-wrap:anywhere] underline underline-offset-2"
                  >
                    {settings.contactEmail}
                  </a>
                  .
                </p>
              </Callout>
            </>
          ),
        },
      ]}
      form={{
        id: "register",
        tocLabel: "Register",
        heading: "Register as a partner",
        intro: "Fields are required unless marked optional. We call you for verification within two working days.",
        children: <PartnerForm contact={settings} />,
      }}
      faq={{ heading: "Questions partners ask", items: partnerFaqs(settings) }}
    />
  );
}
