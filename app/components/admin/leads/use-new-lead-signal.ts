import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { LeadArrival } from "~server/leads/lead-arrival";

/** The stream of new leads (server/http/api/admin/lead-arrivals.routes.ts). */
const ARRIVALS_PATH = "/api/admin/leads/arrivals";
/** Only when the stream fails: never more often than this. */
export const FALLBACK_POLL_MS = 30_000;

type LeadEvent = LeadArrival & { newCount: number };

/** Whether this browser shows notifications of this site now (the person allowed them). */
export function notificationsAllowed(): boolean {
  return typeof Notification !== "undefined" && Notification.permission === "granted";
}

/**
 * The number of new leads while a staff tab is open: the screen's figure, then each new lead as it
 * arrives on any instance (an event stream; a 30-second poll only when the stream fails), with a
 * browser notification per lead when the person allowed them. The notification names the service
 * alone (no name, mobile or message: anyone near the screen reads it) and opens the lead.
 */
export function useNewLeadSignal(fromScreen: { count: number } | null): number | null {
  // The stream's latest figure, with the screen data it came after. The shell's data is read again
  // after every change staff make (a lead taken on lowers the count): its figure then wins until
  // the next event, even when it equals the one it gave before.
  const [live, setLive] = useState<{ count: number; after: object | null } | null>(null);
  const screenRef = useRef<object | null>(fromScreen);
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    screenRef.current = fromScreen;
    navigateRef.current = navigate;
  });
  const listening = fromScreen !== null;
  const setCount = (count: number) => setLive({ count, after: screenRef.current });

  useEffect(() => {
    if (!listening || typeof EventSource === "undefined") return;
    let lastId: number | null = null;
    let poll: ReturnType<typeof setInterval> | undefined;

    const notify = (lead: LeadArrival) => {
      if (!notificationsAllowed()) return;
      // One notification per lead, however many tabs are open: the same tag replaces it.
      const notification = new Notification(`New lead: ${lead.service}`, {
        body: "Click to open it in the staff area.",
        tag: `lead-${lead.id}`,
      });
      notification.onclick = () => {
        window.focus();
        void navigateRef.current(`/admin/leads/${lead.id}`);
        notification.close();
      };
    };

    const source = new EventSource(ARRIVALS_PATH);
    const remember = (event: MessageEvent) => {
      const id = Number.parseInt(event.lastEventId, 10);
      if (Number.isSafeInteger(id)) lastId = Math.max(lastId ?? 0, id);
    };
    source.addEventListener("count", (event) => {
      remember(event);
      setCount((JSON.parse(event.data) as { newCount: number }).newCount);
    });
    source.addEventListener("lead", (event) => {
      remember(event);
      const lead = JSON.parse(event.data) as LeadEvent;
      setCount(lead.newCount);
      notify(lead);
    });

    // The browser reconnects a dropped stream by itself; it gives up only when the server refuses
    // it (signed out, an error page): then look every 30 seconds instead.
    const pollOnce = async () => {
      const query = lastId === null ? "" : `?after=${lastId}`;
      const res = await fetch(`${ARRIVALS_PATH}/recent${query}`, { credentials: "include" });
      if (!res.ok) return;
      const recent = (await res.json()) as { newCount: number; latestId: number; arrivals: LeadArrival[] };
      setCount(recent.newCount);
      if (lastId !== null) for (const lead of recent.arrivals) notify(lead);
      lastId = recent.latestId;
    };
    source.addEventListener("error", () => {
      if (source.readyState !== EventSource.CLOSED || poll) return;
      poll = setInterval(() => void pollOnce().catch(() => undefined), FALLBACK_POLL_MS);
    });

    return () => {
      source.close();
      clearInterval(poll);
    };
  }, [listening]);

  if (fromScreen === null) return null;
  return live && live.after === fromScreen ? live.count : fromScreen.count;
}
