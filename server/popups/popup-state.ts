// A popup's state as the manager shows it, from its switch and its dates. Isomorphic and pure:
// the server filters the list by it and the screens label it the same way.

export const popupStates = ["active", "scheduled", "ended", "inactive"] as const;
export type PopupState = (typeof popupStates)[number];

export const popupStateLabels: Record<PopupState, string> = {
  active: "Active",
  scheduled: "Scheduled",
  ended: "Ended",
  inactive: "Inactive",
};

type Moment = Date | string | null;

const time = (value: Moment) => (value === null ? null : new Date(value).getTime());

/**
 * active: switched on and within its dates (shown now); scheduled: on, but its start is still to
 * come; ended: on, but its end has passed; inactive: switched off, whatever its dates.
 */
export function popupState(popup: { isActive: boolean; startsAt: Moment; endsAt: Moment }, now: Date): PopupState {
  if (!popup.isActive) return "inactive";
  const at = now.getTime();
  const starts = time(popup.startsAt);
  const ends = time(popup.endsAt);
  if (ends !== null && ends <= at) return "ended";
  if (starts !== null && starts > at) return "scheduled";
  return "active";
}

/** Action clicks per impression (0 to 1), or null before any impression. */
export function clickRate(impressions: number, actionClicks: number): number | null {
  return impressions > 0 ? actionClicks / impressions : null;
}
