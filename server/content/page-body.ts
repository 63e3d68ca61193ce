// The few marks a section of a legal page may carry (issue 27): paragraphs apart by an empty
// line, a bulleted list as lines that start with "- ", **bold words** and [words](/privacy) for a
// link. Staff write them on the Pages screen and translators keep them; the page reads them
// through parseBody and renders elements, never HTML, so nothing typed can become markup.
// Isomorphic and free of zod: the public pages parse in the browser too.

export type BodyInline =
  | { kind: "text"; text: string }
  | { kind: "strong"; text: string }
  | { kind: "link"; text: string; href: string }
  | { kind: "email"; address: string };

export type BodyBlock = { kind: "paragraph"; parts: BodyInline[] } | { kind: "list"; items: BodyInline[][] };

const LIST_ITEM = /^\s*-\s+/;
const MARK = /\*\*(.+?)\*\*|\[([^\]\n]+)\]\(([^)\s]+)\)/g;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/**
 * Where a link may lead: a page of this site (`/privacy`, `/privacy#grievance-officer`), a place on
 * the same page (`#own-counts`), or another website over https. Anything else shows as words.
 */
export function isSafeLinkTarget(href: string): boolean {
  return /^\/(?!\/)[^\s]*$/.test(href) || /^#[\w-]+$/.test(href) || /^https:\/\/[^\s/]+\.[^\s]+$/.test(href);
}

/** The words of a text with its e-mail addresses as their own parts (the page links them). */
function withEmails(text: string): BodyInline[] {
  const parts: BodyInline[] = [];
  let from = 0;
  for (const match of text.matchAll(EMAIL)) {
    if (match.index > from) parts.push({ kind: "text", text: text.slice(from, match.index) });
    // A full stop that ends the sentence is not part of the address.
    const address = match[0].replace(/\.+$/, "");
    parts.push({ kind: "email", address });
    from = match.index + address.length;
  }
  if (from < text.length) parts.push({ kind: "text", text: text.slice(from) });
  return parts;
}

/** One paragraph's or item's text as its parts: words, bold words, links and e-mail addresses. */
export function parseInline(text: string): BodyInline[] {
  const parts: BodyInline[] = [];
  let from = 0;
  for (const match of text.matchAll(MARK)) {
    if (match.index > from) parts.push(...withEmails(text.slice(from, match.index)));
    if (match[1] !== undefined) parts.push({ kind: "strong", text: match[1] });
    else if (isSafeLinkTarget(match[3]!)) parts.push({ kind: "link", text: match[2]!, href: match[3]! });
    else parts.push({ kind: "text", text: match[2]! });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push(...withEmails(text.slice(from)));
  return parts;
}

/** A paragraph's lines read as one line, as a browser shows them. */
const joined = (lines: readonly string[]) => lines.map((line) => line.trim()).join(" ");

/**
 * A section's text as blocks. In each part between empty lines, the lines before the first "- "
 * line are a paragraph and the "- " lines start the items of a list (a line without "- " after
 * one continues its item).
 */
export function parseBody(text: string): BodyBlock[] {
  const blocks: BodyBlock[] = [];
  for (const part of text.trim().split(/\n\s*\n/)) {
    const lines = part.split("\n").filter((line) => line.trim() !== "");
    const firstItem = lines.findIndex((line) => LIST_ITEM.test(line));
    const paragraph = firstItem === -1 ? lines : lines.slice(0, firstItem);
    if (paragraph.length > 0) blocks.push({ kind: "paragraph", parts: parseInline(joined(paragraph)) });
    if (firstItem === -1) continue;
    const items: string[][] = [];
    for (const line of lines.slice(firstItem)) {
      if (LIST_ITEM.test(line)) items.push([line.replace(LIST_ITEM, "")]);
      else items.at(-1)!.push(line);
    }
    blocks.push({ kind: "list", items: items.map((item) => parseInline(joined(item))) });
  }
  return blocks;
}

/** What is wrong with a section's marks, in a sentence for staff, or null. */
export function bodyProblem(text: string): string | null {
  for (const match of text.matchAll(MARK)) {
    if (match[3] !== undefined && !isSafeLinkTarget(match[3])) {
      return `The link “${match[2]}” leads to “${match[3]}”: use an address of this site such as /privacy, or one that starts with https://`;
    }
  }
  const unmarked = text.replace(MARK, "");
  if (unmarked.includes("**")) return "Close the bold words with ** as you opened them: **like this**";
  return null;
}
