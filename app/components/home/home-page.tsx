import { ArrowRight, BadgeCheck, FileCheck2, Handshake, Languages, ShieldCheck, Star, Users } from "lucide-react";
import { Link } from "react-router";
import type { HomeTexts } from "~server/content/page-texts";
import type { LoanServiceSummary } from "~server/loan-services/loan-service.schema";
import { usePageTexts } from "~/components/content/use-page-texts";
import { ServiceCard, ServiceCardSkeleton } from "~/components/service-card";
import { Button } from "~/components/ui/button";
import { CallButton } from "~/components/contact-buttons";
import { HOME_SERVICE_COUNT } from "~/lib/constants";
import { JsonLd } from "~/lib/json-ld";
import { useLoanServices } from "~/lib/loan-services-query";
import { organizationJsonLd, SUPPORT_LANGUAGES } from "~/lib/seo";
import { useRootData } from "~/root";

function ServicesGrid({ initial }: { initial: LoanServiceSummary[] | null }) {
  const { data, isPending, isError } = useLoanServices(initial);
  if (isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-center text-red-800">
        We could not load our services just now. Please refresh the page or call us.
      </p>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={isPending}>
      {isPending
        ? Array.from({ length: HOME_SERVICE_COUNT }, (_, index) => (
            <li key={index}>
              <ServiceCardSkeleton />
            </li>
          ))
        : data.slice(0, HOME_SERVICE_COUNT).map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} />
            </li>
          ))}
    </ul>
  );
}

const reasons = [
  {
    icon: Handshake,
    title: "Many lenders, one application",
    text: "We work with several banks and NBFCs, so you see more than one offer without visiting each branch.",
  },
  {
    icon: ShieldCheck,
    title: "No fee for borrowers",
    text: "Our guidance is free for you. Lenders pay us, and the rate you get is the lender's own.",
  },
  {
    icon: FileCheck2,
    title: "Paperwork done right",
    text: "We check your documents before they go to the lender, which avoids delays and rejections.",
  },
  {
    icon: Languages,
    title: "Help in your language",
    text: `Talk to us in ${SUPPORT_LANGUAGES.slice(0, 4).join(", ")} and ${SUPPORT_LANGUAGES.length - 4} more Indian languages.`,
  },
];

const steps = [
  { title: "Tell us what you need", text: "Choose a loan and share a few details. It takes about two minutes." },
  {
    title: "Compare real offers",
    text: "An advisor calls you, checks eligibility and shows offers from suitable lenders.",
  },
  {
    title: "Get your loan",
    text: "We help with documents and follow up with the lender until the money is disbursed.",
  },
];

/**
 * The home page: the hero with the texts staff keep (Pages screen), the first six services, why
 * borrowers choose us and how it works. The route and the staff preview render it.
 */
export function HomePage({ texts: raw, services }: { texts: HomeTexts; services: LoanServiceSummary[] | null }) {
  const { settings, origin } = useRootData();
  const texts = usePageTexts(raw);

  return (
    <main id="main">
      <JsonLd data={organizationJsonLd(settings, origin)} />
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-accent-400/10 blur-3xl"
        />
        <div className="relative mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-5 lg:px-8">
          <div className="lg:col-span-3">
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium text-accent-400 ring-1 ring-white/20">
              <BadgeCheck aria-hidden="true" className="size-4" />
              {texts.heroBadge}
            </p>
            <h1 className="mt-6 text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">
              {texts.heroHeading}
            </h1>
            <p className="mt-5 max-w-2xl text-lg leading-8 text-brand-100">{texts.heroSubheading}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild variant="accent" size="lg">
                <Link to="/services">
                  {texts.heroButtonLabel}
                  <ArrowRight aria-hidden="true" className="size-5" />
                </Link>
              </Button>
              <CallButton phone={settings.phone} tone="dark" size="lg" />
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-4 self-center lg:col-span-2">
            <div className="rounded-2xl bg-white/10 p-5 ring-1 ring-white/15">
              <dt className="text-sm text-brand-100">Customer rating</dt>
              <dd className="mt-1 flex items-center gap-1.5 text-3xl font-bold">
                {settings.rating.value}
                <Star aria-hidden="true" className="size-6 fill-accent-400 text-accent-400" />
              </dd>
              <dd className="text-sm text-brand-100">from {settings.rating.count.toLocaleString("en-IN")} reviews</dd>
            </div>
            <div className="rounded-2xl bg-white/10 p-5 ring-1 ring-white/15">
              <dt className="text-sm text-brand-100">Customers helped</dt>
              <dd className="mt-1 flex items-center gap-1.5 text-3xl font-bold">
                {settings.trustBadgeCount}
                <Users aria-hidden="true" className="size-6 text-accent-400" />
              </dd>
              <dd className="text-sm text-brand-100">businesses and individuals</dd>
            </div>
            <div className="col-span-2 rounded-2xl bg-white/10 p-5 ring-1 ring-white/15">
              <dt className="text-sm text-brand-100">Fees for borrowers</dt>
              <dd className="mt-1 text-xl font-bold">₹0: our help is free</dd>
              <dd className="text-sm text-brand-100">Interest rates and charges are set by the lender</dd>
            </div>
          </dl>
        </div>
      </section>

      <section aria-labelledby="services-heading" className="bg-slate-50 py-16 md:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="services-heading" className="text-3xl font-bold tracking-tight text-slate-900">
              Our Financial Services
            </h2>
            <p className="mt-3 text-slate-700">
              Pick what you need. Each page explains eligibility, documents and indicative rates, in plain words.
            </p>
          </div>
          <div className="mt-10">
            <ServicesGrid initial={services} />
          </div>
          <div className="mt-10 flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
            <Button asChild size="lg">
              <Link to="/services">
                View All Services
                <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/deals">See current deals</Link>
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="why-heading" className="py-16 md:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="why-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900">
            Why borrowers choose {settings.businessName}
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {reasons.map((reason) => (
              <li key={reason.title} className="rounded-2xl border border-slate-200 p-6">
                <reason.icon aria-hidden="true" className="size-8 text-brand-700" />
                <h3 className="mt-4 font-semibold text-slate-900">{reason.title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-700">{reason.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="how-heading" className="bg-brand-50 py-16 md:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="how-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900">
            How it works
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm">
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                  {index + 1}
                </span>
                <h3 className="mt-4 font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-700">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </main>
  );
}
