// Paths on this site that a link or a redirect may lead to, judged the same way wherever they come
// from (the `redirectTo` of sign-in, the Blog link of the site settings). Isomorphic: the settings
// screen checks with it before sending.

/**
 * A same-origin path, or null for anything else. Judged on the normalised result, not on what was
 * typed: dot segments and percent-encoded dots collapse ("/.//evil.example", "/a/..//evil.example",
 * "/%2e//evil.example" all become "//evil.example"), and a result that starts with "//" or "/\\"
 * is a link to another origin in every browser.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/")) return null;
  // Control characters and backslashes are how "/\evil.example" style tricks reach another origin.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, "http://same.origin");
  } catch {
    return null;
  }
  if (url.origin !== "http://same.origin") return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return /^\/(?![/\\])/.test(path) ? path : null;
}

/**
 * A path on this site that staff may set as a link (the Blog item of the header and footer), or
 * null: a same-origin path as above (normalised) that has no "//" anywhere either, so it can never
 * read as another host whatever a browser or a proxy makes of it.
 */
export function sameSiteLinkPath(value: string): string | null {
  if (value.includes("//")) return null;
  const path = safeRedirectPath(value);
  return path && !path.includes("//") ? path : null;
}
