/**
 * What a visitor typed into the site's forms, carried across the one reload the site makes itself:
 * Accept All on the cookie banner reloads the page (spec section 4), which would otherwise empty
 * every form on it.
 *
 * - Kept in this tab only (sessionStorage, never localStorage), never sent anywhere.
 * - Written just before that reload, by the banner (keepFormValuesForReload).
 * - Read once by the next load of the same path, and removed from storage as it is read
 *   (pickUpKeptFormValues); a form takes its values back when it mounts (takeKeptFormValues), so
 *   a form in a dialog gets them when the dialog first opens.
 * - A form offers only its own text fields: never its consent checkbox or its bot trap, and
 *   nothing once it has been sent.
 */

export const FORM_VALUES_STORAGE_KEY = "formValuesAcrossReload";

/** A form's fields by name, as typed. */
export type KeptFormValues = Record<string, string>;

interface KeptSnapshot {
  path: string;
  forms: Record<string, KeptFormValues>;
}

/** The forms on the page now: their key and how to read what is typed in them (null: nothing to keep). */
const offered = new Map<string, () => KeptFormValues | null>();

/** What the last reload kept for this document's path; undefined until picked up. */
let picked: { path: string; forms: Map<string, KeptFormValues> } | undefined;

function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage blocked (privacy settings): nothing is kept
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The stored snapshot, if it is one (storage is the visitor's own to change: check every part). */
function parseSnapshot(raw: string | null): KeptSnapshot | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.path !== "string" || !isRecord(value.forms)) return null;
  const forms: Record<string, KeptFormValues> = {};
  for (const [key, fields] of Object.entries(value.forms)) {
    if (!isRecord(fields)) continue;
    forms[key] = Object.fromEntries(
      Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  }
  return { path: value.path, forms };
}

/**
 * A form on the page offers what is typed in it, under a key that names the form (its kind and
 * what it is about); `read` answers null when there is nothing to keep (it was sent). Answers the
 * function that withdraws the offer, for the form's unmount.
 */
export function offerFormValues(formKey: string, read: () => KeptFormValues | null): () => void {
  offered.set(formKey, read);
  return () => {
    if (offered.get(formKey) === read) offered.delete(formKey);
  };
}

/** Just before the page reloads: writes what every form on it holds, if any holds anything. */
export function keepFormValuesForReload(): void {
  const forms: Record<string, KeptFormValues> = {};
  for (const [formKey, read] of offered) {
    const values = read();
    if (values && Object.values(values).some((value) => value.trim() !== "")) forms[formKey] = values;
  }
  if (Object.keys(forms).length === 0) return;
  try {
    tabStorage()?.setItem(FORM_VALUES_STORAGE_KEY, JSON.stringify({ path: window.location.pathname, forms }));
  } catch {
    // A full or blocked storage: the reload empties the forms, as it did before.
  }
}

/** The stored snapshot's text, removed from storage as it is read. */
function readOnce(): string | null {
  const storage = tabStorage();
  try {
    const raw = storage?.getItem(FORM_VALUES_STORAGE_KEY) ?? null;
    if (raw !== null) storage?.removeItem(FORM_VALUES_STORAGE_KEY);
    return raw;
  } catch {
    return null;
  }
}

/**
 * Once per page load: takes what the reload kept out of storage (it is read once, whatever comes
 * of it) and holds it in memory for this document's forms. Every public page calls it as it loads.
 */
export function pickUpKeptFormValues(): void {
  if (picked || typeof window === "undefined") return;
  const snapshot = parseSnapshot(readOnce());
  const path = window.location.pathname;
  picked = { path, forms: new Map(snapshot?.path === path ? Object.entries(snapshot.forms) : []) };
}

/** A form's kept values, once: the first form with that key on the reloaded path gets them. */
export function takeKeptFormValues(formKey: string): KeptFormValues | null {
  pickUpKeptFormValues();
  if (!picked || picked.path !== window.location.pathname) return null;
  const values = picked.forms.get(formKey) ?? null;
  picked.forms.delete(formKey);
  return values;
}
