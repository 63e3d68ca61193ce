/** A complete new service as staff type it. */
export const educationLoan = (overrides: Record<string, unknown> = {}) => ({
  name: "Education Loan",
  slug: "education-loan",
  description: "Loans for studies in India and abroad, from partner banks and NBFCs.",
  summary: "We help students and parents arrange education loans for college fees, hostel and travel.",
  features: ["Covers tuition, hostel and travel", "Moratorium during the course"],
  eligibility: ["Admission to a recognised course", "A parent or guardian as co-applicant"],
  documents: ["Admission letter", "Fee structure", "KYC of student and co-applicant"],
  faqs: [{ question: "Is collateral needed?", answer: "Usually not up to ₹7.5 lakh under the CGFSEL scheme." }],
  interestRate: "From 9% p.a.",
  loanAmount: "Up to ₹1.5 crore",
  tenure: "Up to 15 years",
  seoTitle: "Education Loan in Kerala | Study in India or Abroad",
  seoDescription: "Education loans for studies in India and abroad: compare partner lenders and apply with free help.",
  ...overrides,
});
