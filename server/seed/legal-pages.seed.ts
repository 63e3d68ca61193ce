import type { LegalTexts } from "../content/page-texts";
import type { LegalPageKey } from "../vocabulary/content";

/**
 * The legal pages' English as the site came with it (moved word for word out of the route files,
 * issue 27), until staff change it on the Pages screen. Fields and marks:
 * server/content/legal-page-texts.ts and page-body.ts. Two statements are new with the Malayalam
 * and Hindi site: the privacy notice is available in those languages, and the cookie policy says
 * that the language lives in the address, not in a cookie.
 */
export const legalPageSeed: Record<LegalPageKey, LegalTexts> = {
  privacy: {
    title: "Privacy Policy",
    intro:
      "How we handle your personal data when you visit our website, ask about a loan or apply through us, in line with India's Digital Personal Data Protection Act, 2023.",
    metaDescription:
      "How we collect, use, share and protect your personal data under India's DPDP Act, 2023, how to withdraw consent, and how to reach our Grievance Officer.",
    identityHeading: "Who we are",
    identityLabel: "Who we are",
    identityBody: `{legalName} (“{businessName}”, “we”, “us”), of {address}, is an approved agent (Direct Selling Agent) of banks and non-banking finance companies. We are not a lender.

We decide why and how your personal data is processed for the purposes in this notice, so under the Digital Personal Data Protection Act, 2023 (“DPDP Act”) we are the **Data Fiduciary** for that data, and you are the **Data Principal**. When you apply with a lender, that lender also becomes a Data Fiduciary for the data it receives, and its own privacy notice applies to its processing.`,
    scopeHeading: "What this notice covers",
    scopeLabel: "What this notice covers",
    scopeBody:
      "This notice covers personal data we collect through this website, by phone, WhatsApp, e-mail, video call and at our office, from people who enquire about or apply for a loan or remittance, and from people who register with us as business partners. It is available in English, Malayalam and Hindi; ask us if you would like it explained in another language we support.",
    dataCollectedHeading: "Personal data we collect",
    dataCollectedLabel: "Personal data we collect",
    dataCollectedBody: `- **Contact details**: name, mobile number, e-mail address, city, PIN code and preferred language.
- **Your loan requirement**: the type of loan, amount, purpose and tenure, and details of the property, vehicle, gold, solar system or remittance involved.
- **Income and employment**: employer or business, income, existing loans and EMIs, and, with your consent, bank statements, tax returns and your credit report.
- **Documents**: identity and address proof such as PAN and masked Aadhaar, photographs, income documents, property papers and any other document a lender asks for.
- **Our conversations**: notes of calls and meetings, and the messages and e-mails you send us.
- **Device and cookie data**: IP address, browser and device type, pages visited and how you reached our site, collected through cookies and similar technologies only if you accept them (see section 12).
- **Anonymous visit counts**, for every visitor and without cookies: the pages opened, a few actions (loan page viewed, contact link tapped, EMI calculator used, enquiry form shown or sent, cookie choice), the referring site’s domain and campaign tags on the first page, and a device class and browser name. Without your cookie consent these carry no IP address and no identifier, so they are not linked to you; with it, a code that changes daily lets us count distinct visitors (section 12).

Most of this comes directly from you. With your consent, we may also receive data about your application from the lender you applied with (such as its status), from a credit information company or an Account Aggregator, or from a business partner who introduced you to us.`,
    purposesHeading: "Why we use it",
    purposesLabel: "Why we use it",
    purposesBody: `- To respond to your enquiry and call or message you back about it.
- To assess your indicative eligibility and suggest suitable lenders and products.
- To prepare and share your application with the lenders you choose to apply with, and to follow it up until the loan is decided and disbursed.
- To send you updates about your application, by the channels you agreed to.
- With your separate consent only, to tell you about other loans or offers. You can opt out at any time.
- To comply with the law, with our agreements with lenders and their audits, and with orders of courts and authorities, and to prevent fraud.
- With cookie consent only, to measure how our website is used and to improve our advertising.

We process your personal data on the basis of your consent, or for a legitimate use the DPDP Act allows, such as processing data you gave us voluntarily for a specific purpose, or meeting a legal obligation.`,
    consentHeading: "Consent and how to withdraw it",
    consentLabel: "Consent and withdrawing it",
    consentBody: `We ask for your consent in clear terms, for specific purposes, before we collect data that needs it. You may withdraw consent at any time, and doing so is as easy as giving it:
- E-mail {email} with the words “withdraw consent”, or tell us on a call or on WhatsApp. Say which purpose you want to withdraw from (for example, marketing messages) or whether you want us to stop processing altogether.
- For cookies, use the “Cookie settings” link on our website at any time to change your choice.

After you withdraw, we stop the processing that relied on that consent within a reasonable time, and ask our service providers to do the same. Withdrawal does not affect processing that took place before it. If you withdraw consent for an application in progress, we may no longer be able to help with it. A lender that has already received your application handles its own copy under its own obligations; contact the lender too.

Where the law provides for registered Consent Managers, you may also give, manage and withdraw your consent through one.`,
    sharingHeading: "Who we share it with",
    sharingLabel: "Who we share it with",
    sharingBody: `- **Banks and NBFCs you choose to apply with**, and their service providers, such as verification and valuation agencies, credit information companies, KYC, e-sign and e-mandate providers, and Account Aggregators. We share your application with a lender only after you decide to apply with it.
- **Our own service providers**, who process data for us under contract and only on our instructions: website hosting, e-mail, telephone and messaging (including WhatsApp), and customer records software.
- **Authorities**, when the law, a court or a regulator requires it.
- **A successor business**, if our business is merged or transferred, under this notice.

**We do not sell your personal data**, and we do not share it with lenders or anyone else for their own marketing. Some service providers may store data outside India; we allow this only where Indian law permits the transfer.`,
    retentionHeading: "How long we keep it",
    retentionLabel: "How long we keep it",
    // The 24 months are the lead settings' default retention (server/leads/lead-settings.ts,
    // defaultLeadSettings.retentionMonths), which the retention job applies: staff who change the
    // setting change this text, and its translations, with it. The 90 days of documents are the lead
    // settings' documentRetentionDays likewise.
    retentionBody: `**Your enquiry** (your name, mobile number, e-mail address, city, PIN code, the loan amount, income and employment details you gave, your message, and how you reached our website, such as the page and the campaign link) and **our notes** of calls and messages about it are kept while we work on it: until the loan is disbursed and the file is closed, or until it ends because you are not going ahead, you are not eligible, the lender declines it, or it was a duplicate.

**Documents you upload** for your application (such as the masked Aadhaar, PAN card, salary slips and bank statements) are stored encrypted. Only our staff who work on your application see them, and we send them only to the lender you apply with. They are deleted **90 days** after your loan is disbursed or your application is closed or ends, at once when you ask us to erase your data, and when you remove one yourself before we accept it. Copies stay in our encrypted backups for a short time more, until those backups are deleted. We never keep your full Aadhaar number: we ask only for the masked Aadhaar.

**After that, we keep it for 24 months**, because complaints, lender queries and audits come late. Then our system erases your personal details automatically: your name, mobile number, e-mail address, city, PIN code, income, employment, message, the details of your visit and the text of our notes are deleted, and any notification about you that has not been sent yet is cancelled.

What remains after erasure does not identify you: the enquiry’s reference number, the type of loan, its status, the amounts asked for, sanctioned and disbursed, the lender and its application number, the dates, our commission, and the record that consent was given (which version of this notice, and when). We keep these for our accounts with lenders and for tax.

You do not have to wait: ask us to erase your data at any time (see section 9), and we erase every enquiry made with your mobile number or e-mail address in the same way, unless the law requires us to keep it. Lenders keep the data in your application under their own retention rules.`,
    securityHeading: "How we protect it",
    securityLabel: "How we protect it",
    securityBody: `We take reasonable security safeguards: encrypted connections (HTTPS) for this website, access limited to staff who need it, confidentiality duties for our staff, contracts with service providers, and logs of access to our systems. If a personal data breach happens, we will inform you and the Data Protection Board of India as the law requires.

Please help us: we will never ask for your OTPs, PINs, passwords or card CVVs, and we never ask for money to approve a loan.`,
    rightsHeading: "Your rights",
    rightsLabel: "Your rights",
    rightsBody: `Under the DPDP Act you have the right to:
- **Access**: a summary of the personal data we process about you and how we process it, and the identities of others we have shared it with, and what we shared.
- **Correction and erasure**: have inaccurate or incomplete data corrected, completed or updated, and have data erased when it is no longer needed, unless the law requires us to keep it.
- **Grievance redressal**: have your complaint about our handling of your data answered by our Grievance Officer.
- **Nominate**: name another person to exercise your rights if you die or become unable to do so.

We find your data by the mobile number or e-mail address you used, so please write from it or mention it. To use any of these rights, e-mail {email}. We may ask you to confirm your identity first, and we will reply within the time the law allows. As a Data Principal you also have duties under the Act, such as giving us accurate information and not filing false or frivolous complaints.

If you are not satisfied with our answer, you may complain to the Data Protection Board of India, after first using our grievance redressal process.`,
    grievanceHeading: "Grievance Officer",
    grievanceLabel: "Grievance Officer",
    grievanceBody:
      "For questions about this notice, to exercise your rights, or to raise a complaint, contact our Grievance Officer:",
    grievanceCardTitle: "Grievance Officer (data protection)",
    childrenHeading: "Children’s data",
    childrenLabel: "Children's data",
    childrenBody:
      "Our services are for adults, and we do not knowingly collect personal data of anyone under 18 for our own purposes. Where a loan involves a child, for example an education loan for a student under 18 where a parent or guardian applies, we process the child’s data only with the verifiable consent of the parent or lawful guardian, and only as far as the application needs. We do not track children or show them targeted advertising.",
    cookiesHeading: "Cookies",
    cookiesLabel: "Cookies",
    cookiesBody:
      "Our website sets no cookies of its own for visitors. It keeps a few items in your browser’s storage that it needs to work, including your cookie choice. Analytics and advertising cookies, used to measure visits and the effect of our advertising, load only if you choose “Accept All”. You can change your choice at any time through the “Cookie settings” link. Separately, our website counts page views and a few actions itself, without cookies and without storing anything in your browser; for visitors who have not accepted cookies these counts hold no IP address or identifier, and the raw counts are deleted after 30 days. Our [Cookie Policy](/cookie-policy) has the details.",
    noticeChangesHeading: "Changes to this notice",
    noticeChangesLabel: "Changes to this notice",
    noticeChangesBody: `We may update this notice when our practices or the law change. We will show the new date at the top of this page and, for significant changes, tell you by e-mail or message if we have your details.

Questions? Call us on {phone} ({businessHours}) or e-mail {email}.`,
  },

  terms: {
    title: "Terms & Conditions",
    intro:
      "The terms on which you may use this website and our loan assistance services. Please read them with our privacy policy and disclaimer.",
    metaDescription:
      "Terms for using our website and services: our role as a loan agent, not a lender; no fees for borrowers; your obligations; liability; and Indian governing law.",
    aboutTermsHeading: "About these terms",
    aboutTermsLabel: "About these terms",
    aboutTermsBody:
      "This website is operated by {legalName} (“{businessName}”, “we”, “us”). By using the website, or by asking us to help you with a loan or remittance, you agree to these terms. If you do not agree, please do not use the website.",
    roleHeading: "Our role as an agent",
    roleLabel: "Our role as an agent",
    roleBody: `- We are an approved agent (Direct Selling Agent) of banks and non-banking finance companies. We are **not a lender**: we do not lend money, accept deposits or issue loans in our own name.
- Every decision to approve or reject a loan, and on its amount, interest rate, charges, tenure and security, is made by the lender alone, under its own policies. We cannot guarantee approval, a particular rate or a timeline.
- Interest rates, EMIs, eligibility results and loan amounts shown on this website or given by our staff are **indicative**. The lender’s sanction letter, Key Fact Statement and loan agreement are what bind you and the lender.
- Lenders pay us for the applications we source. This does not change the rate or charges you pay.`,
    noFeesHeading: "No fees for borrowers",
    noFeesLabel: "No fees for borrowers",
    noFeesBody:
      "We do not charge borrowers any fee for our help. The only charges you pay are the lender’s own charges, such as a processing fee, stamp duty or insurance you choose to take, as shown in the lender’s Key Fact Statement. These are paid only to the lender, through its own account or payment channel.",
    fraudWarningTitle: "Fraud warning: we never ask for money to approve a loan",
    fraudWarningBody: `Nobody from {businessName} will ask you to pay money to us or to any individual to approve, process, speed up or release a loan, for “file charges”, “advance EMI”, “GST” or anything else. We will never ask for your OTPs, PINs, passwords or card CVVs.

If anyone does, in our name or a lender’s, do not pay. Report it on the National Cyber Crime Reporting Portal ([cybercrime.gov.in](https://cybercrime.gov.in)) or helpline 1930, and tell us at {email}.`,
    obligationsHeading: "Your obligations",
    obligationsLabel: "Your obligations",
    obligationsBody: `- You must be at least 18 years old and able to enter into a contract under Indian law.
- The information and documents you give us must be true, complete and your own. Giving false information or documents to obtain a loan can lead to rejection and legal action by the lender.
- If you give us details of another person, such as a co-applicant or guarantor, you must have their permission to do so.
- Tell us promptly if your details change while your application is in progress.
- Do not misuse the website: no attempts to break in, disrupt it, copy it in bulk by automated means, upload harmful code, or pretend to be someone else.

When you send us an enquiry, you ask us to contact you about it by phone, SMS, WhatsApp or e-mail. We send promotional messages only if you agree, and you can opt out at any time.`,
    websiteInfoHeading: "Information on this website",
    websiteInfoLabel: "Information on this website",
    websiteInfoBody:
      "The content of this website is general information to help you understand loans and schemes. We try to keep it accurate and current, but lenders and governments change their products and rules, and we do not warrant that every detail is complete or up to date. It is not financial, legal or tax advice. See our [disclaimer](/disclaimer).",
    thirdPartiesHeading: "Third-party websites and services",
    thirdPartiesLabel: "Third-party websites and services",
    thirdPartiesBody:
      "The website links to lenders, government portals and other websites, and our process may use services such as WhatsApp. Those are run by others under their own terms and privacy policies, and we are not responsible for their content or availability.",
    ipHeading: "Intellectual property",
    ipLabel: "Intellectual property",
    ipBody:
      "The text, design, graphics and logo of this website belong to {legalName} or are used with permission. You may view and print pages for your own personal, non-commercial use. You may not copy, republish or sell them without our written permission. Names and marks of banks, NBFCs and government schemes belong to their owners and are used only to identify them.",
    liabilityHeading: "Limitation of liability",
    liabilityLabel: "Limitation of liability",
    liabilityBody: `To the extent the law allows:
- We are not liable for a lender’s decision, for delays or actions of lenders or government bodies, or for loss caused by relying on indicative information on this website.
- We are not liable for indirect or consequential loss, or for loss caused by events outside our reasonable control, such as network or payment-system outages.
- The website is provided “as is”, and we do not promise it will always be available.

Nothing in these terms limits liability that cannot be limited under Indian law, including for fraud, or any right you have as a consumer.`,
    termsChangesHeading: "Changes and suspension",
    termsChangesLabel: "Changes and suspension",
    termsChangesBody:
      "We may change these terms or the website at any time. The date at the top shows when the terms last changed, and continuing to use the website after a change means you accept it. We may suspend or withdraw the website, or any part of it, for maintenance or other reasons.",
    lawHeading: "Governing law and jurisdiction",
    lawLabel: "Governing law and jurisdiction",
    lawBody:
      "These terms are governed by the laws of India. Subject to any right you have to approach a consumer commission under the Consumer Protection Act, 2019, the courts at Ernakulam, Kerala have exclusive jurisdiction over any dispute arising from them.",
    complaintsHeading: "Complaints and contact",
    complaintsLabel: "Complaints and contact",
    complaintsBody:
      "If you are unhappy with our service, tell us first and we will try to put it right. For a complaint about a loan itself, contact the lender’s grievance redressal officer; if the lender does not resolve it, you may approach the RBI Ombudsman through the [RBI Complaint Management System](https://cms.rbi.org.in).",
  },

  "cookie-policy": {
    title: "Cookie Policy",
    intro:
      "Which cookies and browser storage our website uses, who sets them, why, and for how long, and how you can change your choice at any time.",
    metaDescription:
      "Every cookie and browser storage item our website uses, who sets it, why and for how long. Google Analytics and Meta Pixel load only if you accept.",
    inShortHeading: "In short",
    inShortLabel: "In short",
    inShortBody: `- **Our website sets no cookies of its own** when you visit its public pages.
- **Your language is in the address, not in a cookie**: the Malayalam and Hindi pages have addresses of their own (starting with /ml and /hi), so choosing a language stores nothing in your browser.
- It keeps a few small items in your browser’s storage to remember your cookie choice, the popups you closed, and where your visit came from (to attach to an enquiry, if you send one).
- **Our own visit counts use no cookies and nothing in your browser**: for every visitor, our website counts anonymously which pages are opened and a few actions (see [below](#own-counts)), without any identifier.
- **Analytics and advertising cookies** (Google Analytics and the Meta Pixel) are used only if you choose “Accept All” on our cookie banner. Until then, neither is loaded, and nothing is sent to Google or Meta.
- You can change your choice at any time with “Cookie settings” at the bottom of every page. Saying no does not stop you from using any part of the website, checking your EMI or applying for a loan.`,
    storageExplainedHeading: "Cookies and browser storage",
    storageExplainedLabel: "Cookies and browser storage",
    storageExplainedBody:
      "A **cookie** is a small text file that a website stores in your browser and that your browser sends back with later visits. **Local storage** and **session storage** are similar small stores in your browser, but they are not sent to the website automatically: they stay on your device unless the website’s own code sends them. Items in local storage stay until they are cleared; items in session storage are deleted when you close the browser tab.",
    alwaysUsedHeading: "Storage our website always uses",
    alwaysUsedLabel: "Storage our website always uses",
    alwaysUsedBody:
      "These items are needed for the website to work as you expect and to respect your choices, so they are used without asking. They are set by {businessName} and stay in your browser.",
    ownCountsHeading: "Our own visit counts (no cookie, nothing stored in your browser)",
    ownCountsBody: `So that we know which pages and campaigns bring enquiries, our website sends our own server a short note for each page you open and for these actions: viewing a loan service page, tapping our phone, WhatsApp or e-mail links, using an EMI calculator, an enquiry form being shown or sent, and your answer on the cookie banner. Each note holds only: the page address (without anything after “?”), the action and its type (such as the loan service or “WhatsApp”), on the first page of a visit the domain of the site that sent you and the campaign tags in the link (utm_source, utm_medium, utm_campaign), and whether it is the first or second page of a visit. Our server adds the date and time, and a device class (mobile, tablet or desktop) and browser name worked out from your browser’s description, which it then discards.

If you have not accepted cookies, we keep **no IP address, no identifier and nothing that links one note to another**: we cannot tell who you are, or whether two page views were yours. If you chose “Accept All”, we also keep a code made from your IP address and browser description with a secret that changes every day and is deleted at the end of the day, so we can count distinct visitors per day; the IP address itself is never stored. The notes are deleted after 30 days; only daily totals are kept.`,
    withConsentHeading: "Analytics and advertising cookies (only with your consent)",
    withConsentLabel: "Analytics and advertising cookies",
    withConsentBody:
      "If you choose “Accept All”, our pages load Google Analytics and the Meta Pixel. Their scripts then set these cookies on this website’s address. If you choose “Decline Non-Essential”, or close the banner, they are never loaded.",
    withConsentAfter: `**What we send them.** With your consent, our pages tell Google Analytics and Meta which pages you open, which loan service pages you read, when you tap our phone, WhatsApp or e-mail links, when you use an EMI calculator, and when you send us an enquiry (its type, the loan service and the amount asked for). We never send them your name, mobile number, e-mail address or the text of your messages.

Google and Meta decide how they use this data for their own purposes, and may process it outside India, as Indian law permits. They may also read cookies they set on their own websites, for example if you are signed in to Facebook. Their policies explain this: [how Google uses information from sites that use its services](https://policies.google.com/technologies/partner-sites) and [Meta’s cookie policy](https://www.facebook.com/privacy/policies/cookies/).`,
    staffAreaHeading: "The staff area",
    staffAreaLabel: "The staff area",
    staffAreaBody:
      "Our staff administration area, used only by our employees, uses one strictly necessary session cookie to keep a staff member signed in. It is never set for visitors of the public pages.",
    changeChoiceHeading: "Changing your choice",
    changeChoiceLabel: "Changing your choice",
    changeChoiceBody:
      "Choose “Cookie settings” at the bottom of any page, or the button below, to open the cookie banner again, then pick “Accept All” or “Decline Non-Essential”. Withdrawing your consent is as easy as giving it.",
    changeChoiceAfter: `If you withdraw your consent, the Meta Pixel is removed at once, and the pages you open next load neither Google Analytics nor the Meta Pixel. Cookies they had already set stay in your browser until they expire; to remove them now, delete this website’s cookies and site data in your browser’s privacy settings. Clearing all of this website’s data also removes your cookie choice, so the banner will ask you again.

You can also block or delete cookies for all websites in your browser’s settings. Our website works without them.`,
    cookieRightsHeading: "Your rights",
    cookieRightsLabel: "Your rights",
    cookieRightsBody:
      "Under India’s Digital Personal Data Protection Act, 2023, we use analytics and advertising cookies only with your consent, which must be free, specific and informed, and which you can withdraw at any time. You also have the rights to access, correct and erase your personal data and to have your grievances answered. Our [Privacy Policy](/privacy) explains these rights, how we handle the details you send us, and how to reach our [Grievance Officer](/privacy#grievance-officer). Questions about this policy: e-mail {email}.",
    policyChangesHeading: "Changes to this policy",
    policyChangesLabel: "Changes to this policy",
    policyChangesBody: "When we add or change a cookie or storage item, we update this page and the date at the top.",
  },

  disclaimer: {
    title: "Disclaimer",
    intro: "Please read this before relying on anything on the {businessName} website.",
    metaDescription:
      "Our content is for information only: rates and EMIs are indicative, lenders make every credit decision, and we never charge borrowers. Read the full disclaimer.",
    informationOnlyHeading: "Information only",
    informationOnlyBody:
      "The content of this website, including loan descriptions, eligibility checks, calculators and scheme explainers, is general information to help you understand your options. It is not an offer of a loan, a promise of approval, or a commitment by any lender.",
    indicativeHeading: "Rates, EMIs and amounts are indicative",
    indicativeBody:
      "Interest rates, EMIs, loan amounts, tenures and charges shown on this website or quoted by our staff are indicative. The actual terms depend on the lender, your income, credit history, the property or asset, and market conditions such as changes in the RBI policy rate. EMI figures are estimates and may not include fees, insurance, taxes or other charges. The lender’s Key Fact Statement, which shows the annual percentage rate (APR), and its sanction letter are final.",
    notAdviceHeading: "Not financial advice",
    notAdviceBody:
      "Nothing on this website is financial, investment, legal or tax advice. Borrow only what you can repay comfortably, compare the total cost of the loan and not just the interest rate, and consult a qualified adviser if you are unsure.",
    lenderDecisionsHeading: "Lenders make every decision",
    lenderDecisionsBody:
      "{businessName} is an approved agent (DSA) and does not lend money. Each lender decides, at its sole discretion and under its own credit policy, whether to lend to you and on what terms. We cannot influence or guarantee that decision, or how long it takes.",
    schemesHeading: "Government schemes",
    schemesBody:
      "Scheme amounts, eligibility rules and deadlines change. The official scheme portal, the implementing agency and the lender decide whether you qualify, and their published rules are final. See our [government schemes guide](/govt-schemes) for summaries and official links.",
    regulatedLendersHeading: "RBI-regulated lenders",
    regulatedLendersBody:
      "The banks and NBFCs we work with are regulated by the Reserve Bank of India (housing finance companies are also supervised by the National Housing Bank). We are their agent and are not ourselves a bank or NBFC. Regulation of a lender by the RBI does not mean the RBI endorses any particular loan product or agent. You can check whether an NBFC is registered on the [RBI website](https://www.rbi.org.in) and ask the lender to confirm that we are authorised to source loans for it.",
    thirdPartyLinksHeading: "Third-party links",
    thirdPartyLinksBody:
      "Links to lenders, government portals and other websites are provided for convenience. We do not control them, and a link does not mean we endorse their content, products or privacy practices. Names of lenders and schemes are used only to identify them, and their trademarks belong to their owners.",
    fraudWarningHeading: "Fraud warning",
    fraudCalloutTitle: "We never ask for money to approve a loan",
    fraudCalloutBody: `Our service is free for borrowers. Nobody from {businessName} will ask you to pay us or any individual to approve, process or release a loan, or ask for your OTPs, PINs, passwords or card CVVs. Lender charges are paid only to the lender, as shown in its Key Fact Statement.

If someone asks, do not pay. Report it on [cybercrime.gov.in](https://cybercrime.gov.in) or helpline 1930, and report suspected fake lenders or unauthorised deposit schemes on the RBI’s [Sachet portal](https://sachet.rbi.org.in).`,
    disclaimerLiabilityHeading: "Limitation of liability",
    disclaimerLiabilityBody:
      "We try to keep this website accurate and current, but we do not warrant that it is complete or free of errors. To the extent the law allows, we are not liable for any loss caused by relying on its content. Our [terms and conditions](/terms) and [privacy policy](/privacy) also apply.",
    questionsHeading: "Questions",
    questionsBody: "If anything here is unclear, contact us before you act on it.",
  },
};
