import { CalendarClock, Check, FileText, IndianRupee, Percent, UserCheck } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { CallButton, WhatsAppButton } from "~/components/contact-buttons";
import { DsaDisclosureSummary } from "~/components/disclosures/dsa-disclosure";
import { EmiCalculator } from "~/components/emi-calculator";
import { FaqList } from "~/components/faq-list";
import { formatIndianPhone } from "~/components/layout/navigation";
import { ApplyNowButton, LeadCaptureHost, StickyApplyBar } from "~/components/lead-form/lead-capture";
import { loanServicePath } from "~/components/service-card";
import { ServiceIcon } from "~/components/service-icon";
import { langOfField } from "~/i18n/english-fallback";
import { useI18n } from "~/i18n/i18n";
import { LenderOffersSection } from "./lender-offers-table";
import { JsonLd } from "~/lib/json-ld";
import { breadcrumbJsonLd, faqJsonLd } from "~/lib/seo";
import { trackEmiCalculatorUse, trackServiceView } from "~/lib/tracking";
import { useRootData } from "~/root";
import type { PublicLenderOffer } from "~server/loan-services/lender-offer.schema";
import type { LoanServiceDetail, LoanServiceSummary } from "~server/loan-services/loan-service.schema";
import type { Disclosures } from "~server/settings/disclosures";
import { languageTags } from "~server/vocabulary/languages";

function CheckList({ items, lang }: { items: string[]; lang?: string }) {
  return (
    <ul lang={lang} className="mt-4 space-y-3">
      {items.map((item, index) => (
        <li key={index} className="flex gap-3 text-slate-700">
          <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export interface LoanServicePageProps {
  /** The service in the page's language (English where a text has no published translation). */
  service: LoanServiceDetail;
  /** The service's text fields that show English on a Malayalam or Hindi page (marked `lang="en"`). */
  english?: readonly string[];
  /** The other active services, for the side list. */
  others: LoanServiceSummary[];
  /** Ids of the other services whose names show English. */
  othersInEnglish?: readonly number[];
  disclosures: Disclosures;
  /** Whether /download has published files (the documents section then links to it). */
  hasDownloads: boolean;
  /** The lenders' current offers, lowest rate first (lender-offers.server.ts `currentForService`). */
  offers: PublicLenderOffer[];
  /** Per offer id, its texts that show English. */
  offersInEnglish?: Readonly<Record<number, readonly string[]>>;
}

/**
 * A loan service's public page: the route at every address of the service renders it, and so does
 * the staff preview with an unsaved draft, so staff see exactly what visitors will. Its words are
 * the page's language: the service's texts as the loader localised them, the rest messages.
 */
export function LoanServicePage({
  service,
  english = [],
  others,
  othersInEnglish = [],
  disclosures,
  hasDownloads,
  offers,
  offersInEnglish = {},
}: LoanServicePageProps) {
  const root = useRootData();
  const { t, rich, language, path } = useI18n();
  const { slug, name } = service;
  // Once per view of a loan page, client-side moves from one loan page to another included.
  useEffect(() => trackServiceView({ slug, name }), [slug, name]);
  const { settings, origin } = root;
  /** The `lang` of a block holding `field`: "en" when it fell back to English. */
  const langOf = (field: string) => langOfField(language, english, field);
  const crumbs = [
    { name: t("breadcrumbs.home"), path: path("/") },
    { name: t("services.breadcrumb"), path: path("/services") },
    { name: service.name, path: path(loanServicePath(service.slug)) },
  ];
  const facts = [
    { label: t("loanPage.interestRate"), value: service.interestRate, field: "interestRate", icon: Percent },
    { label: t("loanPage.loanAmount"), value: service.loanAmount, field: "loanAmount", icon: IndianRupee },
    { label: t("loanPage.tenure"), value: service.tenure, field: "tenure", icon: CalendarClock },
  ];
  const whatsappText = t("loanPage.whatsappText", { service: service.name });
  // The calculator starts from the lowest current rate on the page, when lenders' offers show one.
  const lowestRate = offers[0]?.rateFrom;
  const emiDefaults =
    service.emiDefaults && lowestRate !== undefined
      ? { ...service.emiDefaults, ratePercent: lowestRate }
      : service.emiDefaults;

  return (
    <main id="main">
      {/* Structured data in the language each block is shown in (the questions may be English). */}
      <JsonLd data={{ ...breadcrumbJsonLd(origin, crumbs), inLanguage: languageTags[language] }} />
      {service.faqs.length > 0 && (
        <JsonLd data={{ ...faqJsonLd(service.faqs), inLanguage: languageTags[langOf("faqs") ?? language] }} />
      )}

      <section className="bg-gradient-to-br from-brand-950 to-brand-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
          <Breadcrumbs items={crumbs} tone="dark" />
          <div className="mt-6 flex items-start gap-4">
            <ServiceIcon icon={service.icon} color={service.color} className="hidden sm:inline-flex" />
            <div>
              <h1 lang={langOf("name")} className="text-3xl font-extrabold tracking-tight sm:text-4xl">
                {service.name}
              </h1>
              <p
                lang={langOf("summary")}
                className="mt-4 max-w-3xl text-base leading-7 text-brand-100 sm:text-lg sm:leading-8"
              >
                {service.summary}
              </p>
            </div>
          </div>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ApplyNowButton size="lg" />
            <WhatsAppButton
              number={settings.whatsappNumber}
              message={whatsappText}
              label={t("loanPage.enquireOnWhatsApp")}
              tone="dark"
              size="lg"
            />
            <CallButton phone={settings.phone} tone="dark" size="lg" />
          </div>
        </div>
      </section>

      <section aria-label={t("loanPage.keyFacts")} className="border-b border-slate-200 bg-white">
        <dl className="mx-auto grid max-w-7xl gap-4 px-4 py-6 sm:grid-cols-3 sm:px-6 lg:px-8">
          {facts.map((fact) => (
            <div key={fact.label} className="relative rounded-xl bg-slate-50 py-4 pr-4 pl-14">
              <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">
                <fact.icon
                  aria-hidden="true"
                  className="absolute top-1/2 left-4 size-6 -translate-y-1/2 text-brand-700"
                />
                {fact.label}
              </dt>
              <dd lang={langOf(fact.field)} className="font-semibold text-slate-900">
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <LenderOffersSection
        offers={offers}
        english={offersInEnglish}
        serviceName={service.name}
        calculatorBelow={emiDefaults !== null}
      />

      {emiDefaults && (
        <div className="bg-slate-50">
          <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
            <EmiCalculator
              defaults={emiDefaults}
              serviceName={service.name}
              serviceNameLang={langOf("name")}
              onFirstUse={() => trackEmiCalculatorUse({ slug, name })}
            />
          </div>
        </div>
      )}

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="space-y-12 lg:col-span-2">
          <section aria-labelledby="features-heading">
            <h2 id="features-heading" className="text-2xl font-bold text-slate-900">
              {t("loanPage.featuresHeading")}
            </h2>
            <CheckList items={service.features} lang={langOf("features")} />
          </section>
          <section aria-labelledby="eligibility-heading">
            <h2 id="eligibility-heading" className="flex items-center gap-2 text-2xl font-bold text-slate-900">
              <UserCheck aria-hidden="true" className="size-6 text-brand-700" />
              {t("loanPage.eligibilityHeading")}
            </h2>
            <CheckList items={service.eligibility} lang={langOf("eligibility")} />
          </section>
          <section aria-labelledby="documents-heading">
            <h2 id="documents-heading" className="flex items-center gap-2 text-2xl font-bold text-slate-900">
              <FileText aria-hidden="true" className="size-6 text-brand-700" />
              {t("loanPage.documentsHeading")}
            </h2>
            <CheckList items={service.documents} lang={langOf("documents")} />
            {hasDownloads && (
              <p className="mt-4 text-slate-700">
                {rich("loanPage.downloads", {
                  link: (chunks) => (
                    <Link to={path("/download")} className="font-semibold text-brand-700 underline underline-offset-2">
                      {chunks}
                    </Link>
                  ),
                })}
              </p>
            )}
          </section>
          {service.faqs.length > 0 && (
            <section aria-labelledby="faq-heading">
              <h2 id="faq-heading" className="text-2xl font-bold text-slate-900">
                {t("faq.heading")}
              </h2>
              <FaqList faqs={service.faqs} lang={langOf("faqs")} />
            </section>
          )}
          <p className="text-sm text-slate-600">{t("loanPage.indicative", { businessName: settings.businessName })}</p>
          <DsaDisclosureSummary disclosures={disclosures} contact={settings} />
        </div>

        <aside className="space-y-6">
          <div className="rounded-2xl border border-brand-100 bg-brand-50 p-6">
            <h2 className="text-lg font-semibold text-slate-900">{t("loanPage.advisorHeading")}</h2>
            <p className="mt-2 text-sm text-slate-700">
              {t("loanPage.advisorText", { hours: settings.businessHours })}
            </p>
            <div className="mt-4 flex flex-col gap-3">
              <ApplyNowButton />
              <CallButton phone={settings.phone} label={formatIndianPhone(settings.phone)} />
              <WhatsAppButton
                number={settings.whatsappNumber}
                message={whatsappText}
                label={t("loanPage.whatsappUs")}
                variant="outline"
              />
            </div>
          </div>
          {others.length > 0 && (
            <nav aria-labelledby="other-services-heading" className="rounded-2xl border border-slate-200 p-6">
              <h2 id="other-services-heading" className="text-lg font-semibold text-slate-900">
                {t("loanPage.otherServices")}
              </h2>
              <ul className="mt-3 space-y-1">
                {others.map((other) => (
                  <li key={other.slug}>
                    <Link
                      to={path(loanServicePath(other.slug))}
                      prefetch="intent"
                      className="flex min-h-10 items-center gap-3 rounded-lg px-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
                    >
                      <ServiceIcon icon={other.icon} color={other.color} className="size-8 rounded-lg [&>svg]:size-4" />
                      <span lang={othersInEnglish.includes(other.id) && language !== "en" ? "en" : undefined}>
                        {other.name}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </aside>
      </div>

      <StickyApplyBar phone={settings.phone} />
      <LeadCaptureHost service={service} contact={settings} />
    </main>
  );
}
