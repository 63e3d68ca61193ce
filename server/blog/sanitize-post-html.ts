import sanitizeHtml from "sanitize-html";
import { isAllowedContentUrl, popupContentTags, popupImageSchemes, popupLinkSchemes } from "../popups/popup-rules";
import { latinLetters } from "./post-slug";

/**
 * The blog body's one allowlist, used when a post is saved and again when it is rendered
 * (docs/decisions/0020-blog.md). It mirrors the popups' rules (server/popups/popup-rules.ts: the
 * same URL check and schemes) and adds what articles need: h2–h4, tables, figures, quotes.
 */
const tags = [
  // The popups' formatting, headings, lists, quotes, links and images (no span: nothing to style)...
  ...popupContentTags.filter((tag) => tag !== "span"),
  // ...and what articles add.
  ...[
    "hr",
    "sub",
    "sup",
    "code",
    "figure",
    "figcaption",
    "table",
    "caption",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
  ],
];

const REL_TOKENS = new Set(["nofollow", "ugc", "sponsored"]);
const SPAN = /^\d{1,2}$/;

const options: sanitizeHtml.IOptions = {
  allowedTags: tags,
  allowedAttributes: {
    a: ["href", "target", "rel", "title"],
    img: ["src", "alt", "width", "height", "loading", "decoding"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
  },
  allowedSchemes: [...popupLinkSchemes],
  allowedSchemesByTag: { img: [...popupImageSchemes] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  allowedStyles: {},
  allowVulnerableTags: false,
  disallowedTagsMode: "discard",
  // Removed with everything inside them, not just unwrapped.
  nonTextTags:
    "script style textarea option noscript template title iframe object svg math head xmp noembed noframes plaintext".split(
      " ",
    ),
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true },
  transformTags: {
    a: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = {};
      const href = attribs.href?.trim();
      if (href !== undefined && isAllowedContentUrl(href, popupLinkSchemes)) out.href = href;
      if (attribs.title !== undefined) out.title = attribs.title;
      const rel = new Set(
        (attribs.rel ?? "")
          .toLowerCase()
          .split(/\s+/)
          .filter((token) => REL_TOKENS.has(token)),
      );
      // A link that leaves the site opens in a new tab, without handing it this page (window.opener)
      // or the address it came from.
      if (out.href && /^https?:\/\//i.test(out.href)) {
        out.target = "_blank";
        rel.add("noopener").add("noreferrer");
      }
      if (rel.size > 0) out.rel = [...rel].sort().join(" ");
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = {};
      if (attribs.src !== undefined && isAllowedContentUrl(attribs.src, popupImageSchemes))
        out.src = attribs.src.trim();
      // Always an alt ("" when there is none: publishing refuses such an image, a draft keeps it).
      out.alt = attribs.alt ?? "";
      for (const dimension of ["width", "height"] as const) {
        const value = attribs[dimension]?.trim();
        if (value && /^\d{1,4}$/.test(value)) out[dimension] = value;
      }
      out.loading = "lazy";
      out.decoding = "async";
      return { tagName, attribs: out };
    },
    th: (tagName, attribs) => ({ tagName, attribs: tableCell(attribs, true) }),
    td: (tagName, attribs) => ({ tagName, attribs: tableCell(attribs, false) }),
    ol: (tagName, attribs) => ({
      tagName,
      attribs: (attribs.start && /^\d{1,4}$/.test(attribs.start)
        ? { start: attribs.start }
        : {}) as sanitizeHtml.Attributes,
    }),
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

function tableCell(attribs: sanitizeHtml.Attributes, header: boolean): sanitizeHtml.Attributes {
  const out: sanitizeHtml.Attributes = {};
  for (const name of ["colspan", "rowspan"] as const)
    if (attribs[name] && SPAN.test(attribs[name])) out[name] = attribs[name];
  if (header && (attribs.scope === "col" || attribs.scope === "row")) out.scope = attribs.scope;
  return out;
}

/**
 * A post body reduced to the allowlist: no script, style, event handler or javascript: address,
 * outside links with target _blank and rel="noopener noreferrer". Idempotent.
 */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/**
 * The images of a sanitized body that have no alt text, with their place among its images (from
 * 1) and address (publishing refuses them; a draft keeps them until they are described).
 */
export function imagesWithoutAlt(sanitizedHtml: string): { position: number; src: string }[] {
  return [...sanitizedHtml.matchAll(/<img\b[^>]*>/g)].flatMap((match, index) =>
    /\salt=""/.test(match[0])
      ? // The address as written in the HTML: library paths, the ones looked up, hold no entities.
        [{ position: index + 1, src: /\ssrc="([^"]*)"/.exec(match[0])?.[1] ?? "" }]
      : [],
  );
}

export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

const HEADING = /<h([23])>([\s\S]*?)<\/h\1>/g;

function headingText(inner: string): string {
  return inner
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The body as rendered: sanitized again, each h2 and h3 given an id made from its text (unique in
 * the post), and the table of contents that links to them.
 */
export function renderPostBody(html: string): { html: string; toc: TocEntry[] } {
  const clean = sanitizePostHtml(html);
  const toc: TocEntry[] = [];
  // Ids the page itself uses are never given to a heading.
  const used = new Set<string>(["main", "top", "content"]);
  const out = clean.replace(HEADING, (_whole, level: string, inner: string) => {
    const text = headingText(inner);
    // Malayalam and Hindi headings read into Latin letters, so their anchors say something.
    const base =
      latinLetters(text)
        .toLowerCase()
        .normalize("NFKD")
        .replace(/[\u0300-\u036f]/g, "")
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-+|-+$/g, "")
        .slice(0, 60) || "section";
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    toc.push({ id, text, level: level === "2" ? 2 : 3 });
    return `<h${level} id="${id}">${inner}</h${level}>`;
  });
  return { html: out, toc };
}
