import { ArrowDown, Check, Languages } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/vyapar-app";
import { contentPageMeta } from "~/components/content/content-meta";
import { Callout, ContentPage, ExternalLink, type TocItem } from "~/components/content/content-page";
import { FaqList } from "~/components/faq-list";
import { Button } from "~/components/ui/button";
import {
  loanReadyPoints,
  VYAPAR_WEBSITE,
  vyaparAudiences,
  vyaparFaqs,
  vyaparFeatures,
  vyaparHelpSteps,
  type IconItem,
} from "~/components/vyapar/vyapar-content";
import { VyaparForm } from "~/components/vyapar/vyapar-form";
import { JsonLd } from "~/lib/json-ld";
import { faqJsonLd } from "~/lib/seo";
import { useRootData } from "~/root";

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(matches, {
    title: "Vyapar App: GST Billing and Bookkeeping Set-up",
    description:
      "GST invoices, stock, e-way bills, expenses and reports with the Vyapar app. We help Kerala shops and small businesses choose a plan, set it up, import their data and train staff in Malayalam or English.",
    canonicalPath: "/vyapar-app",
  });
}

const toc: TocItem[] = [
  { id: "what-it-does", label: "What Vyapar does" },
  { id: "who-it-suits", label: "Who it suits" },
  { id: "how-we-help", label: "How we help" },
  { id: "loans", label: "Clean books and business loans" },
  { id: "enquire", label: "Ask for help" },
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

export default function VyaparApp() {
  const { settings } = useRootData();
  const faqs = vyaparFaqs(settings);

  return (
    <ContentPage
      name="Vyapar App"
      path="/vyapar-app"
      title="Vyapar app: GST billing and bookkeeping, set up for you"
      intro="Vyapar is a billing, inventory and accounting app for small businesses. We help you choose the right plan, set it up, bring in your items and customers, and train your staff, so your books are clean from the first bill."
      toc={toc}
    >
      <JsonLd data={faqJsonLd(faqs)} />

      <div className="flex flex-col gap-4 rounded-2xl bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <ul className="space-y-1.5 text-slate-800">
          {["GST invoices in seconds", "Stock and payments in one place", "Training in Malayalam or English"].map(
            (point) => (
              <li key={point} className="flex items-center gap-2 font-medium">
                <Check aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                {point}
              </li>
            ),
          )}
        </ul>
        <Button asChild size="lg" variant="accent">
          <a href="#enquire">
            Get help setting it up
            <ArrowDown aria-hidden="true" className="size-5" />
          </a>
        </Button>
      </div>

      <section aria-labelledby="what-it-does" className="mt-12">
        <h2 id="what-it-does" className={headingClasses}>
          What Vyapar does for your business
        </h2>
        <p className="mt-4 leading-7 text-slate-700">
          Vyapar is made by Simply Vyapar Apps Pvt. Ltd., Bengaluru, for shops, traders and small businesses that want
          to move their billing and accounts off paper registers. In one app you can:
        </p>
        <IconCards items={vyaparFeatures} />
      </section>

      <section aria-labelledby="who-it-suits" className="mt-12">
        <h2 id="who-it-suits" className={headingClasses}>
          Who it suits
        </h2>
        <p className="mt-4 leading-7 text-slate-700">
          Businesses in Kerala that bill customers every day and want to know, at any moment, what they sold, what is in
          stock and who owes them money.
        </p>
        <IconCards items={vyaparAudiences} />
      </section>

      <section aria-labelledby="how-we-help" className="mt-12">
        <h2 id="how-we-help" className={headingClasses}>
          How we help you set it up
        </h2>
        <ol className="mt-6 space-y-4">
          {vyaparHelpSteps.map((step, index) => (
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
        <p className="mt-6 flex gap-3 rounded-2xl border border-slate-200 bg-white p-4 leading-7 text-slate-700">
          <Languages aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
          <span>
            Training happens at your shop or office, or over a video call, in Malayalam or English, at a time that suits
            your staff.
          </span>
        </p>
      </section>

      <section aria-labelledby="loans" className="mt-12">
        <h2 id="loans" className={headingClasses}>
          Clean books make a business loan easier
        </h2>
        <ul className="mt-4 space-y-2">
          {loanReadyPoints.map((point) => (
            <li key={point} className="flex gap-3 leading-7 text-slate-700">
              <Check aria-hidden="true" className="mt-1.5 size-4 shrink-0 text-brand-700" />
              {point}
            </li>
          ))}
        </ul>
        <p className="mt-4 leading-7 text-slate-700">
          When you are ready, see our{" "}
          <Link
            to="/loan-services/business-loans"
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            business loans
          </Link>{" "}
          and the{" "}
          <Link
            to="/govt-schemes"
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            government schemes for small businesses
          </Link>
          . The lender alone decides on approval, the amount and the interest rate.
        </p>
        <Callout title="About Vyapar and us">
          <p>
            Vyapar is a product of Simply Vyapar Apps Pvt. Ltd. {settings.businessName} does not make the app: we help
            businesses choose, set up and learn it. Current plans, prices and features are published on{" "}
            <ExternalLink href={VYAPAR_WEBSITE}>Vyapar&rsquo;s official website</ExternalLink>.
          </p>
        </Callout>
      </section>

      <section aria-labelledby="enquire" className="mt-12">
        <h2 id="enquire" className={headingClasses}>
          Ask us to help you set up Vyapar
        </h2>
        <p className="mt-2 leading-7 text-slate-700">
          Only your name and mobile number are required. We call you back to understand your business.
        </p>
        <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <VyaparForm contact={settings} />
        </div>
      </section>

      <section aria-labelledby="faq" className="mt-12">
        <h2 id="faq" className={headingClasses}>
          Questions about Vyapar
        </h2>
        <FaqList faqs={faqs} />
      </section>
    </ContentPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
