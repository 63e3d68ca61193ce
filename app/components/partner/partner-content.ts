import {
  BadgeIndianRupee,
  Bike,
  Briefcase,
  Building2,
  Calculator,
  GraduationCap,
  Headset,
  Layers,
  ListChecks,
  ShieldCheck,
  Store,
  Sun,
  UserCheck,
} from "lucide-react";
import type { SiteSettings } from "~server/settings/settings.schema";
import type { IconItem } from "~/components/content/landing-page";

/** Who can partner: people who already meet customers that need finance. */
export const partnerAudiences: IconItem[] = [
  {
    icon: UserCheck,
    title: "Loan agents and DSAs",
    text: "Individual agents who want more lenders and products for their customers, and a team that handles the paperwork.",
  },
  {
    icon: Calculator,
    title: "Chartered accountants and tax consultants",
    text: "Your clients ask you about business loans, working capital and home loans. Refer them to people you can trust.",
  },
  {
    icon: Building2,
    title: "Real estate agents and builders",
    text: "Help buyers close faster with home loans, plot loans and loans against property arranged alongside the sale.",
  },
  {
    icon: ShieldCheck,
    title: "Insurance agents",
    text: "Your policyholders already trust you with their finances. Add loans to the help you can offer them.",
  },
  {
    icon: Bike,
    title: "Car and two-wheeler dealers",
    text: "Offer finance options at the showroom so that customers do not walk away for want of a loan.",
  },
  {
    icon: Sun,
    title: "Solar installers",
    text: "Rooftop solar finance lets households and businesses pay for a system in EMIs instead of all at once.",
  },
  {
    icon: Store,
    title: "Businesses and shop owners",
    text: "Traders, consultants and service providers who meet people needing personal, gold or business loans.",
  },
];

export const partnerBenefits: IconItem[] = [
  {
    icon: BadgeIndianRupee,
    title: "Payouts on disbursed loans",
    text: "Earn a payout for every loan disbursed to a customer you refer, as set out in a written partner agreement that you sign before you start.",
  },
  {
    icon: Layers,
    title: "Many lenders and products",
    text: "Home, personal, business, gold and two-wheeler loans, loans against property, rooftop solar finance and forex, through the banks and NBFCs that have appointed us.",
  },
  {
    icon: Headset,
    title: "A dedicated relationship manager",
    text: "One person who knows your cases, answers your questions and works with the lender until each loan is decided.",
  },
  {
    icon: ListChecks,
    title: "Status updates on every lead",
    text: "Know where each referral stands: documents received, sent to the lender, sanctioned, disbursed or declined.",
  },
  {
    icon: GraduationCap,
    title: "Training",
    text: "Free training on loan products, eligibility and documents, so you can guide customers with confidence.",
  },
  {
    icon: Briefcase,
    title: "No joining fee",
    text: "Registration, training and the partner agreement are free. We never ask partners for a fee or deposit.",
  },
];

export const partnerSteps: { title: string; text: string }[] = [
  {
    title: "Register",
    text: "Fill in the short form on this page. It takes about two minutes.",
  },
  {
    title: "Verification call and KYC",
    text: "Our team calls you to explain the programme and collects your KYC: PAN, Aadhaar and the details of a bank account in your name.",
  },
  {
    title: "Sign the partner agreement",
    text: "A written agreement sets out the products you can refer, the payout for each, when you are paid, and the code of conduct.",
  },
  {
    title: "Refer customers",
    text: "With the customer's consent, share their details with your relationship manager. We check eligibility, collect documents and apply with the lender.",
  },
  {
    title: "Get paid after disbursement",
    text: "Once the lender disburses the loan, we pay your payout to your bank account as the agreement says, with TDS deducted as the law requires.",
  },
];

/** What every partner agrees to; lenders hold us responsible for the people who refer to us. */
export const partnerRules: string[] = [
  "Never collect money from a customer: no processing, file or approval fees, no advance payments.",
  "Never promise an approval, an interest rate or a timeline. Only the lender decides.",
  "Share a customer's details and documents only with their consent, and keep them safe.",
  "Say who you are: a partner referring customers to us, not an employee of a bank.",
];

export interface PartnerFaq {
  question: string;
  answer: string;
}

export function partnerFaqs(settings: Pick<SiteSettings, "businessName" | "address">): PartnerFaq[] {
  return [
    {
      question: "Is there a fee to become a partner?",
      answer: `No. Registration, training and the partner agreement are free. ${settings.businessName} never asks partners for a joining fee, a deposit or a fee for an ID card or certificate. If anyone asks you to pay to join in our name, do not pay, and tell us.`,
    },
    {
      question: "How much can I earn?",
      answer:
        "Your payout depends on the product, the lender and the loan amount. It is written into your partner agreement before you refer your first customer. You earn on loans that are disbursed; there is no payout on applications that are declined or withdrawn.",
    },
    {
      question: "When and how am I paid?",
      answer:
        "After the lender disburses the loan and pays us for it, within the timeline in your agreement, by bank transfer to the account in your name. TDS is deducted as the Income-tax rules require, and you receive a statement with each payout.",
    },
    {
      question: "Which documents do I need to register?",
      answer:
        "Your PAN, your Aadhaar, and a bank account in your name (a cancelled cheque or the front page of the passbook). A firm or company also shares its own PAN, and its GST registration if it has one.",
    },
    {
      question: "Do I need experience in loans?",
      answer:
        "No. Many partners are accountants, dealers, builders and agents who simply meet people who need finance. We train you on products, eligibility and documents, and your relationship manager helps with every case.",
    },
    {
      question: "I live outside Kerala. Can I still join?",
      answer: `Yes. Our office is in ${settings.address.city}, ${settings.address.state}, but we work with customers and partners across India. Verification and training can be done by phone or video call.`,
    },
    {
      question: "Do my customers pay anything?",
      answer:
        "No. Our service is free for borrowers. Lender charges, such as a processing fee, appear in the lender's sanction letter and Key Fact Statement and are paid only to the lender. Partners must never collect money from customers.",
    },
    {
      question: "How do I know what happened to a customer I referred?",
      answer:
        "Your relationship manager keeps you updated as each case moves (documents received, sent to the lender, sanctioned, disbursed or declined) by phone, WhatsApp or e-mail.",
    },
  ];
}
