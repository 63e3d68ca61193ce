// What staff may change in the site settings (PATCH /api/admin/settings and the
// /admin/social-settings screen), checked more strictly than what is stored: each social link on
// its own network's domain, https only, phone numbers as people type them turned into E.164.
// The stored document (settings.schema.ts) stays lenient so that older documents keep reading.
// Isomorphic (plain zod and pure rules): the screen checks with the same schema before sending.
import { z } from "zod";
import { plainText } from "../content/content-text";
import { normalizeIndianMobile } from "../leads/lead-rules";
import { sameSiteLinkPath } from "../shared/same-site-path";
import { socialNetworks, type SocialNetworkKey } from "./social-networks";
import { GA4_MEASUREMENT_ID_PATTERN, META_PIXEL_ID_PATTERN } from "./tracking-ids";

/** The domains each network's links may be on (subdomains included, e.g. in.pinterest.com). */
export const socialDomains: Record<SocialNetworkKey, readonly string[]> = {
  facebook: ["facebook.com", "fb.com"],
  youtube: ["youtube.com", "youtu.be"],
  instagram: ["instagram.com"],
  whatsappGroup: ["chat.whatsapp.com"],
  linkedin: ["linkedin.com"],
  x: ["x.com", "twitter.com"],
  pinterest: ["pinterest.com", "pin.it"],
  reddit: ["reddit.com"],
  tumblr: ["tumblr.com"],
};

/** Google Maps and OpenStreetMap links (the Google ones only under /maps where the host is google's main one). */
const MAP_HOSTS = ["maps.google.com", "maps.app.goo.gl", "openstreetmap.org", "osm.org"];
const GOOGLE_HOSTS = /^(www\.)?google\.(com|co\.in)$/;

const onDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** The reason `value` is not an https URL staff may link to, or null. */
function httpsProblem(value: string, example: string): string | null {
  if (value === "") return `Enter the address, starting with https://, e.g. ${example}`;
  if (/^http:\/\//i.test(value)) return "Use the secure address: it starts with https://, not http://";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `Enter a whole web address starting with https://, e.g. ${example}`;
  }
  if (url.protocol !== "https:") return `Enter a web address starting with https://, e.g. ${example}`;
  if (url.username || url.password) return "Remove the user name or password from the address";
  if (!url.hostname.includes(".")) return `Enter a whole web address starting with https://, e.g. ${example}`;
  return null;
}

/** An https URL of at most 500 characters, optionally on one of `domains`. */
export function httpsUrl(example: string, check?: (url: URL) => string | null) {
  return z
    .string({ error: `Enter the address as text, e.g. ${example}` })
    .trim()
    .max(500, "Keep the address under 500 characters")
    .superRefine((value, ctx) => {
      const problem = httpsProblem(value, example) ?? (check ? check(new URL(value)) : null);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
}

/**
 * Where the Blog items of the header and footer lead: a path on this site (the built-in blog,
 * "/blog"), judged like the paths sign-in returns to and with no "//" or "\\" anywhere, or an
 * https address of a blog elsewhere, judged like every other link.
 */
function blogLink() {
  const either = "Enter a path on this site such as /blog, or a web address starting with https://";
  return z
    .string({ error: either })
    .trim()
    .max(500, "Keep the address under 500 characters")
    .transform((value, ctx) => {
      if (value.startsWith("/")) {
        const path = sameSiteLinkPath(value);
        if (path) return path;
        ctx.addIssue({
          code: "custom",
          message: "Use a path on this site that starts with one / and has no // or \\ in it, e.g. /blog",
        });
        return z.NEVER;
      }
      if (!/^https?:/i.test(value)) {
        ctx.addIssue({ code: "custom", message: `${either}, e.g. https://blog.yourbusiness.in` });
        return z.NEVER;
      }
      const problem = httpsProblem(value, "https://blog.yourbusiness.in");
      if (problem) ctx.addIssue({ code: "custom", message: problem });
      return value;
    });
}

function socialUrl(key: SocialNetworkKey) {
  const label = socialNetworks.find((network) => network.key === key)!.label;
  const domains = socialDomains[key];
  return httpsUrl(`https://${domains[0]}/…`, (url) =>
    domains.some((domain) => onDomain(url.hostname.toLowerCase(), domain))
      ? null
      : `This is not a ${label} link: use an address on ${domains.join(" or ")}`,
  );
}

export function isMapUrl(url: URL): boolean {
  const host = url.hostname.toLowerCase();
  if (MAP_HOSTS.some((domain) => onDomain(host, domain))) return true;
  if (host === "goo.gl") return url.pathname.startsWith("/maps");
  return GOOGLE_HOSTS.test(host) && url.pathname.startsWith("/maps");
}

/** Blank text means "not set": the value becomes null. */
const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

/**
 * An Indian phone number as people type it (`0484 200 0000`, `+91 484 2000000`, `98470 12345`)
 * as E.164 (`+914842000000`), or null. Landlines are the area code without its 0 plus the number:
 * ten digits, like mobiles.
 */
export function normalizeIndianPhone(input: string): string | null {
  const compact = input.trim().replace(/[\s\-\u2010-\u2015\u2212.()]/g, "");
  const match = /^(?:\+91|0091|0)?(\d{10})$/.exec(compact) ?? /^91(\d{10})$/.exec(compact);
  const national = match?.[1];
  return national && /^[1-9]\d{9}$/.test(national) ? `+91${national}` : null;
}

const text = (what: string, min: number, max: number) =>
  z
    .string({ error: `Enter the ${what}` })
    .trim()
    .min(min, `Enter the ${what}`)
    .max(max, `Keep the ${what} under ${max} characters`);

const email = (example: string) =>
  z
    .string({ error: `Enter an e-mail address such as ${example}` })
    .trim()
    .pipe(
      z.email(`Enter an e-mail address such as ${example}`).max(200, "Keep the e-mail address under 200 characters"),
    );

export const SocialLinksEditSchema = z
  .object(
    Object.fromEntries(socialNetworks.map((network) => [network.key, socialUrl(network.key).optional()])) as Record<
      SocialNetworkKey,
      z.ZodOptional<ReturnType<typeof socialUrl>>
    >,
  )
  .strict();

export const AddressEditSchema = z
  .object({
    street: text("street and building", 2, 200).optional(),
    locality: text("locality", 2, 120).optional(),
    city: text("city or town", 2, 80).optional(),
    district: text("district", 2, 80).optional(),
    state: text("state", 2, 80).optional(),
    postalCode: z
      .string({ error: "Enter the six-digit PIN code, e.g. 682016" })
      .trim()
      .transform((value) => value.replace(/\s/g, ""))
      .pipe(z.string().regex(/^[1-9]\d{5}$/, "Enter the six-digit PIN code, e.g. 682016"))
      .optional(),
    latitude: z
      .number({ error: "Enter the latitude as a number, e.g. 9.9663" })
      .min(-90, "A latitude is between -90 and 90")
      .max(90, "A latitude is between -90 and 90")
      .optional(),
    longitude: z
      .number({ error: "Enter the longitude as a number, e.g. 76.2867" })
      .min(-180, "A longitude is between -180 and 180")
      .max(180, "A longitude is between -180 and 180")
      .optional(),
  })
  .strict();

/** The name a new installation goes live with (server/seed/site-settings.seed.ts) until staff change it. */
export function isDemoBusinessName(name: string): boolean {
  return /\(\s*demo\s*\)/i.test(name);
}

/**
 * The rating the home page states in its structured data and its "Customer rating" card: as the
 * reviews give it, 1 to 5 with one decimal, from a whole number of reviews. Either part may come
 * alone (the other is kept).
 */
export const RatingEditSchema = z
  .object({
    value: z
      .number({ error: "Enter the rating as a number from 1 to 5, e.g. 4.8" })
      .min(1, "A rating is from 1 to 5, e.g. 4.8")
      .max(5, "A rating is from 1 to 5, e.g. 4.8")
      .refine(
        (value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9,
        "Give the rating with one decimal at most, e.g. 4.8",
      )
      .optional(),
    count: z
      .number({ error: "Enter the number of reviews as a whole number, e.g. 1250" })
      .int("Enter the number of reviews as a whole number, e.g. 1250")
      .min(1, "A rating needs at least one review behind it")
      .max(100_000_000, "Enter the number of reviews as the reviews page counts them")
      .optional(),
  })
  .strict();

/**
 * The count of the home page's trust badge ("Trusted by 5,000+ …") and its "Customers helped"
 * card: a number as people write it, with commas and an optional "+".
 */
const trustBadgeCount = z
  .string({ error: "Enter the count, e.g. 5,000+" })
  .trim()
  .min(1, "Enter the count, e.g. 5,000+ or 1,00,000+")
  .max(20, "Keep the count under 20 characters, e.g. 5,000+")
  .regex(/^\d(?:,?\d)*\+?$/, "Write the count as a number, with commas and a + if you like, e.g. 5,000+ or 1,00,000+");

/** The answer to a site-settings change that still carries opening hours of its own. */
export const OPENING_HOURS_MOVED =
  "The opening hours are the working hours of the lead settings: owners and admins change them there (Working hours), or with PATCH /api/admin/leads/settings.";

/** The answer to a site-settings change that still carries the alert recipients. */
export const LEAD_ALERT_RECIPIENTS_MOVED =
  "Lead alert recipients moved to Lead settings (owner and admin): change them there, or with PATCH /api/admin/leads/settings.";

/**
 * A change to the site settings: any subset of the fields, and of the social links and address
 * within them (the rest is kept). Values come out normalised (E.164 numbers, upper-case GA4 ids,
 * null for cleared optional fields).
 */
export const SiteSettingsEditSchema = z
  .object({
    // The business's identity (issue 26): every page names it, so each is plain text.
    businessName: plainText("business name", 2, 120).optional(),
    legalName: plainText("legal name", 2, 160).optional(),
    tagline: plainText("tagline", 2, 200).optional(),
    rating: RatingEditSchema.optional(),
    trustBadgeCount: trustBadgeCount.optional(),
    phone: z
      .string({ error: "Enter the phone number, e.g. 0484 200 0000" })
      .transform((value, ctx) => {
        const phone = normalizeIndianPhone(value);
        if (phone) return phone;
        ctx.addIssue({
          code: "custom",
          message: "Enter an Indian phone number with its area code, e.g. 0484 200 0000 or 98470 12345",
        });
        return z.NEVER;
      })
      .optional(),
    whatsappNumber: z
      .string({ error: "Enter the WhatsApp number, e.g. 98470 12345" })
      .transform((value, ctx) => {
        const mobile = normalizeIndianMobile(value);
        if (mobile) return mobile;
        ctx.addIssue({
          code: "custom",
          message: "Enter the ten-digit Indian mobile number WhatsApp runs on, e.g. 98470 12345 or +91 98470-12345",
        });
        return z.NEVER;
      })
      .optional(),
    contactEmail: email("support@yourbusiness.in").optional(),
    address: AddressEditSchema.optional(),
    mapUrl: z
      .preprocess(
        blankToNull,
        httpsUrl("https://maps.app.goo.gl/…", (url) =>
          isMapUrl(url) ? null : "Use a Google Maps or OpenStreetMap link, e.g. https://maps.app.goo.gl/…",
        ).nullable(),
      )
      .optional(),
    socialLinks: SocialLinksEditSchema.optional(),
    blogUrl: blogLink().optional(),
    ifscUrl: httpsUrl("https://ifsc.yourbusiness.in").optional(),
    ga4MeasurementId: z
      .preprocess(
        (value) => (typeof value === "string" ? blankToNull(value.trim().toUpperCase()) : value),
        z
          .string()
          .regex(
            GA4_MEASUREMENT_ID_PATTERN,
            "Use the GA4 measurement ID: G- followed by 4 to 20 capital letters or digits, e.g. G-AB12CD34EF",
          )
          .nullable(),
      )
      .optional(),
    metaPixelId: z
      .preprocess(
        (value) => (typeof value === "string" ? blankToNull(value.trim()) : value),
        z
          .string()
          .regex(META_PIXEL_ID_PATTERN, "Use the Meta Pixel ID: 5 to 20 digits, e.g. 123456789012345")
          .nullable(),
      )
      .optional(),
    // One setting feeds the office and the website (issue 25): the public pages show the lead
    // settings' working hours in words. Named here, like the alert recipients below, so a client
    // still sending free text learns where the hours are set.
    businessHours: z
      .unknown()
      .refine((value) => value === undefined, { error: OPENING_HOURS_MOVED })
      .meta({
        description: `Read-only: the working hours of the lead settings (PATCH /api/admin/leads/settings). Sending it here answers 400.`,
        deprecated: true,
      })
      .optional(),
    // Who receives every lead's personal data is a lead setting now (owner and admin, ADR 0032).
    // Named here, so that a client still sending it learns where it went instead of a bare
    // "unrecognized key", and it can never be taken silently.
    leadAlertRecipients: z
      .unknown()
      .refine((value) => value === undefined, { error: LEAD_ALERT_RECIPIENTS_MOVED })
      .meta({
        description: `Moved to the lead settings: PATCH /api/admin/leads/settings (owner and admin). Sending it here answers 400.`,
        deprecated: true,
      })
      .optional(),
  })
  .strict();

export type SiteSettingsEdit = z.output<typeof SiteSettingsEditSchema>;
export type SiteSettingsEditInput = z.input<typeof SiteSettingsEditSchema>;

/** Field messages keyed by dotted path (`socialLinks.facebook`, `address.postalCode`), first message per field. */
export function editFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys)
        fields[[...issue.path.map(String), key].join(".")] ??= "This setting does not exist or cannot be changed here";
      continue;
    }
    fields[issue.path.map(String).join(".") || "settings"] ??= issue.message;
  }
  return fields;
}
