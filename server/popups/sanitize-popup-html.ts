import sanitizeHtml from "sanitize-html";

const LINK_SCHEMES = ["http", "https", "mailto", "tel"];
const IMAGE_SCHEMES = ["http", "https"];
const REL_TOKENS = new Set(["nofollow", "noopener", "noreferrer", "ugc", "sponsored"]);

/**
 * A URL is kept only when, after removing what browsers ignore inside a scheme (control
 * characters, whitespace), it is relative (not protocol-relative) or uses an allowed scheme.
 * This is checked on top of sanitize-html's own scheme filter.
 */
function isAllowedUrl(raw: string, schemes: readonly string[]): boolean {
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

const options: sanitizeHtml.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: {
    a: ["href", { name: "target", multiple: false, values: ["_blank"] }, "rel", "title"],
    img: ["src", "alt", "width", "height"],
  },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: { img: IMAGE_SCHEMES },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  allowedStyles: {},
  allowVulnerableTags: false,
  disallowedTagsMode: "discard",
  // Elements removed together with everything inside them (not just unwrapped).
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "select",
    "noscript",
    "noembed",
    "noframes",
    "xmp",
    "plaintext",
    "template",
    "title",
    "iframe",
    "frame",
    "frameset",
    "object",
    "embed",
    "applet",
    "form",
    "button",
    "svg",
    "math",
    "head",
  ],
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true },
  transformTags: {
    a: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = {};
      if (attribs.href !== undefined && isAllowedUrl(attribs.href, LINK_SCHEMES)) out.href = attribs.href.trim();
      if (attribs.title !== undefined) out.title = attribs.title;
      if (attribs.target?.trim().toLowerCase() === "_blank") {
        out.target = "_blank";
        out.rel = "noopener noreferrer";
      } else if (attribs.rel !== undefined) {
        const rel = attribs.rel
          .toLowerCase()
          .split(/\s+/)
          .filter((token) => REL_TOKENS.has(token));
        if (rel.length > 0) out.rel = [...new Set(rel)].join(" ");
      }
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = {};
      if (attribs.src !== undefined && isAllowedUrl(attribs.src, IMAGE_SCHEMES)) out.src = attribs.src.trim();
      if (attribs.alt !== undefined) out.alt = attribs.alt;
      for (const dimension of ["width", "height"] as const) {
        const value = attribs[dimension]?.trim();
        if (value && /^\d{1,4}$/.test(value)) out[dimension] = value;
      }
      return { tagName, attribs: out };
    },
  },
  // An image without a usable source is dropped entirely.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

/**
 * Staff-written popup HTML reduced to formatting, links and images (DESIGN.md: sanitized on
 * save and again before it is rendered). Pure and deterministic: the same input always gives
 * the same output, and sanitizing the output again changes nothing.
 */
export function sanitizePopupHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}
