import { ArrowDown, Check } from "lucide-react";
import type { Route } from "./+types/business-partners";
import { contentPageMeta } from "~/components/content/content-meta";
import { Callout, ContentPage, type TocItem } from "~/components/content/content-page";
import { FaqList } from "~/components/faq-list";
import { PartnerForm } from "~/components/partner/partner-form";
import {
  partnerAudiences,
  partnerBenefits,
  partnerFaqs,
  partnerRules,
  partnerSteps,
  type IconItem,
} from "~/components/partner/partner-content";
import { formatIndianPhone } from "~/components/layout/navigation";
import { Button } from "~/components/ui/button";
import { JsonLd } from "~/lib/json-ld";
import { faqJsonLd } from "~/lib/seo";
import { useRootData } from "~/root";

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(matches, {
    title: "Business Partner Registration",
    description:
      "Refer customers who need a loan and earn a payout on every disbursed loan, under a written agreement. Free to join for DSAs, CAs, real estate agents, dealers and more.",
    canonicalPath: "/business-partners",
  });
}

const toc: TocItem[] = [
  { id: "who-can-partner", label: "Who can partner" },
  { id: "benefits", label: "What you get" },
  { id: "how-it-works", label: "How it works" },
  { id: "partner-rules", label: "Our rules for partners" },
  { id: "register", label: "Register" },
  { id: "faq", label: "Questions" },
];

const headingClasses = "scroll-mt-28 text-2xl font-bold tracking-tight text-slate-900";

function IconCards({ items }: { items: IconItem[] }) {
  return (
    <ul className="mt-6 grid gap-3 sm:grid-cols-2 sm:gap-4">
      {items.map((item) => (
        <li key={item.title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:block sm:p-5">
          <item.icon aria-hidden="true" className="size-6 shrink-0 text-brand-700 sm:size-7" />
          <div>
            <h3 className="font-semibold text-slate-900 sm:mt-3">{item.title}</h3>
            <p className="mt-1 text-sm leading-6 text-slate-700 sm:mt-2">{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export default function BusinessPartners() {
  const root = useRootData();
  const { settings } = root;
  const faqs = partnerFaqs(settings);

  return (
    <ContentPage
      name="Business Partner Registration"
      path="/business-partners"
      title="Become a business partner"
      intro={`Meet people who need a loan? Refer them to ${settings.businessName} and earn a payout on every loan that is disbursed, under a written agreement. Joining is free.`}
      toc={toc}
    >
      <JsonLd data={faqJsonLd(faqs)} />

      <div className="flex flex-col gap-4 rounded-2xl bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <ul className="space-y-1.5 text-slate-800">
          {["No joining fee", "Payouts as per a written agreement", "Your own relationship manager"].map((point) => (
            <li key={point} className="flex items-center gap-2 font-medium">
              <Check aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              {point}
            </li>
          ))}
        </ul>
        <Button asChild size="lg" variant="accent">
          <a href="#register">
            Register now
            <ArrowDown aria-hidden="true" className="size-5" />
          </a>
        </Button>
      </div>

      <section aria-labelledby="who-can-partner" className="mt-12">
        <h2 id="who-can-partner" className={headingClasses}>
          Who can partner with us
        </h2>
        <p className="mt-4 leading-7 text-slate-700">
          Anyone who meets people who need finance, and can introduce them honestly. You do not need to be a loan
          expert: we train you and handle the application with the lender.
        </p>
        <IconCards items={partnerAudiences} />
      </section>

      <section aria-labelledby="benefits" className="mt-12">
        <h2 id="benefits" className={headingClasses}>
          What you get
        </h2>
        <IconCards items={partnerBenefits} />
      </section>

      <section aria-labelledby="how-it-works" className="mt-12">
        <h2 id="how-it-works" className={headingClasses}>
          How it works
        </h2>
        <ol className="mt-6 space-y-4">
          {partnerSteps.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
              >
                {index + 1}
              </span>
              <div className="pt-1.5">
                <h3 className="font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-1 leading-7 text-slate-700">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="partner-rules" className="mt-12">
        <h2 id="partner-rules" className={headingClasses}>
          Our rules for partners
        </h2>
        <p className="mt-4 leading-7 text-slate-700">
          Banks and NBFCs hold us responsible for everyone who refers customers to us. Every partner agrees to these
          rules in the partner agreement:
        </p>
        <ul className="mt-4 space-y-2">
          {partnerRules.map((rule) => (
            <li key={rule} className="flex gap-3 leading-7 text-slate-700">
              <Check aria-hidden="true" className="mt-1.5 size-4 shrink-0 text-brand-700" />
              {rule}
            </li>
          ))}
        </ul>
        <Callout title="We never charge a joining fee" tone="warning">
          <p>
            {settings.businessName} does not sell partner codes, ID cards or &ldquo;franchises&rdquo;. If anyone asks
            you to pay to become our partner, do not pay: call us on{" "}
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
      </section>

      <section aria-labelledby="register" className="mt-12">
        <h2 id="register" className={headingClasses}>
          Register as a partner
        </h2>
        <p className="mt-2 leading-7 text-slate-700">
          Fields are required unless marked optional. We call you for verification within two working days.
        </p>
        <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <PartnerForm contact={settings} />
        </div>
      </section>

      <section aria-labelledby="faq" className="mt-12">
        <h2 id="faq" className={headingClasses}>
          Questions partners ask
        </h2>
        <FaqList faqs={faqs} />
      </section>
    </ContentPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
