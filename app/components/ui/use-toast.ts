import * as React from "react";
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "../../lib/constants";
import type { ToastActionElement, ToastProps } from "./toast";

/**
 * A tiny global toast store (shadcn's use-toast pattern): call `toast()` from anywhere,
 * `<Toaster />` renders what is in the store. Only TOAST_LIMIT toasts are kept, so a new
 * toast replaces the current one; a dismissed toast closes at once and leaves the store
 * after TOAST_REMOVE_DELAY_MS.
 */

export type ToasterToast = Omit<ToastProps, "title"> & {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  action?: ToastActionElement;
};

export type ToastInput = Omit<ToasterToast, "id">;

type State = { toasts: ToasterToast[] };

type Action =
  | { type: "ADD_TOAST"; toast: ToasterToast }
  | { type: "UPDATE_TOAST"; toast: Partial<ToasterToast> & { id: string } }
  | { type: "DISMISS_TOAST"; toastId?: string }
  | { type: "REMOVE_TOAST"; toastId?: string };

/** Pure state transitions of the store (exported for tests). */
export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "ADD_TOAST":
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "UPDATE_TOAST":
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case "DISMISS_TOAST":
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case "REMOVE_TOAST":
      return {
        toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

const EMPTY_STATE: State = { toasts: [] };
let memoryState: State = EMPTY_STATE;
const listeners = new Set<() => void>();
const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(toastId: string) {
  if (removeTimeouts.has(toastId)) return;
  removeTimeouts.set(
    toastId,
    setTimeout(() => {
      removeTimeouts.delete(toastId);
      dispatch({ type: "REMOVE_TOAST", toastId });
    }, TOAST_REMOVE_DELAY_MS),
  );
}

function dispatch(action: Action) {
  if (action.type === "DISMISS_TOAST") {
    const ids = action.toastId === undefined ? memoryState.toasts.map((t) => t.id) : [action.toastId];
    ids.forEach(scheduleRemoval);
  }
  memoryState = reducer(memoryState, action);
  // Forget pending removals of toasts that already left the store (e.g. replaced by a newer one).
  for (const [id, timeout] of removeTimeouts) {
    if (!memoryState.toasts.some((t) => t.id === id)) {
      clearTimeout(timeout);
      removeTimeouts.delete(id);
    }
  }
  listeners.forEach((listener) => listener());
}

let count = 0;
function genId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return count.toString();
}

/** Dismiss one toast by id, or every toast when no id is given. */
export function dismissToast(toastId?: string) {
  dispatch({ type: "DISMISS_TOAST", toastId });
}

export function toast(props: ToastInput) {
  const id = genId();
  const dismiss = () => dismissToast(id);
  const update = (next: Partial<ToastInput>) => dispatch({ type: "UPDATE_TOAST", toast: { ...next, id } });

  dispatch({
    type: "ADD_TOAST",
    toast: {
      ...props,
      id,
      open: true,
      onOpenChange: (open) => {
        props.onOpenChange?.(open);
        if (!open) dismiss();
      },
    },
  });

  return { id, dismiss, update };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => memoryState;
// The server (and hydration) always sees no toasts: toasts only come from browser events.
const getServerSnapshot = () => EMPTY_STATE;

export function useToast() {
  const state = React.useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return { toasts: state.toasts, toast, dismiss: dismissToast };
}
