// The post editor's pure rules: the form's values and the API body made from them, the SEO
// counters and search-result preview, and the save-status machine that drives autosave
// (docs/decisions/0024-blog-editor.md). No React, no DOM: unit-tested on their own.
import type { StaffPost } from "~server/blog/post.schema";
import { postLimits, postPath } from "~server/blog/post-rules";
import { fallbackPostSlug, slugFromInput, slugFromTitle } from "~server/blog/post-slug";
import { fromIstLocalInput, toIstLocalInput } from "~server/formats/ist-datetime";
import { formatDateIST, formatDateTimeIST, formatTimeIST } from "~server/formats/ist";
import { isAllowedContentUrl } from "~server/popups/popup-rules";
import type { Language } from "~server/vocabulary/languages";

export type PostStatus = StaffPost["status"];

/** What the writer edits and autosave sends (never the status: that changes only on a button). */
export interface PostContent {
  /** The one language the post is written in: its blog and its address (/ml/blog/{slug}). */
  language: Language;
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  coverUrl: string | null;
  coverAlt: string;
  category: string;
  /** As typed: comma-separated. */
  tags: string;
  authorName: string;
  seoTitle: string;
  seoDescription: string;
  canonicalUrl: string;
  /** "" for none. */
  relatedServiceSlug: string;
}

/** Status and time as chosen in the side panel; sent only by the main button. */
export interface PostPublishing {
  status: PostStatus;
  /** IST wall time as a datetime-local input holds it; "" for none. */
  publishAt: string;
}

export function emptyContent(authorName: string): PostContent {
  return {
    language: "en",
    title: "",
    slug: "",
    excerpt: "",
    body: "",
    coverUrl: null,
    coverAlt: "",
    category: "borrowing-basics",
    tags: "",
    authorName,
    seoTitle: "",
    seoDescription: "",
    canonicalUrl: "",
    relatedServiceSlug: "",
  };
}

export function contentOf(post: StaffPost): PostContent {
  return {
    language: post.language,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    body: post.body,
    coverUrl: post.coverUrl,
    coverAlt: post.coverAlt,
    category: post.category,
    tags: post.tags.join(", "),
    authorName: post.authorName,
    seoTitle: post.seoTitle,
    seoDescription: post.seoDescription,
    canonicalUrl: post.canonicalUrl,
    relatedServiceSlug: post.relatedServiceSlug ?? "",
  };
}

export function publishingOf(post: StaffPost | null): PostPublishing {
  return { status: post?.status ?? "draft", publishAt: toIstLocalInput(post?.publishAt ?? null) };
}

/** Tags as typed ("home loan, Kerala,") as the API takes them: trimmed, no empties, no repeats. */
export function tagsOf(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(",")) {
    const tag = raw.trim().replace(/\s+/g, " ");
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags;
}

/** The body of POST /api/admin/posts or PATCH (without version): the content fields. */
export function contentBody(content: PostContent) {
  return {
    language: content.language,
    title: content.title,
    // As an address the API takes (so a draft never fails on what was typed there); empty: the
    // server keeps the post's address, or makes one from the title.
    ...(slugFromInput(content.slug) ? { slug: slugFromInput(content.slug) } : {}),
    excerpt: content.excerpt,
    body: content.body,
    coverUrl: content.coverUrl || null,
    coverAlt: content.coverUrl ? content.coverAlt : "",
    category: content.category,
    tags: tagsOf(content.tags),
    authorName: content.authorName,
    seoTitle: content.seoTitle,
    seoDescription: content.seoDescription,
    canonicalUrl: content.canonicalUrl,
    relatedServiceSlug: content.relatedServiceSlug || null,
  };
}

/** The status fields as the API takes them: the IST wall time with its offset. */
export function publishingBody(publishing: PostPublishing) {
  const moment = publishing.status === "scheduled" ? fromIstLocalInput(publishing.publishAt) : null;
  return {
    status: publishing.status,
    publishAt:
      publishing.status !== "scheduled"
        ? null
        : moment
          ? moment.toISOString()
          : // Not a real date: sent as typed, so the server names the field.
            publishing.publishAt || null,
  };
}

/** Links the editor accepts: https, mailto, tel and paths on this site (never http or scripts). */
export function isEditorLink(href: string): boolean {
  return isAllowedContentUrl(href.trim(), ["https", "mailto", "tel"]);
}

/** The slug field follows the title until the writer edits it by hand. */
export function followTitle(content: PostContent, title: string, slugEdited: boolean): PostContent {
  return slugEdited ? { ...content, title } : { ...content, title, slug: slugFromTitle(title) };
}

/**
 * A post's slug counts as edited by hand when the post has been live, or the slug is not one the
 * server makes for a draft from its title: the title's, that with a number (another post had
 * it), or post-<id> (the title had nothing to read).
 */
export function slugWasEdited(post: StaffPost | null): boolean {
  if (!post) return false;
  if (post.status !== "draft" || post.publishedAt !== null) return true;
  const fromTitle = slugFromTitle(post.title);
  const made =
    post.slug === fallbackPostSlug(post.id) ||
    (fromTitle !== "" && new RegExp(`^${fromTitle}(-\\d+)?$`).test(post.slug));
  return !made;
}

// ---------------------------------------------------------------------------------------------
// SEO counters and the search-result preview
// ---------------------------------------------------------------------------------------------

export type CounterState = "empty" | "good" | "long" | "too-long";

/** A length against a soft limit (what results show) and a hard one (saving refuses past it). */
export function counterState(length: number, soft: number, hard: number): CounterState {
  if (length === 0) return "empty";
  if (length > hard) return "too-long";
  if (length > soft) return "long";
  return "good";
}

export function counterMessage(length: number, soft: number, hard: number, fallback: string): string {
  switch (counterState(length, soft, hard)) {
    case "empty":
      return `Empty: search results use the ${fallback}.`;
    case "good":
      return `${length} of ${soft} characters.`;
    case "long":
      return `${length} characters: results cut it after about ${soft}. Saving is refused past ${hard}.`;
    case "too-long":
      return `${length} characters: shorten it to ${hard} or fewer to save.`;
  }
}

export const seoTitleCounter = (text: string) =>
  counterMessage(text.length, postLimits.seoTitleSoft, postLimits.seoTitleHard, "post's title");
export const seoDescriptionCounter = (text: string) =>
  counterMessage(text.length, postLimits.seoDescriptionSoft, postLimits.seoDescriptionHard, "excerpt");

/** Text cut as a search result cuts it: at a word boundary before `max`, with an ellipsis. */
export function truncateForResult(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, "")} …`;
}

/** What a search result would show for the post. */
export function searchPreview(content: PostContent, origin: string) {
  const slug = content.slug.trim() || slugFromTitle(content.title) || "your-post";
  const url = `${origin.replace(/^https?:\/\//, "")}${postPath(slug, content.language)}`.replace(/\//g, " › ");
  return {
    title: truncateForResult(
      content.seoTitle.trim() || content.title.trim() || "Your post's title",
      postLimits.seoTitleSoft,
    ),
    url,
    description: truncateForResult(
      content.seoDescription.trim() || content.excerpt.trim() || "Write an excerpt or an SEO description.",
      postLimits.seoDescriptionSoft,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Saving: the status line's machine
// ---------------------------------------------------------------------------------------------

/** Quiet time after the last keystroke before a draft saves itself. */
export const AUTOSAVE_DELAY_MS = 2500;

/** Waits between retries of a save that could not reach the server: 2, 4, 8, 16, then 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(30_000, 2000 * 2 ** Math.max(0, attempt - 1));
}

export type SaveState =
  | { kind: "new" }
  | { kind: "saved"; at: string }
  | { kind: "dirty" }
  | { kind: "saving" }
  | { kind: "offline"; attempt: number }
  | { kind: "invalid"; message: string }
  | { kind: "failed"; message: string }
  | { kind: "conflict" };

export type SaveEvent =
  | { type: "edit" }
  | { type: "start" }
  | { type: "saved"; at: string; clean: boolean }
  | { type: "unreachable" }
  | { type: "invalid"; message: string }
  | { type: "failed"; message: string }
  | { type: "conflict" }
  | { type: "resolved"; at: string };

export function nextSaveState(state: SaveState, event: SaveEvent): SaveState {
  switch (event.type) {
    case "edit":
      // A conflict or an unreachable server stays on screen until it is resolved or retried.
      return state.kind === "conflict" || state.kind === "offline" || state.kind === "saving"
        ? state
        : { kind: "dirty" };
    case "start":
      // A retry keeps saying "offline" (and counting) until it gets through.
      return state.kind === "conflict" || state.kind === "offline" ? state : { kind: "saving" };
    case "saved":
      return event.clean ? { kind: "saved", at: event.at } : { kind: "dirty" };
    case "unreachable":
      return { kind: "offline", attempt: state.kind === "offline" ? state.attempt + 1 : 1 };
    case "invalid":
      return { kind: "invalid", message: event.message };
    case "failed":
      return { kind: "failed", message: event.message };
    case "conflict":
      return { kind: "conflict" };
    case "resolved":
      return { kind: "saved", at: event.at };
  }
}

export function saveStateText(state: SaveState, autosaves: boolean, now: Date = new Date()): string {
  switch (state.kind) {
    case "new":
      return "Not saved yet: give the post a title and it saves itself.";
    case "saved":
      // The time alone for today; the date too for an older save (a post opened days later).
      return formatDateIST(state.at) === formatDateIST(now)
        ? `Saved ${formatTimeIST(state.at)} IST`
        : `Saved ${formatDateTimeIST(state.at)} IST`;
    case "dirty":
      return autosaves ? "Unsaved changes: saving when you pause…" : "Unsaved changes: press Update to save them.";
    case "saving":
      return "Saving…";
    case "offline":
      return "Not saved — you are offline; we will retry.";
    case "invalid":
      return `Not saved: ${state.message}`;
    case "failed":
      return `Not saved: ${state.message}`;
    case "conflict":
      return "Not saved: someone else changed this post. Choose below.";
  }
}
