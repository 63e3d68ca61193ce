// Pure blog rules with no dependencies, shared by the server (zod schemas, the service) and the
// browser (the public pages, the staff screens) without pulling zod or hono into the bundle.
import { type Language, pathInLanguage } from "../vocabulary/languages";

/**
 * The blog's categories (docs/decisions/0020-blog.md): what a loan agent's readers look for. Stored
 * as the key; the label is what pages show. A fixed list, so the category filter stays short and
 * every category has posts worth a page.
 */
export const postCategories = {
  "home-loans": "Home loans",
  "personal-and-gold-loans": "Personal and gold loans",
  "business-loans": "Business loans",
  "credit-score": "Credit score",
  "government-schemes": "Government schemes",
  "borrowing-basics": "Borrowing basics",
} as const;

export type PostCategory = keyof typeof postCategories;
export const postCategoryKeys = Object.keys(postCategories) as [PostCategory, ...PostCategory[]];

export function postCategoryLabel(key: string): string {
  return (postCategories as Record<string, string>)[key] ?? "";
}

/** Lower-case words of letters and digits joined by single hyphens. */
export const postSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const POST_SLUG_MAX = 100;

export const postLimits = {
  title: 150,
  excerpt: 300,
  /** Counters in the editor turn amber past these (what search results show)... */
  seoTitleSoft: 60,
  seoDescriptionSoft: 160,
  /** ...and saving is refused past these. */
  seoTitleHard: 70,
  seoDescriptionHard: 200,
  tags: 8,
  tag: 40,
  body: 200_000,
} as const;

/** Words per minute for the reading time. */
const WORDS_PER_MINUTE = 200;

/** A picture of a post's body without alt text: its place among the body's pictures (from 1), and its file's name when known. */
export interface UndescribedPicture {
  position: number;
  fileName: string | null;
}

const numbers = new Intl.ListFormat("en-IN", { style: "long", type: "conjunction" });

/**
 * Why a post with pictures that have no alt text cannot go live, naming each so the writer can
 * find it: "Picture 2 (gold-rate.png) has no alt text: click it and add a description". Drafts
 * save without it (the description can come later); publishing and scheduling need it.
 */
export function missingAltMessage(pictures: readonly UndescribedPicture[]): string {
  const named = pictures.map(({ position, fileName }) => (fileName ? `${position} (${fileName})` : `${position}`));
  return pictures.length === 1
    ? `Picture ${named[0]} has no alt text: click it and add a description`
    : `Pictures ${numbers.format(named)} have no alt text: click each one and add a description`;
}

/** Visible words of an HTML fragment (tags dropped, entities as one character). */
export function countWords(html: string): number {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&[#a-z0-9]+;/gi, "x")
    .trim();
  return text === "" ? 0 : text.split(/\s+/).length;
}

/** Minutes to read, at 200 words a minute, at least 1. */
export function readingMinutes(html: string): number {
  return Math.max(1, Math.round(countWords(html) / WORDS_PER_MINUTE));
}

/**
 * The path of a post's public page: under its language's prefix (`/ml/blog/{slug}` for a post
 * written in Malayalam), since a post exists in its one language only (issue 27).
 */
export function postPath(slug: string, language: Language = "en"): string {
  return pathInLanguage(`/blog/${slug}`, language);
}

/** The path of a post's editor in the staff area. */
export function postEditPath(id: number): string {
  return `/admin/blog/edit/${id}`;
}

/** The English blog's RSS 2.0 feed (the address it has always had). */
export const BLOG_FEED_PATH = "/blog/rss.xml";

/** Each language's blog has a feed of its own posts: /blog/rss.xml, /ml/blog/rss.xml, /hi/blog/rss.xml. */
export function blogFeedPath(language: Language): string {
  return language === "en" ? BLOG_FEED_PATH : `/${language}${BLOG_FEED_PATH}`;
}
