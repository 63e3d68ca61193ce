import { ArrowRight, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";
import { addressInOneLine } from "~server/content/page-facts";
import type { SiteSettings } from "~server/settings/settings.schema";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { formatIndianPhone, whatsappLink } from "~/components/layout/navigation";
import { Button } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { JsonLd } from "~/lib/json-ld";
import { breadcrumbJsonLd } from "~/lib/seo";
import { useRootData } from "~/root";

export interface TocItem {
  /** The `id` of the h2 it jumps to. */
  id: string;
  label: string;
  /** "en" when the label is English on a page in another language (its translation is missing). */
  lang?: "en";
}

interface ContentPageProps {
  /** Breadcrumb label of this page, e.g. "About Us". */
  name: string;
  /** English path of this page, e.g. "/about"; also the last breadcrumb (in the page's language). */
  path: string;
  /** Pages between Home and this one in the breadcrumbs, e.g. Government schemes above a scheme. */
  parents?: { name: string; path: string }[];
  /** The h1. */
  title: string;
  /** One or two sentences under the h1. */
  intro?: React.ReactNode;
  /**
   * "en" where the h1 and the intro are English on a page in another language (a text without its
   * translation): their blocks say so (ADR 0038).
   */
  titleLang?: "en";
  introLang?: "en";
  /** The day (yyyy-mm-dd) of the last change, shown in the hero for legal pages. */
  lastUpdated?: string;
  /** When given, an "On this page" list links to the sections with these ids. */
  toc?: TocItem[];
  /** The full width for the content (a grid of cards) instead of a readable text column. */
  wide?: boolean;
  children: React.ReactNode;
}

function TableOfContents({ items }: { items: TocItem[] }) {
  const { t } = useI18n();
  return (
    <nav aria-labelledby="toc-heading" className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
      <h2 id="toc-heading" className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
        {t("content.onThisPage")}
      </h2>
      <ol className="mt-3 space-y-1 text-sm">
        {items.map((item, index) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className="flex min-h-9 items-center gap-2 rounded-md px-2 text-slate-700 hover:bg-white hover:text-brand-800"
            >
              <span aria-hidden="true" className="w-5 shrink-0 text-right text-slate-500 tabular-nums">
                {index + 1}.
              </span>
              <span lang={item.lang}>{item.label}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * The frame of a text page (about, schemes, legal): dark hero with breadcrumbs and h1,
 * BreadcrumbList structured data, an optional table of contents, and a readable column.
 */
export function ContentPage({
  name,
  path,
  parents = [],
  title,
  intro,
  titleLang,
  introLang,
  lastUpdated,
  toc,
  wide,
  children,
}: ContentPageProps) {
  const root = useRootData();
  const { t, rich, date, path: inLanguage } = useI18n();
  const crumbs = [{ name: t("breadcrumbs.home"), path: "/" }, ...parents, { name, path }].map((crumb) => ({
    ...crumb,
    path: inLanguage(crumb.path),
  }));
  return (
    <main id="main">
      <JsonLd data={breadcrumbJsonLd(root.origin, crumbs)} />
      <section className="bg-gradient-to-br from-brand-950 to-brand-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
          <Breadcrumbs items={crumbs} tone="dark" />
          <h1 lang={titleLang} className="mt-4 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {title}
          </h1>
          {intro && (
            <p lang={introLang} className="mt-4 max-w-3xl text-lg leading-8 text-brand-100">
              {intro}
            </p>
          )}
          {lastUpdated && (
            <p className="mt-4 text-sm text-brand-100">
              {rich("content.lastUpdated", { date: <time dateTime={lastUpdated}>{date(lastUpdated)}</time> })}
            </p>
          )}
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16 lg:flex lg:items-start lg:gap-12 lg:px-8">
        {toc && toc.length > 0 && (
          <div className="mb-10 lg:sticky lg:top-28 lg:mb-0 lg:max-h-[calc(100vh-8rem)] lg:w-72 lg:shrink-0 lg:overflow-y-auto">
            <TableOfContents items={toc} />
          </div>
        )}
        <div className={cn("min-w-0 flex-1", !wide && "max-w-3xl")}>{children}</div>
      </div>
    </main>
  );
}

/**
 * Readable text without a typography plugin: style plain h2, h3, p, ul, ol and links written
 * inside it. Put cards and buttons outside a Prose block so these styles do not reach them.
 */
export function Prose({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <div
      className={cn(
        "text-base leading-7 text-slate-700",
        "[&_h2]:mt-12 [&_h2]:scroll-mt-28 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900",
        "[&_h3]:mt-8 [&_h3]:scroll-mt-28 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900",
        "[&_p]:mt-4",
        "[&>:first-child]:mt-0",
        "[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6",
        "[&_li]:mt-2 [&_li]:pl-1 [&_li]:marker:text-slate-500",
        "[&_strong]:font-semibold [&_strong]:text-slate-900",
        "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a]:[overflow-wrap:anywhere] [&_a]:hover:text-brand-900",
        className,
      )}
    >
      {children}
    </div>
  );
}

/** A highlighted note inside the text column, e.g. the fraud warning. */
export function Callout({
  title,
  titleLang,
  tone = "info",
  children,
}: {
  title: string;
  /** "en" when the title is English on a page in another language. */
  titleLang?: "en";
  tone?: "info" | "warning";
  children: React.ReactNode;
}) {
  return (
    <div
      role="note"
      className={cn(
        "mt-8 rounded-2xl border p-5 leading-7",
        tone === "warning"
          ? "border-amber-300 bg-amber-50 text-amber-950"
          : "border-brand-200 bg-brand-50 text-slate-800",
      )}
    >
      <p lang={titleLang} className="font-semibold">
        {title}
      </p>
      <div className="mt-2 space-y-2">{children}</div>
    </div>
  );
}

/** Legal name, address, phone, WhatsApp and e-mail from the site settings, as a small card. */
export function BusinessContactCard({
  settings,
  title,
  titleLang,
}: {
  settings: SiteSettings;
  title?: string;
  titleLang?: "en";
}) {
  const { t } = useI18n();
  return (
    <div className="mt-6 rounded-2xl border border-slate-200 p-5 text-slate-700">
      {title && (
        <p lang={titleLang} className="font-semibold text-slate-900">
          {title}
        </p>
      )}
      <address className={cn("space-y-3 not-italic", title && "mt-3")}>
        <p className="flex gap-3">
          <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
          <span>
            <span className="font-medium text-slate-900">{settings.legalName}</span>
            <br />
            {addressInOneLine(settings.address)}
          </span>
        </p>
        <p className="flex gap-3">
          <Mail aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
          <a
            href={`mailto:${settings.contactEmail}`}
            className="font-medium break-all text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {settings.contactEmail}
          </a>
        </p>
        <p className="flex gap-3">
          <Phone aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
          <a
            href={`tel:${settings.phone}`}
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {formatIndianPhone(settings.phone)}
          </a>
        </p>
        <p className="flex gap-3">
          <MessageCircle aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
          <a
            href={whatsappLink(settings.whatsappNumber)}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {t("content.whatsapp", { number: formatIndianPhone(settings.whatsappNumber) })}
            <span className="sr-only"> {t("layout.opensInNewTab")}</span>
          </a>
        </p>
        <p className="text-sm text-slate-600">{settings.businessHours}</p>
      </address>
    </div>
  );
}

/** Closing call to action: services and contact. */
export function ContentCta({ title, text }: { title?: string; text?: string }) {
  const { t, path } = useI18n();
  return (
    <section aria-labelledby="content-cta-heading" className="mt-14 rounded-2xl bg-brand-50 p-6 sm:p-8">
      <h2 id="content-cta-heading" className="text-xl font-bold text-slate-900">
        {title ?? t("content.ctaTitle")}
      </h2>
      <p className="mt-2 leading-7 text-slate-700">{text ?? t("content.ctaText")}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to={path("/services")} prefetch="intent">
            {t("content.ctaServices")}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to={path("/contact")}>{t("content.ctaContact")}</Link>
        </Button>
      </div>
    </section>
  );
}

/** A link to another website (official portals, regulators); opens in a new tab and says so. */
export function ExternalLink({ href, children }: { href: string; children: React.ReactNode }) {
  const { t } = useI18n();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-brand-700 underline underline-offset-2 [overflow-wrap:anywhere] hover:text-brand-900"
    >
      {children}
      <span className="sr-only"> {t("layout.opensInNewTab")}</span>
    </a>
  );
}
