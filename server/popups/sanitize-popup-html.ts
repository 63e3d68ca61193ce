import sanitizeHtml from "sanitize-html";
import {
  isAllowedContentUrl,
  popupContentAttributes,
  popupContentTags,
  popupImageSchemes,
  popupLinkSchemes,
} from "./popup-rules";

const REL_TOKENS = new Set(["nofollow", "noopener", "noreferrer", "ugc", "sponsored"]);

const options: sanitizeHtml.IOptions = {
  allowedTags: [...popupContentTags],
  allowedAttributes: {
    a: popupContentAttributes.a.map((name) =>
      name === "target" ? { name, multiple: false, values: ["_blank"] } : name,
    ),
    img: [...popupContentAttributes.img],
  },
  allowedSchemes: [...popupLinkSchemes],
  allowedSchemesByTag: { img: [...popupImageSchemes] },
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
      if (attribs.href !== undefined && isAllowedContentUrl(attribs.href, popupLinkSchemes))
        out.href = attribs.href.trim();
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
      if (attribs.src !== undefined && isAllowedContentUrl(attribs.src, popupImageSchemes))
        out.src = attribs.src.trim();
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
 * Staff-written popup HTML reduced to formatting, links and images (sanitized on save and
 * again before it is rendered: docs/decisions/0008-popups-server.md). Pure and deterministic: the same input always gives
 * the same output, and sanitizing the output again changes nothing.
 */
export function sanitizePopupHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}
