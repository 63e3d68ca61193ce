import type { MetaDescriptor } from "react-router";

/** The meta of a staff page: its title, and never indexed (the header says so too). */
export function staffMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} · Staff area` }, { name: "robots", content: "noindex, nofollow" }];
}

/** A route's `handle`: the breadcrumb it adds to the shell's trail. */
export interface StaffHandle {
  breadcrumb: string;
  /** Screens above this one that are not its parent routes (a record's list), outermost first. */
  parents?: { label: string; to: string }[];
}
