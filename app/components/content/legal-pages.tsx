import type { LegalTexts } from "~server/content/legal-page-texts";
import type { Disclosures } from "~server/settings/disclosures";
import { BusinessContactCard, Callout } from "~/components/content/content-page";
import { BodyText, LegalPage } from "~/components/content/legal-page";
import { DsaDisclosureFull } from "~/components/disclosures/dsa-disclosure";
import { useRootData } from "~/root";

/** What a legal page's route (and its staff preview) hands its view: the loader's localised texts. */
export interface LegalPageData {
  texts: LegalTexts;
  english: readonly string[];
  lastUpdated: string | null;
}

/** The privacy notice (DPDP Act), with the Grievance Officer's contact card in section 10. */
export function PrivacyPage(page: LegalPageData) {
  const { settings } = useRootData();
  return (
    <LegalPage
      page="privacy"
      {...page}
      inserts={{
        grievance: ({ texts, langOf }) => (
          <BusinessContactCard
            settings={settings}
            title={texts.grievanceCardTitle}
            titleLang={langOf("grievanceCardTitle")}
          />
        ),
      }}
    />
  );
}

/** The terms of use, with the fraud warning after "No fees for borrowers" and the contact card at the end. */
export function TermsPage(page: LegalPageData) {
  const { settings } = useRootData();
  return (
    <LegalPage
      page="terms"
      {...page}
      inserts={{
        noFees: ({ texts, langOf }) => (
          <Callout title={texts.fraudWarningTitle!} titleLang={langOf("fraudWarningTitle")} tone="warning">
            <BodyText text={texts.fraudWarningBody!} lang={langOf("fraudWarningBody")} />
          </Callout>
        ),
        complaints: () => <BusinessContactCard settings={settings} />,
      }}
    />
  );
}

/** The disclaimer, with the DSA disclosures (their own screen keeps them), the fraud warning and the contact card. */
export function DisclaimerPage({ disclosures, ...page }: LegalPageData & { disclosures: Disclosures }) {
  const { settings } = useRootData();
  return (
    <LegalPage
      page="disclaimer"
      {...page}
      inserts={{
        regulatedLenders: () => <DsaDisclosureFull disclosures={disclosures} contact={settings} />,
        fraudWarning: ({ texts, langOf }) => (
          <Callout title={texts.fraudCalloutTitle!} titleLang={langOf("fraudCalloutTitle")} tone="warning">
            <BodyText text={texts.fraudCalloutBody!} lang={langOf("fraudCalloutBody")} />
          </Callout>
        ),
        questions: () => <BusinessContactCard settings={settings} />,
      }}
    />
  );
}
