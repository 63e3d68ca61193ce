import { ArrowLeft, MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { ContentPage, Prose, type TocItem } from "~/components/content/content-page";
import { FaqList } from "~/components/faq-list";
import { ApplyNowButton, LeadCaptureHost, StickyApplyBar } from "~/components/lead-form/lead-capture";
import type { LeadFormService } from "~/components/lead-form/loan-enquiry-form";
import { Button } from "~/components/ui/button";
import { langOfField } from "~/i18n/english-fallback";
import { useI18n } from "~/i18n/i18n";
import { JsonLd } from "~/lib/json-ld";
import { faqJsonLd } from "~/lib/seo";
import { useRootData } from "~/root";
import { schemePath, type SchemeOnPage } from "~server/schemes/scheme.schema";
import { languageTags } from "~server/vocabulary/languages";
import { marked, SchemeFacts, SchemeRulesCallout, type SchemeEnglishFields } from "./scheme-facts";

const headingIds = { whoFor: "who-it-is-for", offers: "what-it-offers", howWeHelp: "how-we-help" };

export interface SchemePageProps {
  scheme: SchemeOnPage;
  /** The scheme's texts that show English on a Malayalam or Hindi page. */
  english?: SchemeEnglishFields;
  /** The enquiry form of the scheme's loan service, in the page's language; null: the page points to /contact instead. */
  service: LeadFormService | null;
}

/**
 * A government scheme's own page: its facts, its questions (with their structured data) and the
 * enquiry form of its loan service. The route renders it, and so does the staff preview with an
 * unsaved draft, so staff see exactly what visitors will. Its words are the page's language.
 */
export function SchemePage({ scheme, english = [], service }: SchemePageProps) {
  const { settings } = useRootData();
  const { t, rich, language, path } = useI18n();
  const langOf = (field: string) => langOfField(language, english, field);
  const shortName = marked(scheme.shortName, langOf("shortName"));
  const serviceName = service ? marked(service.name, langOf("relatedService")) : null;
  const applyHeading = service ? t("schemes.applyHeading") : rich("schemes.askHeading", { name: shortName });
  const toc: TocItem[] = [
    { id: headingIds.whoFor, label: t("schemes.whoFor") },
    { id: headingIds.offers, label: t("schemes.offers") },
    { id: headingIds.howWeHelp, label: t("schemes.howWeHelp") },
    ...(scheme.faqs.length > 0 ? [{ id: "scheme-faq-heading", label: t("faq.heading") }] : []),
    {
      id: "scheme-apply-heading",
      label: service ? t("schemes.applyHeading") : t("schemes.askHeading", { name: scheme.shortName }),
    },
  ];
  return (
    <>
      <ContentPage
        name={scheme.name}
        path={path(schemePath(scheme.slug))}
        parents={[{ name: t("schemes.crumb"), path: path("/govt-schemes") }]}
        title={scheme.name}
        intro={<span lang={langOf("summary")}>{scheme.summary}</span>}
        toc={toc}
      >
        {/* Only what the page shows: its questions, when it has any, in the language they are shown in. */}
        {scheme.faqs.length > 0 && (
          <JsonLd data={{ ...faqJsonLd(scheme.faqs), inLanguage: languageTags[langOf("faqs") ?? language] }} />
        )}
        <Prose>
          <SchemeFacts scheme={scheme} english={english} subHeading="h2" headingIds={headingIds} />
        </Prose>
        <SchemeRulesCallout />

        {scheme.faqs.length > 0 && (
          <section aria-labelledby="scheme-faq-heading" className="mt-12">
            <h2 id="scheme-faq-heading" className="scroll-mt-28 text-2xl font-bold tracking-tight text-slate-900">
              {t("faq.heading")}
            </h2>
            <FaqList faqs={scheme.faqs} lang={langOf("faqs")} />
          </section>
        )}

        <section aria-labelledby="scheme-apply-heading" className="mt-12 rounded-2xl bg-brand-50 p-6 sm:p-8">
          <h2 id="scheme-apply-heading" className="scroll-mt-28 text-xl font-bold text-slate-900">
            {applyHeading}
          </h2>
          <p className="mt-2 leading-7 text-slate-700">
            {serviceName
              ? rich("schemes.applyText", { service: serviceName, scheme: shortName })
              : rich("schemes.askText", { scheme: shortName })}
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            {serviceName ? (
              <ApplyNowButton size="lg">{rich("schemes.applyFor", { service: serviceName })}</ApplyNowButton>
            ) : (
              <Button asChild size="lg">
                <Link to={path("/contact")}>
                  <MessageSquare aria-hidden="true" className="size-5" />
                  {t("schemes.contactUs")}
                </Link>
              </Button>
            )}
            <Button asChild variant="outline" size="lg">
              <Link to={path("/govt-schemes")} prefetch="intent">
                <ArrowLeft aria-hidden="true" className="size-5" />
                {t("schemes.allSchemes")}
              </Link>
            </Button>
          </div>
        </section>
      </ContentPage>
      {service && (
        <>
          <StickyApplyBar phone={settings.phone} />
          <LeadCaptureHost service={service} contact={settings} />
        </>
      )}
    </>
  );
}
