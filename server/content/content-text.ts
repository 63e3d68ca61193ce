// The rules every visitor-facing text that staff keep follows (loan services, lender offers,
// schemes, page texts): plain text with a message per field, never HTML (these texts are shown as
// text; a tag typed into one is a mistake or an attack, and would show as "<b>" to visitors), and
// slugs that cannot take an address the site already uses. Isomorphic plain zod: the staff forms
// check with the same rules before they send.
import { z } from "zod";
import { hasControlCharacters } from "../formats/control-characters";

/** A tag, a comment or a doctype: what makes a text HTML ("a < b" and "5<10" stay text). */
const HTML_TAG = /<\s*[/!?]?\s*[a-z][^>]*>|<!--/i;

export function looksLikeHtml(value: string): boolean {
  return HTML_TAG.test(value);
}

/**
 * A required plain text of `min` to `max` characters, e.g. `plainText("service's name", 2, 120)`.
 * Line breaks are allowed (paragraphs of an answer); other control characters are not.
 */
export function plainText(what: string, min: number, max: number) {
  return z
    .string({ error: `Enter the ${what}` })
    .trim()
    .min(min, min <= 1 ? `Enter the ${what}` : `Enter the ${what} (at least ${min} characters)`)
    .max(max, `Keep the ${what} under ${max} characters`)
    .refine((value) => !looksLikeHtml(value), `Write the ${what} as plain text, without HTML tags such as <b>`)
    .refine(
      (value) => !hasControlCharacters(value.replace(/[\n\r\t]/g, " ")),
      `Remove the invisible characters from the ${what}`,
    );
}

/** A list of plain texts (features, eligibility, documents), each on its own. */
export function plainTextList(what: string, itemMin: number, itemMax: number, maxItems: number) {
  return z
    .array(plainText(what, itemMin, itemMax), { error: `Give the ${what}s as a list` })
    .max(maxItems, `List at most ${maxItems} ${what}s`);
}

/**
 * First segments of the site's own addresses (app/routes.ts, server/http): a slug equal to one of
 * them would be confusing at best and shadowed at worst (/services/blog, a scheme called "admin").
 * The five fixed loan paths are not here: they are the slugs of their own services.
 */
export const reservedSlugs = [
  "admin",
  "api",
  "blog",
  "media",
  "download",
  "downloads",
  "healthz",
  "sitemap",
  "robots",
  "assets",
  "preview",
  "new",
  "edit",
  "services",
  "loan-services",
  "loan-service",
  "loans",
  "about",
  "contact",
  "deals",
  "govt-schemes",
  "smart-integrations",
  "business-partners",
  "vyapar-app",
  "privacy",
  "terms",
  "disclaimer",
  "cookie-policy",
  "ml",
  "hi",
  "en",
] as const;

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A page's address under its prefix: lower-case letters, digits and single hyphens, not reserved. */
export const contentSlug = z
  .string({ error: "Enter the address (slug), e.g. education-loan" })
  .trim()
  .min(2, "Make the address (slug) at least 2 characters, e.g. education-loan")
  .max(80, "Keep the address (slug) under 80 characters")
  .regex(slugPattern, "Use lower-case letters, digits and single hyphens in the address, e.g. education-loan")
  .refine(
    (value) => !(reservedSlugs as readonly string[]).includes(value),
    "This address is used by the site itself: choose another, e.g. add the loan's kind",
  );
