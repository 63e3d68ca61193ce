import type { RootLoaderData } from "~/root";

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** Root loader data (settings, origin) inside a route's `meta` function. */
export function rootDataFromMatches(matches: readonly (MatchLike | undefined)[]): RootLoaderData | undefined {
  return matches.find((match) => match?.id === "root")?.loaderData as RootLoaderData | undefined;
}
