import { ArrowRight, Info, Tag } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/deals";
import { contentPageMeta } from "~/components/content/content-meta";
import { ContentPage } from "~/components/content/content-page";
import { DealAction, DealCard } from "~/components/deals/deal-card";
import { LeadCaptureHost, type LeadCaptureTarget } from "~/components/lead-form/lead-capture";
import { buttonVariants } from "~/components/ui/button";
import { JsonLd } from "~/lib/json-ld";
import { dealOffersJsonLd } from "~/components/deals/deal-json-ld";
import { useRootData } from "~/root";

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(matches, {
    title: "Loan Deals and Offers from Our Partner Banks and NBFCs",
    description:
      "Current loan offers from the banks and NBFCs we work with in Kerala: lower rates, fee waivers and festive offers on home, personal, gold and business loans. Apply free through us.",
    canonicalPath: "/deals",
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const deals = await context.services.deals.listLive();
  // Each lead button opens its service's own enquiry form: what that form asks for, and the
  // documents its success panel lists.
  const slugs = [
    ...new Set(deals.flatMap((deal) => (deal.ctaKind === "lead" && deal.serviceSlug ? [deal.serviceSlug] : []))),
  ];
  const services = await Promise.all(slugs.map((slug) => context.services.loanServices.getActiveBySlug(slug)));
  return {
    deals,
    images: await context.services.media.responsiveImages(deals.map((deal) => deal.imageUrl)),
    services: Object.fromEntries(
      services.flatMap((service) =>
        service
          ? [
              [
                service.slug,
                {
                  slug: service.slug,
                  name: service.name,
                  enquiryFields: service.enquiryFields,
                  documents: service.documents,
                },
              ],
            ]
          : [],
      ),
    ),
  };
}

export default function Deals({ loaderData }: Route.ComponentProps) {
  const { deals, services, images } = loaderData;
  const { settings, origin } = useRootData();
  const targetOf = (deal: (typeof deals)[number]): LeadCaptureTarget | null => {
    const service = deal.serviceSlug ? services[deal.serviceSlug] : undefined;
    return service ? { service, deal: { id: deal.id, title: deal.title } } : null;
  };

  return (
    <ContentPage
      name="Deals"
      path="/deals"
      title="Loan deals and offers"
      intro="Offers from the banks and NBFCs we work with: lower rates, waived fees and seasonal schemes. Tell us which one interests you and we check your eligibility and apply for you, free of charge."
      wide
    >
      {deals.length > 0 && <JsonLd data={dealOffersJsonLd(deals, origin, settings.businessName)} />}
      {deals.length > 0 ? (
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3" aria-label="Current deals">
          {deals.map((deal) => (
            <li key={deal.id} id={`deal-${deal.id}`} className="scroll-mt-28">
              <DealCard
                deal={deal}
                image={deal.imageUrl ? images[deal.imageUrl] : undefined}
                action={<DealAction deal={deal} target={targetOf(deal)} />}
              />
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
          <Tag aria-hidden="true" className="size-8 text-brand-700" />
          <h2 className="mt-3 text-xl font-bold text-slate-900">No offers running just now</h2>
          <p className="mt-2 max-w-2xl leading-7 text-slate-700">
            Our partner banks and NBFCs have no special offer on at the moment. Their regular loans are open all year:
            compare them, or ask us which lender suits you best today.
          </p>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row">
            <Link to="/services" className={buttonVariants({ variant: "default" })}>
              See our loan services
              <ArrowRight aria-hidden="true" />
            </Link>
            <Link to="/contact" className={buttonVariants({ variant: "outline" })}>
              Contact us
            </Link>
          </div>
        </div>
      )}
      <aside
        aria-label="About these offers"
        className="mt-10 flex max-w-3xl gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-5 text-sm leading-6 text-slate-800"
      >
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <p>
          These offers are the lenders’ own. {settings.businessName} is a Direct Selling Agent (DSA), not a lender: the
          rate, fees and loan amount you get depend on the lender’s checks and are subject to its approval. We never
          charge you for applying. See our{" "}
          <Link to="/disclaimer" className="font-medium text-brand-700 underline underline-offset-2">
            disclaimer
          </Link>{" "}
          for the lenders we work with.
        </p>
      </aside>
      <LeadCaptureHost contact={settings} />
    </ContentPage>
  );
}
