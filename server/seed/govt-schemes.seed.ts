import type { SchemeSeedEntry } from "../schemes/scheme-manager.server";

/**
 * The government schemes of a new site: the explainers /govt-schemes carried in code before staff
 * kept them (issue 26), fact for fact, national first, each group in the page's order. Slugs are
 * the page's old section ids, so links to /govt-schemes#mudra still land on their scheme. Summaries,
 * SEO texts and questions are drawn from each scheme's own text. Staff revise them as governments
 * revise the schemes.
 */
export const govtSchemeSeed: SchemeSeedEntry[] = [
  {
    slug: "mudra",
    schemeGroup: "national",
    name: "Pradhan Mantri Mudra Yojana (PMMY)",
    shortName: "PM Mudra Yojana",
    summary:
      "Business loans without collateral for small and micro businesses, in four categories from Shishu up to ₹50,000 to Tarun Plus up to ₹20 lakh, given by banks, NBFCs and other lenders.",
    runBy:
      "Government of India, through banks, NBFCs, small finance banks, regional rural banks and microfinance lenders",
    whoFor: [
      "Small and micro businesses that are not companies and not farms: shopkeepers, traders, small manufacturers, service providers, artisans, food businesses, and activities allied to agriculture such as dairy or poultry.",
      "New and existing businesses.",
    ],
    offers: [
      "Business loans without collateral, as a term loan or working capital, in four categories: Shishu up to ₹50,000; Kishore above ₹50,000 and up to ₹5 lakh; Tarun above ₹5 lakh and up to ₹10 lakh; and Tarun Plus above ₹10 lakh and up to ₹20 lakh, for borrowers who have taken and repaid a Tarun loan.",
      "The lender sets the interest rate under its own policy. Mudra itself does not lend to you directly.",
    ],
    howWeHelp:
      "We work out which category fits your need, prepare a simple business plan and document set, and apply with a lender that is active in Mudra lending in your area.",
    portalLabel: "mudra.org.in",
    portalUrl: "https://www.mudra.org.in",
    relatedServiceSlug: "business-loans",
    faqs: [
      {
        question: "Does Mudra lend to me directly?",
        answer:
          "No. Mudra loans are given by banks, NBFCs, small finance banks, regional rural banks and microfinance lenders, and the lender sets the interest rate under its own policy.",
      },
      {
        question: "Do I need collateral for a Mudra loan?",
        answer: "No. Mudra loans are business loans without collateral, as a term loan or working capital.",
      },
      {
        question: "Who can get a Tarun Plus loan?",
        answer:
          "Tarun Plus, above ₹10 lakh and up to ₹20 lakh, is for borrowers who have taken and repaid a Tarun loan.",
      },
    ],
    seoTitle: "PM Mudra Yojana Loans: Shishu, Kishore, Tarun, Tarun Plus",
    seoDescription:
      "Mudra business loans without collateral: Shishu up to ₹50,000, Kishore up to ₹5 lakh, Tarun up to ₹10 lakh, Tarun Plus up to ₹20 lakh. How we help you apply.",
  },
  {
    slug: "cgtmse",
    schemeGroup: "national",
    name: "Credit Guarantee Fund Trust for Micro and Small Enterprises (CGTMSE)",
    shortName: "CGTMSE",
    summary:
      "A guarantee given to the lender, not a loan, so that it can lend to micro and small enterprises without collateral or a third-party guarantee; the ceiling per borrower was raised to ₹10 crore in 2025.",
    runBy: "A trust set up by the Ministry of MSME and SIDBI",
    whoFor: [
      "New and existing micro and small enterprises in manufacturing, services and trade, usually with Udyam Registration.",
      "Businesses that need a loan but do not have property to offer as security.",
    ],
    offers: [
      "Not a loan itself: a guarantee given to the lender, so that it can lend without collateral or a third-party guarantee. Term loans and working capital can both be covered.",
      "The guarantee ceiling per borrower was raised to ₹10 crore in 2025. The share of a loss it covers depends on the loan size and the borrower category.",
      "An annual guarantee fee applies. The lender pays it and often recovers it from the borrower, so ask the lender how it treats the fee.",
    ],
    howWeHelp:
      "We identify lenders that offer CGTMSE-covered loans for your kind of business, help prepare your financial statements and project details, and explain the guarantee fee before you apply.",
    portalLabel: "cgtmse.in",
    portalUrl: "https://www.cgtmse.in",
    relatedServiceSlug: "business-loans",
    faqs: [
      {
        question: "Is CGTMSE a loan?",
        answer:
          "No. It is a guarantee given to the lender, so that it can lend without collateral or a third-party guarantee. Term loans and working capital can both be covered.",
      },
      {
        question: "Who pays the CGTMSE guarantee fee?",
        answer:
          "The lender pays the annual guarantee fee and often recovers it from the borrower, so ask the lender how it treats the fee.",
      },
      {
        question: "How large a loan can the guarantee cover?",
        answer:
          "The guarantee ceiling per borrower was raised to ₹10 crore in 2025. The share of a loss it covers depends on the loan size and the borrower category.",
      },
    ],
    seoTitle: "CGTMSE: Collateral-Free Loans for Micro & Small Enterprises",
    seoDescription:
      "How the CGTMSE credit guarantee lets lenders give micro and small enterprises loans without collateral: who qualifies, the ₹10 crore ceiling and the guarantee fee.",
  },
  {
    slug: "stand-up-india",
    schemeGroup: "national",
    name: "Stand-Up India",
    shortName: "Stand-Up India",
    summary:
      "Bank loans between ₹10 lakh and ₹1 crore for Scheduled Caste, Scheduled Tribe and women entrepreneurs starting their first venture, covering up to 85% of the project cost.",
    runBy: "Department of Financial Services, Government of India, through scheduled commercial banks",
    whoFor: [
      "Scheduled Caste or Scheduled Tribe entrepreneurs and women entrepreneurs aged 18 or over.",
      "A greenfield enterprise, meaning your first venture, in manufacturing, services, trading or activities allied to agriculture. For a firm or company, at least 51% of the shares and the controlling stake must be held by SC/ST or women entrepreneurs.",
      "Applicants who are not in default with any bank or financial institution.",
    ],
    offers: [
      "A composite bank loan (term loan and working capital together) between ₹10 lakh and ₹1 crore, which can cover up to 85% of the project cost.",
      "Interest is capped under the scheme's rules, and the loan may be covered by a government credit guarantee instead of collateral, at the bank's discretion.",
      "Free handholding support, such as help with project reports and training, through the Stand-Up Mitra portal.",
    ],
    howWeHelp:
      "We help you build a bankable project report, check that the venture qualifies as greenfield, and take your application to a bank branch that actively lends under the scheme.",
    portalLabel: "standupmitra.in",
    portalUrl: "https://www.standupmitra.in",
    relatedServiceSlug: "business-loans",
    faqs: [
      {
        question: "What counts as a greenfield enterprise?",
        answer:
          "Your first venture, in manufacturing, services, trading or activities allied to agriculture. For a firm or company, at least 51% of the shares and the controlling stake must be held by SC/ST or women entrepreneurs.",
      },
      {
        question: "How much can I borrow under Stand-Up India?",
        answer:
          "A composite bank loan (term loan and working capital together) between ₹10 lakh and ₹1 crore, which can cover up to 85% of the project cost.",
      },
      {
        question: "Do I need collateral?",
        answer:
          "The loan may be covered by a government credit guarantee instead of collateral, at the bank's discretion.",
      },
    ],
    seoTitle: "Stand-Up India Loans for SC/ST and Women Entrepreneurs",
    seoDescription:
      "Stand-Up India: bank loans of ₹10 lakh to ₹1 crore for SC/ST and women entrepreneurs starting their first venture, up to 85% of the project cost. Who qualifies.",
  },
  {
    slug: "pmegp",
    schemeGroup: "national",
    name: "Prime Minister's Employment Generation Programme (PMEGP)",
    shortName: "PMEGP",
    summary:
      "A margin money subsidy of 15% to 35% of the project cost on a bank loan for a new micro-enterprise outside farming, for projects costing up to ₹50 lakh in manufacturing or ₹20 lakh in services and business.",
    runBy:
      "Ministry of MSME, through the Khadi and Village Industries Commission (KVIC), State KVI Boards and District Industries Centres",
    whoFor: [
      "Individuals aged 18 or over who want to start a new micro-enterprise outside farming. Existing units, and units that already received a government subsidy, do not qualify.",
      "For larger projects (above ₹10 lakh in manufacturing, above ₹5 lakh in services) the applicant must have passed at least Class VIII.",
      "Self-help groups, societies, production co-operatives and charitable trusts can also apply.",
    ],
    offers: [
      "A margin money subsidy on a bank loan, for projects costing up to ₹50 lakh in manufacturing or ₹20 lakh in services and business.",
      "The subsidy is 15% of the project cost in urban areas and 25% in rural areas for the general category. For special categories, which include SC/ST, OBC, minorities, women, ex-servicemen, persons with disabilities and applicants in the North-East, hill and border areas, it is 25% urban and 35% rural.",
      "You contribute 10% of the project cost (5% in special categories); the bank lends the rest. The subsidy is held for a lock-in period and then adjusted against the loan if the unit is running.",
      "Successful PMEGP units can later apply for a second loan, with a smaller subsidy, to upgrade.",
    ],
    howWeHelp:
      "We help with the online application on the PMEGP e-portal, the project report and the bank documents, and follow up with the bank after the implementing agency forwards your application. The application itself is free.",
    portalLabel: "PMEGP e-portal (kviconline.gov.in)",
    portalUrl: "https://www.kviconline.gov.in/pmegpeportal/",
    relatedServiceSlug: "business-loans",
    faqs: [
      {
        question: "How much do I put in myself?",
        answer: "You contribute 10% of the project cost (5% in special categories); the bank lends the rest.",
      },
      {
        question: "Can an existing business apply for PMEGP?",
        answer:
          "No. Existing units, and units that already received a government subsidy, do not qualify. Successful PMEGP units can later apply for a second loan, with a smaller subsidy, to upgrade.",
      },
      {
        question: "Does applying cost anything?",
        answer: "No. The application on the PMEGP e-portal is free.",
      },
    ],
    seoTitle: "PMEGP Subsidy: 15% to 35% for New Micro-Enterprises",
    seoDescription:
      "PMEGP margin money subsidy on a bank loan for a new micro-enterprise: 15% to 35% of projects up to ₹50 lakh (manufacturing) or ₹20 lakh (services). Who qualifies.",
  },
  {
    slug: "pm-svanidhi",
    schemeGroup: "national",
    name: "PM Street Vendor's AtmaNirbhar Nidhi (PM SVANidhi)",
    shortName: "PM SVANidhi",
    summary:
      "Small working-capital loans without collateral for urban street vendors, in up to three rounds, with an interest subsidy for repaying on time and cashback for using digital payments.",
    runBy:
      "Ministry of Housing and Urban Affairs and the Department of Financial Services, through banks and urban local bodies",
    whoFor: [
      "Street vendors in urban areas who hold a certificate of vending or identity card from their urban local body, or a letter of recommendation from it or the town vending committee.",
      "Coverage is being extended in phases to census towns and peri-urban areas.",
    ],
    offers: [
      "Small working-capital loans without collateral, in up to three rounds. Each larger loan becomes available after the previous one is repaid. The loan amounts were raised in 2025 and the lending period extended to March 2030.",
      "An interest subsidy for repaying on time, and cashback for using digital payments.",
      "Vendors who repay their second loan can get a UPI-linked RuPay credit card.",
    ],
    howWeHelp:
      "These are small loans applied for through the PM SVANidhi portal, a bank or your urban local body. We are happy to explain the steps and documents at no charge; you do not need an agent to apply.",
    portalLabel: "pmsvanidhi.mohua.gov.in",
    portalUrl: "https://pmsvanidhi.mohua.gov.in",
    relatedServiceSlug: "business-loans",
    faqs: [
      {
        question: "Do I need an agent to apply for PM SVANidhi?",
        answer:
          "No. You apply through the PM SVANidhi portal, a bank or your urban local body. We are happy to explain the steps and documents at no charge.",
      },
      {
        question: "How do the three rounds of loans work?",
        answer:
          "Each larger loan becomes available after the previous one is repaid. Vendors who repay their second loan can get a UPI-linked RuPay credit card.",
      },
    ],
    seoTitle: "PM SVANidhi: Working-Capital Loans for Street Vendors",
    seoDescription:
      "PM SVANidhi gives urban street vendors small working-capital loans without collateral in up to three rounds, an interest subsidy and cashback for digital payments.",
  },
  {
    slug: "pmay-urban",
    schemeGroup: "national",
    name: "PMAY-Urban 2.0: Interest Subsidy Scheme",
    shortName: "PMAY-Urban 2.0",
    summary:
      "An interest subsidy of 4% on the first ₹8 lakh of a home loan, at most ₹1.80 lakh, for urban families in the Economically Weaker Section, Low Income Group or Middle Income Group who do not own a pucca house.",
    runBy:
      "Ministry of Housing and Urban Affairs, through banks, housing finance companies and other lending institutions",
    whoFor: [
      "Families in urban areas in the Economically Weaker Section (annual income up to ₹3 lakh), Low Income Group (₹3 lakh to ₹6 lakh) or Middle Income Group (₹6 lakh to ₹9 lakh).",
      "The family must not own a pucca house anywhere in India, and must not have received a house under a government housing scheme in the last 20 years.",
    ],
    offers: [
      "An interest subsidy of 4% on the first ₹8 lakh of a home loan, for a tenure of up to 12 years.",
      "It applies to home loans of up to ₹25 lakh for houses costing up to ₹35 lakh. The subsidy is at most ₹1.80 lakh, paid into your loan account in up to five yearly instalments.",
      "PMAY-U 2.0 also has other parts (help to build on your own land, affordable and rental housing) that are run by states and cities, not by lenders.",
    ],
    howWeHelp:
      "We check whether your family and the property qualify, choose a lender that takes part in the scheme, and make sure the subsidy application is filed along with your home loan.",
    portalLabel: "pmay-urban.gov.in",
    portalUrl: "https://pmay-urban.gov.in",
    relatedServiceSlug: "home-loans",
    faqs: [
      {
        question: "How much is the PMAY-U 2.0 interest subsidy?",
        answer:
          "4% on the first ₹8 lakh of a home loan, for a tenure of up to 12 years. It is at most ₹1.80 lakh, paid into your loan account in up to five yearly instalments.",
      },
      {
        question: "Which home loans qualify?",
        answer: "Home loans of up to ₹25 lakh for houses costing up to ₹35 lakh.",
      },
      {
        question: "Can my family apply if we already own a house?",
        answer:
          "No. The family must not own a pucca house anywhere in India, and must not have received a house under a government housing scheme in the last 20 years.",
      },
    ],
    seoTitle: "PMAY-Urban 2.0 Interest Subsidy on Home Loans",
    seoDescription:
      "PMAY-U 2.0: a 4% interest subsidy on the first ₹8 lakh of a home loan of up to ₹25 lakh, at most ₹1.80 lakh, for urban families earning up to ₹9 lakh a year.",
  },
  {
    slug: "pm-surya-ghar",
    schemeGroup: "national",
    name: "PM Surya Ghar: Muft Bijli Yojana",
    shortName: "PM Surya Ghar",
    summary:
      "A central subsidy of up to ₹78,000 on a grid-connected rooftop solar system for households, paid into your bank account after installation, net metering and inspection.",
    runBy: "Ministry of New and Renewable Energy, with electricity distribution companies (DISCOMs)",
    whoFor: [
      "Households with a grid electricity connection in their name and a suitable roof, who have not already taken a subsidy for rooftop solar.",
      "Housing societies and residents' welfare associations can also get support for systems serving common areas.",
    ],
    offers: [
      "A central subsidy on a grid-connected rooftop solar system: ₹30,000 per kW for the first 2 kW and ₹18,000 for the third kW, so at most ₹78,000 for a system of 3 kW or more.",
      "The subsidy is paid into your bank account after installation, net metering and inspection.",
      "Banks offer loans for the rest of the cost, including collateral-free loans for smaller home systems.",
    ],
    howWeHelp:
      "We arrange finance for the part of the cost the subsidy does not cover, and help you through the portal steps with your installer. See our rooftop solar finance page.",
    portalLabel: "pmsuryaghar.gov.in",
    portalUrl: "https://pmsuryaghar.gov.in",
    relatedServiceSlug: "rooftop-solar-finance",
    faqs: [
      {
        question: "How much subsidy can I get?",
        answer:
          "₹30,000 per kW for the first 2 kW and ₹18,000 for the third kW, so at most ₹78,000 for a system of 3 kW or more.",
      },
      {
        question: "When is the subsidy paid?",
        answer: "After installation, net metering and inspection, into your bank account.",
      },
      {
        question: "Can I get a loan for the rest of the cost?",
        answer:
          "Yes. Banks offer loans for the rest of the cost, including collateral-free loans for smaller home systems.",
      },
    ],
    seoTitle: "PM Surya Ghar Rooftop Solar Subsidy and Solar Loans",
    seoDescription:
      "PM Surya Ghar: ₹30,000 per kW for the first 2 kW and ₹18,000 for the third, at most ₹78,000 for rooftop solar. How the subsidy is paid and how we finance the rest.",
  },
  {
    slug: "norka-ndprem",
    schemeGroup: "kerala",
    name: "NORKA Department Project for Returned Emigrants (NDPREM)",
    shortName: "NORKA NDPREM (Kerala)",
    summary:
      "Loans with a capital subsidy and an interest subsidy for Non-Resident Keralites who worked abroad for at least two years and have returned to start a business in Kerala.",
    runBy: "Government of Kerala, through NORKA Roots and its partner banks and financial institutions",
    whoFor: [
      "Non-Resident Keralites who worked abroad for at least two years and have returned to settle in Kerala.",
      "Groups of returned emigrants, such as societies or companies they form, starting a venture together.",
    ],
    offers: [
      "A loan from one of NORKA Roots' partner institutions to start a business in trade, services, manufacturing or agriculture.",
      "A capital subsidy, currently published by NORKA Roots as 15% of the project cost up to ₹3 lakh, and an interest subsidy of 3% for borrowers who repay regularly.",
    ],
    howWeHelp:
      "We help you register on the NORKA Roots portal, prepare the project report, and take the loan application to a participating lender.",
    portalLabel: "norkaroots.org",
    portalUrl: "https://norkaroots.org",
    relatedServiceSlug: "business-loans",
    faqs: [
      {
        question: "Who can apply for NDPREM?",
        answer:
          "Non-Resident Keralites who worked abroad for at least two years and have returned to settle in Kerala, and groups of returned emigrants, such as societies or companies they form.",
      },
      {
        question: "What subsidy does NDPREM give?",
        answer:
          "A capital subsidy, currently published by NORKA Roots as 15% of the project cost up to ₹3 lakh, and an interest subsidy of 3% for borrowers who repay regularly.",
      },
    ],
    seoTitle: "NORKA NDPREM Loans for Returned Emigrants in Kerala",
    seoDescription:
      "NDPREM helps returned Non-Resident Keralites start a business: a capital subsidy of 15% of the project cost up to ₹3 lakh and a 3% interest subsidy. How we help.",
  },
  {
    slug: "kerala-ess",
    schemeGroup: "kerala",
    name: "Entrepreneur Support Scheme (ESS), Kerala",
    shortName: "Entrepreneur Support Scheme (Kerala)",
    summary:
      "A subsidy of 15% to 45% on the fixed capital investment of manufacturing micro, small and medium enterprises setting up or expanding in Kerala, through the District Industries Centres.",
    runBy: "Directorate of Industries and Commerce, Government of Kerala, through District Industries Centres",
    whoFor: [
      "Micro, small and medium enterprises in Kerala engaged in manufacturing, with Udyam Registration, setting up or expanding.",
      "A bank loan is not required to qualify, though many units combine ESS with one.",
    ],
    offers: [
      "A subsidy on fixed capital investment (land, building, machinery and similar assets), between 15% and 45% depending on the entrepreneur's category, the sector and the district.",
      "Higher support for young, women, SC/ST and NRK entrepreneurs, and for priority sectors. Part of the support can be released when a bank sanctions a term loan, before production starts.",
    ],
    howWeHelp:
      "For manufacturing units we arrange the term loan and working capital, and coordinate the paperwork the District Industries Centre needs for ESS.",
    portalLabel: "industry.kerala.gov.in",
    portalUrl: "https://industry.kerala.gov.in",
    relatedServiceSlug: "business-loans",
    faqs: [
      {
        question: "Do I need a bank loan to get ESS?",
        answer:
          "No. A bank loan is not required to qualify, though many units combine ESS with one. Part of the support can be released when a bank sanctions a term loan, before production starts.",
      },
      {
        question: "Which businesses qualify?",
        answer:
          "Micro, small and medium enterprises in Kerala engaged in manufacturing, with Udyam Registration, setting up or expanding.",
      },
    ],
    seoTitle: "Kerala Entrepreneur Support Scheme (ESS) Subsidy",
    seoDescription:
      "Kerala's Entrepreneur Support Scheme: a 15% to 45% subsidy on land, building and machinery for manufacturing MSMEs, higher for young, women, SC/ST and NRK entrepreneurs.",
  },
];
