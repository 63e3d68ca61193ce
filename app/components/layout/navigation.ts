import type { SiteSettings } from "~server/settings/settings.schema";
import { pathWithoutLanguage } from "~server/vocabulary/languages";
import type { MessageKey } from "~/i18n/messages";

/**
 * What visitors read for each item, in the page's language. An item is named by its English label
 * (spec section 2's names for the header and footer), which is also what the English page shows.
 */
export const navLabelMessages = {
  Home: "layout.navHome",
  "About Us": "layout.navAbout",
  Services: "layout.navServices",
  "Smart Integrations": "layout.navSmartIntegrations",
  "Govt. Schemes": "layout.navGovtSchemes",
  "Business Partner Registration": "layout.navBusinessPartners",
  Blog: "layout.navBlog",
  "Find IFSC Code": "layout.navFindIfsc",
  Contact: "layout.navContact",
  "Business Loans": "layout.footerBusinessLoans",
  "Home Loans": "layout.footerHomeLoans",
  "Personal Loan": "layout.footerPersonalLoan",
  "Gold Loan": "layout.footerGoldLoan",
  "Government Schemes": "layout.footerGovernmentSchemes",
  "Privacy Policy": "layout.footerPrivacy",
  "Terms & Conditions": "layout.footerTerms",
  "Cookie Policy": "layout.footerCookiePolicy",
  Disclaimer: "layout.footerDisclaimer",
} as const satisfies Record<string, MessageKey>;

export type NavLabel = keyof typeof navLabelMessages;

export interface NavItem {
  /** The item's English name; visitors read its message (navLabelMessages) in the page's language. */
  label: NavLabel;
  /** Internal (English) path, shown in the page's language, or an absolute URL for external items (they open in a new tab). */
  href: string;
  external?: boolean;
  /** Extra path prefixes that also mark this item active (loan pages belong to Services). */
  alsoActiveOn?: readonly string[];
}

const loanPagePrefixes = [
  "/loan-services",
  "/loan-service",
  "/loans",
  "/two-wheeler-loans",
  "/home-loans",
  "/rooftop-solar-finance",
  "/loan-against-property",
  "/outward-remittance-forex",
] as const;

/**
 * The Blog item. A path on this site ("/blog", the setting's default) is a link within the site and
 * opens in the same tab, like every other page of it; so does an empty setting, and an address on
 * this site (`origin`). Only a blog elsewhere (an https address) is external and opens in a new
 * tab, as the header of spec section 2 has it (docs/decisions/0020-blog.md).
 */
export function blogNavItem(blogUrl: string, origin?: string): NavItem {
  const value = blogUrl.trim();
  if (value === "") return { label: "Blog", href: "/blog" };
  if (value.startsWith("/")) return { label: "Blog", href: value };
  try {
    const url = new URL(value);
    if (origin && url.origin === new URL(origin).origin)
      return { label: "Blog", href: url.pathname === "/" ? "/blog" : `${url.pathname}${url.search}` };
  } catch {
    // Not an absolute address: keep it as staff typed it.
  }
  return { label: "Blog", href: value, external: true };
}

/** The header items of spec section 2, in order. */
export function headerNavItems(settings: Pick<SiteSettings, "blogUrl" | "ifscUrl">, origin?: string): NavItem[] {
  return [
    { label: "Home", href: "/" },
    { label: "About Us", href: "/about" },
    { label: "Services", href: "/services", alsoActiveOn: loanPagePrefixes },
    { label: "Smart Integrations", href: "/smart-integrations" },
    { label: "Govt. Schemes", href: "/govt-schemes" },
    { label: "Business Partner Registration", href: "/business-partners" },
    blogNavItem(settings.blogUrl, origin),
    { label: "Find IFSC Code", href: settings.ifscUrl, external: true },
    { label: "Contact", href: "/contact" },
  ];
}

function hasPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * Active by path prefix; Home only on "/" itself, external items never. `pathname` may be any
 * language's address of the page (`/ml/services` marks Services).
 */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.external) return false;
  const page = pathWithoutLanguage(pathname);
  if (item.href === "/") return page === "/";
  return hasPrefix(page, item.href) || (item.alsoActiveOn ?? []).some((p) => hasPrefix(page, p));
}

export function footerQuickLinks(settings: Pick<SiteSettings, "blogUrl">, origin?: string): NavItem[] {
  return [
    { label: "Home", href: "/" },
    { label: "About Us", href: "/about" },
    blogNavItem(settings.blogUrl, origin),
    { label: "Contact", href: "/contact" },
    { label: "Smart Integrations", href: "/smart-integrations" },
    { label: "Business Partner Registration", href: "/business-partners" },
  ];
}

export const footerPopularServices: NavItem[] = [
  { label: "Business Loans", href: "/loan-services/business-loans" },
  { label: "Home Loans", href: "/loan-services/home-loans" },
  { label: "Personal Loan", href: "/loan-services/personal-loan" },
  { label: "Gold Loan", href: "/loan-services/gold-loan" },
  { label: "Government Schemes", href: "/govt-schemes" },
];

export const footerLegalLinks: NavItem[] = [
  { label: "Privacy Policy", href: "/privacy" },
  { label: "Terms & Conditions", href: "/terms" },
  { label: "Cookie Policy", href: "/cookie-policy" },
  { label: "Disclaimer", href: "/disclaimer" },
];

/** The year of spec section 2's copyright: the site's first. */
const FIRST_COPYRIGHT_YEAR = 2025;

/** "© 2025–2026": from the spec's first year to `thisYear` (IST), just "© 2025" in that year. */
export function copyrightNotice(thisYear: number): string {
  return thisYear > FIRST_COPYRIGHT_YEAR ? `© ${FIRST_COPYRIGHT_YEAR}–${thisYear}` : `© ${FIRST_COPYRIGHT_YEAR}`;
}

/** "+914842000000" → "+91 484 200 0000"-style grouping is locale-specific; keep it simple and readable. */
export function formatIndianPhone(e164: string): string {
  const digits = e164.replace(/^\+91/, "");
  if (/^[6-9]\d{9}$/.test(digits)) return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
  return `+91 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}

export function whatsappLink(e164: string, text?: string): string {
  const number = e164.replace(/\D/g, "");
  return `https://wa.me/${number}${text ? `?text=${encodeURIComponent(text)}` : ""}`;
}
