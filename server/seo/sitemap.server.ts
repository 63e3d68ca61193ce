import type { AppServices } from "../app-services.server";
import { postPath } from "../blog/post-rules";
import { schemePath } from "../schemes/scheme.schema";
import { schemeGroups } from "../vocabulary/content";

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
    ...paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`),
    // Each post with the time it last changed (or went live).
    ...posts.map(
      (post) =>
        `  <url><loc>${escapeXml(origin + postPath(post.slug))}</loc><lastmod>${post.lastModified.toISOString()}</lastmod></url>`,
    ),
  ].join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
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
