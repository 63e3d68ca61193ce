// What staff tabs hear when a new lead arrives (GET /api/admin/leads/arrivals): which lead, of
// which kind, about which service, and how many leads are new now. Never the person's data (name,
// mobile, e-mail, message): the browser shows it in a notification that anyone near the screen
// can read. Isomorphic: the staff shell reads the same shape.
import { leadKindLabels, type LeadKind } from "../vocabulary/leads";

export interface LeadArrival {
  id: number;
  kind: LeadKind;
  /** The loan service's name, or the kind's label for other leads ("Contact message"). */
  service: string;
}

/** The words of a lead's notification and menu: its service's name, or its kind's label. */
export function arrivalService(kind: LeadKind, serviceName: string | null): string {
  return serviceName ?? leadKindLabels[kind];
}
