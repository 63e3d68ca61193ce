import {
  BarChart3,
  Boxes,
  Factory,
  FileText,
  Truck,
  Wallet,
  WifiOff,
  Store,
  Warehouse,
  Wrench,
  MonitorSmartphone,
  ShoppingBasket,
} from "lucide-react";
import type { SiteSettings } from "~server/settings/settings.schema";
import type { IconItem } from "~/components/content/landing-page";

// What /vyapar-app says. Only general, checkable facts about the app: no prices, plan names, user
// counts or ratings (they change, and are Vyapar's to publish), and no claim of a partnership.
// The business's part is the help it gives: choosing, setting up, importing, training.

/** Vyapar's official website, where its current plans and prices are published. */
export const VYAPAR_WEBSITE = "https://vyaparapp.in";

/** What the app does for a small business. */
export const vyaparFeatures: IconItem[] = [
  {
    icon: FileText,
    title: "GST invoices and billing",
    text: "Make GST and non-GST invoices, estimates, quotations and delivery challans, then print them or share them on WhatsApp as PDFs.",
  },
  {
    icon: Boxes,
    title: "Inventory and stock",
    text: "Keep track of items, stock levels and purchases, with alerts when an item runs low, so you reorder in time.",
  },
  {
    icon: Truck,
    title: "E-way bills and e-invoices",
    text: "Prepare the details for e-way bills and e-invoices from the invoices you already make, instead of typing them again on the government portals.",
  },
  {
    icon: Wallet,
    title: "Expenses and payments",
    text: "Record expenses, payments received and paid, and what each customer or supplier owes, and send payment reminders.",
  },
  {
    icon: BarChart3,
    title: "Reports",
    text: "GST reports such as GSTR-1 and GSTR-3B, profit and loss, balance sheet, day book, stock summary and party statements.",
  },
  {
    icon: WifiOff,
    title: "Works offline",
    text: "Bill and record sales without an internet connection; connect when you want to back up or sync your data.",
  },
  {
    icon: MonitorSmartphone,
    title: "Phone and computer",
    text: "Use it on an Android phone or tablet and on a Windows computer, and on the other devices Vyapar supports.",
  },
];

/** Who the app suits: small businesses in Kerala that bill customers every day. */
export const vyaparAudiences: IconItem[] = [
  {
    icon: ShoppingBasket,
    title: "Kirana and retail shops",
    text: "Quick bills at the counter, stock that stays up to date, and a clear view of each day's sales and cash.",
  },
  {
    icon: Warehouse,
    title: "Wholesalers and distributors",
    text: "Party-wise credit, outstanding amounts, payment reminders, and e-way bills for goods on the move.",
  },
  {
    icon: Wrench,
    title: "Service businesses",
    text: "Workshops, repair shops, agencies and consultants who need proper GST invoices and a record of who has paid.",
  },
  {
    icon: Factory,
    title: "Small manufacturers",
    text: "Units that buy raw material and sell finished goods, and need purchases, stock and sales in one set of books.",
  },
  {
    icon: Store,
    title: "New businesses",
    text: "If you have just registered for GST or opened a shop, start with clean books from the first bill.",
  },
];

/** How the business helps, in the order it happens. */
export const vyaparHelpSteps: { title: string; text: string }[] = [
  {
    title: "Choose the right plan",
    text: "We look at how you bill, how many people will use it and which devices you have, and explain which of Vyapar's published plans fits. You buy only what you need.",
  },
  {
    title: "Install and set up",
    text: "We install the app on your phone or computer, enter your business and GST details, set up your invoice format, taxes and printer, and turn on backups.",
  },
  {
    title: "Import your items and parties",
    text: "We bring in your item list with prices and opening stock, and your customers and suppliers with their balances, from your old registers or a spreadsheet.",
  },
  {
    title: "Train you and your staff",
    text: "Hands-on training in Malayalam or English: making bills, recording payments and purchases, checking stock and pulling the reports you need.",
  },
  {
    title: "Link clean books to your loan",
    text: "When you need finance, your GST returns, sales records and profit and loss are ready, and we help you put together a business loan application.",
  },
];

/** Why clean books make a business loan easier (lenders' usual documents). */
export const loanReadyPoints: string[] = [
  "Lenders usually ask for recent bank statements, GST returns and income tax returns, and often a profit and loss statement and balance sheet.",
  "When every sale is billed in one system, your GST returns, bank credits and reported turnover tell the same story, which is what a lender checks.",
  "Reports you can print in minutes mean fewer trips and less waiting while the lender assesses your file.",
];

export interface VyaparFaq {
  question: string;
  answer: string;
}

export function vyaparFaqs(settings: Pick<SiteSettings, "businessName">): VyaparFaq[] {
  return [
    {
      question: "Is Vyapar ready for GST?",
      answer:
        "Yes. Vyapar makes GST invoices with your GSTIN, HSN or SAC codes and tax rates, and prepares GST reports such as GSTR-1 and GSTR-3B from your bills. You or your accountant still file the returns on the GST portal; we show you how the reports fit in.",
    },
    {
      question: "Does it work without internet?",
      answer:
        "Yes. You can make bills and record sales and purchases offline. You need a connection to back up or sync your data, to send invoices on WhatsApp or e-mail, and for e-way bills and e-invoices, which are made on government systems.",
    },
    {
      question: "Which devices can I use it on?",
      answer:
        "Vyapar runs on Android phones and tablets and on Windows computers, and Vyapar lists the other devices it supports on its website. We help you choose between phone and computer, and set up a printer or barcode scanner if you use one.",
    },
    {
      question: "Can my accountant see my books?",
      answer:
        "Yes. You can export reports, such as GST reports, profit and loss and party statements, and share them with your accountant. Depending on the plan you choose, you can also give your accountant or staff their own login with limited access. We help you set this up.",
    },
    {
      question: "Does it help me get a business loan?",
      answer: `It can make one easier. Lenders look at bank statements, GST returns and your profit and loss, and clean books make these consistent and quick to produce. ${settings.businessName} can then help you apply with banks and NBFCs; the lender alone decides on approval, the amount and the interest rate.`,
    },
    {
      question: "What does your help cost?",
      answer: `We explain any charge for our set-up, import or training help before we start, and you decide whether to go ahead. There are no hidden fees. The Vyapar licence itself is priced by Vyapar; we show you its current plans so you can compare them.`,
    },
    {
      question: `Is ${settings.businessName} the maker of Vyapar?`,
      answer:
        "No. Vyapar is made by Simply Vyapar Apps Pvt. Ltd., Bengaluru. We are a loan and business services firm in Kerala that helps local businesses choose, set up and learn the app.",
    },
  ];
}
