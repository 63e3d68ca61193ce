import { BadgeCheck, FileSignature, Gauge, Landmark, MessageCircle, Repeat, ScanFace } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { SmartIntegrationsTexts } from "~server/content/page-texts";
import { Callout, ContentCta, ContentPage, ExternalLink, Prose, type TocItem } from "~/components/content/content-page";
import { usePageTexts } from "~/components/content/use-page-texts";
import { formatIndianPhone } from "~/components/layout/navigation";
import { langOfField } from "~/i18n/english-fallback";
import { useI18n } from "~/i18n/i18n";
import type { MessageKey } from "~/i18n/messages";
import { useRootData } from "~/root";

/** The sections below the intro, in order: each h2's id and the message of its "On this page" entry. */
const sections = [
  ["eligibility", "tocEligibility"],
  ["credit-report", "tocCreditReport"],
  ["digital-kyc", "tocDigitalKyc"],
  ["account-aggregator", "tocAccountAggregator"],
  ["e-sign", "tocESign"],
  ["e-mandate", "tocEMandate"],
  ["whatsapp", "tocWhatsapp"],
  ["bookkeeping", "tocBookkeeping"],
  ["privacy", "tocPrivacy"],
] as const;

/** The icons of the six highlights, in their order (the texts are staff's: the Pages screen). */
const highlightIcons = [Gauge, ScanFace, Landmark, FileSignature, Repeat, MessageCircle];

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/**
 * /smart-integrations: the intro (heading, introduction, highlights, opening paragraph) is the
 * page texts staff keep, in the page's language where translated; the sections below are
 * messages of the `smartIntegrations` area. The route and the staff preview render it.
 */
export function SmartIntegrationsPage({
  texts: raw,
  english,
}: {
  texts: SmartIntegrationsTexts;
  english: readonly string[];
}) {
  const { settings } = useRootData();
  const { t, rich, language, path } = useI18n();
  const texts = usePageTexts(raw);
  const langOf = (field: keyof SmartIntegrationsTexts) => langOfField(language, english, field);
  const m = (name: string) => `smartIntegrations.${name}` as MessageKey;
  const toc: TocItem[] = sections.map(([id, label]) => ({ id, label: t(m(label)) }));
  const points = (...names: string[]) => (
    <ul>
      {names.map((name) => (
        <li key={name}>{rich(m(name), { strong })}</li>
      ))}
    </ul>
  );

  return (
    <ContentPage
      name={t("smartIntegrations.breadcrumb")}
      path="/smart-integrations"
      title={texts.title}
      titleLang={langOf("title")}
      intro={texts.intro}
      introLang={langOf("intro")}
      toc={toc}
    >
      <ul
        lang={langOf("highlights")}
        className="grid gap-3 sm:grid-cols-2"
        aria-label={t("smartIntegrations.highlightsLabel")}
      >
        {texts.highlights.map((label, index) => {
          const Icon = highlightIcons[index % highlightIcons.length]!;
          return (
            <li key={index} className="flex items-center gap-3 rounded-xl bg-brand-50 p-4 text-slate-800">
              <Icon aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
              <span className="font-medium">{label}</span>
            </li>
          );
        })}
      </ul>

      <Prose className="mt-12">
        <p lang={langOf("lead")}>{texts.lead}</p>

        <h2 id="eligibility">{t("smartIntegrations.eligibilityHeading")}</h2>
        <p>{t("smartIntegrations.eligibilityText")}</p>
        {points("eligibilityPoint1", "eligibilityPoint2")}

        <h2 id="credit-report">{t("smartIntegrations.creditHeading")}</h2>
        <p>{t("smartIntegrations.creditText")}</p>
        {points("creditPoint1", "creditPoint2", "creditPoint3")}

        <h2 id="digital-kyc">{t("smartIntegrations.kycHeading")}</h2>
        <p>{t("smartIntegrations.kycIntro")}</p>
        {points("kycAadhaar", "kycDigilocker", "kycVideo")}
        <p>{t("smartIntegrations.kycMasked")}</p>

        <h2 id="account-aggregator">{t("smartIntegrations.aaHeading")}</h2>
        <p>{t("smartIntegrations.aaText")}</p>
        {points("aaPoint1", "aaPoint2", "aaPoint3")}

        <h2 id="e-sign">{t("smartIntegrations.esignHeading")}</h2>
        <p>{t("smartIntegrations.esignText")}</p>
        <p>{t("smartIntegrations.esignKfs")}</p>

        <h2 id="e-mandate">{t("smartIntegrations.mandateHeading")}</h2>
        <p>{t("smartIntegrations.mandateText")}</p>
        {points("mandatePoint1", "mandatePoint2", "mandatePoint3")}

        <h2 id="whatsapp">{t("smartIntegrations.whatsappHeading")}</h2>
        <p>{t("smartIntegrations.whatsappText", { number: formatIndianPhone(settings.whatsappNumber) })}</p>

        <h2 id="bookkeeping">{t("smartIntegrations.bookkeepingHeading")}</h2>
        <p>
          {rich("smartIntegrations.bookkeepingText", {
            link: (chunks) => <Link to={path("/vyapar-app")}>{chunks}</Link>,
          })}
        </p>
      </Prose>
      <Callout title={t("smartIntegrations.neverAskTitle")} tone="warning">
        <p>
          {rich("smartIntegrations.neverAskText", {
            number: formatIndianPhone(settings.phone),
            phone: (chunks) => (
              <a href={`tel:${settings.phone}`} className="font-semibold underline underline-offset-2">
                {chunks}
              </a>
            ),
          })}
        </p>
      </Callout>

      <Prose className="mt-12">
        <h2 id="privacy">{t("smartIntegrations.privacyHeading")}</h2>
        {points("privacyConsent", "privacyMinimal", "privacyLenders", "privacyRights")}
        <p>
          {rich("smartIntegrations.privacyMore", {
            privacy: (chunks) => <Link to={path("/privacy")}>{chunks}</Link>,
            rbi: (chunks) => <ExternalLink href="https://www.rbi.org.in">{chunks}</ExternalLink>,
          })}
        </p>
        <p>
          <BadgeCheck aria-hidden="true" className="mr-1 inline size-5 align-text-bottom text-emerald-700" />
          {t("smartIntegrations.optional")}
        </p>
      </Prose>

      <ContentCta />
    </ContentPage>
  );
}
