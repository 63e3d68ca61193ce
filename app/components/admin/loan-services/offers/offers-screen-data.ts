import type { LenderOffer, LenderOfferList, OfferFreshnessSettings } from "~server/loan-services/lender-offer.schema";

/** What the offers screen's loader answers (app/routes/admin/lender-offers.tsx). */
export interface OffersScreenData {
  service: LenderOfferList["service"];
  offers: LenderOffer[];
  /** The disclosures' lenders, by name: the only lenders an offer may name. */
  lenders: string[];
  freshness: OfferFreshnessSettings;
  /** Today in IST (`YYYY-MM-DD`): the latest "as of" day an offer may have. */
  today: string;
  /** May add, change and remove offers (service:write). */
  canChange: boolean;
  /** May change how long rates stay current (settings:write). */
  canChangeFreshness: boolean;
}

/** The staff API of one service's offers. */
export const offersApi = (serviceId: number) => `/api/admin/loan-services/${serviceId}/offers`;
