// The popup editor's form values (what the inputs hold: text for numbers and dates) and their
// conversion to and from the API's popup. Pure and isomorphic, so it is unit-tested on its own.
import type { StaffPopup } from "~server/popups/popup-admin.schema";
import type { PopupInput, PublicPopup } from "~server/popups/popup.schema";
import type { PopupImagePosition, PopupPosition, PopupSize } from "~server/vocabulary/popups";
import type { Language } from "~server/vocabulary/languages";
import { toIstLocalInput } from "~server/formats/ist-datetime";

/** Which pages show a popup: every language's (translated where staff published one), or one language's. */
export type PopupShowOn = "every" | Language;

export interface EditorValues {
  isActive: boolean;
  showOn: PopupShowOn;
  title: string;
  content: string;
  targetPage: string;
  priority: string;
  /** Milliseconds. */
  delayShow: string;
  /** Seconds; empty: stays open. */
  autoClose: string;
  position: PopupPosition;
  size: PopupSize;
  backgroundColor: string;
  textColor: string;
  showCloseButton: boolean;
  showImage: boolean;
  imageUrl: string;
  imagePosition: PopupImagePosition;
  showActionButton: boolean;
  actionButtonText: string;
  actionButtonLink: string;
  actionButtonColor: string;
  actionButtonTextColor: string;
  /** IST wall time as a datetime-local input holds it (`2026-12-01T09:00`); empty: no limit. */
  startsAt: string;
  endsAt: string;
}

/** A new popup's starting point (the schema's defaults). */
export const newPopupValues: EditorValues = {
  isActive: false,
  showOn: "every",
  title: "",
  content: "",
  targetPage: "home",
  priority: "0",
  delayShow: "3000",
  autoClose: "",
  position: "center",
  size: "medium",
  backgroundColor: "#ffffff",
  textColor: "#1e293b",
  showCloseButton: true,
  showImage: false,
  imageUrl: "",
  imagePosition: "top",
  showActionButton: false,
  actionButtonText: "",
  actionButtonLink: "",
  actionButtonColor: "#2563eb",
  actionButtonTextColor: "#ffffff",
  startsAt: "",
  endsAt: "",
};

/** An instant as IST wall time for a datetime-local input, to the minute. */
export function toIstInput(iso: string | null): string {
  return toIstLocalInput(iso, false);
}

/** A datetime-local value read as IST, as the API takes it; null when empty. */
export function fromIstInput(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  // "2026-12-01T09:00" (or with seconds): the wall time in India, whatever the browser's zone.
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(text)
    ? `${text.length === 16 ? `${text}:00` : text}+05:30`
    : text;
}

export function valuesOf(popup: StaffPopup): EditorValues {
  return {
    isActive: popup.isActive,
    showOn: popup.language ?? "every",
    title: popup.title,
    content: popup.content,
    targetPage: popup.targetPage,
    priority: String(popup.priority),
    delayShow: String(popup.delayShow),
    autoClose: popup.autoClose === null ? "" : String(popup.autoClose),
    position: popup.position,
    size: popup.size,
    backgroundColor: popup.backgroundColor,
    textColor: popup.textColor,
    showCloseButton: popup.showCloseButton,
    showImage: popup.showImage,
    imageUrl: popup.imageUrl ?? "",
    imagePosition: popup.imagePosition,
    showActionButton: popup.showActionButton,
    actionButtonText: popup.actionButtonText,
    actionButtonLink: popup.actionButtonLink ?? "",
    actionButtonColor: popup.actionButtonColor,
    actionButtonTextColor: popup.actionButtonTextColor,
    startsAt: toIstInput(popup.startsAt),
    endsAt: toIstInput(popup.endsAt),
  };
}

/** A number field's text as the API takes it: a number, or NaN for the server to name. */
const numberOf = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

/** The body of POST /api/admin/popups (or PATCH, with every field). */
export function inputOf(values: EditorValues): PopupInput {
  return {
    isActive: values.isActive,
    language: values.showOn === "every" ? null : values.showOn,
    title: values.title,
    content: values.content,
    targetPage: values.targetPage,
    priority: numberOf(values.priority),
    delayShow: numberOf(values.delayShow),
    autoClose: values.autoClose.trim() === "" ? null : numberOf(values.autoClose),
    position: values.position,
    size: values.size,
    backgroundColor: values.backgroundColor,
    textColor: values.textColor,
    showCloseButton: values.showCloseButton,
    showImage: values.showImage,
    imageUrl: values.imageUrl.trim() === "" ? null : values.imageUrl.trim(),
    imagePosition: values.imagePosition,
    showActionButton: values.showActionButton,
    actionButtonText: values.actionButtonText,
    actionButtonLink: values.actionButtonLink.trim() === "" ? null : values.actionButtonLink.trim(),
    actionButtonColor: values.actionButtonColor,
    actionButtonTextColor: values.actionButtonTextColor,
    startsAt: fromIstInput(values.startsAt),
    endsAt: fromIstInput(values.endsAt),
  };
}

/** What the preview shows: the popup as the public site would receive it. */
export function previewOf(values: EditorValues): PublicPopup {
  const {
    isActive: _isActive,
    language: _language,
    targetPage: _targetPage,
    startsAt: _startsAt,
    endsAt: _endsAt,
    ...shown
  } = inputOf(values);
  const whole = (value: number | undefined) => (typeof value === "number" && Number.isFinite(value) ? value : 0);
  return {
    ...(shown as Omit<PublicPopup, "id">),
    id: 0,
    priority: whole(shown.priority),
    delayShow: whole(shown.delayShow),
    // The preview stays until the editor closes.
    autoClose: null,
    title: values.title || "Your title",
    imageUrl: shown.imageUrl ?? null,
    actionButtonLink: shown.actionButtonLink ?? null,
    // The preview shows what staff write, as written.
    englishFields: [],
  };
}

/** The page names a target-page text would match under the spec's "contains" rule. */
export function matchingPages(targetPage: string, pageNames: readonly string[]): string[] {
  const text = targetPage.toLowerCase();
  return pageNames.filter((name) => text.includes(name));
}

/** The target-page text with `name` added to or taken out of its comma-separated list. */
export function toggledTarget(targetPage: string, name: string, on: boolean): string {
  const names = targetPage
    .split(",")
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  const next = on ? (names.includes(name) ? names : [...names, name]) : names.filter((part) => part !== name);
  return next.join(", ");
}
