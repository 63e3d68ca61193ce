/**
 * The path (with its query and fragment) of a popup's link when it leads to this site: a path such
 * as /contact, or an absolute address on `origin`. Null for a link to anywhere else.
 */
export function sameSitePath(link: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(link, origin);
  } catch {
    return null;
  }
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
}
