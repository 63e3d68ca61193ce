import { defaultCharges, defaultEscalation, type Disclosures } from "../settings/disclosures";

/**
 * Demo disclosures: clearly fictional lenders ("(fictional)" in every name) and an example.com
 * officer, so a fresh install never claims a real bank as its principal. Staff replace them at
 * /admin/disclosures.
 */
export const disclosuresSeed: Disclosures = {
  lenders: [
    { name: "Demo Bank of Kerala (fictional)", entityType: "Scheduled commercial bank", logoUrl: null },
    { name: "Sample Small Finance Bank (fictional)", entityType: "Small finance bank", logoUrl: null },
    { name: "Example Housing Finance Ltd (fictional)", entityType: "Housing finance company", logoUrl: null },
    { name: "Placeholder Finance NBFC (fictional)", entityType: "NBFC", logoUrl: null },
  ],
  grievanceOfficer: {
    name: "Demo Grievance Officer (fictional)",
    email: "grievance@keralam-finserv.example.com",
    phone: "+914842000001",
    hours: "Monday to Friday, 10 am to 5 pm IST",
  },
  escalation: defaultEscalation,
  charges: defaultCharges,
};
