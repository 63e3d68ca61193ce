import { createContext } from "react";

/** Which dialog of the staff list is open, and for whom. */
export type UserDialog = { kind: "edit" | "reset" | "active"; userId: number } | { kind: "add" } | null;

/** What the list's cells need from the screen: who is looking, and a way to open a dialog. */
export const UsersScreen = createContext<{ meId: number; now: string; open: (dialog: UserDialog) => void }>({
  meId: 0,
  now: "",
  open: () => {},
});
