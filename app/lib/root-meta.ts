import type { RootLoaderData } from "~/root";
import { createTranslator, type Translator } from "~/i18n/translator";

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** Root loader data (settings, origin) inside a route's `meta` function. */
export function rootDataFromMatches(matches: readonly (MatchLike | undefined)[]): RootLoaderData | undefined {
  return matches.find((match) => match?.id === "root")?.loaderData as RootLoaderData | undefined;
}

/**
 * The page's language and its messages inside a route's `meta` function (titles and descriptions
 * are interface texts too); English with no messages when the root's data is missing.
 */
export function metaTranslator(matches: readonly (MatchLike | undefined)[]): Translator {
  const root = rootDataFromMatches(matches);
  return createTranslator(root?.language ?? "en", root?.messages ?? {});
}
