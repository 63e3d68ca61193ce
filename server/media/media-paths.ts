// The public addresses of media library files (`/media/<yyyy>/<mm>/<name>.<ext>`, variants
// `<name>-<width>w.webp`) and their storage keys (`media/<yyyy>/<mm>/…`). Plain code, no imports:
// the browser (forms that accept a library image) and the server use it alike.

/** A library file's public path: what the server makes and nothing else. */
const MEDIA_PATH = /^\/media\/(\d{4}\/\d{2}\/[A-Za-z0-9_-]{22})(?:-[1-9]\d{0,3}w)?\.[a-z0-9]{1,8}$/;

/** True for a `/media/…` path the library could have made. */
export function isMediaPath(value: string): boolean {
  return MEDIA_PATH.test(value);
}

/**
 * The part common to an original and its variants (`2026/11/3kF9yQ0v1bQpZ7hV2mWc8A`), from a
 * library path or a full URL of this site; null for anything else.
 */
export function mediaStemOf(url: string): string | null {
  let path = url.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return null;
    }
  }
  return MEDIA_PATH.exec(path)?.[1] ?? null;
}

/** The public path of a storage key of the `media` area. */
export function mediaUrlOf(storageKey: string): string {
  return `/${storageKey}`;
}

/** The storage key of a library path (the same text without the leading slash); null if not one. */
export function mediaKeyOf(path: string): string | null {
  return isMediaPath(path) ? path.slice(1) : null;
}
