import DOMPurify, { type Config, type DOMPurify as Purifier } from "dompurify";
import {
  isAllowedContentUrl,
  popupContentAttributes,
  popupContentTags,
  popupImageSchemes,
  popupLinkSchemes,
} from "~server/popups/popup-rules";

/**
 * The second sanitizing of popup HTML, in the browser right before it is rendered (docs/architecture.md,
 * "The security model": staff HTML is sanitized on save and again before rendering). The server already cleaned it
 * with the same allowlist; this pass protects against a row written around the service, a proxy
 * or cache in between, or a bug in either sanitizer. Browser only: DOMPurify needs a DOM, and
 * this module is loaded with the popup view, only when a popup is about to show.
 */

const config: Config = {
  ALLOWED_TAGS: [...popupContentTags],
  ALLOWED_ATTR: [...new Set([...popupContentAttributes.a, ...popupContentAttributes.img])],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // DOMPurify's default also admits ftp:, sms:, cid:, xmpp:, …: only the server's schemes (and
  // relative addresses) pass. The hook below checks again after removing ignored characters.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  FORBID_ATTR: ["style"],
  RETURN_TRUSTED_TYPE: false,
};

/** Per-tag attribute allowlist (DOMPurify's ALLOWED_ATTR is global). */
const attributesByTag: Record<string, readonly string[]> = popupContentAttributes;

function cleanElement(node: Element): void {
  const tag = node.tagName.toLowerCase();
  const allowed = attributesByTag[tag] ?? [];
  for (const { name } of Array.from(node.attributes)) {
    if (!allowed.includes(name)) node.removeAttribute(name);
  }
  if (tag === "a") {
    const href = node.getAttribute("href");
    if (href !== null && !isAllowedContentUrl(href, popupLinkSchemes)) node.removeAttribute("href");
    // Every link leaves the popup for a new tab, without handing that tab a reference to this one.
    if (node.hasAttribute("href")) {
      node.setAttribute("target", "_blank");
      node.setAttribute("rel", "noopener noreferrer");
    } else {
      node.removeAttribute("target");
      node.removeAttribute("rel");
    }
  } else if (tag === "img") {
    const src = node.getAttribute("src");
    // DOMPurify admits data: images; the server does not, and neither do we.
    if (src === null || !isAllowedContentUrl(src, popupImageSchemes)) node.remove();
    for (const dimension of ["width", "height"]) {
      const value = node.getAttribute(dimension);
      if (value !== null && !/^\d{1,4}$/.test(value.trim())) node.removeAttribute(dimension);
    }
  }
}

let purifier: Purifier | null = null;

function getPurifier(): Purifier {
  if (purifier) return purifier;
  // An instance of its own, so these hooks never affect another DOMPurify user on the page.
  purifier = DOMPurify(window);
  purifier.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeType === 1) cleanElement(node as Element);
  });
  return purifier;
}

/** Popup HTML reduced to formatting, links (new tab, noopener) and http(s) or site images. */
export function sanitizePopupContent(html: string): string {
  return getPurifier().sanitize(html, config);
}
