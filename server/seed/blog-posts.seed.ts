import type { PostCreate } from "../blog/post.schema";

/**
 * Four demo posts for Indian borrowers, published on the dates given. Figures are the published
 * rules of RBI and the schemes at the time of writing, each named as a rule that can change, with
 * where to check it; nothing here is a statistic of our own. Staff edit or delete them from the
 * admin; the seed inserts them only into an empty table, so deleted ones do not come back.
 */
export const blogPostSeed: (PostCreate & { publishedAt: string })[] = [
  {
    slug: "home-loan-documents-kerala",
    title: "Documents you need for a home loan in Kerala",
    excerpt:
      "Identity, income and property papers lenders ask for in Kerala, including the village office and local body documents that most often delay a sanction.",
    category: "home-loans",
    tags: ["home loan", "documents", "Kerala", "property"],
    relatedServiceSlug: "home-loans",
    coverUrl: "/blog/home-loan-documents-kerala.jpg",
    coverAlt: "An illustration of a house beside a stack of papers",
    authorName: "Keralam Finserv team",
    seoTitle: "Home loan documents in Kerala: the complete checklist",
    seoDescription:
      "KYC, income proof and the Kerala property papers (thandaper, possession certificate, EC, building permit) lenders ask for before a home loan sanction.",
    publishedAt: "2026-08-12T04:30:00.000Z",
    body: `
<p>Most home loans in Kerala are not delayed by the interest rate or the eligibility check. They are delayed by a missing paper: a land tax receipt from last year, an encumbrance certificate that stops short of the period the lawyer wants, or a building permit in the previous owner's name. This checklist gathers what banks and housing finance companies usually ask for, so you can collect it before you apply.</p>
<p>Each lender has its own list and may ask for more, particularly after its lawyer has read the title. Treat this as a starting point and ask your lender for its exact list.</p>

<h2>1. Identity and address (KYC)</h2>
<ul>
<li><strong>PAN card</strong> of every applicant and co-applicant. It is required for a loan of this size.</li>
<li><strong>Proof of identity and address</strong>: Aadhaar, passport, voter ID or driving licence. If your current address differs from the one on the document, a recent utility bill or rent agreement helps.</li>
<li><strong>Recent passport-size photographs</strong> of each applicant.</li>
</ul>

<h2>2. Income proof</h2>
<h3>If you are salaried</h3>
<ul>
<li>Salary slips for the last three months.</li>
<li>Form 16, or income tax returns, for the last two years.</li>
<li>Bank statements for the last six months of the account your salary is paid into.</li>
<li>An employment certificate or appointment letter, if you joined recently.</li>
</ul>
<h3>If you are self-employed or run a business</h3>
<ul>
<li>Income tax returns for the last two or three years, with the computation of income.</li>
<li>Profit and loss account and balance sheet, audited where the law requires an audit.</li>
<li>Bank statements of business and personal accounts for the last six to twelve months.</li>
<li>Proof that the business exists: GST registration, Udyam registration, shop and establishment licence or trade licence from the local body.</li>
</ul>
<h3>If you work abroad (NRI)</h3>
<p>Many Kerala families buy or build with income earned in the Gulf. Lenders usually ask for your passport with a valid visa or residence permit, the employment contract, recent overseas salary slips, statements of the NRE or NRO account (and of the overseas salary account), and a power of attorney in favour of a family member in India who can sign documents while you are away.</p>

<h2>3. Property documents in Kerala</h2>
<p>This is where Kerala differs from other states. The lender's lawyer traces the ownership back over many years and checks the revenue records of the village office. Typical papers are:</p>
<ul>
<li><strong>Title deed</strong> (the registered sale, gift, partition or settlement deed in the seller's name) and the <strong>prior deeds</strong> that show how the land came to the seller. Lenders commonly ask for the chain of title over the last 13 to 30 years.</li>
<li><strong>Encumbrance certificate (EC)</strong> from the Sub Registrar's office, for the period the lender asks for, showing that the land is free of mortgages and other charges.</li>
<li><strong>Possession certificate</strong> and <strong>thandaper</strong> (the revenue account of the holding) from the village office.</li>
<li><strong>Land tax receipt</strong> (basic tax) for the current year.</li>
<li><strong>Location sketch</strong> of the plot from the village office.</li>
<li>For construction: the <strong>building permit and approved plan</strong> from the panchayat, municipality or corporation, and the builder's or engineer's cost estimate.</li>
<li>For a finished house: the <strong>building tax receipt</strong> and the <strong>ownership certificate</strong> from the local body.</li>
<li>For a flat or a villa project: the agreement for sale, the builder's title papers, the project's <strong>K-RERA registration</strong>, the allotment letter and a no-objection letter from the builder.</li>
</ul>

<h3>Paddy land and wetland</h3>
<p>Lenders check whether the plot is recorded as paddy land or wetland in the data bank kept under the Kerala Conservation of Paddy Land and Wetland Act, 2008. Building on such land needs the permissions the Act requires, and many lenders will not fund it at all. Check the record at the village office or with the Krishi Bhavan before you pay an advance for a plot.</p>

<h2>4. Money you should plan for</h2>
<ul>
<li><strong>Your own contribution.</strong> RBI limits how much of the property's value a bank may lend for a housing loan: up to 90 % for loans up to ₹30 lakh, 80 % for loans above ₹30 lakh and up to ₹75 lakh, and 75 % above that. The rest, and anything the lender values lower than your price, comes from you. These are RBI rules and they can change.</li>
<li><strong>Stamp duty and registration fee</strong>, paid when the sale deed is registered. At the time of writing Kerala charges 8 % stamp duty and a 2 % registration fee on a sale deed, on the value fixed for the land or the price, whichever is higher. Confirm the current rates with the Registration Department or your document writer.</li>
<li><strong>Lender's charges</strong>: processing fee, legal scrutiny and valuation fees, and the charge for recording the mortgage.</li>
</ul>

<h2>5. How to avoid the usual delays</h2>
<ul>
<li>Pay the current year's land tax and collect the receipt before you apply.</li>
<li>Ask for the encumbrance certificate for the full period the lender wants in one go.</li>
<li>Make sure the name, survey number and extent match across the deed, the thandaper and the tax receipts. A mismatch is the most common reason a lawyer asks for more papers.</li>
<li>If the building permit is in the previous owner's name, ask the local body how to have it transferred.</li>
<li>Keep clear scans of everything: most lenders now take documents online and see the originals only at signing.</li>
</ul>
<p><em>General information as of August 2026, not legal or financial advice. Rules and rates change; your lender and its lawyer decide what they need for your case.</em></p>
`,
  },
  {
    slug: "cibil-score-and-your-interest-rate",
    title: "How your CIBIL score changes the interest rate you get",
    excerpt:
      "Why lenders price loans by credit score, what a difference of one percentage point does to an EMI, and the steps that actually move your score.",
    category: "credit-score",
    tags: ["CIBIL", "credit score", "interest rate", "EMI"],
    relatedServiceSlug: "personal-loan",
    coverUrl: "/blog/cibil-score-and-your-interest-rate.jpg",
    coverAlt: "An illustration of a gauge with its needle in the high range",
    authorName: "Keralam Finserv team",
    seoTitle: "How your CIBIL score changes your loan interest rate",
    seoDescription:
      "What lenders read in your credit report, how a one-point rate difference changes a home loan EMI, and how to check and improve your score for free.",
    publishedAt: "2026-09-09T04:30:00.000Z",
    body: `
<p>Two people can apply for the same loan from the same bank on the same day and be offered different interest rates. Their income may be similar; what often differs is their credit score. This post explains what the score is, how lenders use it, and what you can do about yours.</p>

<h2>What the score is</h2>
<p>A credit score is a three-digit summary of your credit report, calculated by a credit information company. In India there are four licensed by RBI: TransUnion CIBIL, Experian, Equifax and CRIF High Mark. The CIBIL score, the one most people have heard of, runs from 300 to 900; a higher score means the bureau considers you less likely to miss payments. If you have never borrowed, you may have no score at all (shown as NA or NH), which is not the same as a bad score.</p>
<p>The report behind the score lists every loan and credit card in your name, its limit or amount, and your payment record month by month, as reported by your lenders.</p>

<h2>Why it changes your rate</h2>
<p>Most floating-rate retail loans from banks are linked to an external benchmark such as the RBI repo rate. The bank adds a spread to that benchmark, and many banks set the spread by risk: a borrower with a higher score gets a smaller spread. Some publish rate bands by score range on their websites. For unsecured loans, such as personal loans and credit cards, the score matters even more, because there is no collateral behind the loan. A low score can also mean a smaller amount, a shorter tenure, or a refusal.</p>

<h3>What one percentage point costs</h3>
<p>Take a home loan of ₹30 lakh over 20 years (240 monthly instalments). These rates are examples, not offers:</p>
<table>
<thead><tr><th scope="col">Interest rate</th><th scope="col">Monthly EMI</th><th scope="col">Total interest over 20 years</th></tr></thead>
<tbody>
<tr><td>8.5 % a year</td><td>₹26,035</td><td>₹32.48 lakh</td></tr>
<tr><td>9.5 % a year</td><td>₹27,964</td><td>₹37.11 lakh</td></tr>
</tbody>
</table>
<p>The difference is about ₹1,930 a month, or roughly ₹4.6 lakh over the life of the loan, from one percentage point.</p>

<h2>What moves the score</h2>
<ul>
<li><strong>Paying on time, every time.</strong> Your repayment record weighs most. One EMI or credit card payment more than 30 days late stays visible in your report for years. Set up auto-debit for every EMI and at least the minimum due on each card.</li>
<li><strong>How much of your card limits you use.</strong> Running cards close to their limit month after month reads as stress. Paying the full statement balance, and keeping the balance well below the limit, helps.</li>
<li><strong>Recent applications.</strong> Each loan or card application lets the lender make a hard enquiry, which shows in your report. Many applications in a short time look like a search for credit. Compare offers first and apply where you are likely to be approved.</li>
<li><strong>A settled loan.</strong> A loan closed as "settled" (the lender accepted less than the full dues) hurts for a long time. If you can, pay it in full and ask the lender to report it as "closed".</li>
<li><strong>Length and mix of history.</strong> An old credit card in good standing helps; closing it shortens your history. A mix of secured loans (home, vehicle, gold) and unsecured credit, repaid well, helps over time.</li>
</ul>
<p>Checking your own score is a soft enquiry and does not lower it.</p>

<h2>Check your report and correct mistakes</h2>
<p>RBI requires every credit information company to give you one free full credit report, with your score, once a calendar year. Get it from each bureau's own website and read the loan list line by line: a loan you never took, a closed loan still shown as open, or a wrong overdue amount will pull your score down.</p>
<p>If you find an error, raise a dispute with the bureau online, or with the lender that reported it. Under RBI's rules for credit information companies, a complaint should be resolved within 30 days, and the rules provide for compensation when it is not. Keep the dispute reference and the lender's letters.</p>

<h2>Before you apply</h2>
<ul>
<li>Check your report a month or two before applying, so there is time to fix errors.</li>
<li>Clear or reduce card balances before the statement date in the month you apply.</li>
<li>Do not apply to several lenders at once; ask an advisor which ones suit your profile.</li>
<li>If your score is low, a secured loan (against gold, a fixed deposit or property) or a co-applicant with a good record may get you a better rate while you rebuild it.</li>
</ul>
<p><em>General information as of September 2026, not financial advice. Lenders set their own rates and criteria; the figures in the table are examples worked out with the standard EMI formula.</em></p>
`,
  },
  {
    slug: "pm-surya-ghar-subsidy-rooftop-solar-loan",
    title: "PM Surya Ghar subsidy and rooftop solar finance: how they fit together",
    excerpt:
      "What the PM Surya Ghar Muft Bijli Yojana pays for a home rooftop solar system, the steps from registration to subsidy, and how a loan covers the gap.",
    category: "government-schemes",
    tags: ["solar", "PM Surya Ghar", "subsidy", "KSEB"],
    relatedServiceSlug: "rooftop-solar-finance",
    coverUrl: "/blog/pm-surya-ghar-subsidy-rooftop-solar-loan.jpg",
    coverAlt: "An illustration of solar panels on a roof under the sun",
    authorName: "Keralam Finserv team",
    seoTitle: "PM Surya Ghar subsidy and rooftop solar loans explained",
    seoDescription:
      "Subsidy of ₹30,000 per kW up to 2 kW and ₹18,000 for the 3rd kW (max ₹78,000): how to apply, when it is paid, and how a solar loan fits.",
    publishedAt: "2026-10-07T04:30:00.000Z",
    body: `
<p>The PM Surya Ghar Muft Bijli Yojana is the Government of India's scheme for rooftop solar on homes, launched in February 2024. It pays a central financial assistance (a subsidy) towards a grid-connected rooftop system and aims to let households produce up to 300 units of electricity a month from their own roof. For most families the subsidy covers part of the cost; the rest can be paid from savings or a loan. Here is how the two fit together.</p>

<h2>How much the subsidy is</h2>
<p>As published by the scheme, the central subsidy for a home is:</p>
<table>
<thead><tr><th scope="col">System size</th><th scope="col">Central subsidy</th></tr></thead>
<tbody>
<tr><td>First 2 kW</td><td>₹30,000 per kW (₹60,000 for 2 kW)</td></tr>
<tr><td>Third kW</td><td>₹18,000</td></tr>
<tr><td>3 kW and larger</td><td>Capped at ₹78,000 in total</td></tr>
</tbody>
</table>
<p>So a 1 kW system gets ₹30,000, a 2 kW system ₹60,000, and a system of 3 kW or more ₹78,000. Housing societies and residents' welfare associations have a separate rate for common facilities. These figures can change: check <a href="https://pmsuryaghar.gov.in">pmsuryaghar.gov.in</a> for the current amounts before you decide.</p>

<h3>What size to choose</h3>
<p>The scheme's guidance links the size to how much electricity you use: roughly 1 to 2 kW for a home using up to 150 units a month, 2 to 3 kW for 150 to 300 units, and above 3 kW for more. Your bimonthly KSEB bill shows your consumption; look at a full year, because use in summer is higher. A bigger system than you need earns the same capped subsidy and exports the surplus at the rate the regulator sets, which is usually lower than what you pay for electricity.</p>

<h2>The steps, from registration to subsidy</h2>
<ol>
<li><strong>Register</strong> on the national portal with your state, your electricity distribution company (KSEB for most of Kerala) and your consumer number, and your mobile number and e-mail.</li>
<li><strong>Apply for rooftop solar</strong> on the portal. The distribution company checks technical feasibility for your connection.</li>
<li><strong>Choose a registered vendor</strong> from the portal's list and agree the system, price and warranty in writing. The panels must meet the scheme's requirements, including domestically manufactured modules.</li>
<li><strong>Installation</strong> by the vendor, then submit the installation details on the portal and apply for a net meter.</li>
<li><strong>Net meter and inspection</strong> by the distribution company, which then issues the commissioning certificate on the portal.</li>
<li><strong>Subsidy</strong>: submit your bank account details and a cancelled cheque on the portal. The subsidy is paid into that account after commissioning, not before.</li>
</ol>

<h2>Where a loan fits</h2>
<p>Because the subsidy arrives only after the system is commissioned, you pay the vendor the full price first. That is the gap a loan fills. There are two common ways to use one:</p>
<ul>
<li><strong>A loan for the whole cost</strong>, with the subsidy used to prepay part of it when it arrives. Ask the lender beforehand whether part-prepayment is free and whether the EMI or the tenure comes down afterwards.</li>
<li><strong>A loan for the cost less the expected subsidy</strong>, with your own savings bridging the subsidy until it is paid.</li>
</ul>
<p>The scheme portal links to loan applications with public sector banks for home systems; for systems up to 3 kW these are offered without collateral, at rates linked to the repo rate. Private banks and NBFCs have their own solar loans and personal loans that can be used. Compare the interest rate, the processing fee, the prepayment terms and whether the lender pays the vendor directly.</p>

<h3>Working out whether it pays</h3>
<p>Compare your monthly EMI with the part of your electricity bill the system will replace. Ask the vendor for the expected yearly generation in units for your roof, multiply by what you pay per unit, and subtract what you would still pay for the units you use at night. If the EMI is close to the saving, the system roughly pays for itself during the loan, and the electricity after that costs little more than maintenance.</p>

<h2>Before you sign</h2>
<ul>
<li>Check that the vendor is registered on the national portal for your district.</li>
<li>Get the warranty of panels, inverter and installation in writing, and who services it.</li>
<li>Check the roof: shade from trees or buildings, and whether it needs repair before panels go on it.</li>
<li>Keep every receipt and the commissioning certificate: the subsidy and the loan both rely on them.</li>
</ul>
<p><em>General information as of October 2026, not financial advice. Subsidy amounts and rules are set by the Ministry of New and Renewable Energy and can change: check pmsuryaghar.gov.in for the current figures.</em></p>
`,
  },
  {
    slug: "gold-loan-or-personal-loan",
    title: "Gold loan or personal loan: which suits your need?",
    excerpt:
      "How the two loans differ on cost, speed, amount and risk, with the RBI loan-to-value rule for gold loans and the questions to ask before you choose.",
    category: "personal-and-gold-loans",
    tags: ["gold loan", "personal loan", "RBI", "LTV"],
    relatedServiceSlug: "gold-loan",
    coverUrl: "/blog/gold-loan-or-personal-loan.jpg",
    coverAlt: "An illustration of gold bangles beside a bank card",
    authorName: "Keralam Finserv team",
    seoTitle: "Gold loan or personal loan: cost, speed and risk compared",
    seoDescription:
      "Compare gold loans and personal loans on interest, amount, speed, repayment and risk, with RBI's loan-to-value limit for gold loans explained.",
    publishedAt: "2026-11-04T04:30:00.000Z",
    body: `
<p>When you need money quickly, for a hospital bill, a fee deadline or a stock purchase for your shop, the two loans most people in Kerala consider are a gold loan against their jewellery and a personal loan. Both can be fast. They differ in cost, in how much you can get, and in what you risk if repayment goes wrong.</p>

<h2>How each loan works</h2>
<h3>Gold loan</h3>
<p>You pledge gold jewellery with a bank or NBFC. The lender weighs it, tests its purity and lends a share of its value. Because the gold secures the loan, the lender looks less closely at your income and credit score, and the money can often be paid out the same day.</p>
<p><strong>How much you can get.</strong> RBI caps the loan-to-value (LTV) ratio: for years banks and NBFCs could lend at most 75 % of the gold's value. RBI's directions on lending against gold and silver, in force from 1 April 2026, keep 75 % for larger loans and allow more for small ones (up to 85 % for loans up to ₹2.5 lakh and up to 80 % for loans up to ₹5 lakh, with the interest due at the end counted in). Treat these as rules that can change and ask the lender what it applies today. Lenders value the gold by its purity (usually 22 carat for jewellery) at a reference price, not at what you paid in the shop, and stones and making charges are not counted.</p>
<h3>Personal loan</h3>
<p>A personal loan is unsecured: the lender relies on your income, your job or business, and your credit history. You need income proof and a reasonable credit score, and approval can take from a few minutes for existing customers to a few days. You pledge nothing.</p>

<h2>Side by side</h2>
<table>
<thead><tr><th scope="col"></th><th scope="col">Gold loan</th><th scope="col">Personal loan</th></tr></thead>
<tbody>
<tr><th scope="row">Security</th><td>Your gold, held by the lender</td><td>None</td></tr>
<tr><th scope="row">Amount</th><td>A share of the gold's value (the LTV limit)</td><td>Based on income and existing EMIs</td></tr>
<tr><th scope="row">Credit score</th><td>Matters less</td><td>Matters a lot</td></tr>
<tr><th scope="row">Interest</th><td>Usually lower, as the loan is secured</td><td>Usually higher</td></tr>
<tr><th scope="row">Tenure</th><td>Often 6 to 12 months, renewable</td><td>Often 1 to 5 years</td></tr>
<tr><th scope="row">Repayment</th><td>EMI, monthly interest, or interest and principal together at the end</td><td>Fixed EMI</td></tr>
<tr><th scope="row">If you cannot pay</th><td>The lender may auction the gold after notice</td><td>Collection, and damage to your credit score</td></tr>
</tbody>
</table>

<h2>Which one suits which need</h2>
<ul>
<li><strong>A short, known gap</strong> (a fee due before a salary or a payment you are sure of): a gold loan with interest paid monthly or at the end is often the cheaper choice, and it can be closed as soon as the money comes.</li>
<li><strong>A larger expense repaid over years</strong> (a wedding, a renovation): a personal loan's longer tenure keeps the EMI manageable, and your family's gold stays at home.</li>
<li><strong>A low or no credit score</strong>: a gold loan is easier to get, and repaying it on time helps build your record, since lenders report gold loans to the credit bureaus too.</li>
<li><strong>Gold with sentimental value</strong>: weigh the risk. If repayment fails, the lender can auction pledged jewellery after the notice its policy and RBI's rules require.</li>
</ul>

<h2>Questions to ask the lender</h2>
<ul>
<li>What is the interest rate, and is it per month or per year? Gold loan rates are often quoted per month.</li>
<li>What are the processing, valuation and renewal charges?</li>
<li>What is the LTV for my loan amount, and what happens if the gold price falls during the loan?</li>
<li>Can I repay early, and is there a charge? RBI does not allow prepayment penalties on floating-rate loans taken by individuals for purposes other than business, but many personal loans are at fixed rates and may carry one.</li>
<li>For a gold loan: how is my gold stored and insured, and how do I get it back when I close the loan?</li>
</ul>
<p><em>General information as of November 2026, not financial advice. RBI's limits and each lender's rates and charges change; confirm them with the lender before you borrow.</em></p>
`,
  },
];
