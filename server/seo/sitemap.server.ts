import type { AppServices } from "../app-services.server";
import { postPath } from "../blog/post-rules";
import { schemePath } from "../schemes/scheme.schema";
import { schemeGroups } from "../vocabulary/content";
import { type Language, alternatePaths, languages, pathInLanguage } from "../vocabulary/languages";

/** Public pages that exist today; each new public screen adds its path here. */
export const staticPublicPaths = [
  "/",
  "/services",
  "/about",
  "/govt-schemes",
  "/smart-integrations",
  "/vyapar-app",
  "/download",
  "/deals",
  "/privacy",
  "/terms",
  "/disclaimer",
  "/cookie-policy",
  "/contact",
  "/business-partners",
  "/blog",
] as const;

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * One `<url>` per page and language, each naming all of the page's languages as alternates
 * (xhtml:link, reciprocal, with x-default), as search engines read them from a sitemap.
 */
function urlEntry(
  origin: string,
  englishPath: string,
  language: Language,
  pageLanguages: readonly Language[],
  lastmod?: Date,
) {
  const alternates = alternatePaths(englishPath, pageLanguages).map(
    ({ hreflang, path }) =>
      `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + path)}"/>`,
  );
  return [
    "  <url>",
    `    <loc>${escapeXml(origin + pathInLanguage(englishPath, language))}</loc>`,
    ...(lastmod ? [`    <lastmod>${lastmod.toISOString()}</lastmod>`] : []),
    ...alternates,
    "  </url>",
  ].join("\n");
}

export async function renderSitemap(services: AppServices, origin: string): Promise<string> {
  const [loanServices, posts, schemes] = await Promise.all([
    services.loanServices.listActive(),
    services.blog.listForSitemap(),
    services.schemes.listActive(),
  ]);
  const paths = [
    ...staticPublicPaths,
    ...loanServices.map((s) => `/loan-services/${s.slug}`),
    // Each active scheme's own page, in the order /govt-schemes shows them.
    ...schemeGroups.flatMap((group) => schemes[group].map((scheme) => schemePath(scheme.slug))),
  ];
  const urls = [
    // Every page in every language.
    ...paths.flatMap((path) => languages.map((language) => urlEntry(origin, path, language, languages))),
    // Each post in its one language, with the time it last changed (or went live).
    ...posts.map((post) => urlEntry(origin, postPath(post.slug), post.language, [post.language], post.lastModified)),
  ].join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

export function renderRobots(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
