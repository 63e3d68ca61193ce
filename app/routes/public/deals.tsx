import { ArrowRight, Info, Tag } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/deals";
import { contentPageMeta } from "~/components/content/content-meta";
import { ContentPage } from "~/components/content/content-page";
import { DealAction, DealCard } from "~/components/deals/deal-card";
import { LeadCaptureHost, type LeadCaptureTarget } from "~/components/lead-form/lead-capture";
import { buttonVariants } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n";
import { JsonLd } from "~/lib/json-ld";
import { metaTranslator } from "~/lib/root-meta";
import { dealOffersJsonLd } from "~/components/deals/deal-json-ld";
import { useRootData } from "~/root";
import { languageOfRequest } from "~server/vocabulary/languages";

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaTranslator(matches);
  return contentPageMeta(matches, {
    title: t("deals.metaTitle"),
    description: t("deals.metaDescription"),
    canonicalPath: "/deals",
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // The live deals in the page's language: each text from its published translation, else English
  // (listed per deal, and marked lang="en" on the page).
  const localized = await context.services.deals.listLiveIn(languageOfRequest(request), context.services.translations);
  const deals = localized.map(({ value }) => value);
  // Each lead button opens its service's own enquiry form: what that form asks for, and the
  // documents its success panel lists.
  const slugs = [
    ...new Set(deals.flatMap((deal) => (deal.ctaKind === "lead" && deal.serviceSlug ? [deal.serviceSlug] : []))),
  ];
  const services = await Promise.all(slugs.map((slug) => context.services.loanServices.getActiveBySlug(slug)));
  return {
    deals,
    english: Object.fromEntries(localized.map(({ value, english }) => [value.id, english])),
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
  const { deals, english, services, images } = loaderData;
  const { settings, origin } = useRootData();
  const i18n = useI18n();
  const { t, rich, path } = i18n;
  const targetOf = (deal: (typeof deals)[number]): LeadCaptureTarget | null => {
    const service = deal.serviceSlug ? services[deal.serviceSlug] : undefined;
    return service ? { service, deal: { id: deal.id, title: deal.title } } : null;
  };

  return (
    <ContentPage name={t("deals.breadcrumb")} path="/deals" title={t("deals.heading")} intro={t("deals.intro")} wide>
      {deals.length > 0 && <JsonLd data={dealOffersJsonLd(deals, origin, settings.businessName, i18n)} />}
      {deals.length > 0 ? (
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3" aria-label={t("deals.listLabel")}>
          {deals.map((deal) => (
            <li key={deal.id} id={`deal-${deal.id}`} className="min-w-0 scroll-mt-28">
              <DealCard
                deal={deal}
                english={english[deal.id]}
                image={deal.imageUrl ? images[deal.imageUrl] : undefined}
                action={<DealAction deal={deal} english={english[deal.id]} target={targetOf(deal)} />}
              />
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
          <Tag aria-hidden="true" className="size-8 text-brand-700" />
          <h2 className="mt-3 text-xl font-bold text-slate-900">{t("deals.noneHeading")}</h2>
          <p className="mt-2 max-w-2xl leading-7 text-slate-700">{t("deals.noneText")}</p>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row">
            <Link to={path("/services")} className={buttonVariants({ variant: "default" })}>
              {t("deals.noneServices")}
              <ArrowRight aria-hidden="true" />
            </Link>
            <Link to={path("/contact")} className={buttonVariants({ variant: "outline" })}>
              {t("deals.noneContact")}
            </Link>
          </div>
        </div>
      )}
      <aside
        aria-label={t("deals.aboutLabel")}
        className="mt-10 flex max-w-3xl gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-5 text-sm leading-6 text-slate-800"
      >
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <p className="min-w-0 break-words">
          {rich("deals.about", {
            businessName: settings.businessName,
            link: (chunks: ReactNode[]) => (
              <Link to={path("/disclaimer")} className="font-medium text-brand-700 underline underline-offset-2">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </aside>
      <LeadCaptureHost contact={settings} />
    </ContentPage>
  );
}
