/**
 * The same-origin page paths the `<a href>`s of a rendered page lead to (query and fragment
 * dropped), leaving out what is no page of the public site: the staff area, the API and files
 * (media, downloads, feeds). `skip` leaves out links whose whole `<a …>` tag it matches.
 */
export function linkedPagePaths(html: string, options: { skip?: RegExp } = {}): string[] {
  const paths: string[] = [];
  for (const [tag, href] of html.matchAll(/<a\s[^>]*?href="([^"]*)"[^>]*>/g)) {
    if (options.skip?.test(tag)) continue;
    const url = new URL(href!.replace(/&amp;/g, "&"), "http://localhost/");
    if (url.origin !== "http://localhost") continue;
    if (/^\/(admin|api|media)(\/|$)|^\/download\/|\.(xml|txt|pdf|svg|png|jpe?g|webp)$/.test(url.pathname)) continue;
    paths.push(url.pathname);
  }
  return paths;
}
