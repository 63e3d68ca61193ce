import type { MetaDescriptor } from "react-router";
import { rootDataFromMatches } from "~/lib/root-meta";
import { pageMeta } from "~/lib/seo";

interface ContentMetaInput {
  /** Page part of the title; " | {businessName}" is appended. */
  title: string;
  /** 120-160 characters. */
  description: string;
  canonicalPath: string;
}

/** `meta` of a text page: "{title} | {businessName}", description, canonical and social tags. */
export function contentPageMeta(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
  input: ContentMetaInput,
): MetaDescriptor[] {
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
