import { Extension } from "@tiptap/core";
import { Plugin, PluginKey } from "@tiptap/pm/state";

/**
 * What pasted HTML is made into before the editor reads it, for pastes from Word, Google Docs,
 * LibreOffice and web pages alike (ProseMirror's transformPastedHTML). Word writes lists as
 * paragraphs with `mso-list` styles and the bullet or number as text ("·", "o", "1."), its title
 * as `<p class=MsoTitle>`, and fills its HTML with `<o:p>` tags, conditional comments and VML;
 * headings from anywhere may be levels the editor does not offer (h1, h5, h6), which it would
 * read as plain paragraphs.
 */
export interface PastedHtmlOptions {
  /** The heading levels the editor offers, such as [2, 3, 4]; a paste's levels are moved into them. */
  headingLevels: readonly number[];
  /** Whether a pasted image stays; the others are left out (the editor tells the writer). */
  keepImage: (src: string) => boolean;
}

/** Word's HTML (Word 365 and older): its Office namespaces, Mso classes and mso- styles. */
export function isWordHtml(html: string): boolean {
  return /urn:schemas-microsoft-com:office|class=["']?Mso|mso-list:|<o:p>/i.test(html);
}

/** Word's list paragraph style: which list (l0, l1…) and how deep (level1, level2…). */
const WORD_LIST_STYLE = /mso-list:\s*(l\d+)\s+level(\d+)/i;
/** A marker of a numbered item: 1. 2) a. iv. (b) */
const NUMBER_MARKER = /^\(?(\d{1,4}|[a-z]{1,2}|[ivxlcdm]{1,6})[.)]$/i;

function rename(element: Element, tagName: string): Element {
  const renamed = element.ownerDocument.createElement(tagName);
  renamed.append(...element.childNodes);
  element.replaceWith(renamed);
  return renamed;
}

function removeComments(root: Element) {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  // Word's <![if !supportLists]> and <![endif]> are comments too; what they wrap stays.
  for (const comment of comments) comment.parentNode?.removeChild(comment);
}

/** Office's own elements: <o:p> fillers and VML shapes go; others (smart tags such as <st1:place>) give back their text. */
function removeOfficeElements(root: Element) {
  for (const element of [...root.querySelectorAll("*")]) {
    const name = element.tagName.toLowerCase();
    if (!name.includes(":")) continue;
    if (name === "o:p" || name.startsWith("v:")) element.remove();
    else element.replaceWith(...element.childNodes);
  }
}

interface OpenList {
  list: HTMLElement;
  level: number;
  id: string;
}

/**
 * Word's list paragraphs as lists: consecutive paragraphs of one Word list become one ul or ol
 * (an ol when the marker is a number or letter, starting where Word's numbering starts), a deeper
 * level a list inside the item before it. The marker itself (and Word's spacing after it) goes.
 */
function wordLists(root: Element) {
  const document = root.ownerDocument;
  let open: OpenList[] = [];
  let lastRoot: HTMLElement | null = null;
  for (const paragraph of [...root.querySelectorAll("p, div, h1, h2, h3, h4, h5, h6")]) {
    const style = WORD_LIST_STYLE.exec(paragraph.getAttribute("style") ?? "");
    if (!style) continue;
    const [, id = "", depth = "1"] = style;
    const level = Number(depth);
    const markers = [...paragraph.querySelectorAll("span")].filter((span) =>
      /mso-list:\s*ignore/i.test(span.getAttribute("style") ?? ""),
    );
    const marker = (markers[0]?.textContent ?? "").replace(/\s|\u00a0/g, "");
    for (const span of markers) span.remove();
    const ordered = NUMBER_MARKER.test(marker);
    const newList = () => {
      const list = document.createElement(ordered ? "ol" : "ul");
      const start = /^\(?(\d+)/.exec(marker)?.[1];
      if (ordered && start && start !== "1") list.setAttribute("start", start);
      return list;
    };

    // A paragraph right after the list being built continues it; anything between starts another.
    const continues = lastRoot !== null && paragraph.previousElementSibling === lastRoot && open.length > 0;
    if (!continues || (level <= open[0]!.level && id !== open[0]!.id)) {
      const list = newList();
      paragraph.before(list);
      open = [{ list, level, id }];
      lastRoot = list;
    } else {
      while (open.length > 1 && open.at(-1)!.level > level) open.pop();
      const parent = open.at(-1)!;
      if (level > parent.level) {
        const list = newList();
        let item = parent.list.lastElementChild;
        if (!item) parent.list.append((item = document.createElement("li")));
        item.append(list);
        open.push({ list, level, id });
      }
    }
    const item = document.createElement("li");
    item.append(...paragraph.childNodes);
    open.at(-1)!.list.append(item);
    paragraph.remove();
  }
}

/** Word's title and heading paragraph styles as headings (its Heading 1–6 styles are h1–h6 already). */
function wordHeadings(root: Element) {
  for (const paragraph of [...root.querySelectorAll("p[class]")]) {
    const name = paragraph.getAttribute("class") ?? "";
    const level = /^MsoTitle$/i.test(name) ? 1 : Number(/^MsoHeading([1-6])$/i.exec(name)?.[1] ?? 0);
    if (level > 0) rename(paragraph, `h${level}`);
  }
}

/**
 * Headings moved into the levels the editor offers: the paste's top level becomes the editor's
 * top level when it is above it (Word's and Google Docs' h1 → h2, h2 → h3…), deeper ones stop at
 * the editor's deepest. A paste already within the levels (a copy from this editor) keeps them.
 */
function fitHeadings(root: Element, levels: readonly number[]) {
  const headings = [...root.querySelectorAll("h1, h2, h3, h4, h5, h6")];
  if (headings.length === 0 || levels.length === 0) return;
  const levelOf = (heading: Element) => Number(heading.tagName.slice(1));
  const min = Math.min(...levels);
  const max = Math.max(...levels);
  const top = Math.min(...headings.map(levelOf));
  const shift = top < min ? min - top : 0;
  for (const heading of headings) {
    const level = Math.min(max, Math.max(min, levelOf(heading) + shift));
    if (level !== levelOf(heading)) rename(heading, `h${level}`);
  }
}

/** Paragraphs with nothing to read or see (Word's spacing lines, or a picture's left-out place). */
function removeEmptyParagraphs(root: Element) {
  for (const paragraph of [...root.querySelectorAll("p")])
    if (!paragraph.querySelector("img, br") && (paragraph.textContent ?? "").replace(/\u00a0/g, " ").trim() === "")
      paragraph.remove();
}

/** Pasted HTML made into what the editor should read (see PastedHtmlOptions). */
export function cleanPastedHtml(html: string, options: PastedHtmlOptions): string {
  const root = new DOMParser().parseFromString(html, "text/html").body;
  const word = isWordHtml(html);
  removeComments(root);
  if (word) {
    removeOfficeElements(root);
    wordLists(root);
    wordHeadings(root);
  }
  fitHeadings(root, options.headingLevels);
  for (const image of [...root.querySelectorAll("img")])
    if (!options.keepImage(image.getAttribute("src") ?? "")) image.remove();
  if (word) removeEmptyParagraphs(root);
  return root.innerHTML;
}

/**
 * The paste clean-up as an editor extension. The heading levels are the editor's own (its heading
 * extension's); `keepImage` says which pasted images stay (all, unless the editor says otherwise).
 */
export const PastedHtmlCleanup = Extension.create<Pick<PastedHtmlOptions, "keepImage">>({
  name: "pastedHtmlCleanup",

  addOptions() {
    return { keepImage: () => true };
  },

  addProseMirrorPlugins() {
    const heading = this.editor.extensionManager.extensions.find((extension) => extension.name === "heading");
    const headingLevels = (heading?.options as { levels?: number[] } | undefined)?.levels ?? [1, 2, 3, 4, 5, 6];
    const { keepImage } = this.options;
    return [
      new Plugin({
        key: new PluginKey("pastedHtmlCleanup"),
        props: {
          transformPastedHTML: (html) => {
            try {
              return cleanPastedHtml(html, { headingLevels, keepImage });
            } catch {
              // Never lose a paste to the clean-up: the editor reads it as it came.
              return html;
            }
          },
        },
      }),
    ];
  },
});
