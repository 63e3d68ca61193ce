import type { PostCreate } from "../blog/post.schema";

/**
 * Six demo posts for Indian borrowers, published on the dates given: four in English, one in
 * Malayalam and one in Hindi (a post is written in one language and listed on that language's
 * blog, issue 27; the two were written for their readers, not translated, and a native speaker
 * reviews them before launch, ADR 0038). Figures are the published rules of RBI and the schemes
 * at the time of writing, each named as a rule that can change, with where to check it; nothing
 * here is a statistic of our own. Staff edit or delete them from the admin; the seed inserts them
 * only into an empty table, so deleted ones do not come back.
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
  {
    slug: "cibil-score-loan-palisha",
    language: "ml",
    title: "CIBIL സ്കോർ കുറഞ്ഞാൽ ലോണിന് എന്തു സംഭവിക്കും?",
    excerpt:
      "CIBIL സ്കോർ എന്താണ്, അത് ലോണിന്റെ പലിശയെയും EMI-യെയും എങ്ങനെ ബാധിക്കുന്നു, സ്കോർ മെച്ചപ്പെടുത്താൻ എന്തൊക്കെ ചെയ്യാം: ലളിതമായി.",
    category: "credit-score",
    tags: ["CIBIL", "ക്രെഡിറ്റ് സ്കോർ", "പലിശ", "EMI"],
    relatedServiceSlug: "personal-loan",
    coverUrl: "/blog/cibil-score-and-your-interest-rate.jpg",
    coverAlt: "ഉയർന്ന നിലയിലേക്ക് സൂചി ചൂണ്ടുന്ന ഒരു മീറ്ററിന്റെ ചിത്രം",
    authorName: "Keralam Finserv ടീം",
    seoTitle: "CIBIL സ്കോറും ലോൺ പലിശയും: അറിയേണ്ടതെല്ലാം",
    seoDescription:
      "CIBIL സ്കോർ ലോണിന്റെ പലിശയെയും EMI-യെയും എങ്ങനെ ബാധിക്കുന്നു, സ്കോർ സൗജന്യമായി എങ്ങനെ പരിശോധിക്കാം, എങ്ങനെ മെച്ചപ്പെടുത്താം.",
    publishedAt: "2026-11-11T04:30:00.000Z",
    body: `
<p>ഒരേ ബാങ്കിൽ, ഒരേ ദിവസം, ഒരേ ലോണിന് രണ്ടുപേർ അപേക്ഷിക്കുന്നു എന്നു കരുതുക. ഇരുവർക്കും ഏകദേശം ഒരേ ശമ്പളം. എന്നിട്ടും ഒരാൾക്ക് കുറഞ്ഞ പലിശയും മറ്റേയാൾക്ക് കൂടിയ പലിശയും കിട്ടാം. പലപ്പോഴും ഈ വ്യത്യാസത്തിനു കാരണം CIBIL സ്കോറാണ്.</p>

<h2>CIBIL സ്കോർ എന്നാൽ എന്ത്?</h2>
<p>നിങ്ങൾ ഇതുവരെ എടുത്ത ലോണുകളും ക്രെഡിറ്റ് കാർഡുകളും എങ്ങനെ തിരിച്ചടച്ചു എന്നതിന്റെ ചുരുക്കമാണ് ക്രെഡിറ്റ് സ്കോർ. RBI ലൈസൻസുള്ള നാല് ക്രെഡിറ്റ് ബ്യൂറോകളാണ് ഇന്ത്യയിലുള്ളത്: TransUnion CIBIL, Experian, Equifax, CRIF High Mark. ഇതിൽ ഏറ്റവും പരിചിതമായ CIBIL സ്കോർ 300 മുതൽ 900 വരെയാണ്. സ്കോർ കൂടുന്തോറും നിങ്ങൾ കൃത്യമായി തിരിച്ചടയ്ക്കുന്നയാളാണെന്ന് ബാങ്കുകൾ കണക്കാക്കും.</p>
<p>ഇതുവരെ ലോണോ ക്രെഡിറ്റ് കാർഡോ എടുത്തിട്ടില്ലെങ്കിൽ സ്കോർ തന്നെ ഉണ്ടാകില്ല (NA അല്ലെങ്കിൽ NH എന്നു കാണിക്കും). അതിനർഥം സ്കോർ മോശമാണെന്നല്ല.</p>

<h2>സ്കോർ പലിശയെ ബാധിക്കുന്നത് എങ്ങനെ?</h2>
<p>ഹോം ലോൺ പോലുള്ള ഫ്ലോട്ടിങ് റേറ്റ് ലോണുകളുടെ പലിശ പല ബാങ്കുകളും RBI-യുടെ റിപ്പോ നിരക്കുമായി ബന്ധിപ്പിച്ചാണ് നിശ്ചയിക്കുന്നത്. അതിനു മുകളിൽ ഓരോരുത്തർക്കും ഒരു അധിക നിരക്ക് (spread) ചേർക്കും. സ്കോർ നല്ലതാണെങ്കിൽ ഈ അധിക നിരക്ക് കുറയും. പേഴ്സണൽ ലോണിനും ക്രെഡിറ്റ് കാർഡിനും ഈട് ഇല്ലാത്തതിനാൽ അവിടെ സ്കോറിന് ഇതിലും പ്രാധാന്യമുണ്ട്. സ്കോർ കുറവാണെങ്കിൽ കിട്ടുന്ന തുക കുറയാം, കാലാവധി കുറയാം, ചിലപ്പോൾ അപേക്ഷ തന്നെ തള്ളിപ്പോകാം.</p>
<h3>ഒരു ശതമാനം പലിശ വ്യത്യാസം എത്ര വരും?</h3>
<p>20 വർഷത്തേക്ക് ₹30 ലക്ഷം ഹോം ലോൺ എടുക്കുന്നു എന്നു കരുതുക. താഴെയുള്ള നിരക്കുകൾ ഉദാഹരണം മാത്രമാണ്, ഓഫറല്ല:</p>
<table>
<thead><tr><th scope="col">പലിശ നിരക്ക് (വർഷത്തിൽ)</th><th scope="col">മാസ EMI</th><th scope="col">20 വർഷത്തെ ആകെ പലിശ</th></tr></thead>
<tbody>
<tr><td>8.5%</td><td>₹26,035</td><td>₹32.48 ലക്ഷം</td></tr>
<tr><td>9.5%</td><td>₹27,964</td><td>₹37.11 ലക്ഷം</td></tr>
</tbody>
</table>
<p>മാസം ഏകദേശം ₹1,930 അധികം. ലോൺ തീരുമ്പോഴേക്കും ഏകദേശം ₹4.6 ലക്ഷം. ഒരു ശതമാനം പലിശയുടെ വില ഇതാണ്.</p>

<h2>സ്കോർ കുറയ്ക്കുന്നതും കൂട്ടുന്നതും</h2>
<ul>
<li><strong>EMI കൃത്യസമയത്ത് അടയ്ക്കുക.</strong> ഏറ്റവും പ്രധാനം ഇതാണ്. 30 ദിവസത്തിലധികം വൈകിയ ഒരു അടവ് പോലും വർഷങ്ങളോളം റിപ്പോർട്ടിൽ കാണും. എല്ലാ EMI-ക്കും ഓട്ടോ-ഡെബിറ്റ് വയ്ക്കുക.</li>
<li><strong>ക്രെഡിറ്റ് കാർഡ് ലിമിറ്റ് മുഴുവൻ ഉപയോഗിക്കരുത്.</strong> എല്ലാ മാസവും ലിമിറ്റിനടുത്തു വരെ ചെലവാക്കുന്നത് സാമ്പത്തിക ഞെരുക്കത്തിന്റെ ലക്ഷണമായാണ് ബാങ്കുകൾ കാണുക. ബിൽ മുഴുവനായി അടയ്ക്കുന്നതാണ് നല്ലത്.</li>
<li><strong>ഒരുമിച്ച് പല ലോണിനും അപേക്ഷിക്കരുത്.</strong> ഓരോ അപേക്ഷയും റിപ്പോർട്ടിൽ ഒരു അന്വേഷണമായി (hard enquiry) രേഖപ്പെടുത്തും. കുറഞ്ഞ സമയത്തിനുള്ളിൽ ഒരുപാട് അന്വേഷണങ്ങൾ വന്നാൽ സ്കോർ കുറയും.</li>
<li><strong>ലോൺ "Settled" ആക്കി അവസാനിപ്പിക്കരുത്.</strong> മുഴുവൻ തുകയും അടയ്ക്കാതെ ഒത്തുതീർപ്പാക്കിയ ലോൺ ഏറെക്കാലം സ്കോറിനെ ബാധിക്കും. കഴിയുമെങ്കിൽ മുഴുവൻ അടച്ച് "Closed" എന്ന് റിപ്പോർട്ട് ചെയ്യാൻ ബാങ്കിനോട് ആവശ്യപ്പെടുക.</li>
<li><strong>പഴയ ക്രെഡിറ്റ് കാർഡ് വെറുതെ ക്ലോസ് ചെയ്യരുത്.</strong> നന്നായി ഉപയോഗിച്ചുവരുന്ന പഴയ കാർഡ് നിങ്ങളുടെ ക്രെഡിറ്റ് ചരിത്രത്തിന് നീളം നൽകും.</li>
</ul>
<p>സ്വന്തം സ്കോർ നോക്കുന്നതുകൊണ്ട് സ്കോർ കുറയില്ല.</p>

<h2>സ്കോറും റിപ്പോർട്ടും സൗജന്യമായി പരിശോധിക്കാം</h2>
<p>ഓരോ ക്രെഡിറ്റ് ബ്യൂറോയും വർഷത്തിൽ ഒരിക്കൽ സ്കോർ ഉൾപ്പെടെയുള്ള മുഴുവൻ ക്രെഡിറ്റ് റിപ്പോർട്ട് സൗജന്യമായി നൽകണമെന്ന് RBI നിർദേശമുണ്ട്. ബ്യൂറോയുടെ സ്വന്തം വെബ്സൈറ്റിൽ PAN നൽകി റിപ്പോർട്ട് എടുക്കാം. അതിലെ ഓരോ ലോണും ശ്രദ്ധിച്ചു വായിക്കുക. നിങ്ങൾ എടുക്കാത്ത ലോൺ, അടച്ചുതീർത്തിട്ടും "open" എന്നു കാണിക്കുന്ന ലോൺ, തെറ്റായ കുടിശ്ശിക: ഇവയെല്ലാം സ്കോർ താഴ്ത്തും.</p>
<p>തെറ്റു കണ്ടാൽ ബ്യൂറോയുടെ വെബ്സൈറ്റിൽ ഓൺലൈനായി പരാതി (dispute) നൽകാം, അല്ലെങ്കിൽ ആ വിവരം റിപ്പോർട്ട് ചെയ്ത ബാങ്കിനെ സമീപിക്കാം. RBI ചട്ടമനുസരിച്ച് 30 ദിവസത്തിനകം പരാതി തീർപ്പാക്കണം. പരാതിയുടെ റഫറൻസ് നമ്പറും ബാങ്കിൽനിന്നുള്ള കത്തുകളും സൂക്ഷിച്ചു വയ്ക്കുക.</p>

<h2>ലോണിന് അപേക്ഷിക്കും മുൻപ്</h2>
<ul>
<li>അപേക്ഷിക്കുന്നതിന് ഒന്നോ രണ്ടോ മാസം മുൻപ് റിപ്പോർട്ട് പരിശോധിക്കുക. തെറ്റുണ്ടെങ്കിൽ തിരുത്താൻ സമയം കിട്ടും.</li>
<li>ക്രെഡിറ്റ് കാർഡിലെ ബാക്കി കഴിയുന്നത്ര അടച്ചുതീർക്കുക.</li>
<li>പല ബാങ്കുകളിൽ ഒരുമിച്ച് അപേക്ഷിക്കരുത്. നിങ്ങൾക്ക് ചേരുന്ന ബാങ്ക് ഏതെന്ന് ആദ്യം ഒരു അഡ്വൈസറോട് ചോദിക്കുക.</li>
<li>സ്കോർ കുറവാണെങ്കിൽ ഗോൾഡ് ലോൺ, FD-യുടെ ഈടിലുള്ള ലോൺ പോലെ ഈടുള്ള ഒരു ലോണോ, നല്ല തിരിച്ചടവ് ചരിത്രമുള്ള ഒരു സഹ-അപേക്ഷകനോ (co-applicant) സഹായിച്ചേക്കും.</li>
</ul>
<p><em>2026 നവംബറിലെ പൊതുവായ വിവരം മാത്രം, സാമ്പത്തിക ഉപദേശമല്ല. പലിശ നിരക്കും വ്യവസ്ഥകളും ഓരോ ബാങ്കും സ്വന്തമായി തീരുമാനിക്കുന്നു. പട്ടികയിലെ കണക്കുകൾ സാധാരണ EMI ഫോർമുല ഉപയോഗിച്ചുള്ള ഉദാഹരണങ്ങളാണ്.</em></p>
`,
  },
  {
    slug: "home-loan-ke-liye-zaroori-dastavez",
    language: "hi",
    title: "होम लोन के लिए ज़रूरी दस्तावेज़: पूरी चेकलिस्ट",
    excerpt:
      "KYC, आय का सबूत और प्रॉपर्टी के काग़ज़: होम लोन के लिए बैंक कौन-से दस्तावेज़ माँगते हैं, और किन काग़ज़ों की कमी से लोन सबसे ज़्यादा अटकता है।",
    category: "home-loans",
    tags: ["होम लोन", "दस्तावेज़", "KYC", "प्रॉपर्टी"],
    relatedServiceSlug: "home-loans",
    coverUrl: "/blog/home-loan-documents-kerala.jpg",
    coverAlt: "काग़ज़ों के ढेर के पास एक घर का चित्र",
    authorName: "Keralam Finserv टीम",
    seoTitle: "होम लोन के दस्तावेज़: पूरी चेकलिस्ट",
    seoDescription:
      "PAN, Aadhaar, सैलरी स्लिप, ITR और प्रॉपर्टी के काग़ज़ (सेल डीड, EC, पास नक्शा): होम लोन से पहले बैंक क्या-क्या माँगते हैं।",
    publishedAt: "2026-11-18T04:30:00.000Z",
    body: `
<p>ज़्यादातर होम लोन ब्याज दर या एलिजिबिलिटी की वजह से नहीं अटकते। वे अटकते हैं किसी एक काग़ज़ की वजह से: पिछले साल की प्रॉपर्टी टैक्स रसीद, अधूरा एन्कम्ब्रेंस सर्टिफ़िकेट, या पिछले मालिक के नाम पर पास हुआ नक्शा। इस चेकलिस्ट में वे दस्तावेज़ हैं जो बैंक और हाउसिंग फ़ाइनेंस कंपनियाँ आम तौर पर माँगती हैं, ताकि आप आवेदन से पहले ही सब तैयार रख सकें।</p>
<p>हर बैंक की अपनी सूची होती है, और उसका वकील टाइटल देखने के बाद और काग़ज़ भी माँग सकता है। इसे शुरुआत मानें और अपने बैंक से उसकी पूरी सूची ज़रूर लें।</p>

<h2>1. पहचान और पते का सबूत (KYC)</h2>
<ul>
<li><strong>PAN कार्ड</strong>: हर आवेदक और सह-आवेदक (co-applicant) का।</li>
<li><strong>पहचान और पते का सबूत</strong>: Aadhaar, पासपोर्ट, वोटर ID या ड्राइविंग लाइसेंस। अगर अभी का पता अलग है, तो हाल का बिजली बिल या किराए का एग्रीमेंट काम आता है।</li>
<li><strong>पासपोर्ट साइज़ फ़ोटो</strong>: हर आवेदक की।</li>
</ul>

<h2>2. आय का सबूत</h2>
<h3>अगर आप नौकरी करते हैं</h3>
<ul>
<li>पिछले तीन महीने की सैलरी स्लिप।</li>
<li>पिछले दो साल का Form 16 या इनकम टैक्स रिटर्न (ITR)।</li>
<li>जिस खाते में सैलरी आती है, उसका पिछले छह महीने का बैंक स्टेटमेंट।</li>
<li>नई नौकरी हो तो अपॉइंटमेंट लेटर या एम्प्लॉयमेंट सर्टिफ़िकेट।</li>
</ul>
<h3>अगर आपका अपना काम या बिज़नेस है</h3>
<ul>
<li>पिछले दो-तीन साल के ITR, आय की गणना (computation of income) के साथ।</li>
<li>प्रॉफ़िट एंड लॉस अकाउंट और बैलेंस शीट; जहाँ क़ानूनन ज़रूरी हो, वहाँ ऑडिट के साथ।</li>
<li>बिज़नेस और निजी खातों का पिछले छह से बारह महीने का बैंक स्टेटमेंट।</li>
<li>बिज़नेस चलने का सबूत: GST रजिस्ट्रेशन, Udyam रजिस्ट्रेशन, शॉप एंड एस्टैब्लिशमेंट लाइसेंस या ट्रेड लाइसेंस।</li>
</ul>
<h3>अगर आप विदेश में काम करते हैं (NRI)</h3>
<p>बैंक आम तौर पर वैध वीज़ा के साथ पासपोर्ट, नौकरी का कॉन्ट्रैक्ट, विदेश की हाल की सैलरी स्लिप, NRE या NRO खाते का स्टेटमेंट, और भारत में रहने वाले परिवार के किसी सदस्य के नाम पावर ऑफ़ अटॉर्नी माँगते हैं, जो आपकी ग़ैरमौजूदगी में काग़ज़ों पर साइन कर सके।</p>

<h2>3. प्रॉपर्टी के दस्तावेज़</h2>
<p>बैंक का वकील कई साल पीछे तक प्रॉपर्टी के मालिकाना हक़ की जाँच करता है। आम तौर पर ये काग़ज़ माँगे जाते हैं:</p>
<ul>
<li><strong>सेल डीड या टाइटल डीड</strong>: बेचने वाले के नाम रजिस्टर्ड दस्तावेज़, और पिछली डीड, जिनसे पता चले कि ज़मीन बेचने वाले तक कैसे पहुँची। कई बैंक 13 से 30 साल तक की चेन माँगते हैं।</li>
<li><strong>एन्कम्ब्रेंस सर्टिफ़िकेट (EC)</strong>: सब-रजिस्ट्रार ऑफ़िस से, यह दिखाने के लिए कि प्रॉपर्टी पर कोई दूसरा लोन या बकाया नहीं है।</li>
<li><strong>दाख़िल-ख़ारिज (म्यूटेशन)</strong> और ज़मीन के सरकारी रिकॉर्ड (जैसे खतौनी या 7/12 उतारा, राज्य के हिसाब से), जिनमें मालिक का नाम दर्ज हो।</li>
<li><strong>प्रॉपर्टी टैक्स की ताज़ा रसीद</strong>।</li>
<li><strong>पास किया हुआ नक्शा (बिल्डिंग प्लान)</strong> और नगर निगम या विकास प्राधिकरण की मंज़ूरी। बने हुए मकान के लिए कम्प्लीशन या ऑक्युपेंसी सर्टिफ़िकेट।</li>
<li><strong>बिल्डर से फ़्लैट ले रहे हैं तो</strong>: एलॉटमेंट लेटर, बिल्डर-बायर एग्रीमेंट, RERA रजिस्ट्रेशन नंबर, और बिल्डर को दी गई रकम की रसीदें।</li>
<li><strong>मकान बनवा रहे हैं तो</strong>: इंजीनियर या आर्किटेक्ट का ख़र्च का अनुमान (estimate)।</li>
</ul>

<h2>4. किन बातों से लोन सबसे ज़्यादा अटकता है</h2>
<ul>
<li>ज़मीन के रिकॉर्ड में अब भी पुराने मालिक या किसी स्वर्गीय रिश्तेदार का नाम होना।</li>
<li>EC में उस अवधि का कोई हिस्सा छूट जाना, जो बैंक को चाहिए।</li>
<li>नक्शे से ज़्यादा बना हुआ निर्माण, या बिना मंज़ूरी की मंज़िल।</li>
<li>आवेदक के नाम की स्पेलिंग PAN, Aadhaar और सेल डीड में अलग-अलग होना।</li>
</ul>
<p>ऐसी कोई बात हो तो आवेदन से पहले ही ठीक करवा लें; बाद में इसमें हफ़्तों लग सकते हैं।</p>

<h2>5. आवेदन से पहले</h2>
<ul>
<li>अपना CIBIL स्कोर और क्रेडिट रिपोर्ट देख लें; कोई ग़लती हो तो पहले ठीक करवाएँ।</li>
<li>सभी काग़ज़ों की साफ़ फ़ोटोकॉपी और स्कैन एक जगह रखें।</li>
<li>डाउन पेमेंट, स्टाम्प ड्यूटी, रजिस्ट्रेशन और प्रोसेसिंग फ़ीस का इंतज़ाम पहले से रखें: बैंक आम तौर पर प्रॉपर्टी की पूरी क़ीमत का लोन नहीं देते।</li>
</ul>
<p><em>नवंबर 2026 तक की सामान्य जानकारी, क़ानूनी या वित्तीय सलाह नहीं। नियम राज्य और बैंक के हिसाब से बदलते हैं; आपके केस में क्या चाहिए, यह आपका बैंक और उसका वकील तय करते हैं।</em></p>
`,
  },
];
