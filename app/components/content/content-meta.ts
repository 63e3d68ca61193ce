import type { MetaDescriptor } from "react-router";
import type { LegalTexts } from "~server/content/legal-page-texts";
import type { MessageKey } from "~/i18n/messages";
import { metaTranslator, rootDataFromMatches } from "~/lib/root-meta";
import { pageMeta } from "~/lib/seo";

type Matches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

interface ContentMetaInput {
  /** Page part of the title; " | {businessName}" is appended. */
  title: string;
  /** 120-160 characters. */
  description: string;
  /** The English page's path: the canonical address is this page's own language's version of it. */
  canonicalPath: string;
}

/** `meta` of a text page: "{title} | {businessName}", description, canonical and social tags. */
export function contentPageMeta(matches: Matches, input: ContentMetaInput): MetaDescriptor[] {
  const root = rootDataFromMatches(matches);
  if (!root) return [{ title: input.title }];
  return pageMeta({
    title: `${input.title} | ${root.settings.businessName}`,
    description: input.description,
    canonicalPath: input.canonicalPath,
    origin: root.origin,
    language: root.language,
    siteName: root.settings.businessName,
  });
}

/**
 * `meta` of a text page whose title and description are interface texts (messages of the page's
 * area, `{area}.metaTitle` and `{area}.metaDescription`), in the page's language.
 */
export function messagesPageMeta(
  matches: Matches,
  canonicalPath: string,
  keys: { title: MessageKey; description: MessageKey },
): MetaDescriptor[] {
  const { t } = metaTranslator(matches);
  return contentPageMeta(matches, { title: t(keys.title), description: t(keys.description), canonicalPath });
}

/**
 * `meta` of a legal page: its title is the page's heading and its description the one staff keep
 * with its texts (in the page's language, as the loader localised them).
 */
export function legalPageMeta(matches: Matches, canonicalPath: string, texts: LegalTexts | undefined) {
  return contentPageMeta(matches, {
    title: texts?.title ?? "",
    description: texts?.metaDescription ?? "",
    canonicalPath,
  });
}
