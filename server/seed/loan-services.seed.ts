import type { EnquiryFieldsInput } from "../vocabulary/loan-services";
import type { LoanServiceInput } from "../loan-services/loan-service.schema";

/** Loans judged on the borrower's income: the form asks for everything. */
const fullLoanEnquiry: EnquiryFieldsInput = {
  loanAmount: true,
  monthlyIncome: true,
  employmentType: true,
  city: true,
  pincode: true,
};

/**
 * The eight loan services shown on a fresh install. Figures are indicative display strings;
 * staff update them from the admin screen as lenders revise their terms.
 */
export const loanServiceSeed: LoanServiceInput[] = [
  {
    name: "Home Loans",
    slug: "home-loans",
    description:
      "Buy, build or renovate your home with loans from leading banks and housing finance companies, with our help from application to disbursement.",
    icon: "home",
    color: "blue",
    sortOrder: 10,
    isActive: true,
    summary:
      "Whether you are buying a flat in Kochi, building a house on your own plot or moving an existing loan to a lower rate, we compare home loan offers from our partner banks and housing finance companies and help you apply to the one that fits. We help you prepare your income and property documents, follow up on the lender's legal and technical checks, and keep you informed until disbursement. Interest rates, loan amounts and fees shown here are indicative; the final terms are set by the lender after assessing your profile and property. We are a loan agent, not a lender, and we do not charge you any upfront fee.",
    features: [
      "Loans to buy a ready or under-construction house or flat, buy a plot and build on it, construct on your own land, or renovate and extend",
      "Funding of up to 90% of the property value for loans up to ₹30 lakh, 80% for ₹30–75 lakh and 75% above ₹75 lakh, within RBI loan-to-value limits",
      "No foreclosure or part-prepayment charges on floating-rate home loans to individuals, as required by RBI",
      "Balance transfer to a lower rate, with an optional top-up loan where eligible",
      "Tax benefits on principal and interest under Section 80C and Section 24(b) for borrowers in the old tax regime",
      "Guidance on the PMAY-Urban 2.0 interest subsidy for eligible first-time home buyers",
      "Joint loans with a spouse or parent to improve eligibility; some lenders offer a small rate concession to women borrowers",
    ],
    eligibility: [
      "Resident Indians and NRIs, salaried or self-employed, typically aged 21 to 65, with the loan closing by about 60–70 years of age depending on the lender",
      "Salaried: stable income with at least 2 years of total work experience; self-employed: at least 2–3 years in business with ITRs filed",
      "CIBIL score of 700–750 or above for the best rates; lower scores may be considered by some lenders at a higher rate",
      "Total EMIs, including the new loan, generally within 50–60% of net monthly income",
      "Property with a clear, marketable title and an approved building plan or permit from the local body",
    ],
    documents: [
      "PAN card and Aadhaar of all applicants and co-applicants, with passport-size photographs",
      "Salaried: last 3 months' salary slips, Form 16 and 2 years' ITR",
      "Self-employed: 2–3 years' ITR with computation of income, balance sheet and profit and loss account, and GST returns where applicable",
      "Bank statements for the last 6 months (12 months for self-employed applicants)",
      "Title deed with prior deeds, encumbrance certificate, latest land and building tax receipts, and possession certificate and location sketch from the Village Office",
      "Approved plan and building permit from the panchayat, municipality or corporation; for flats, the sale agreement and the project's RERA registration",
      "Construction or renovation: cost estimate from a licensed engineer and receipts for your own contribution",
    ],
    faqs: [
      {
        question: "How much home loan can I get on my salary?",
        answer:
          "It depends on your net income, existing EMIs, age, credit score and the property value. As a rough guide, lenders keep your total EMIs within about 50–60% of net monthly income, and the loan is also capped by RBI's loan-to-value limits (90% of the property value for loans up to ₹30 lakh, 80% up to ₹75 lakh and 75% above that). For example, with a net salary of ₹60,000 a month and no other loans, indicative eligibility at 8.5% over 20 years is roughly ₹30–35 lakh. The lender fixes the final amount after assessment.",
      },
      {
        question: "Are there charges if I close my home loan early?",
        answer:
          "If you are an individual with a floating-rate home loan, RBI rules do not allow the lender to charge any foreclosure or part-prepayment penalty, whether you repay from your own savings or by moving the loan to another lender. Fixed-rate loans can carry a prepayment charge, which must be stated in your sanction letter and Key Facts Statement, so read them before you sign.",
      },
      {
        question: "What tax benefits do I get on a home loan?",
        answer:
          "Under the old tax regime, principal repaid counts towards the Section 80C deduction of up to ₹1,50,000 a year, and interest on a self-occupied home is deductible up to ₹2,00,000 a year under Section 24(b) once construction is complete; interest paid before completion is claimed in five equal instalments from then. The new tax regime does not allow these deductions for a self-occupied home. The Income-tax Act, 2025, in force from April 2026, renumbers these sections, so confirm your position with your tax adviser.",
      },
      {
        question: "Can I get the PMAY subsidy on my home loan?",
        answer:
          "Under PMAY-Urban 2.0, the Interest Subsidy Scheme supports EWS, LIG and MIG families with annual household income up to ₹9 lakh who do not own a pucca house anywhere in India. For loans up to ₹25 lakh on homes valued up to ₹35 lakh, it provides a 4% interest subsidy on the first ₹8 lakh, up to ₹1.80 lakh, credited to the loan account in instalments. The lender and the scheme's nodal agency decide eligibility, and we will tell you honestly whether your case is likely to qualify.",
      },
      {
        question: "Do you charge a fee for arranging my home loan?",
        answer:
          "No. We are a loan agent working with banks and housing finance companies, and we are paid by the lender, so we do not charge you any upfront fee. The lender's own processing fee and legal and valuation charges are shown in its sanction letter and Key Facts Statement and are paid directly to the lender. Never pay cash to anyone who promises guaranteed approval.",
      },
      {
        question: "How long does home loan approval take?",
        answer:
          "With complete documents, in-principle sanction often comes within a few working days. The lender's legal verification of the title and technical valuation of the property usually take one to three weeks more. Properties with old, partitioned or inherited title deeds may need extra documents, so we help you gather them early.",
      },
    ],
    interestRate: "7.35% – 11.50% p.a. (indicative)",
    loanAmount: "₹5 lakh – ₹5 crore",
    tenure: "Up to 30 years",
    // "₹5 lakh – ₹5 crore", "Up to 30 years".
    emiDefaults: {
      amount: 3000000,
      ratePercent: 8.5,
      tenureMonths: 240,
      amountMin: 500000,
      amountMax: 50000000,
      tenureMinMonths: 12,
      tenureMaxMonths: 360,
    },
    enquiryFields: fullLoanEnquiry,
    seoTitle: "Home Loans in Kerala – Compare Bank & HFC Offers",
    seoDescription:
      "Compare home loans from banks and housing finance companies in Kerala. Indicative rates, tenure up to 30 years, PMAY guidance and no upfront fee.",
  },
  {
    name: "Personal Loan",
    slug: "personal-loan",
    description:
      "Collateral-free loans for medical bills, weddings, travel, education or debt consolidation, from banks and NBFCs that suit your income and credit profile.",
    icon: "user",
    color: "purple",
    sortOrder: 20,
    isActive: true,
    summary:
      "A personal loan is an unsecured loan you can use for almost any genuine need, from a family wedding or a hospital bill to clearing costly credit card dues. We match salaried and self-employed applicants with banks and NBFCs whose criteria fit their income and credit profile, so you avoid repeated rejections that hurt your CIBIL score. Rates, amounts and tenure shown are indicative, and the lender decides the final offer after assessment. The lender credits the loan directly to your bank account, and we never ask you for an upfront fee.",
    features: [
      "No collateral or guarantor needed in most cases",
      "Loan amounts from ₹50,000 to ₹40 lakh, based on your income and credit profile",
      "Repayment over 1 to 5 years, and up to 7 years with some lenders",
      "Quick processing, with disbursal often within a few working days once documents and verification are complete",
      "Balance transfer of high-cost personal loans or credit card dues to a lower rate",
      "Key Facts Statement showing the annual percentage rate (APR) and all charges before you sign, as required by RBI",
    ],
    eligibility: [
      "Salaried employees of private companies, government or PSUs, and self-employed professionals, aged about 21 to 60 years",
      "Net monthly income typically ₹20,000 or more; thresholds vary by lender, city and employer category",
      "At least 1 year of total work experience, with 6 months in the current job",
      "CIBIL score of about 720–750 or above for the best offers",
      "Total EMIs, including the new loan, within the lender's limit, typically 50–60% of net income",
    ],
    documents: [
      "PAN card (mandatory) and Aadhaar",
      "Last 3 months' salary slips",
      "Bank statement of the salary account for the last 6 months",
      "Form 16 or the latest ITR",
      "Employee ID card or employment letter",
      "Self-employed: 2 years' ITR with computation of income and proof of business or professional registration",
      "Current address proof, such as a rent agreement or utility bill, if different from Aadhaar",
    ],
    faqs: [
      {
        question: "What CIBIL score do I need for a personal loan?",
        answer:
          "Most banks look for a score of 720–750 or above for their best rates. Some NBFCs consider scores of around 650–700 at a higher rate, and a clean repayment record matters as much as the number. Check your credit report for errors before applying, and avoid applying to many lenders at once, since each hard enquiry can lower your score for a while.",
      },
      {
        question: "Can I close my personal loan early?",
        answer:
          "Yes. Most personal loans carry a fixed rate, so the lender may levy a foreclosure or part-prepayment charge, commonly a few per cent of the outstanding principal, sometimes only after a minimum number of EMIs. RBI's ban on prepayment charges applies to floating-rate loans. The exact charge is given in your sanction letter and Key Facts Statement, so compare it before you choose a lender.",
      },
      {
        question: "How quickly will I get the money?",
        answer:
          "Once your documents and verification are complete, many lenders disburse within two to three working days, and pre-approved customers can get funds sooner. Delays usually come from mismatched details, so make sure your name, date of birth and address match across your PAN, Aadhaar and bank records.",
      },
      {
        question: "What interest rate will I get?",
        answer:
          "Personal loan rates range from about 10.50% to 24% p.a. depending on the lender, your employer, income, credit score and loan amount. Government employees, staff of well-rated companies and existing customers of a bank usually get the lower end. The rates on this page are indicative; the lender confirms your rate and APR in the Key Facts Statement.",
      },
      {
        question: "Can self-employed people get a personal loan?",
        answer:
          "Yes. Doctors, chartered accountants and other professionals, and business owners with at least two years of ITRs and steady bank credits, can apply. Lenders assess income from your ITR and bank statements, so filing returns on time and routing business receipts through your bank account helps.",
      },
      {
        question: "Do I have to pay you to get a personal loan?",
        answer:
          "No. We are an agent for banks and NBFCs and are paid by them. We never collect an upfront fee, 'file charge' or advance EMI from you. Any processing fee is charged by the lender, shown in the Key Facts Statement and usually deducted from the loan amount. Be wary of anyone who asks for money in advance to guarantee a loan; genuine lenders never guarantee approval.",
      },
    ],
    interestRate: "10.50% – 24.00% p.a. (indicative)",
    loanAmount: "₹50,000 – ₹40 lakh",
    tenure: "1 – 5 years (up to 7 years with some lenders)",
    // "₹50,000 – ₹40 lakh", "1 – 5 years (up to 7 years with some lenders)".
    emiDefaults: {
      amount: 500000,
      ratePercent: 12.5,
      tenureMonths: 48,
      amountMin: 50000,
      amountMax: 4000000,
      tenureMinMonths: 12,
      tenureMaxMonths: 84,
    },
    enquiryFields: fullLoanEnquiry,
    seoTitle: "Personal Loan in Kerala – Quick, Collateral-Free Loans",
    seoDescription:
      "Personal loans from ₹50,000 to ₹40 lakh through leading banks and NBFCs. Indicative rates from 10.50% p.a., quick processing and no upfront fee.",
  },
  {
    name: "Business Loans",
    slug: "business-loans",
    description:
      "Working capital, term loans and machinery finance for MSMEs, traders and professionals, including collateral-free options under CGTMSE.",
    icon: "building",
    color: "indigo",
    sortOrder: 30,
    isActive: true,
    summary:
      "From a textile shop in Thrissur to a seafood processing unit in Aroor, growing businesses need timely credit. We help proprietors, partnerships, LLPs and private limited companies arrange term loans, cash credit and overdraft limits, machinery loans and unsecured business loans from banks and NBFCs, and we organise your GST, ITR and banking records so the lender sees your business clearly. Eligible micro and small enterprises can get collateral-free loans backed by the CGTMSE guarantee. All rates and amounts shown are indicative; the lender sets the final terms after assessing your business.",
    features: [
      "Unsecured business loans for short-term needs, with quick processing for businesses with a good track record",
      "Cash credit and overdraft limits for working capital, with interest charged only on the amount used",
      "Term loans for machinery, equipment, commercial vehicles, shop fit-outs and expansion",
      "Collateral-free loans for eligible micro and small enterprises under the CGTMSE guarantee scheme, which covers loans up to ₹10 crore",
      "PMMY (MUDRA) loans for non-farm micro-enterprises up to ₹10 lakh, and up to ₹20 lakh for borrowers who have repaid an earlier Tarun loan",
      "Secured loans against property or fixed deposits for larger amounts at lower rates",
      "No prepayment charges on floating-rate business loans to individuals and micro and small enterprises with most lenders, under RBI directions for loans sanctioned or renewed from 1 January 2026",
    ],
    eligibility: [
      "Proprietorships, partnership firms, LLPs and private limited companies, as well as self-employed professionals",
      "Business running for at least 2–3 years (1 year with some lenders), with stable or growing turnover",
      "ITRs filed for the last 2 years showing profit, and GST registration where your turnover or type of business requires it",
      "CIBIL score of 700 or above for promoters, and a sound CIBIL MSME Rank (CMR) for firms and companies",
      "Udyam registration to benefit from MSME schemes such as CGTMSE cover",
      "Owned or rented business premises with a valid trade licence from the local body",
    ],
    documents: [
      "PAN of the business, and PAN and Aadhaar of the proprietor, partners or directors",
      "Udyam registration certificate and GST registration certificate",
      "GST returns (GSTR-3B and GSTR-1) for the last 12 months",
      "ITR with computation of income, balance sheet and profit and loss account for the last 2–3 years, audited where applicable",
      "Current account bank statements for the last 12 months",
      "Business proof: trade licence from the panchayat or municipality, shops and establishments registration, or licences such as FSSAI as applicable",
      "Partnership deed, LLP agreement, or MOA, AOA and board resolution for companies",
      "Quotation or proforma invoice for machinery, and property documents if the loan is secured",
    ],
    faqs: [
      {
        question: "Can I get a business loan without collateral?",
        answer:
          "Yes, in two main ways. Banks and NBFCs offer unsecured business loans based on your turnover, profit and banking, usually for smaller amounts and shorter tenures at higher rates. Micro and small enterprises with Udyam registration can also get collateral-free term loans and working capital under the CGTMSE guarantee scheme; the lender pays an annual guarantee fee, which is usually passed on to the borrower. Whether a loan is covered is the lender's decision.",
      },
      {
        question: "Is GST registration necessary for a business loan?",
        answer:
          "It is not legally required for every business, but most lenders ask for GST returns where your business is registered, because they are the simplest proof of turnover. If your turnover is below the GST threshold and you are not registered, lenders rely on your ITR, bank statements and Udyam registration instead.",
      },
      {
        question: "What is Udyam registration and why does it matter?",
        answer:
          "Udyam registration is the free, online MSME registration on the Government of India's Udyam portal, based on your PAN and Aadhaar. It classifies your business as micro, small or medium and is needed for benefits such as CGTMSE cover and priority-sector lending. The government charges no fee for registration, so avoid anyone who asks you to pay for it.",
      },
      {
        question: "How much business loan can I get?",
        answer:
          "Unsecured loans are usually sized on your monthly bank credits or annual profit, typically from ₹1 lakh up to ₹50–75 lakh. Secured and CGTMSE-backed loans can go much higher, depending on turnover, cash flow and project cost. Lenders check that your profit comfortably covers all EMIs, so both your existing loans and the profit shown in your ITR matter.",
      },
      {
        question: "How long does a business loan take to process?",
        answer:
          "Unsecured business loans with complete GST, ITR and banking documents are often sanctioned within a week. Secured loans and larger working capital limits usually take two to four weeks, because of property verification, site visits and detailed credit appraisal.",
      },
      {
        question: "Do you charge a fee to arrange a business loan?",
        answer:
          "No upfront fee. We are an agent of banks and NBFCs and are paid by the lender. Processing fees, CGTMSE guarantee fees and other charges are set by the lender, disclosed in the sanction letter and Key Facts Statement, and paid only to the lender. We do not promise approval; the credit decision is always the lender's.",
      },
    ],
    interestRate: "9.50% – 24.00% p.a. (indicative; secured loans at the lower end)",
    loanAmount: "₹1 lakh – ₹5 crore (higher for secured loans)",
    tenure: "1 – 5 years unsecured; up to 15 years secured",
    // "₹1 lakh – ₹5 crore", "1 – 5 years unsecured; up to 15 years secured".
    emiDefaults: {
      amount: 1500000,
      ratePercent: 15,
      tenureMonths: 36,
      amountMin: 100000,
      amountMax: 50000000,
      tenureMinMonths: 12,
      tenureMaxMonths: 180,
    },
    enquiryFields: fullLoanEnquiry,
    seoTitle: "Business Loans for MSMEs in Kerala – CGTMSE & Working Capital",
    seoDescription:
      "Term loans, working capital and collateral-free CGTMSE loans for MSMEs, traders and professionals in Kerala. GST and Udyam guidance, no upfront fee.",
  },
  {
    name: "Gold Loan",
    slug: "gold-loan",
    description:
      "Quick funds against your gold jewellery, with transparent valuation, safe custody and flexible repayment from banks and NBFCs.",
    icon: "coins",
    color: "yellow",
    sortOrder: 40,
    isActive: true,
    summary:
      "A gold loan is one of the quickest ways to raise money, and the right scheme can save you a good deal in interest. We compare gold loan schemes from banks and NBFCs and explain the per-gram rate, interest, repayment options and charges before you pledge. Your jewellery is assayed at the lender's branch in your presence and valued at its 22-carat equivalent, and the loan is often sanctioned the same day. Rates and amounts are indicative and depend on the lender, the scheme and the current gold price.",
    features: [
      "Loan of up to 75% of the value of your gold under RBI rules; for personal-use loans, up to 85% for loans up to ₹2.5 lakh and 80% for ₹2.5–5 lakh under RBI directions applicable from April 2026",
      "Gold valued at its 22-carat equivalent using published market prices, excluding stones and other non-gold parts",
      "Same-day sanction in most cases, with the loan credited to your bank account",
      "Repayment by EMI, monthly interest with principal at the end, or bullet repayment",
      "Assay certificate showing the weight and purity of your gold, and insured custody in the lender's strong room",
      "Part-payment, renewal and top-up facilities within RBI limits",
    ],
    eligibility: [
      "Indian residents aged 18 years or above who own the gold they pledge",
      "Gold jewellery and ornaments, typically of 18 to 22 carat purity, and gold coins; bars, biscuits and other bullion are not accepted",
      "Up to 1 kg of gold ornaments and 50 grams of gold coins per borrower, as per RBI rules",
      "No minimum income or high CIBIL score needed for small loans with most lenders; for loans above ₹2.5 lakh the lender must assess your repayment capacity",
      "A declaration that you are the rightful owner of the gold",
    ],
    documents: [
      "PAN card and Aadhaar, or another officially valid KYC document",
      "Recent passport-size photograph",
      "The gold jewellery or coins, brought in person for assaying in your presence",
      "Purchase bill or BIS hallmark (HUID) details, if available, to support purity and ownership",
      "Self-declaration of ownership where the original purchase bill is not available",
      "Bank account details (cancelled cheque or passbook copy) for direct credit of the loan",
      "For agricultural gold loans: land tax receipt or other proof of farming activity",
    ],
    faqs: [
      {
        question: "How much loan will I get per gram of gold?",
        answer:
          "Lenders value your gold at its 22-carat equivalent using the lower of the previous day's closing price and the 30-day average price published by the India Bullion and Jewellers Association or a commodity exchange, after deducting stones and other non-gold parts. They then lend up to 75% of that value, or up to 80–85% for smaller personal-use loans under the revised RBI rules. For bullet-repayment loans the limit includes the interest due at maturity, so the amount you receive is slightly lower. Ask for the per-gram rate on the day you pledge.",
      },
      {
        question: "What repayment options are available?",
        answer:
          "Most lenders offer regular EMIs, monthly interest with the principal at the end, or bullet repayment of principal and interest together at maturity. Bullet-repayment gold loans for personal use can run for at most 12 months and can be renewed only after the accrued interest is paid. Paying interest monthly usually keeps your total cost lower.",
      },
      {
        question: "Is my gold safe, and when will I get it back?",
        answer:
          "Your gold is sealed in your presence, recorded in an assay certificate with its weight and purity, and kept in the lender's strong room. Under RBI rules, the lender must return it on full repayment, within 7 working days at the latest; if a delay is the lender's fault, it must compensate you at ₹5,000 for each day of delay.",
      },
      {
        question: "What happens if I cannot repay on time?",
        answer:
          "Speak to the lender early. Many allow renewal after you pay the interest, or a part-payment to bring the loan back within the LTV limit. If the loan remains unpaid, the lender can auction the gold only after giving you due notice, following RBI's auction norms, and any surplus left after settling your dues must be returned to you. Keep your phone number and address updated with the lender.",
      },
      {
        question: "Does a gold loan need a good CIBIL score?",
        answer:
          "Gold loans are secured, so most lenders do not insist on a high CIBIL score for small loans. For loans above ₹2.5 lakh, RBI requires the lender to assess your repayment capacity, and a score of 700 or above helps. Repaying on time also builds your credit history.",
      },
      {
        question: "Can I get the loan in cash, and do you charge a fee?",
        answer:
          "Small amounts can be paid in cash, but income-tax rules bar cash loans of ₹20,000 or more, so larger gold loans are credited to your bank account. We do not charge you any fee for arranging the loan; only the lender's own charges, shown in the Key Facts Statement, apply.",
      },
    ],
    interestRate: "8.50% – 24.00% p.a. (indicative)",
    loanAmount: "₹10,000 – ₹1 crore (linked to the value of your gold)",
    tenure: "3 – 12 months (up to 36 months on EMI schemes)",
    // "₹10,000 – ₹1 crore", "3 – 12 months": the EMI schemes up to 36 months are the exception.
    emiDefaults: {
      amount: 200000,
      ratePercent: 9.5,
      tenureMonths: 12,
      amountMin: 10000,
      amountMax: 10000000,
      tenureMinMonths: 3,
      tenureMaxMonths: 12,
    },
    // Secured by the gold itself: no income or employment questions.
    enquiryFields: { loanAmount: true, monthlyIncome: false, employmentType: false, city: true, pincode: true },
    seoTitle: "Gold Loan in Kerala – Compare Per-Gram Rates & Interest",
    seoDescription:
      "Compare gold loans from banks and NBFCs in Kerala. RBI loan-to-value limits, 22-carat equivalent valuation, flexible repayment and no upfront fee.",
  },
  {
    name: "Two-Wheeler Loans",
    slug: "two-wheeler-loans",
    description:
      "Finance a new scooter, motorcycle or electric two-wheeler with high funding of the on-road price, quick approval and affordable EMIs.",
    icon: "credit-card",
    color: "red",
    sortOrder: 50,
    isActive: true,
    summary:
      "Whether it is a scooter for the daily commute, a motorcycle or an electric two-wheeler, we help you finance it through banks and NBFCs, often with approval on the same day. We compare the down payment, interest rate, processing fee and EMI across lenders, so you are not limited to the dealer's usual financier. Funding, rates and tenure shown are indicative and depend on your profile and the vehicle; the lender decides the final terms.",
    features: [
      "Funding of up to 90–95% of the on-road price for eligible profiles, including registration and insurance",
      "Loans for new petrol and electric scooters and motorcycles, including premium bikes",
      "Repayment over 12 to 48 months, and up to 60 months with some lenders",
      "Quick approval with minimal documents for salaried and self-employed applicants",
      "Options for applicants new to credit, usually with a co-applicant or a higher down payment",
      "Guidance on removing hypothecation from the RC after you close the loan",
    ],
    eligibility: [
      "Aged 18 years or above (21 with many lenders), with the loan closing before about 65 years of age",
      "Salaried or self-employed, with a steady monthly income, often ₹10,000–₹15,000 or more",
      "A valid driving licence for the vehicle class, which many lenders ask for",
      "CIBIL score of about 700 or above for the best rates; new-to-credit applicants may be considered by some lenders",
      "Stable residence in the area served by the lender",
    ],
    documents: [
      "PAN card and Aadhaar",
      "Passport-size photograph",
      "Income proof: latest salary slips or ITR",
      "Bank statement for the last 3–6 months",
      "Driving licence, where the lender asks for it",
      "Dealer quotation or proforma invoice showing the on-road price",
      "After purchase: RC with the lender's hypothecation recorded, and the insurance policy copy",
    ],
    faqs: [
      {
        question: "How much down payment do I need for a two-wheeler loan?",
        answer:
          "It depends on the lender and your profile. Many lenders fund 85–95% of the on-road price, so a down payment of 5–15% is common, and a good credit score with stable income usually brings it down. Offers advertising zero down payment often carry higher processing fees or rates, so compare the total cost.",
      },
      {
        question: "Can I get a loan for an electric scooter?",
        answer:
          "Yes. Banks and NBFCs finance electric two-wheelers from recognised manufacturers, and some offer slightly lower rates for EVs. Any central or state incentive available at the time of purchase is applied by the dealer in the invoice as per the scheme in force, which reduces the amount you need to borrow.",
      },
      {
        question: "How do I remove hypothecation from my RC after closing the loan?",
        answer:
          "Until the loan is repaid, the lender is recorded on your vehicle's RC as the financier. After the last EMI, collect the loan closure letter, NOC and Form 35 from the lender, then apply online through the Parivahan (Vahan) portal to remove the hypothecation and get an updated RC. We can guide you through the process.",
      },
      {
        question: "Should I take the dealer's finance or arrange my own?",
        answer:
          "Dealer finance is convenient, but comparing alternatives can lower your interest rate, processing fee and add-on charges. We show you offers from several lenders before you book, and the lender pays the dealer directly once the loan is sanctioned.",
      },
      {
        question: "Can I close my two-wheeler loan early?",
        answer:
          "Yes. Two-wheeler loans are usually at a fixed rate, so a foreclosure charge of a few per cent of the outstanding principal may apply, as stated in your sanction letter and Key Facts Statement. RBI's ban on prepayment charges applies to floating-rate loans to individuals, so check which type of loan you have.",
      },
      {
        question: "Do you charge a fee for arranging the loan?",
        answer:
          "No. We do not charge you any upfront fee; we are paid by the lenders we work with. The lender's processing fee and documentation charges are disclosed in the Key Facts Statement before you sign. We cannot guarantee approval; the lender decides after checking your profile.",
      },
    ],
    interestRate: "9.50% – 22.00% p.a. (indicative)",
    loanAmount: "₹25,000 – ₹5 lakh (up to 95% of the on-road price)",
    tenure: "12 – 48 months (up to 60 months with some lenders)",
    // "₹25,000 – ₹5 lakh", "12 – 48 months (up to 60 months with some lenders)".
    emiDefaults: {
      amount: 100000,
      ratePercent: 11.5,
      tenureMonths: 36,
      amountMin: 25000,
      amountMax: 500000,
      tenureMinMonths: 12,
      tenureMaxMonths: 60,
    },
    enquiryFields: fullLoanEnquiry,
    seoTitle: "Two-Wheeler Loans in Kerala – Bikes, Scooters & EVs",
    seoDescription:
      "Finance a scooter, motorcycle or electric two-wheeler with up to 95% funding, quick approval and EMIs over 12–48 months. Indicative rates, no upfront fee.",
  },
  {
    name: "Loan Against Property",
    slug: "loan-against-property",
    description:
      "Raise funds against your house, flat or commercial building for business, education, weddings or debt consolidation, at lower rates than unsecured loans.",
    icon: "trending",
    color: "orange",
    sortOrder: 60,
    isActive: true,
    summary:
      "A loan against property lets you raise a large amount at a lower rate than a personal or unsecured business loan, while you continue to live in or use the property. We help you approach banks and NBFCs that accept your type of property, whether a house, flat, shop or commercial building, and we help you put together the title documents that lenders in Kerala ask for. The amount depends on the property's market value and your income. Rates and amounts shown are indicative, and the lender sets the final terms after legal and technical verification.",
    features: [
      "Loans of up to 60–70% of the market value of residential property, and usually 50–60% for commercial property",
      "Lower interest rates than unsecured loans, with repayment over up to 15 years",
      "Use for business expansion, working capital, children's education, weddings, medical needs or consolidating costly debts",
      "Balance transfer of an existing loan against property, with a top-up where eligible",
      "Overdraft facility with some lenders, so you pay interest only on the amount you use",
      "No prepayment charges on floating-rate loans to individuals for personal purposes, and on business-purpose loans to individuals and micro and small enterprises with most lenders, under RBI rules",
      "Original property documents returned within 30 days of full repayment, as required by RBI",
    ],
    eligibility: [
      "Salaried or self-employed individuals, and firms or companies, with all owners of the property joining as co-applicants",
      "Typically aged 25 to 65 years, with the loan ending by about 65–70 years of age",
      "Steady, documented income to service the EMI, shown in salary slips or ITRs",
      "CIBIL score of 700–750 or above",
      "Property with a clear, marketable title, an approved plan and no pending disputes",
      "Land recorded as dry or garden land (purayidam); land listed as paddy land or wetland in the data bank is generally not accepted",
    ],
    documents: [
      "PAN card and Aadhaar of all applicants and property owners",
      "Income proof: salary slips and Form 16, or 2–3 years' ITR with financial statements for self-employed applicants",
      "Bank statements for the last 6–12 months",
      "Title deed with prior deeds, and an encumbrance certificate covering the period the lender asks for (usually 13 to 30 years)",
      "Possession certificate, location sketch and latest land tax (basic tax) receipt from the Village Office",
      "Building permit and approved plan, occupancy certificate and latest building tax receipt from the local body",
      "GST returns and Udyam registration if the loan is for business use",
    ],
    faqs: [
      {
        question: "How much loan can I get against my property?",
        answer:
          "Lenders usually lend 60–70% of the market value of a residential property and around 50–60% for commercial property, as assessed by their own valuer. The final amount is the lower of this and what your income can support, since the EMI must fit within the lender's income norms.",
      },
      {
        question: "Is a loan against property cheaper than a personal loan?",
        answer:
          "Usually, yes. Because it is secured by your property, a loan against property typically costs several percentage points less than an unsecured loan and can run for up to 15 years, which lowers the EMI. It does involve legal and valuation charges and takes longer to process, and your property is at risk if you do not repay, so borrow only what you can comfortably service.",
      },
      {
        question: "Can I take a loan against a property that already has a home loan?",
        answer:
          "Yes, in two ways: a top-up loan from your existing lender, or a balance transfer of the home loan to a new lender along with additional funds. A property free of existing loans gives you the most flexibility. In either case, all co-owners must join the loan.",
      },
      {
        question: "Will I get my original documents back safely?",
        answer:
          "Yes. The lender keeps your original title deeds in safe custody during the loan. Under RBI rules, it must return all original property documents and remove any charge it registered within 30 days of full repayment; for a delay caused by the lender, it must compensate you at ₹5,000 for each day of delay.",
      },
      {
        question: "Which properties are usually not accepted?",
        answer:
          "Most lenders do not accept agricultural land, paddy land or wetland, properties without an approved plan or with title disputes, or properties without proper road access, and many do not accept vacant plots. Tell us about your property early, and we will check which lenders are likely to accept it before you pay any processing fee.",
      },
      {
        question: "Do you charge me anything for arranging the loan?",
        answer:
          "No upfront fee. We are paid by the partner lender. The lender's processing, legal and valuation charges are disclosed in the sanction letter and Key Facts Statement. We never promise approval, since the lender decides after verifying your property and income.",
      },
    ],
    interestRate: "9.00% – 15.00% p.a. (indicative)",
    loanAmount: "₹5 lakh – ₹5 crore (based on property value)",
    tenure: "Up to 15 years (up to 20 years with some lenders)",
    // "₹5 lakh – ₹5 crore", "Up to 15 years (up to 20 years with some lenders)".
    emiDefaults: {
      amount: 2500000,
      ratePercent: 10,
      tenureMonths: 120,
      amountMin: 500000,
      amountMax: 50000000,
      tenureMinMonths: 12,
      tenureMaxMonths: 240,
    },
    enquiryFields: fullLoanEnquiry,
    seoTitle: "Loan Against Property in Kerala – Residential & Commercial",
    seoDescription:
      "Raise funds against your house, flat or commercial building in Kerala. Indicative rates from 9% p.a., tenure up to 15 years, title document help, no upfront fee.",
  },
  {
    name: "Rooftop Solar Finance",
    slug: "rooftop-solar-finance",
    description:
      "Finance a rooftop solar system for your home with bank loans under the PM Surya Ghar scheme, with a central subsidy of up to ₹78,000.",
    icon: "zap",
    color: "green",
    sortOrder: 70,
    isActive: true,
    summary:
      "A rooftop solar system can cut your electricity bill sharply, and under PM Surya Ghar Muft Bijli Yojana a residential system of 3 kW or more qualifies for a central subsidy of up to ₹78,000. We help you register on the national portal, choose a registered vendor and apply for a solar loan from a bank, so you pay only a small margin upfront. Once the system is installed, net-metered by KSEB or your local distribution licensee and inspected, the subsidy is credited to your bank account. Loan rates and amounts are indicative and set by the lender, and the subsidy follows the scheme rules in force.",
    features: [
      "Central subsidy under PM Surya Ghar: ₹30,000 for 1 kW, ₹60,000 for 2 kW and ₹78,000 for systems of 3 kW and above",
      "Collateral-free loans from public sector banks for residential systems up to 3 kW at a concessional, repo-linked rate",
      "Loans for larger residential systems of 3–10 kW at the bank's applicable rates",
      "Funding of up to about 90% of the system cost, so you pay only a small margin upfront",
      "Repayment over up to 10 years, with the subsidy usually used to reduce the outstanding loan",
      "Guidance on portal registration, DISCOM feasibility approval, net metering and the subsidy claim",
    ],
    eligibility: [
      "Indian citizen who owns the house on which the system will be installed, with a roof suitable for solar panels",
      "Valid domestic electricity connection with KSEB or your local distribution licensee",
      "Has not already received a subsidy for rooftop solar panels",
      "Age typically 18 to 70 years, as per the bank's policy",
      "Repayment capacity assessed by the bank; income proof may be needed for larger systems and loans",
    ],
    documents: [
      "PAN card and Aadhaar",
      "Latest electricity bill showing your consumer number",
      "Proof of house ownership, such as the latest building tax receipt or title deed",
      "PM Surya Ghar registration and application number from the national portal (pmsuryaghar.gov.in)",
      "DISCOM feasibility approval for the rooftop system",
      "Quotation from a registered vendor with the system capacity and cost",
      "Bank account details for the subsidy credit, and income proof or ITR for larger loans",
    ],
    faqs: [
      {
        question: "How much subsidy will I get for rooftop solar?",
        answer:
          "Under PM Surya Ghar Muft Bijli Yojana, the central subsidy for homes is ₹30,000 per kW for the first 2 kW and ₹18,000 for the third kW, capped at ₹78,000 for systems of 3 kW and above. It is paid directly into your bank account after the system is installed, net-metered and inspected. Scheme rules can change, so we confirm the current amount when you apply.",
      },
      {
        question: "What size of system does my home need?",
        answer:
          "As a rough guide, 1 kW covers about 100–120 units of monthly consumption, and a 3 kW system generates around 300–360 units a month on average, depending on roof direction, shading and the season. Plan for about 10 square metres of shade-free roof per kW. Your vendor should size the system from your last year's electricity bills.",
      },
      {
        question: "What is the interest rate on a solar loan?",
        answer:
          "Under the scheme, public sector banks offer collateral-free loans for systems up to 3 kW at a concessional rate linked to the RBI repo rate, recently in the range of about 6% to 7% p.a. Larger systems and loans from other lenders carry the lender's regular rates. All rates are indicative and confirmed by the bank at sanction.",
      },
      {
        question: "How does the subsidy work with the loan?",
        answer:
          "You pay the vendor a small margin and the bank pays the rest. After commissioning, the central subsidy reaches your bank account, and most banks expect it to be used to reduce the loan, which lowers your EMI or shortens the tenure. Keep the same bank account linked on the portal to avoid delays.",
      },
      {
        question: "How long does the whole process take?",
        answer:
          "Typically a few weeks to two months, covering portal registration, DISCOM feasibility, loan sanction, installation, net meter fitting, inspection and commissioning. The subsidy is released after the commissioning details are recorded on the portal. Delays usually occur at the net-metering stage, so choose a vendor who handles the paperwork.",
      },
      {
        question: "Do you charge a fee for solar finance?",
        answer:
          "No. We do not charge you any upfront fee; we are paid by the partner bank. We are not a solar vendor, so choose an installer registered for your DISCOM on the national portal, and compare quotations before you commit.",
      },
    ],
    interestRate: "About 6% – 7% p.a. under the scheme (up to 3 kW); higher for larger systems (indicative)",
    loanAmount: "Up to ₹2 lakh collateral-free (up to 3 kW); up to about ₹6 lakh for 3–10 kW",
    tenure: "Up to 10 years",
    // "Up to ₹2 lakh … up to about ₹6 lakh for 3–10 kW", "Up to 10 years".
    emiDefaults: {
      amount: 180000,
      ratePercent: 7,
      tenureMonths: 84,
      amountMin: 30000,
      amountMax: 600000,
      tenureMinMonths: 12,
      tenureMaxMonths: 120,
    },
    enquiryFields: {
      loanAmount: true,
      monthlyIncome: false,
      employmentType: false,
      city: false,
      pincode: true,
      amountLabel: "Cost of the solar system (₹)",
      amountMessage: "Enter the cost of the solar system",
    },
    seoTitle: "Rooftop Solar Loan in Kerala – PM Surya Ghar Subsidy Finance",
    seoDescription:
      "Finance rooftop solar with bank loans under PM Surya Ghar. Central subsidy up to ₹78,000, collateral-free loans up to 3 kW, help with KSEB net metering.",
  },
  {
    name: "Outward Remittance & Forex",
    slug: "outward-remittance-forex",
    description:
      "Send money abroad for education, medical treatment, travel or family support, and buy forex cards and currency through RBI-authorised dealers under LRS.",
    icon: "trending",
    color: "blue",
    sortOrder: 80,
    isActive: true,
    summary:
      "Whether you are paying a university abroad, supporting a child studying overseas or planning a trip, money sent out of India must follow FEMA rules. We connect you with RBI-authorised banks and money changers for outward remittances, forex cards and foreign currency notes under the Liberalised Remittance Scheme (LRS), and help you complete Form A2 and the LRS declaration. This is a remittance and foreign exchange service, not a loan; exchange rates and charges are set by the authorised dealer at the time of the transaction. Tax collected at source (TCS) may apply depending on the purpose and amount.",
    features: [
      "Outward remittances by SWIFT for university fees, living expenses, medical treatment, family maintenance and gifts",
      "Multi-currency forex cards and foreign currency notes for travel and study abroad",
      "Help with Form A2, the LRS declaration and purpose codes, so your remittance is not held up",
      "Exchange rate, bank charges and GST on currency conversion explained before you book",
      "Coordination with education-loan lenders for fee payments to foreign universities",
      "Guidance on TCS and on claiming it when you file your income-tax return",
    ],
    eligibility: [
      "Resident individuals, including minors through a parent or guardian, within the LRS limit of USD 250,000 per financial year",
      "A valid PAN, which is mandatory for LRS remittances",
      "A permitted purpose under FEMA; remittances for margin trading, lotteries or forex trading on unauthorised platforms are not allowed",
      "Payment from your own bank account; cash can be used only for small purchases of foreign currency, within RBI limits",
      "Remittances cannot be sent to countries identified as non-cooperative by the FATF",
    ],
    documents: [
      "PAN card (mandatory) and Aadhaar",
      "Passport, with visa and air ticket for travel or study abroad",
      "Form A2 and the LRS declaration signed by the remitter",
      "For education: university admission letter and fee invoice",
      "For medical treatment: letter from the overseas hospital with a cost estimate",
      "For family maintenance or gifts: beneficiary's bank details (SWIFT/BIC, IBAN or routing code) and proof of relationship where asked",
      "Education loan sanction letter, if the remittance is funded by a loan (relevant for TCS)",
    ],
    faqs: [
      {
        question: "How much money can I send abroad in a year?",
        answer:
          "Under the Liberalised Remittance Scheme, each resident individual, including a minor, can remit up to USD 250,000 per financial year (April to March) for permitted current and capital account purposes. The limit covers all your LRS remittances through all banks together. Higher amounts for studies or medical treatment abroad can be allowed on the basis of the institution's estimate; most other cases need RBI approval.",
      },
      {
        question: "Will TCS be collected on my remittance?",
        answer:
          "Tax collected at source (TCS) may apply to LRS remittances and overseas tour packages. Whether it applies, and at what rate, depends on the purpose (education, medical treatment, travel or investment), whether education is funded by a loan from a financial institution, and how much you have remitted in the year, and these rules change with the Finance Act, so the authorised dealer confirms the TCS at the time of remittance. TCS is not a final tax: it appears in your Form 26AS and can be adjusted against your income tax or refunded when you file your return.",
      },
      {
        question: "How long does an international transfer take?",
        answer:
          "Most SWIFT transfers reach the beneficiary's bank within one to three working days, depending on the currency, intermediary banks and time zones. Send university fees well before the deadline, and keep the SWIFT reference (MT103) to trace the payment if needed.",
      },
      {
        question: "What charges apply when I send money abroad?",
        answer:
          "You pay the exchange rate margin, the bank's remittance fee, GST on the currency conversion and the fee, and any charges deducted by correspondent banks abroad. Choosing the 'OUR' charge option means you pay the overseas charges, so the beneficiary receives the full amount, which universities often require. We show you the rate and charges before you confirm.",
      },
      {
        question: "How much foreign currency can I carry in cash when I travel?",
        answer:
          "For most countries, travellers can buy up to USD 3,000 or its equivalent per trip in currency notes, with the rest on a forex card. You can pay in cash for foreign exchange only up to ₹50,000; larger amounts must be paid by cheque, card or bank transfer.",
      },
      {
        question: "Is this a loan, and do you charge a fee?",
        answer:
          "No, outward remittance and forex are services, not loans, so there is no EMI. We connect you with RBI-authorised dealers and do not charge you any upfront fee; the dealer's exchange rate and charges are shown before you pay. Never send money abroad through unauthorised apps or agents, and check RBI's Alert List of unauthorised forex trading platforms.",
      },
    ],
    interestRate: "Not applicable – exchange rate set by the authorised dealer at booking",
    loanAmount: "Up to USD 250,000 per person per financial year (LRS)",
    tenure: "Not applicable – transfers usually credit in 1–3 working days",
    emiDefaults: null,
    enquiryFields: {
      loanAmount: true,
      monthlyIncome: false,
      employmentType: false,
      city: true,
      pincode: false,
      amountLabel: "Amount to send (₹)",
      amountMessage: "Enter the amount in rupees you want to send",
    },
    seoTitle: "Outward Remittance & Forex in Kerala – LRS Transfers",
    seoDescription:
      "Send money abroad for education, medical or family needs under LRS (USD 250,000 a year). Forex cards, currency, Form A2 help and TCS guidance.",
  },
];
