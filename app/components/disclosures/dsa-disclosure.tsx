import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatIndianPhone } from "~/components/layout/navigation";
import { langOfField } from "~/i18n/english-fallback";
import { useI18n } from "~/i18n/i18n";
import type { MessageKey } from "~/i18n/messages";
import type { Disclosures } from "~server/settings/disclosures";
import { RBI_CMS_URL, type DisclosureTextField, type LenderEntityType } from "~server/settings/disclosure-words";

/** Where the full disclosure sits on /disclaimer (the lead dialog and loan pages link there). */
export const DISCLOSURES_PATH = "/disclaimer#dsa-disclosures";

/**
 * The disclosures as the page's loader read them: in the page's language where staff's texts are
 * translated (services.disclosures.forVisitors), with the texts still in English listed, which
 * their blocks mark `lang="en"`. Lenders' and the officer's names stay as staff write them.
 */
export type ShownDisclosures = Disclosures & { englishFields?: readonly DisclosureTextField[] };

interface Contact {
  contactEmail: string;
  phone: string;
}

/** Each kind of regulated lender in the page's language. */
const entityTypeMessages: Record<LenderEntityType, MessageKey> = {
  "Scheduled commercial bank": "disclosures.typeScheduledCommercialBank",
  "Small finance bank": "disclosures.typeSmallFinanceBank",
  "Cooperative bank": "disclosures.typeCooperativeBank",
  NBFC: "disclosures.typeNbfc",
  "Housing finance company": "disclosures.typeHousingFinanceCompany",
  "Other regulated entity": "disclosures.typeOtherRegulatedEntity",
};

const linkClass = "font-medium text-brand-800 underline";

/** "Demo Bank of Kerala (Scheduled commercial bank); …" for the compact version. */
function LenderList({ lenders }: { lenders: Disclosures["lenders"] }) {
  const { t } = useI18n();
  return lenders
    .map((lender) =>
      t("disclosures.lenderWithType", { name: lender.name, type: t(entityTypeMessages[lender.entityType]) }),
    )
    .join("; ");
}

/** The officer's contact details, or the business's own until staff name an officer. */
function GrievanceContact({ disclosures, contact }: { disclosures: ShownDisclosures; contact: Contact }) {
  const { rich, language } = useI18n();
  const officer = disclosures.grievanceOfficer;
  const email = officer?.email ?? contact.contactEmail;
  const phone = officer?.phone ?? contact.phone;
  const links = {
    email,
    phone: formatIndianPhone(phone),
    mailLink: (chunks: ReactNode[]) => (
      <a href={`mailto:${email}`} className={linkClass}>
        {chunks}
      </a>
    ),
    phoneLink: (chunks: ReactNode[]) => (
      <a href={`tel:${phone}`} className={linkClass}>
        {chunks}
      </a>
    ),
  };
  if (!officer) return rich("disclosures.writeTo", links);
  return rich("disclosures.officerContact", {
    ...links,
    name: officer.name,
    hours: <span lang={langOfField(language, disclosures.englishFields, "grievanceHours")}>{officer.hours}</span>,
  });
}

/**
 * The compact "we are a DSA, not a lender" box on every loan page: who we source for, what we
 * charge, whom to complain to and how to escalate, in the page's language. Everything staff type is
 * rendered as text.
 */
export function DsaDisclosureSummary({ disclosures, contact }: { disclosures: ShownDisclosures; contact: Contact }) {
  const { t, path, language } = useI18n();
  const langOf = (field: DisclosureTextField) => langOfField(language, disclosures.englishFields, field);
  return (
    <section
      aria-labelledby="dsa-disclosure-heading"
      className="rounded-2xl border border-slate-200 bg-slate-50 p-5 text-sm leading-6 break-words text-slate-700"
      data-testid="dsa-disclosure"
    >
      <h2 id="dsa-disclosure-heading" className="text-base font-semibold text-slate-900">
        {t("disclosures.summaryHeading")}
      </h2>
      <dl className="mt-3 space-y-2">
        <div>
          <dt className="inline font-semibold text-slate-900">{t("disclosures.lendersLabel")} </dt>
          <dd className="inline">
            {disclosures.lenders.length > 0 ? (
              <LenderList lenders={disclosures.lenders} />
            ) : (
              t("disclosures.lendersAsk")
            )}
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold text-slate-900">{t("disclosures.chargesLabel")} </dt>
          <dd className="inline" lang={langOf("charges")}>
            {disclosures.charges}
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold text-slate-900">{t("disclosures.officerLabel")} </dt>
          <dd className="inline">
            <GrievanceContact disclosures={disclosures} contact={contact} />
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold text-slate-900">{t("disclosures.notResolvedLabel")} </dt>
          <dd className="inline" lang={langOf("escalation")}>
            {disclosures.escalation}
          </dd>
        </div>
      </dl>
      <p className="mt-3">
        <Link to={path(DISCLOSURES_PATH)} className={linkClass}>
          {t("disclosures.readFull")}
        </Link>
      </p>
    </section>
  );
}

/** The full version on /disclaimer: the lender table, charges, the officer and the escalation path. */
export function DsaDisclosureFull({ disclosures, contact }: { disclosures: ShownDisclosures; contact: Contact }) {
  const { t, rich, language } = useI18n();
  const langOf = (field: DisclosureTextField) => langOfField(language, disclosures.englishFields, field);
  return (
    <section aria-labelledby="dsa-disclosures" className="mt-12 break-words" data-testid="dsa-disclosure-full">
      <h2 id="dsa-disclosures" className="scroll-mt-24 text-2xl font-bold text-slate-900">
        {t("disclosures.fullHeading")}
      </h2>
      <p className="mt-3 text-slate-700">{t("disclosures.fullIntro")}</p>

      <h3 className="mt-8 text-lg font-semibold text-slate-900">{t("disclosures.lendersHeading")}</h3>
      {disclosures.lenders.length > 0 ? (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[20rem] text-left text-sm">
            <caption className="sr-only">{t("disclosures.lendersCaption")}</caption>
            <thead>
              <tr className="border-b border-slate-300 text-slate-900">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t("disclosures.lenderColumn")}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {t("disclosures.typeColumn")}
                </th>
              </tr>
            </thead>
            <tbody>
              {disclosures.lenders.map((lender, index) => (
                <tr key={`${index}-${lender.name}`} className="border-b border-slate-200 text-slate-700">
                  <td className="py-2 pr-4">
                    <span className="flex items-center gap-3">
                      {lender.logoUrl && (
                        <img src={lender.logoUrl} alt="" width={32} height={32} className="size-8 object-contain" />
                      )}
                      {lender.name}
                    </span>
                  </td>
                  <td className="py-2">{t(entityTypeMessages[lender.entityType])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-3 text-slate-700">{t("disclosures.lendersAskFull")}</p>
      )}

      <h3 className="mt-8 text-lg font-semibold text-slate-900">{t("disclosures.chargesHeading")}</h3>
      <p className="mt-3 whitespace-pre-line text-slate-700" lang={langOf("charges")}>
        {disclosures.charges}
      </p>

      <h3 className="mt-8 text-lg font-semibold text-slate-900">{t("disclosures.officerHeading")}</h3>
      <p className="mt-3 text-slate-700">
        <GrievanceContact disclosures={disclosures} contact={contact} />
      </p>

      <h3 className="mt-8 text-lg font-semibold text-slate-900">{t("disclosures.notResolvedHeading")}</h3>
      <p className="mt-3 whitespace-pre-line text-slate-700" lang={langOf("escalation")}>
        {disclosures.escalation}
      </p>
      <p className="mt-3 text-slate-700">
        {rich("disclosures.rbiPortal", {
          link: (chunks: ReactNode[]) => (
            <a href={RBI_CMS_URL} rel="noopener noreferrer" target="_blank" className={linkClass}>
              {chunks}
              <span className="sr-only"> {t("layout.opensInNewTab")}</span>
            </a>
          ),
        })}
      </p>
    </section>
  );
}

/** One or two lines for the lead dialog, next to the consent checkbox. */
export function DsaDisclosureNote({ className }: { className?: string }) {
  const { t, path } = useI18n();
  return (
    <p className={className ?? "text-xs leading-5 text-slate-600"} data-testid="dsa-disclosure-note">
      {t("disclosures.note")}{" "}
      <a href={path(DISCLOSURES_PATH)} target="_blank" rel="noopener" className={linkClass}>
        {t("disclosures.noteLink")}
        <span className="sr-only"> {t("layout.opensInNewTab")}</span>
      </a>
    </p>
  );
}
