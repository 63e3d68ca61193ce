import type * as React from "react";
import { Link } from "react-router";
import type { Route } from "./+types/govt-schemes";
import { contentPageMeta } from "~/components/content/content-meta";
import { Callout, ContentCta, ContentPage, ExternalLink, Prose, type TocItem } from "~/components/content/content-page";
import { useRootData } from "~/root";

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(matches, {
    title: "Government Loan Schemes & Subsidies Explained",
    description:
      "Mudra, CGTMSE, Stand-Up India, PMEGP, PM SVANidhi, PMAY-U 2.0, PM Surya Ghar and Kerala's NORKA NDPREM: who qualifies, what you get and how we help.",
    canonicalPath: "/govt-schemes",
  });
}

interface Scheme {
  id: string;
  name: string;
  /** Label in the table of contents. */
  shortName: string;
  runBy: string;
  whoFor: React.ReactNode[];
  offers: React.ReactNode[];
  howWeHelp: React.ReactNode;
  portal: { label: string; href: string };
}

const nationalSchemes: Scheme[] = [
  {
    id: "mudra",
    name: "Pradhan Mantri Mudra Yojana (PMMY)",
    shortName: "PM Mudra Yojana",
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
    portal: { label: "mudra.org.in", href: "https://www.mudra.org.in" },
  },
  {
    id: "cgtmse",
    name: "Credit Guarantee Fund Trust for Micro and Small Enterprises (CGTMSE)",
    shortName: "CGTMSE",
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
    portal: { label: "cgtmse.in", href: "https://www.cgtmse.in" },
  },
  {
    id: "stand-up-india",
    name: "Stand-Up India",
    shortName: "Stand-Up India",
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
    portal: { label: "standupmitra.in", href: "https://www.standupmitra.in" },
  },
  {
    id: "pmegp",
    name: "Prime Minister's Employment Generation Programme (PMEGP)",
    shortName: "PMEGP",
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
    portal: { label: "PMEGP e-portal (kviconline.gov.in)", href: "https://www.kviconline.gov.in/pmegpeportal/" },
  },
  {
    id: "pm-svanidhi",
    name: "PM Street Vendor's AtmaNirbhar Nidhi (PM SVANidhi)",
    shortName: "PM SVANidhi",
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
    portal: { label: "pmsvanidhi.mohua.gov.in", href: "https://pmsvanidhi.mohua.gov.in" },
  },
  {
    id: "pmay-urban",
    name: "PMAY-Urban 2.0: Interest Subsidy Scheme",
    shortName: "PMAY-Urban 2.0",
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
    portal: { label: "pmay-urban.gov.in", href: "https://pmay-urban.gov.in" },
  },
  {
    id: "pm-surya-ghar",
    name: "PM Surya Ghar: Muft Bijli Yojana",
    shortName: "PM Surya Ghar",
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
    howWeHelp: (
      <>
        We arrange finance for the part of the cost the subsidy does not cover, and help you through the portal steps
        with your installer. See our <Link to="/rooftop-solar-finance">rooftop solar finance</Link> page.
      </>
    ),
    portal: { label: "pmsuryaghar.gov.in", href: "https://pmsuryaghar.gov.in" },
  },
];

const keralaSchemes: Scheme[] = [
  {
    id: "norka-ndprem",
    name: "NORKA Department Project for Returned Emigrants (NDPREM)",
    shortName: "NORKA NDPREM (Kerala)",
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
    portal: { label: "norkaroots.org", href: "https://norkaroots.org" },
  },
  {
    id: "kerala-ess",
    name: "Entrepreneur Support Scheme (ESS), Kerala",
    shortName: "Entrepreneur Support Scheme (Kerala)",
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
    portal: { label: "industry.kerala.gov.in", href: "https://industry.kerala.gov.in" },
  },
];

const toc: TocItem[] = [
  { id: "before-you-start", label: "Before you start" },
  ...nationalSchemes.map((scheme) => ({ id: scheme.id, label: scheme.shortName })),
  { id: "kerala-schemes", label: "Kerala schemes" },
  ...keralaSchemes.map((scheme) => ({ id: scheme.id, label: scheme.shortName })),
  { id: "scheme-fraud", label: "Beware of scheme fraud" },
];

function SchemeSection({ scheme, level = 2 }: { scheme: Scheme; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  const SubHeading = level === 2 ? "h3" : "h4";
  return (
    <section
      id={scheme.id}
      aria-labelledby={`${scheme.id}-heading`}
      className="mt-8 scroll-mt-28 rounded-2xl border border-slate-200 p-5 sm:p-7"
    >
      <Prose className="[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-slate-900">
        <Heading id={`${scheme.id}-heading`}>{scheme.name}</Heading>
        <p className="text-sm leading-6 text-slate-600">Run by: {scheme.runBy}</p>
        <SubHeading>Who it is for</SubHeading>
        <ul>
          {scheme.whoFor.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
        <SubHeading>What it offers</SubHeading>
        <ul>
          {scheme.offers.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
        <SubHeading>How we help</SubHeading>
        <p>{scheme.howWeHelp}</p>
        <p className="text-sm">
          Official source: <ExternalLink href={scheme.portal.href}>{scheme.portal.label}</ExternalLink>
        </p>
      </Prose>
    </section>
  );
}

export default function GovtSchemes() {
  const root = useRootData();
  const { settings } = root;

  return (
    <ContentPage
      name="Govt. Schemes"
      path="/govt-schemes"
      title="Government loan schemes and subsidies"
      intro="Plain-language explainers of the central and Kerala schemes borrowers ask us about most: who each one is for, what it offers, and how we can help you use it."
      toc={toc}
    >
      <Prose>
        <h2 id="before-you-start">Before you start</h2>
        <p>
          Government schemes can lower the cost of a loan, replace the need for collateral, or pay part of your project
          cost. Each has its own eligibility rules, and the scheme authority or the lender decides whether you qualify.
        </p>
      </Prose>
      <Callout title="Amounts and rules change">
        <p>
          The figures on this page are summaries of the published scheme rules as we understand them, and governments
          revise schemes from time to time. The official scheme portal and the lender&rsquo;s sanction letter are always
          final. Check the official source linked under each scheme, or ask us for the latest position.
        </p>
      </Callout>

      {nationalSchemes.map((scheme) => (
        <SchemeSection key={scheme.id} scheme={scheme} />
      ))}

      <section aria-labelledby="kerala-schemes" className="mt-14">
        <Prose>
          <h2 id="kerala-schemes">Kerala schemes</h2>
          <p>
            If you live in Kerala, or are a Non-Resident Keralite coming home, these state schemes may add to the
            central ones. Our team in {settings.address.city} can explain them in Malayalam or English.
          </p>
        </Prose>
        {keralaSchemes.map((scheme) => (
          <SchemeSection key={scheme.id} scheme={scheme} level={3} />
        ))}
      </section>

      <Prose className="mt-14">
        <h2 id="scheme-fraud">Beware of scheme fraud</h2>
        <ul>
          <li>
            Applying for a government scheme is free. No agent, including us, can guarantee a subsidy or a
            &ldquo;sanction&rdquo;.
          </li>
          <li>
            Subsidies are paid only through the lender or the official scheme system, into your loan or bank account.
            Never pay anyone a &ldquo;registration&rdquo;, &ldquo;file&rdquo; or &ldquo;release&rdquo; fee to get one.
          </li>
          <li>
            If someone asks you for money or OTPs in the name of a scheme, report it on the National Cyber Crime
            Reporting Portal (<ExternalLink href="https://cybercrime.gov.in">cybercrime.gov.in</ExternalLink>) or the
            helpline 1930, and tell us at <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>.
          </li>
        </ul>
      </Prose>

      <ContentCta
        title="Not sure which scheme fits you?"
        text="Tell us what you need the money for. We will check which schemes you may qualify for and which lenders use them, free of charge."
      />
    </ContentPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
