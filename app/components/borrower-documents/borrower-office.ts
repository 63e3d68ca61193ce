/** How the borrower reaches the office when the link says nothing else (site settings). */
export interface BorrowerOffice {
  businessName: string;
  phone: string;
  whatsappNumber: string;
}
