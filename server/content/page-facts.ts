// The facts of the site settings that page texts name as placeholders (`{businessName}`), and the
// filling of a page's texts with them. Apart from the declarations of page-texts.ts, and free of
// zod, because every public page that shows staff-kept texts needs this in the browser and
// nothing else of those declarations.

/**
 * A text may name a fact of the site settings as `{businessName}`: the page shows the fact as it
 * is set, so a new business name or a new count reaches every page at once, and a translation
 * can put the fact where its own word order wants it.
 */
export const pagePlaceholderMeanings = {
  businessName: "the business name of the site settings",
  legalName: "the legal name of the site settings",
  city: "the city of the office address",
  state: "the state of the office address",
  count: "the trust badge count of the site settings, e.g. 5,000+",
  address: "the office address of the site settings, in one line",
  email: "the contact e-mail address of the site settings (the page makes it a link)",
  phone: "the phone number of the site settings",
  businessHours: "the business hours (the working hours of the lead settings, in words)",
} as const;
export type PagePlaceholder = keyof typeof pagePlaceholderMeanings;

/** The facts the placeholders stand for, from the site settings. */
export type PageFacts = Record<PagePlaceholder, string>;

interface PostalAddress {
  street: string;
  locality: string;
  city: string;
  district: string;
  state: string;
  postalCode: string;
}

/** The office address in one line, as the contact card and the privacy notice write it. */
export function addressInOneLine(address: PostalAddress): string {
  return `${address.street}, ${address.locality}, ${address.city}, ${address.district}, ${address.state} ${address.postalCode}`;
}

export function pageFactsOf(settings: {
  businessName: string;
  legalName: string;
  trustBadgeCount: string;
  address: PostalAddress;
  contactEmail: string;
  phone: string;
  businessHours: string;
}): PageFacts {
  return {
    businessName: settings.businessName,
    legalName: settings.legalName,
    city: settings.address.city,
    state: settings.address.state,
    count: settings.trustBadgeCount,
    address: addressInOneLine(settings.address),
    email: settings.contactEmail,
    phone: settings.phone,
    businessHours: settings.businessHours,
  };
}

/** A placeholder as typed: a name in braces. */
export const PLACEHOLDER = /\{([^{}\s]{1,40})\}/g;

/** A text with its placeholders replaced by the facts (what is not a placeholder stays as written). */
export function fillPlaceholders(text: string, facts: PageFacts): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(facts, name) ? facts[name as PagePlaceholder] : whole,
  );
}

/** Every text of a page's document filled in (strings, lists and cards alike). */
export function fillPageTexts<T>(texts: T, facts: PageFacts): T {
  const fill = (value: unknown): unknown => {
    if (typeof value === "string") return fillPlaceholders(value, facts);
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fill(inner)]));
    return value;
  };
  return fill(texts) as T;
}
