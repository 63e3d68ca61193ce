import type { PageTexts } from "../content/page-texts";
import { legalPageSeed } from "./legal-pages.seed";

/**
 * The texts the pages show until staff change them on the Pages screen (no row in page_texts):
 * the spec's home hero, the texts the pages were written with, and the legal pages
 * (legal-pages.seed.ts). Placeholders such as {businessName} show the site settings' facts
 * (server/content/page-texts.ts). Their Malayalam and Hindi: page-texts.ml.seed.ts, page-texts.hi.seed.ts.
 */
export const pageTextSeed: PageTexts = {
  home: {
    heroBadge: "Trusted by {count} Businesses and individuals",
    heroHeading: "The right loan from the right lender, with a friendly expert beside you",
    heroSubheading:
      "Home, personal, business, gold, vehicle and solar loans from banks and NBFCs across India. We compare offers, sort out the paperwork and stay with you until the money reaches your account.",
    heroButtonLabel: "Apply for Loan Now",
  },
  about: {
    title: "About {businessName}",
    intro:
      "We are an approved loan agent (DSA) of banks and NBFCs, based in {city}, {state}. We help people and businesses across India find and apply for the right loan, free of charge.",
    whoWeAreHeading: "Who we are",
    whoWeAreParagraphs: [
      "{businessName} is the trading name of {legalName}. We are a Direct Selling Agent (DSA): banks and non-banking finance companies (NBFCs) authorise us, under written agreements, to introduce borrowers to them and to help those borrowers apply.",
      "Our office is in {city}, {state}, and we serve customers in every state and union territory of India by phone, WhatsApp, e-mail and video call, as well as in person.",
    ],
    whoWeArePoints: [
      {
        title: "We are not a lender.",
        text: "We do not lend money, accept deposits, approve loans or set interest rates. The bank or NBFC you apply with makes every credit decision.",
      },
      {
        title: "We are free for borrowers.",
        text: "The lender pays us a fee for the applications we bring to it. You pay nothing to us. Any processing fee or other charge belongs to the lender, is shown in its sanction letter and Key Fact Statement, and is paid only to the lender.",
      },
    ],
    whatWeDoHeading: "What we do",
    whatWeDoIntro:
      "We cover home loans, personal loans, business loans, gold loans, two-wheeler loans, loans against property, rooftop solar finance, and outward remittance and forex. For each request we:",
    whatWeDoSteps: [
      "Understand what you need, how much, for how long, and what EMI you can comfortably pay.",
      "Check your indicative eligibility against the criteria of the lenders we work with.",
      "Show you suitable options side by side, in plain language, so you can choose.",
      "Give you a document checklist and check your papers before they reach the lender.",
      "Submit your application to the lender you choose, and only that lender.",
      "Follow up with the lender until the loan is sanctioned and disbursed, and keep you updated.",
    ],
    schemesNote: "We can also explain government schemes and subsidies that may apply to you; see our",
    schemesLinkLabel: "government schemes guide",
    lendersHeading: "How we work with banks and NBFCs",
    lendersPoints: [
      "We work only with lenders regulated by the Reserve Bank of India that have appointed us as their agent. You can ask the lender to confirm that we are authorised to source loans for it.",
      "We follow each lender\u2019s code of conduct for its agents. Our staff tell you who they are and which lender they are speaking for, and they never pressure you to borrow.",
      "The lender carries out KYC, checks your credit report, decides whether to lend and on what terms, and pays the loan directly into your account or to the seller.",
      "Your loan agreement is between you and the lender. Before you sign, the lender gives you a Key Fact Statement showing the annual percentage rate and all charges. Read it, and ask us if anything is unclear.",
      "EMIs and charges are paid only to the lender, through its own account or mandate. Never to us, and never to any individual.",
    ],
    valuesHeading: "Our values",
    values: [
      {
        title: "Transparency",
        text: "We tell you which lender your application goes to, what it will cost you as the lender states it, and that the lender pays us for our work.",
      },
      {
        title: "No upfront fees, ever",
        text: "Our help is free for borrowers. We never ask for money to process, approve or speed up a loan. Lender charges are paid only to the lender.",
      },
      {
        title: "Your data stays private",
        text: "We ask only for what a lender needs, share it only with lenders you choose, and never sell it. You can ask us to delete it.",
      },
      {
        title: "Plain, honest advice",
        text: "If a loan does not suit you, or approval looks unlikely today, we say so and explain what could help, instead of filing applications that will be rejected.",
      },
    ],
    languagesHeading: "Help in your language",
    languagesText:
      "Loans are easier to understand in the language you think in. Tell us which one you prefer when you call or message, and we will arrange an advisor who speaks it.",
    visitHeading: "Visit or reach us",
  },
  "smart-integrations": {
    title: "Smart integrations: faster loans, less paperwork",
    intro:
      "We use India's regulated digital rails, such as e-KYC, Account Aggregator, e-sign and e-NACH, so you can apply from home. Nothing is shared without your consent.",
    highlights: [
      "Indicative eligibility in minutes",
      "KYC without branch visits",
      "Bank statements shared with consent",
      "Sign loan papers online",
      "EMIs on auto-debit",
      "Status updates on WhatsApp",
    ],
    lead: "\u201cSmart integrations\u201d is our name for the digital services built into our process. Most of them are provided through the lender you apply with, or through systems run under the rules of the Reserve Bank of India (RBI), UIDAI, NPCI and the Controller of Certifying Authorities. Which exact provider is used depends on the lender. Here is what each one does, and what you stay in control of.",
  },
  "business-partners": {
    title: "Become a business partner",
    intro:
      "Meet people who need a loan? Refer them to {businessName} and earn a payout on every loan that is disbursed, under a written agreement. Joining is free.",
    highlights: ["No joining fee", "Payouts as per a written agreement", "Your own relationship manager"],
    callToAction: "Register now",
  },
  "vyapar-app": {
    title: "Vyapar app: GST billing and bookkeeping, set up for you",
    intro:
      "Vyapar is a billing, inventory and accounting app for small businesses. We help you choose the right plan, set it up, bring in your items and customers, and train your staff, so your books are clean from the first bill.",
    highlights: ["GST invoices in seconds", "Stock and payments in one place", "Training in Malayalam or English"],
    callToAction: "Get help setting it up",
  },
  ...legalPageSeed,
};
