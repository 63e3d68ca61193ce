import { ArrowLeft, MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { ContentPage, Prose, type TocItem } from "~/components/content/content-page";
import { FaqList } from "~/components/faq-list";
import { ApplyNowButton, LeadCaptureHost, StickyApplyBar } from "~/components/lead-form/lead-capture";
import type { LeadFormService } from "~/components/lead-form/loan-enquiry-form";
import { Button } from "~/components/ui/button";
import { JsonLd } from "~/lib/json-ld";
import { faqJsonLd } from "~/lib/seo";
import { useRootData } from "~/root";
import { schemePath, type PublicScheme } from "~server/schemes/scheme.schema";
import { SchemeFacts, SchemeRulesCallout } from "./scheme-facts";

export const schemesCrumb = { name: "Government schemes", path: "/govt-schemes" };

const headingIds = { whoFor: "who-it-is-for", offers: "what-it-offers", howWeHelp: "how-we-help" };

export interface SchemePageProps {
  scheme: PublicScheme;
  /** The enquiry form of the scheme's loan service; null: the page points to /contact instead. */
  service: LeadFormService | null;
}

/**
 * A government scheme's own page: its facts, its questions (with their structured data) and the
 * enquiry form of its loan service. The route renders it, and so does the staff preview with an
 * unsaved draft, so staff see exactly what visitors will.
 */
export function SchemePage({ scheme, service }: SchemePageProps) {
  const { settings } = useRootData();
  const toc: TocItem[] = [
    { id: headingIds.whoFor, label: "Who it is for" },
    { id: headingIds.offers, label: "What it offers" },
    { id: headingIds.howWeHelp, label: "How we help" },
    ...(scheme.faqs.length > 0 ? [{ id: "scheme-faq-heading", label: "Frequently asked questions" }] : []),
    { id: "scheme-apply-heading", label: service ? "Apply with our help" : `Ask us about ${scheme.shortName}` },
  ];
  return (
    <>
      <ContentPage
        name={scheme.name}
        path={schemePath(scheme.slug)}
        parents={[schemesCrumb]}
        title={scheme.name}
        intro={scheme.summary}
        toc={toc}
      >
        {/* Only what the page shows: its questions, when it has any. */}
        {scheme.faqs.length > 0 && <JsonLd data={faqJsonLd(scheme.faqs)} />}
        <Prose>
          <SchemeFacts scheme={scheme} subHeading="h2" headingIds={headingIds} />
        </Prose>
        <SchemeRulesCallout />

        {scheme.faqs.length > 0 && (
          <section aria-labelledby="scheme-faq-heading" className="mt-12">
            <h2 id="scheme-faq-heading" className="scroll-mt-28 text-2xl font-bold tracking-tight text-slate-900">
              Frequently asked questions
            </h2>
            <FaqList faqs={scheme.faqs} />
          </section>
        )}

        <section aria-labelledby="scheme-apply-heading" className="mt-12 rounded-2xl bg-brand-50 p-6 sm:p-8">
          <h2 id="scheme-apply-heading" className="scroll-mt-28 text-xl font-bold text-slate-900">
            {service ? "Apply with our help" : `Ask us about ${scheme.shortName}`}
          </h2>
          <p className="mt-2 leading-7 text-slate-700">
            {service
              ? `Tell us what you need the money for. An advisor calls you back about ${service.name} and how ${scheme.shortName} can help, free of charge.`
              : `Tell us what you need the money for. We check whether ${scheme.shortName} fits, free of charge.`}
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            {service ? (
              <ApplyNowButton size="lg">Apply for {service.name}</ApplyNowButton>
            ) : (
              <Button asChild size="lg">
                <Link to="/contact">
                  <MessageSquare aria-hidden="true" className="size-5" />
                  Contact us
                </Link>
              </Button>
            )}
            <Button asChild variant="outline" size="lg">
              <Link to="/govt-schemes" prefetch="intent">
                <ArrowLeft aria-hidden="true" className="size-5" />
                All government schemes
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
