// Pure popup rules with no dependencies, so the browser (the popup host) and the server (zod
// schemas, GET /api/popups/{page}) agree on page names, colours and addresses without the browser
// bundle pulling in @hono/zod-openapi.

/** Page names as the site uses them in GET /api/popups/{page}. */
export const popupPagePattern = /^[a-z0-9-]{1,60}$/;

/** Hex colours only (`#rgb` or `#rrggbb`): nothing that could smuggle CSS into a style attribute. */
export const hexColourPattern = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/**
 * A link or image address staff may store: absolute http(s) URLs or site-relative paths
 * ("/loan-services/gold-loan"), never protocol-relative ("//evil") nor any other scheme
 * (javascript:, data:, vbscript:, …). Control characters and whitespace are refused outright.
 */
export function isSafePopupUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (value.length === 0 || /[\u0000-\u0020\u007f\\]/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Popup content (staff HTML): one allowlist for the server's sanitize-html and the browser's
// DOMPurify, which sanitize it again before rendering (on save and before rendering: docs/decisions/0010-popup-host.md).
// ---------------------------------------------------------------------------------------------

/** Formatting, links and images; nothing that can run script, load a frame, submit or style. */
export const popupContentTags = [
  "p",
  "br",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "ul",
  "ol",
  "li",
  "h2",
  "h3",
  "h4",
  "blockquote",
  "span",
  "a",
  "img",
] as const;

/** The only attributes kept, per tag (every other tag keeps none). */
export const popupContentAttributes = {
  a: ["href", "target", "rel", "title"],
  img: ["src", "alt", "width", "height"],
} as const;

export const popupLinkSchemes = ["http", "https", "mailto", "tel"] as const;
export const popupImageSchemes = ["http", "https"] as const;

/**
 * A URL in popup content is kept only when, after removing what browsers ignore inside a scheme
 * (control characters, whitespace), it is relative (not protocol-relative) or uses an allowed
 * scheme. Both sanitizers check this on top of their own scheme filters.
 */
export function isAllowedContentUrl(raw: string, schemes: readonly string[]): boolean {
  // eslint-disable-next-line no-control-regex
  const value = raw.replace(/[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]+/g, "");
  if (value === "") return false;
  // "//host", "/\host", "\\host" and "\/host" all leave the site in browsers.
  if (/^[\\/]{2}/.test(value)) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value);
  if (scheme) return schemes.includes(scheme[1]!.toLowerCase());
  // Anything else with a colon before the first / ? # could still be read as a scheme.
  const beforePath = value.split(/[/?#]/, 1)[0] ?? "";
  return !beforePath.includes(":");
}
