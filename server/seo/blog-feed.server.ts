import { Feed } from "feed";
import { categoryMessage } from "../../app/components/blog/blog-meta";
import { catalogueFor } from "../../app/i18n/messages";
import { createTranslator } from "../../app/i18n/translator";
import type { AppServices } from "../app-services.server";
import { blogFeedPath, postPath } from "../blog/post-rules";
import { type Language, languageTags, pathInLanguage } from "../vocabulary/languages";

/** Site paths in a post's HTML as absolute addresses: feed readers show it away from the site. */
function absolutize(html: string, origin: string): string {
  return html.replace(/\s(href|src)="\/(?!\/)/g, (_match, attribute: string) => ` ${attribute}="${origin}/`);
}

/**
 * Plain text as HTML that shows it literally. Feed readers render an item's description as HTML,
 * and `feed` puts it in CDATA unchanged; with `<` and `>` escaped no markup reaches the reader and
 * no `]]>` is left to end the CDATA early (the XML writer splits only the first one).
 */
function textAsHtml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * A title as text inside the CDATA `feed` wraps it in: readers show titles as text, so nothing
 * is escaped, but every "]]>" (the XML writer splits only the first) gets a zero-width space, so
 * none can end the CDATA early and the title still reads the same.
 */
function titleText(text: string): string {
  return text.replaceAll("]]>", "]]\u200b>");
}

/**
 * One language's blog as an RSS 2.0 feed (/blog/rss.xml, /ml/blog/rss.xml, /hi/blog/rss.xml): the
 * 20 newest live posts written in that language with their full sanitized bodies, the feed's own
 * texts and category names in that language.
 */
export async function renderBlogFeed(services: AppServices, origin: string, language: Language): Promise<string> {
  const [site, posts] = await Promise.all([
    services.settings.getSite(language),
    services.blog.listForFeed(language, 20),
  ]);
  const { t } = createTranslator(language, catalogueFor(language));
  const blogUrl = `${origin}${pathInLanguage("/blog", language)}`;
  const feed = new Feed({
    title: t("blog.feedTitle", { siteName: site.businessName }),
    description: t("blog.feedDescription", { siteName: site.businessName }),
    id: blogUrl,
    link: blogUrl,
    language: languageTags[language],
    copyright: `© ${site.legalName}`,
    updated: posts[0] ? new Date(posts[0].updatedAt) : new Date(0),
    generator: false,
    feedLinks: { rss: `${origin}${blogFeedPath(language)}` },
  });
  for (const post of posts) {
    const link = `${origin}${postPath(post.slug, post.language)}`;
    const category = categoryMessage(post.category);
    feed.addItem({
      title: titleText(post.title),
      id: link,
      link,
      date: new Date(post.publishedAt),
      // Staff write the excerpt as text (the body is the sanitized HTML).
      description: textAsHtml(post.excerpt),
      content: absolutize(post.body, origin),
      category: category ? [{ name: t(category) }] : undefined,
    });
  }
  return feed.rss2();
}
