import type { MetaDescriptor } from "react-router";
import type { Translator } from "~/i18n/translator";
import type { SiteSettingsDocument } from "~server/settings/settings.schema";
import {
  type Language,
  alternatePaths,
  languages,
  openGraphLocales,
  pathInLanguage,
} from "~server/vocabulary/languages";

export interface PageMetaInput {
  title: string;
  description: string;
  /**
   * The English page's path, e.g. "/loan-services/home-loans": the canonical URL is this page's
   * own language's version of it (a translation is canonical to itself, ADR 0038).
   */
  canonicalPath: string;
  /** The language of the page being rendered. */
  language: Language;
  /**
   * The languages this page exists in, for the hreflang alternates (all three unless the page is
   * written in fewer, like a blog post, which exists in its one language).
   */
  languages?: readonly Language[];
  origin: string;
  siteName: string;
  keywords?: string;
  type?: "website" | "article";
  /** The Open Graph image (a post's cover); the site's default image otherwise. */
  image?: { url: string; width: number; height: number };
}

/** Title, description, canonical link, Open Graph and Twitter tags for one page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const url = `${input.origin}${pathInLanguage(input.canonicalPath, input.language)}`;
  const image = input.image?.url ?? `${input.origin}/og-image.jpg`;
  const pageLanguages = input.languages ?? languages;
  return [
    { title: input.title },
    { name: "description", content: input.description },
    ...(input.keywords ? [{ name: "keywords", content: input.keywords }] : []),
    { tagName: "link", rel: "canonical", href: url },
    ...alternateLinks(input.origin, input.canonicalPath, pageLanguages),
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: input.siteName },
    { property: "og:locale", content: openGraphLocales[input.language] },
    ...pageLanguages
      .filter((language) => language !== input.language)
      .map((language) => ({ property: "og:locale:alternate", content: openGraphLocales[language] })),
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(input.image?.width ?? 1200) },
    { property: "og:image:height", content: String(input.image?.height ?? 630) },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
}

/** `<link rel="alternate" hreflang>` for every language the page exists in, and x-default (alternatePaths). */
export function alternateLinks(
  origin: string,
  englishPath: string,
  pageLanguages: readonly Language[],
): MetaDescriptor[] {
  return alternatePaths(englishPath, pageLanguages).map(({ hreflang, path }) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang: hreflang,
    href: `${origin}${path}`,
  }));
}

/** Geo tags for the business location in Kerala. */
export function geoMeta(settings: SiteSettingsDocument): MetaDescriptor[] {
  const { latitude, longitude, city, state } = settings.address;
  return [
    { name: "geo.region", content: "IN-KL" },
    { name: "geo.placename", content: `${city}, ${state}` },
    { name: "geo.position", content: `${latitude};${longitude}` },
    { name: "ICBM", content: `${latitude}, ${longitude}` },
  ];
}

export const INDIAN_STATES = [
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chhattisgarh",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal",
] as const;

export const INDIAN_UNION_TERRITORIES = [
  "Andaman and Nicobar Islands",
  "Chandigarh",
  "Dadra and Nagar Haveli and Daman and Diu",
  "Delhi",
  "Jammu and Kashmir",
  "Ladakh",
  "Lakshadweep",
  "Puducherry",
] as const;

export const SUPPORT_LANGUAGES = [
  "English",
  "Hindi",
  "Malayalam",
  "Tamil",
  "Telugu",
  "Gujarati",
  "Marathi",
  "Bengali",
  "Punjabi",
  "Kannada",
] as const;

/**
 * schema.org FinancialService describing the business, for the home page; with the page's
 * translator, its visitor words (the price range) are in the page's language.
 */
export function organizationJsonLd(settings: SiteSettingsDocument, origin: string, i18n?: Pick<Translator, "t">) {
  const { address } = settings;
  return {
    "@context": "https://schema.org",
    "@type": "FinancialService",
    "@id": `${origin}/#organization`,
    name: settings.businessName,
    legalName: settings.legalName,
    description: settings.tagline,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    image: `${origin}/og-image.jpg`,
    email: settings.contactEmail,
    telephone: settings.phone,
    priceRange: i18n ? i18n.t("home.priceRange") : "Free for borrowers",
    address: {
      "@type": "PostalAddress",
      streetAddress: `${address.street}, ${address.locality}`,
      addressLocality: address.city,
      addressRegion: address.state,
      postalCode: address.postalCode,
      addressCountry: "IN",
    },
    geo: { "@type": "GeoCoordinates", latitude: address.latitude, longitude: address.longitude },
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: settings.rating.value,
      reviewCount: settings.rating.count,
      bestRating: 5,
      worstRating: 1,
    },
    areaServed: [
      ...INDIAN_STATES.map((name) => ({ "@type": "State", name })),
      ...INDIAN_UNION_TERRITORIES.map((name) => ({ "@type": "AdministrativeArea", name })),
    ],
    knowsLanguage: [...SUPPORT_LANGUAGES],
    sameAs: Object.values(settings.socialLinks),
  };
}

/** One step of a breadcrumb trail: a page's name and its English path. */
export interface BreadcrumbItem {
  name: string;
  path: string;
}

/**
 * The name a crumb shows. Given the page's translator, the home page's crumb is the interface's
 * word for it in that language: every trail starts there, and callers name it "Home".
 */
export function crumbName(item: BreadcrumbItem, i18n?: Pick<Translator, "t">): string {
  return i18n && item.path === "/" ? i18n.t("breadcrumbs.home") : item.name;
}

/**
 * schema.org BreadcrumbList of a trail. Given the page's translator, each step is that page in the
 * page's language (`/ml/services` on a Malayalam page), the home step named in it too.
 */
export function breadcrumbJsonLd(origin: string, items: BreadcrumbItem[], i18n?: Pick<Translator, "t" | "path">) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumbName(item, i18n),
      item: `${origin}${i18n ? i18n.path(item.path) : item.path}`,
    })),
  };
}

export function faqJsonLd(faqs: { question: string; answer: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}
