// Staff pages are never kept by the browser (Cache-Control: no-store keeps them out of Chromium's
// back/forward cache), but a browser may still restore one from that cache, after its person
// signed out, with what they saw on it. Such a page is hidden and asked for again: the server then
// answers the page for whoever is signed in now, or the sign-in page.

/** Reloads the page whenever the browser shows it from its back/forward cache; answers the undo. */
export function reloadWhenRestored(target: Window = window): () => void {
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    target.document.documentElement.style.visibility = "hidden";
    target.location.reload();
  };
  target.addEventListener("pageshow", onPageShow);
  return () => target.removeEventListener("pageshow", onPageShow);
}
