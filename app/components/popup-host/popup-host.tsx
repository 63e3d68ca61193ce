import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from "react";
import { useLocation } from "react-router";
import { languageOfPath, type Language } from "~server/vocabulary/languages";
import { POPUP_REFETCH_INTERVAL_MS } from "~/lib/constants";
import { usePopupsBlocked } from "~/lib/popup-blockers";
import { choosePopup, findPopup, popupsQueryKey, timerDelay } from "./choose-popup";
import { dismissPopup, useDismissedPopups } from "./dismissed-popups";
import { popupPageName } from "./popup-page-name";
import { reportPopupEvent } from "./report-popup-event";
import type { PopupViewProps } from "./popup-view";

// The view (Radix Dialog, DOMPurify) is fetched only once a page has a popup to show: during its
// delay, so it is ready when the delay ends. Pages without popups never download it.
const loadPopupView = () => import("./popup-view");
// A chunk that fails to load (offline, a new deployment) skips the popup instead of crashing the page.
const PopupView = lazy<ComponentType<PopupViewProps>>(() => loadPopupView().catch(() => ({ default: NoPopup })));

function NoPopup() {
  return null;
}

/** Options of the popup list query: the only query that polls (spec sections 4 and 9). */
export function popupsQueryOptions(page: string | null, language: Language = "en") {
  return {
    queryKey: popupsQueryKey(page ?? "", language),
    enabled: page !== null,
    refetchInterval: POPUP_REFETCH_INTERVAL_MS,
  } as const;
}

/**
 * Shows the staff-configured popups of the current page (spec section 4). Mounted once in the
 * public layout, so it stays across client navigations and never runs on admin pages. Renders
 * nothing on the server and until a popup's delay has passed.
 */
export function PopupHost() {
  const { pathname } = useLocation();
  // The same page name in every language; the page's language picks the popups' texts.
  const language = languageOfPath(pathname);
  const name = popupPageName(pathname);
  const page = name === null ? null : `${language}:${name}`;
  const { data } = useQuery<unknown>(popupsQueryOptions(name, language));
  const dismissed = useDismissedPopups();
  const blocked = usePopupsBlocked();
  const [shown, setShown] = useState<{ page: string; id: number } | null>(null);

  // Another page starts afresh: a popup left open by the back button is not carried along.
  if (shown && shown.page !== page) setShown(null);

  const open = shown && shown.page === page ? findPopup(data, shown.id) : null;
  const next = open || blocked || page === null ? null : choosePopup(data, dismissed);
  const nextId = next?.id;
  const nextDelay = next ? timerDelay(next.delayShow) : 0;

  useEffect(() => {
    if (nextId === undefined || page === null) return;
    void loadPopupView().catch(() => undefined);
    // Counted from when nothing holds popups back any more (a blocker's release re-runs this).
    const timer = window.setTimeout(() => setShown({ page, id: nextId }), nextDelay);
    return () => window.clearTimeout(timer);
  }, [page, nextId, nextDelay]);

  const openId = open?.id;
  // Every way of closing (close button, backdrop, Escape, autoClose) is a dismissal, counted once.
  const close = useCallback(() => {
    if (openId !== undefined) {
      if (!dismissed.has(openId)) reportPopupEvent(openId, "dismissal");
      dismissPopup(openId);
    }
    setShown(null);
  }, [openId, dismissed]);
  const shownOnScreen = useCallback(() => {
    if (openId !== undefined) reportPopupEvent(openId, "impression");
  }, [openId]);
  const actionClicked = useCallback(
    (inThisTab: boolean) => {
      if (openId === undefined) return;
      reportPopupEvent(openId, "action");
      // Followed in this tab, its link replaces the page: the popup has done its job, and is not
      // a dismissal. One opened in a new tab leaves the popup here until it is closed.
      if (inThisTab) {
        dismissPopup(openId);
        setShown(null);
      }
    },
    [openId],
  );

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PopupView popup={open} onClose={close} onShow={shownOnScreen} onAction={actionClicked} />
    </Suspense>
  );
}
