import { createContext, useContext, useState } from "react";

/**
 * The site's one stylesheet, inlined into every page's <head> on the server: the first paint then
 * waits for nothing but the HTML, instead of a second request that shares a slow mobile link with
 * the JavaScript (Lighthouse FCP). Cached pages keep it compressed with the rest of the HTML.
 *
 * The server reads the built file through this context (entry.server.tsx). In the browser the
 * component takes the text back from the DOM, so hydration sees the same element and the text
 * never ships inside the JavaScript. Without a reader (Vite in development) it is a plain <link>.
 */
export type StylesheetReader = (href: string) => string | null;

const StylesheetReaderContext = createContext<StylesheetReader | null>(null);

export const StylesheetReaderProvider = StylesheetReaderContext.Provider;

const STYLE_ELEMENT_ID = "site-css";

export function InlineStylesheet({ href }: { href: string }) {
  const read = useContext(StylesheetReaderContext);
  const [css] = useState(() => {
    if (read) return read(href);
    if (typeof document === "undefined") return null;
    return document.getElementById(STYLE_ELEMENT_ID)?.textContent ?? null;
  });
  // A stylesheet that could close the element early is linked instead (Tailwind output never does).
  if (css === null || /<\/style/i.test(css)) return <link rel="stylesheet" href={href} />;
  return <style id={STYLE_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
