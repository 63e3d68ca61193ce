// What a post's page needs beside the post itself, read the same way by the public page
// (routes/public/blog-post.tsx) and the staff preview (routes/public/blog-preview.tsx).
import type { AppServices } from "~server/app-services.server";
import type { PublicPost } from "~server/blog/post.schema";
import type { Language } from "~server/vocabulary/languages";

/**
 * The post's loan service (its call to action opens that service's lead form), with its texts in
 * the page's language where a published translation exists, and whether its name shows English
 * (the page marks it `lang="en"`, ADR 0038); the library images of the cover and related posts.
 */
export async function postPageExtras(services: AppServices, post: PublicPost, language: Language) {
  const [found, images] = await Promise.all([
    post.relatedServiceSlug ? services.loanServices.getActiveBySlug(post.relatedServiceSlug) : null,
    services.media.responsiveImages([post.coverUrl, ...post.related.map((related) => related.coverUrl)]),
  ]);
  let service = found;
  let serviceNameLang: "en" | undefined;
  if (found && language !== "en") {
    serviceNameLang = "en";
    // Loan services are translated once their kind is registered with the translation service.
    if (services.translations.kinds().includes("loan-service")) {
      const localized = await services.translations.localize("loan-service", language, found.id, found);
      service = localized.value;
      serviceNameLang = localized.english.includes("name") ? "en" : undefined;
    }
  }
  return { service, serviceNameLang, images };
}
