import { Ban, Eye, Lock, MessageSquareText } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/about";
import { contentPageMeta } from "~/components/content/content-meta";
import { BusinessContactCard, ContentCta, ContentPage, Prose } from "~/components/content/content-page";
import { SUPPORT_LANGUAGES } from "~/lib/seo";
import { useRootData } from "~/root";

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(matches, {
    title: "About Us",
    description:
      "Who we are: an approved loan agent (DSA) of banks and NBFCs in Kerala, serving all of India. Free for borrowers, transparent and careful with your data.",
    canonicalPath: "/about",
  });
}

const values = [
  {
    icon: Eye,
    title: "Transparency",
    text: "We tell you which lender your application goes to, what it will cost you as the lender states it, and that the lender pays us for our work.",
  },
  {
    icon: Ban,
    title: "No upfront fees, ever",
    text: "Our help is free for borrowers. We never ask for money to process, approve or speed up a loan. Lender charges are paid only to the lender.",
  },
  {
    icon: Lock,
    title: "Your data stays private",
    text: "We ask only for what a lender needs, share it only with lenders you choose, and never sell it. You can ask us to delete it.",
  },
  {
    icon: MessageSquareText,
    title: "Plain, honest advice",
    text: "If a loan does not suit you, or approval looks unlikely today, we say so and explain what could help, instead of filing applications that will be rejected.",
  },
];

export default function About() {
  const root = useRootData();
  const { settings } = root;
  const { city, state } = settings.address;

  return (
    <ContentPage
      name="About Us"
      path="/about"
      title={`About ${settings.businessName}`}
      intro={`We are an approved loan agent (DSA) of banks and NBFCs, based in ${city}, ${state}. We help people and businesses across India find and apply for the right loan, free of charge.`}
    >
      <Prose>
        <h2 id="who-we-are">Who we are</h2>
        <p>
          {settings.businessName} is the trading name of {settings.legalName}. We are a Direct Selling Agent (DSA):
          banks and non-banking finance companies (NBFCs) authorise us, under written agreements, to introduce borrowers
          to them and to help those borrowers apply.
        </p>
        <p>
          Our office is in {city}, {state}, and we serve customers in every state and union territory of India by phone,
          WhatsApp, e-mail and video call, as well as in person.
        </p>
        <ul>
          <li>
            <strong>We are not a lender.</strong> We do not lend money, accept deposits, approve loans or set interest
            rates. The bank or NBFC you apply with makes every credit decision.
          </li>
          <li>
            <strong>We are free for borrowers.</strong> The lender pays us a fee for the applications we bring to it.
            You pay nothing to us. Any processing fee or other charge belongs to the lender, is shown in its sanction
            letter and Key Fact Statement, and is paid only to the lender.
          </li>
        </ul>

        <h2 id="what-we-do">What we do</h2>
        <p>
          We cover home loans, personal loans, business loans, gold loans, two-wheeler loans, loans against property,
          rooftop solar finance, and outward remittance and forex. For each request we:
        </p>
        <ol>
          <li>Understand what you need, how much, for how long, and what EMI you can comfortably pay.</li>
          <li>Check your indicative eligibility against the criteria of the lenders we work with.</li>
          <li>Show you suitable options side by side, in plain language, so you can choose.</li>
          <li>Give you a document checklist and check your papers before they reach the lender.</li>
          <li>Submit your application to the lender you choose, and only that lender.</li>
          <li>Follow up with the lender until the loan is sanctioned and disbursed, and keep you updated.</li>
        </ol>
        <p>
          We can also explain government schemes and subsidies that may apply to you; see our{" "}
          <Link to="/govt-schemes">government schemes guide</Link>.
        </p>

        <h2 id="how-we-work-with-lenders">How we work with banks and NBFCs</h2>
        <ul>
          <li>
            We work only with lenders regulated by the Reserve Bank of India that have appointed us as their agent. You
            can ask the lender to confirm that we are authorised to source loans for it.
          </li>
          <li>
            We follow each lender&rsquo;s code of conduct for its agents. Our staff tell you who they are and which
            lender they are speaking for, and they never pressure you to borrow.
          </li>
          <li>
            The lender carries out KYC, checks your credit report, decides whether to lend and on what terms, and pays
            the loan directly into your account or to the seller.
          </li>
          <li>
            Your loan agreement is between you and the lender. Before you sign, the lender gives you a Key Fact
            Statement showing the annual percentage rate and all charges. Read it, and ask us if anything is unclear.
          </li>
          <li>
            EMIs and charges are paid only to the lender, through its own account or mandate. Never to us, and never to
            any individual.
          </li>
        </ul>
      </Prose>

      <section aria-labelledby="values-heading" className="mt-12">
        <h2 id="values-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Our values
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {values.map((value) => (
            <li key={value.title} className="rounded-2xl border border-slate-200 p-5">
              <value.icon aria-hidden="true" className="size-7 text-brand-700" />
              <h3 className="mt-3 font-semibold text-slate-900">{value.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-700">{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="languages-heading" className="mt-12">
        <h2 id="languages-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Help in your language
        </h2>
        <p className="mt-4 leading-7 text-slate-700">
          Loans are easier to understand in the language you think in. Tell us which one you prefer when you call or
          message, and we will arrange an advisor who speaks it.
        </p>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Languages we support">
          {SUPPORT_LANGUAGES.map((language) => (
            <li
              key={language}
              className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-200"
            >
              {language}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="visit-heading" className="mt-12">
        <h2 id="visit-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Visit or reach us
        </h2>
        <BusinessContactCard settings={settings} />
      </section>

      <ContentCta />
    </ContentPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
