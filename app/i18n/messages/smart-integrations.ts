import { defineMessages } from "../define-messages";

/**
 * /smart-integrations below the intro staff keep (page texts): the sections on eligibility,
 * credit reports, digital KYC, Account Aggregator, e-sign, e-mandates, WhatsApp, Vyapar and
 * privacy (app/components/content/smart-integrations-page.tsx). Names of systems and regulators
 * (Aadhaar, DigiLocker, e-NACH, UPI AutoPay, NPCI, RBI, UIDAI) stay as people know them.
 */
export const smartIntegrations = defineMessages({
  en: {
    metaTitle: "Smart Integrations: Paperless, Consent-Based Loans",
    metaDescription:
      "How we use instant eligibility checks, Aadhaar e-KYC, DigiLocker, Video KYC, Account Aggregator, e-sign, e-NACH and WhatsApp updates, always with your consent.",
    breadcrumb: "Smart Integrations",
    highlightsLabel: "What this means for you",
    tocEligibility: "Instant eligibility check",
    tocCreditReport: "Credit report checks",
    tocDigitalKyc: "Digital KYC",
    tocAccountAggregator: "Account Aggregator",
    tocESign: "e-Sign",
    tocEMandate: "e-Mandate for EMIs",
    tocWhatsapp: "WhatsApp updates",
    tocBookkeeping: "Bookkeeping with Vyapar",
    tocPrivacy: "Your privacy",
    eligibilityHeading: "Instant eligibility check",
    eligibilityText:
      "Tell us the loan you need, your income, your existing EMIs and your city. We compare these with the common criteria lenders use, such as income, age, how much of your income already goes to EMIs, and property or vehicle value, and show you an indicative loan amount and EMI.",
    eligibilityPoint1: "No documents and no credit enquiry are needed at this stage.",
    eligibilityPoint2:
      "The result is a guide, not an offer. The lender decides after checking your documents and credit history.",
    creditHeading: "Credit report (CIBIL) checks, with your consent",
    creditText:
      "Your credit report from CIBIL or another RBI-licensed credit information company shows your past loans and repayments. Knowing your score early helps us choose lenders likely to approve you.",
    creditPoint1:
      "We look at your credit report only when you have clearly agreed to it, and only for your loan request.",
    creditPoint2:
      "Checking your own report does not lower your score. When you apply, the lender makes its own enquiry, which is recorded on your report, so we help you apply only where approval looks likely.",
    creditPoint3:
      "You are entitled to one free full credit report a year from each credit information company. We can show you how to get it.",
    kycHeading: "Digital KYC: Aadhaar e-KYC, DigiLocker and Video KYC",
    kycIntro:
      "KYC (Know Your Customer) is the lender’s legal duty. Lenders can now complete it without a branch visit:",
    kycAadhaar:
      "<strong>Aadhaar e-KYC</strong>: you confirm your identity with an OTP sent to your Aadhaar-linked mobile. You type the OTP only on the lender’s own screen, never over the phone to anyone.",
    kycDigilocker:
      "<strong>DigiLocker</strong>: you share government-issued documents, such as PAN, driving licence or Aadhaar, straight from the issuer, so there are no scans to upload and nothing can be tampered with.",
    kycVideo:
      "<strong>Video KYC</strong>: a live video call with the lender’s trained official, who checks your face against your documents and sees your original PAN. The lender records the call as RBI rules require.",
    kycMasked:
      "Where a copy of your Aadhaar is needed, use a masked Aadhaar, which hides the first eight digits. Aadhaar is one of several accepted documents, and you may offer another officially valid document instead.",
    aaHeading: "Account Aggregator: bank statements with consent",
    aaText:
      "Instead of downloading PDF statements or handing over net-banking passwords, you can share your bank data through an Account Aggregator (AA), a type of NBFC licensed and regulated by the RBI.",
    aaPoint1:
      "You approve a consent request in the AA app that states who gets the data, which accounts, for what period, for what purpose and for how long it may be kept.",
    aaPoint2:
      "Your bank sends the data encrypted to the lender. The Account Aggregator passes it on but cannot read it.",
    aaPoint3: "You can see your consents and revoke them at any time in the AA app.",
    esignHeading: "e-Sign for loan documents",
    esignText:
      "Lenders can let you sign your loan agreement online with an Aadhaar-based e-sign, issued through a licensed eSign service provider and valid under the Information Technology Act, 2000. You authenticate with an OTP and receive a copy of the signed documents.",
    esignKfs:
      "Before you sign, read the lender’s Key Fact Statement: it shows the annual percentage rate (APR), all fees and charges, and the repayment schedule. Ask us about anything you do not understand.",
    mandateHeading: "e-Mandate (e-NACH) and UPI AutoPay for EMIs",
    mandateText:
      "EMIs are usually collected by auto-debit. Instead of signing a paper form, you set up an electronic mandate with your bank through NPCI’s e-NACH system or UPI AutoPay, authenticating with net banking, debit card or UPI PIN.",
    mandatePoint1: "The mandate shows the lender’s name, the maximum amount, how often it is debited and the end date.",
    mandatePoint2:
      "The mandate is in the lender’s name, never ours. Keep enough balance on the due date to avoid bounce charges.",
    mandatePoint3:
      "Cancelling a mandate does not cancel the loan; speak to the lender first if you need to change the account.",
    whatsappHeading: "WhatsApp updates",
    whatsappText:
      "If you opt in, we send application updates, document checklists and reminders on WhatsApp from our official number, {number}. Tell us at any time if you want us to stop.",
    bookkeepingHeading: "Bookkeeping with the Vyapar app",
    bookkeepingText:
      "For shops and small businesses we help set up Vyapar, a GST billing, inventory and accounting app. Clean books make the GST returns, bank statements and profit and loss a lender asks for quick to produce. <link>See how we help with Vyapar</link>.",
    neverAskTitle: "We will never ask you for",
    neverAskText:
      "OTPs, PINs, passwords or card CVVs, on WhatsApp or anywhere else, or money to approve or release a loan. If a message claims to be from us and asks for these, do not reply; call us on <phone>{number}</phone> to check.",
    privacyHeading: "Your privacy",
    privacyConsent:
      "<strong>Consent first.</strong> Every check (credit report, Account Aggregator, KYC) needs your clear consent, for a stated purpose.",
    privacyMinimal:
      "<strong>Only what is needed.</strong> We ask only for the data a lender needs for the loan you chose.",
    privacyLenders:
      "<strong>Only to lenders you choose.</strong> Your details go to a lender only after you decide to apply with it. We never sell personal data.",
    privacyRights:
      "<strong>Your rights.</strong> You can withdraw consent, and ask us to correct or erase your data, under the Digital Personal Data Protection Act, 2023.",
    privacyMore:
      "Read our <privacy>privacy policy</privacy> for the details, or check how an Account Aggregator works on the RBI’s <rbi>official website</rbi>.",
    optional:
      "All of these services are optional conveniences. If you prefer paper documents or a branch visit, we will help you do it that way wherever the lender allows.",
  },
  ml: {
    metaTitle: "സ്മാർട്ട് ഇന്റഗ്രേഷനുകൾ: പേപ്പർ കുറഞ്ഞ, സമ്മതം ചോദിച്ചുള്ള ലോണുകൾ",
    metaDescription:
      "ഉടനടി യോഗ്യതാ പരിശോധന, Aadhaar e-KYC, DigiLocker, വീഡിയോ KYC, അക്കൗണ്ട് അഗ്രഗേറ്റർ, ഇ-സൈൻ, e-NACH, വാട്സ്ആപ്പ് അപ്ഡേറ്റുകൾ: ഇവയെല്ലാം ഞങ്ങൾ ഉപയോഗിക്കുന്നത് എങ്ങനെ, എപ്പോഴും നിങ്ങളുടെ സമ്മതത്തോടെ.",
    breadcrumb: "സ്മാർട്ട് ഇന്റഗ്രേഷനുകൾ",
    highlightsLabel: "നിങ്ങൾക്ക് ഇതുകൊണ്ടുള്ള ഗുണം",
    tocEligibility: "ഉടനടി യോഗ്യതാ പരിശോധന",
    tocCreditReport: "ക്രെഡിറ്റ് റിപ്പോർട്ട് പരിശോധന",
    tocDigitalKyc: "ഡിജിറ്റൽ KYC",
    tocAccountAggregator: "അക്കൗണ്ട് അഗ്രഗേറ്റർ",
    tocESign: "ഇ-സൈൻ",
    tocEMandate: "EMI-ക്ക് ഇ-മാൻഡേറ്റ്",
    tocWhatsapp: "വാട്സ്ആപ്പ് അപ്ഡേറ്റുകൾ",
    tocBookkeeping: "Vyapar-ൽ കണക്കെഴുത്ത്",
    tocPrivacy: "നിങ്ങളുടെ സ്വകാര്യത",
    eligibilityHeading: "ഉടനടി യോഗ്യതാ പരിശോധന",
    eligibilityText:
      "വേണ്ട ലോൺ, നിങ്ങളുടെ വരുമാനം, ഇപ്പോഴുള്ള EMI-കൾ, നിങ്ങളുടെ നഗരം എന്നിവ പറയൂ. വരുമാനം, പ്രായം, വരുമാനത്തിന്റെ എത്ര ഭാഗം ഇപ്പോൾത്തന്നെ EMI-ക്ക് പോകുന്നു, വീടിന്റെയോ വാഹനത്തിന്റെയോ മൂല്യം തുടങ്ങി ബാങ്കുകൾ സാധാരണ നോക്കുന്ന മാനദണ്ഡങ്ങളുമായി ഒത്തുനോക്കി, ഏകദേശ ലോൺ തുകയും EMI-യും ഞങ്ങൾ കാണിച്ചുതരും.",
    eligibilityPoint1: "ഈ ഘട്ടത്തിൽ രേഖകളോ ക്രെഡിറ്റ് എൻക്വയറിയോ വേണ്ട.",
    eligibilityPoint2: "ഫലം ഒരു മാർഗനിർദേശം മാത്രമാണ്, ഓഫറല്ല. രേഖകളും ക്രെഡിറ്റ് ചരിത്രവും പരിശോധിച്ച ശേഷം തീരുമാനിക്കുന്നത് ബാങ്കാണ്.",
    creditHeading: "ക്രെഡിറ്റ് റിപ്പോർട്ട് (CIBIL) പരിശോധന, നിങ്ങളുടെ സമ്മതത്തോടെ",
    creditText:
      "CIBIL-ൽനിന്നോ RBI ലൈസൻസുള്ള മറ്റൊരു ക്രെഡിറ്റ് ഇൻഫർമേഷൻ കമ്പനിയിൽനിന്നോ ഉള്ള ക്രെഡിറ്റ് റിപ്പോർട്ടിൽ നിങ്ങളുടെ മുൻ ലോണുകളും തിരിച്ചടവുകളും കാണാം. സ്കോർ നേരത്തേ അറിഞ്ഞാൽ ലോൺ അനുവദിക്കാൻ സാധ്യതയുള്ള ബാങ്കുകളെ തിരഞ്ഞെടുക്കാൻ ഞങ്ങൾക്ക് കഴിയും.",
    creditPoint1: "നിങ്ങൾ വ്യക്തമായി സമ്മതിച്ചാൽ മാത്രം, നിങ്ങളുടെ ലോൺ ആവശ്യത്തിനായി മാത്രം, ഞങ്ങൾ ക്രെഡിറ്റ് റിപ്പോർട്ട് നോക്കും.",
    creditPoint2:
      "സ്വന്തം റിപ്പോർട്ട് നോക്കുന്നതുകൊണ്ട് സ്കോർ കുറയില്ല. അപേക്ഷിക്കുമ്പോൾ ബാങ്ക് സ്വന്തമായി എൻക്വയറി നടത്തും, അത് റിപ്പോർട്ടിൽ രേഖപ്പെടുത്തും; അതുകൊണ്ട് ലോൺ കിട്ടാൻ സാധ്യതയുള്ളിടത്ത് മാത്രം അപേക്ഷിക്കാൻ ഞങ്ങൾ സഹായിക്കുന്നു.",
    creditPoint3:
      "ഓരോ ക്രെഡിറ്റ് ഇൻഫർമേഷൻ കമ്പനിയിൽനിന്നും വർഷത്തിൽ ഒരു പൂർണ്ണ ക്രെഡിറ്റ് റിപ്പോർട്ട് സൗജന്യമായി ലഭിക്കാൻ നിങ്ങൾക്ക് അവകാശമുണ്ട്. അത് എങ്ങനെ എടുക്കാമെന്ന് ഞങ്ങൾ കാണിച്ചുതരാം.",
    kycHeading: "ഡിജിറ്റൽ KYC: Aadhaar e-KYC, DigiLocker, വീഡിയോ KYC",
    kycIntro: "KYC (Know Your Customer) ബാങ്കിന്റെ നിയമപരമായ ചുമതലയാണ്. ഇപ്പോൾ ബ്രാഞ്ചിൽ പോകാതെതന്നെ ബാങ്കുകൾക്ക് ഇത് പൂർത്തിയാക്കാം:",
    kycAadhaar:
      "<strong>Aadhaar e-KYC</strong>: Aadhaar-മായി ബന്ധിപ്പിച്ച മൊബൈലിൽ വരുന്ന OTP വഴി നിങ്ങളുടെ ഐഡന്റിറ്റി ഉറപ്പിക്കാം. OTP ബാങ്കിന്റെ സ്വന്തം സ്ക്രീനിൽ മാത്രം ടൈപ്പ് ചെയ്യുക; ഫോണിലൂടെ ഒരിക്കലും ആർക്കും പറഞ്ഞുകൊടുക്കരുത്.",
    kycDigilocker:
      "<strong>DigiLocker</strong>: PAN, ഡ്രൈവിംഗ് ലൈസൻസ്, Aadhaar പോലുള്ള സർക്കാർ രേഖകൾ, നൽകിയ വകുപ്പിൽനിന്ന് നേരിട്ട് പങ്കുവെക്കാം; സ്കാൻ ചെയ്ത് അപ്‌ലോഡ് ചെയ്യേണ്ട, ആർക്കും തിരുത്താനും പറ്റില്ല.",
    kycVideo:
      "<strong>വീഡിയോ KYC</strong>: ബാങ്കിന്റെ പരിശീലനം ലഭിച്ച ഉദ്യോഗസ്ഥനുമായി ലൈവ് വീഡിയോ കോൾ; അദ്ദേഹം നിങ്ങളുടെ മുഖം രേഖകളുമായി ഒത്തുനോക്കുകയും ഒറിജിനൽ PAN കാണുകയും ചെയ്യും. RBI ചട്ടപ്രകാരം ബാങ്ക് ഈ കോൾ റെക്കോർഡ് ചെയ്യും.",
    kycMasked:
      "Aadhaar-ന്റെ പകർപ്പ് വേണ്ടിടത്ത്, ആദ്യത്തെ എട്ട് അക്കങ്ങൾ മറച്ച മാസ്ക്ഡ് Aadhaar നൽകുക. അംഗീകരിക്കപ്പെട്ട പല രേഖകളിൽ ഒന്നു മാത്രമാണ് Aadhaar; പകരം ഔദ്യോഗികമായി സാധുവായ മറ്റൊരു രേഖ നൽകാനും നിങ്ങൾക്ക് അവകാശമുണ്ട്.",
    aaHeading: "അക്കൗണ്ട് അഗ്രഗേറ്റർ: സമ്മതത്തോടെ ബാങ്ക് സ്റ്റേറ്റ്മെന്റുകൾ",
    aaText:
      "PDF സ്റ്റേറ്റ്മെന്റുകൾ ഡൗൺലോഡ് ചെയ്യുന്നതിനോ നെറ്റ്ബാങ്കിംഗ് പാസ്‌വേഡ് കൈമാറുന്നതിനോ പകരം, RBI ലൈസൻസ് നൽകി നിയന്ത്രിക്കുന്ന ഒരുതരം NBFC ആയ അക്കൗണ്ട് അഗ്രഗേറ്റർ (AA) വഴി ബാങ്ക് വിവരങ്ങൾ പങ്കുവെക്കാം.",
    aaPoint1:
      "ആർക്ക് വിവരം കിട്ടും, ഏതൊക്കെ അക്കൗണ്ടുകൾ, ഏത് കാലയളവ്, എന്ത് ആവശ്യത്തിന്, എത്ര കാലം സൂക്ഷിക്കാം എന്നൊക്കെ പറയുന്ന സമ്മതപത്രം AA ആപ്പിൽ നിങ്ങൾ അംഗീകരിക്കണം.",
    aaPoint2:
      "നിങ്ങളുടെ ബാങ്ക് വിവരങ്ങൾ എൻക്രിപ്റ്റ് ചെയ്ത് ലോൺ നൽകുന്ന ബാങ്കിലേക്ക് അയയ്ക്കും. അക്കൗണ്ട് അഗ്രഗേറ്റർ അത് കൈമാറുക മാത്രം ചെയ്യും, വായിക്കാൻ കഴിയില്ല.",
    aaPoint3: "നൽകിയ സമ്മതങ്ങൾ AA ആപ്പിൽ എപ്പോൾ വേണമെങ്കിലും കാണാം, പിൻവലിക്കാം.",
    esignHeading: "ലോൺ രേഖകൾക്ക് ഇ-സൈൻ",
    esignText:
      "ലൈസൻസുള്ള eSign സേവനദാതാവ് വഴി നൽകുന്ന, ഇൻഫർമേഷൻ ടെക്നോളജി ആക്ട്, 2000 പ്രകാരം സാധുവായ Aadhaar അടിസ്ഥാനമാക്കിയ ഇ-സൈൻ ഉപയോഗിച്ച് ലോൺ കരാർ ഓൺലൈനായി ഒപ്പിടാൻ ബാങ്കുകൾ അനുവദിക്കാറുണ്ട്. OTP വഴി ഉറപ്പിച്ചാൽ ഒപ്പിട്ട രേഖകളുടെ പകർപ്പ് നിങ്ങൾക്ക് ലഭിക്കും.",
    esignKfs:
      "ഒപ്പിടും മുമ്പ് ബാങ്കിന്റെ കീ ഫാക്ട് സ്റ്റേറ്റ്മെന്റ് (KFS) വായിക്കുക: വാർഷിക ശതമാന നിരക്ക് (APR), എല്ലാ ഫീസുകളും ചാർജുകളും, തിരിച്ചടവ് ഷെഡ്യൂൾ എന്നിവ അതിലുണ്ട്. മനസ്സിലാകാത്തത് എന്തും ഞങ്ങളോട് ചോദിക്കൂ.",
    mandateHeading: "EMI-ക്ക് ഇ-മാൻഡേറ്റ് (e-NACH), UPI AutoPay",
    mandateText:
      "EMI സാധാരണ ഓട്ടോ-ഡെബിറ്റ് വഴിയാണ് ഈടാക്കുന്നത്. പേപ്പർ ഫോമിൽ ഒപ്പിടുന്നതിനു പകരം, NPCI-യുടെ e-NACH സംവിധാനമോ UPI AutoPay-യോ വഴി നിങ്ങളുടെ ബാങ്കിൽ ഇലക്ട്രോണിക് മാൻഡേറ്റ് സജ്ജമാക്കാം; നെറ്റ്ബാങ്കിംഗ്, ഡെബിറ്റ് കാർഡ് അല്ലെങ്കിൽ UPI PIN ഉപയോഗിച്ച് ഉറപ്പിക്കാം.",
    mandatePoint1:
      "ലോൺ നൽകുന്ന സ്ഥാപനത്തിന്റെ പേര്, പരമാവധി തുക, എത്ര ഇടവിട്ട് ഡെബിറ്റ് ചെയ്യും, അവസാന തീയതി എന്നിവ മാൻഡേറ്റിൽ ഉണ്ടാകും.",
    mandatePoint2:
      "മാൻഡേറ്റ് ലോൺ നൽകുന്ന സ്ഥാപനത്തിന്റെ പേരിലാണ്, ഒരിക്കലും ഞങ്ങളുടെ പേരിലല്ല. ബൗൺസ് ചാർജ് ഒഴിവാക്കാൻ അടയ്ക്കേണ്ട തീയതിയിൽ അക്കൗണ്ടിൽ ആവശ്യത്തിന് ബാലൻസ് സൂക്ഷിക്കുക.",
    mandatePoint3: "മാൻഡേറ്റ് റദ്ദാക്കിയാൽ ലോൺ റദ്ദാകില്ല; അക്കൗണ്ട് മാറ്റണമെങ്കിൽ ആദ്യം ലോൺ നൽകിയ സ്ഥാപനവുമായി സംസാരിക്കുക.",
    whatsappHeading: "വാട്സ്ആപ്പ് അപ്ഡേറ്റുകൾ",
    whatsappText:
      "നിങ്ങൾ സമ്മതിച്ചാൽ, അപേക്ഷയുടെ അപ്ഡേറ്റുകളും രേഖകളുടെ ചെക്ക്‌ലിസ്റ്റും ഓർമ്മപ്പെടുത്തലുകളും ഞങ്ങളുടെ ഔദ്യോഗിക നമ്പറായ {number}-ൽനിന്ന് വാട്സ്ആപ്പിൽ അയയ്ക്കും. വേണ്ടെങ്കിൽ എപ്പോൾ വേണമെങ്കിലും പറഞ്ഞാൽ മതി.",
    bookkeepingHeading: "Vyapar ആപ്പിൽ കണക്കെഴുത്ത്",
    bookkeepingText:
      "കടകൾക്കും ചെറുകിട ബിസിനസുകൾക്കുമായി GST ബില്ലിംഗ്, ഇൻവെന്ററി, അക്കൗണ്ടിംഗ് ആപ്പായ Vyapar സജ്ജമാക്കാൻ ഞങ്ങൾ സഹായിക്കും. കണക്കുകൾ കൃത്യമാണെങ്കിൽ ബാങ്ക് ചോദിക്കുന്ന GST റിട്ടേണുകളും ബാങ്ക് സ്റ്റേറ്റ്മെന്റുകളും ലാഭനഷ്ട കണക്കും വേഗം തയ്യാറാക്കാം. <link>Vyapar-ൽ ഞങ്ങൾ എങ്ങനെ സഹായിക്കുന്നു എന്ന് കാണൂ</link>.",
    neverAskTitle: "ഞങ്ങൾ ഒരിക്കലും ചോദിക്കാത്തത്",
    neverAskText:
      "OTP, PIN, പാസ്‌വേഡ്, കാർഡിന്റെ CVV എന്നിവ വാട്സ്ആപ്പിലോ മറ്റെവിടെയെങ്കിലുമോ, അല്ലെങ്കിൽ ലോൺ അനുവദിക്കാനോ തുക കിട്ടാനോ പണം. ഞങ്ങളുടേതെന്ന് പറഞ്ഞ് ഏതെങ്കിലും സന്ദേശം ഇവ ചോദിച്ചാൽ മറുപടി കൊടുക്കരുത്; ഉറപ്പുവരുത്താൻ <phone>{number}</phone> എന്ന നമ്പറിൽ ഞങ്ങളെ വിളിക്കുക.",
    privacyHeading: "നിങ്ങളുടെ സ്വകാര്യത",
    privacyConsent:
      "<strong>ആദ്യം സമ്മതം.</strong> ഓരോ പരിശോധനയ്ക്കും (ക്രെഡിറ്റ് റിപ്പോർട്ട്, അക്കൗണ്ട് അഗ്രഗേറ്റർ, KYC) പറഞ്ഞ ആവശ്യത്തിനായി നിങ്ങളുടെ വ്യക്തമായ സമ്മതം വേണം.",
    privacyMinimal: "<strong>ആവശ്യമുള്ളത് മാത്രം.</strong> നിങ്ങൾ തിരഞ്ഞെടുത്ത ലോണിന് ബാങ്കിന് വേണ്ട വിവരങ്ങൾ മാത്രമേ ഞങ്ങൾ ചോദിക്കൂ.",
    privacyLenders:
      "<strong>നിങ്ങൾ തിരഞ്ഞെടുക്കുന്ന ബാങ്കിന് മാത്രം.</strong> ഒരു ബാങ്കിൽ അപേക്ഷിക്കാൻ നിങ്ങൾ തീരുമാനിച്ച ശേഷമേ നിങ്ങളുടെ വിവരങ്ങൾ അവിടേക്ക് പോകൂ. വ്യക്തിവിവരങ്ങൾ ഞങ്ങൾ ഒരിക്കലും വിൽക്കില്ല.",
    privacyRights:
      "<strong>നിങ്ങളുടെ അവകാശങ്ങൾ.</strong> ഡിജിറ്റൽ പേഴ്സണൽ ഡാറ്റ പ്രൊട്ടക്ഷൻ ആക്ട്, 2023 പ്രകാരം സമ്മതം പിൻവലിക്കാനും, നിങ്ങളുടെ വിവരങ്ങൾ തിരുത്താനോ മായ്ക്കാനോ ആവശ്യപ്പെടാനും നിങ്ങൾക്ക് കഴിയും.",
    privacyMore:
      "വിശദമായി അറിയാൻ ഞങ്ങളുടെ <privacy>സ്വകാര്യതാ നയം</privacy> വായിക്കൂ, അല്ലെങ്കിൽ അക്കൗണ്ട് അഗ്രഗേറ്റർ എങ്ങനെ പ്രവർത്തിക്കുന്നു എന്ന് RBI-യുടെ <rbi>ഔദ്യോഗിക വെബ്സൈറ്റിൽ</rbi> നോക്കൂ.",
    optional:
      "ഈ സേവനങ്ങളെല്ലാം സൗകര്യത്തിനു വേണ്ടി മാത്രമാണ്, നിർബന്ധമല്ല. പേപ്പർ രേഖകളോ ബ്രാഞ്ചിൽ നേരിട്ട് പോകലോ ആണ് ഇഷ്ടമെങ്കിൽ, ബാങ്ക് അനുവദിക്കുന്നിടത്തെല്ലാം അങ്ങനെ ചെയ്യാൻ ഞങ്ങൾ സഹായിക്കും.",
  },
  hi: {
    metaTitle: "स्मार्ट इंटीग्रेशन: बिना काग़ज़ी झंझट, आपकी सहमति से लोन",
    metaDescription:
      "हम तुरंत योग्यता जाँच, Aadhaar e-KYC, DigiLocker, वीडियो KYC, अकाउंट एग्रीगेटर, ई-साइन, e-NACH और व्हाट्सऐप अपडेट का इस्तेमाल कैसे करते हैं, हमेशा आपकी सहमति से।",
    breadcrumb: "स्मार्ट इंटीग्रेशन",
    highlightsLabel: "इससे आपको क्या फ़ायदा है",
    tocEligibility: "तुरंत योग्यता जाँच",
    tocCreditReport: "क्रेडिट रिपोर्ट की जाँच",
    tocDigitalKyc: "डिजिटल KYC",
    tocAccountAggregator: "अकाउंट एग्रीगेटर",
    tocESign: "ई-साइन",
    tocEMandate: "EMI के लिए ई-मैंडेट",
    tocWhatsapp: "व्हाट्सऐप अपडेट",
    tocBookkeeping: "Vyapar से बहीखाता",
    tocPrivacy: "आपकी प्राइवेसी",
    eligibilityHeading: "तुरंत योग्यता जाँच",
    eligibilityText:
      "हमें बताएँ कि आपको कौन-सा लोन चाहिए, आपकी आमदनी, मौजूदा EMI और आपका शहर। हम इन्हें उन आम मानदंडों से मिलाते हैं जिन्हें बैंक देखते हैं, जैसे आमदनी, उम्र, आपकी आमदनी का कितना हिस्सा पहले से EMI में जाता है, और प्रॉपर्टी या गाड़ी की क़ीमत, और आपको अनुमानित लोन रकम और EMI दिखाते हैं।",
    eligibilityPoint1: "इस चरण में न कोई दस्तावेज़ चाहिए, न कोई क्रेडिट इंक्वायरी होती है।",
    eligibilityPoint2: "नतीजा सिर्फ़ एक अंदाज़ा है, ऑफ़र नहीं। दस्तावेज़ और क्रेडिट हिस्ट्री जाँचने के बाद फ़ैसला बैंक करता है।",
    creditHeading: "क्रेडिट रिपोर्ट (CIBIL) की जाँच, आपकी सहमति से",
    creditText:
      "CIBIL या RBI से लाइसेंस पाई किसी दूसरी क्रेडिट इन्फ़ॉर्मेशन कंपनी की आपकी क्रेडिट रिपोर्ट में आपके पुराने लोन और उनकी चुकौती दिखती है। स्कोर पहले से पता हो, तो हम ऐसे बैंक चुन पाते हैं जिनसे लोन मंज़ूर होने की संभावना ज़्यादा हो।",
    creditPoint1: "हम आपकी क्रेडिट रिपोर्ट तभी देखते हैं जब आप साफ़ तौर पर सहमति दें, और सिर्फ़ आपके लोन के लिए।",
    creditPoint2:
      "अपनी रिपोर्ट ख़ुद देखने से स्कोर कम नहीं होता। आवेदन करने पर बैंक अपनी इंक्वायरी करता है, जो आपकी रिपोर्ट में दर्ज होती है, इसलिए हम सिर्फ़ वहीं आवेदन कराते हैं जहाँ मंज़ूरी की अच्छी संभावना हो।",
    creditPoint3: "हर क्रेडिट इन्फ़ॉर्मेशन कंपनी से साल में एक पूरी क्रेडिट रिपोर्ट मुफ़्त पाने का आपको हक़ है। हम बता सकते हैं कि इसे कैसे लें।",
    kycHeading: "डिजिटल KYC: Aadhaar e-KYC, DigiLocker और वीडियो KYC",
    kycIntro: "KYC (Know Your Customer) बैंक की क़ानूनी ज़िम्मेदारी है। अब बैंक इसे ब्रांच आए बिना पूरा कर सकते हैं:",
    kycAadhaar:
      "<strong>Aadhaar e-KYC</strong>: Aadhaar से जुड़े मोबाइल पर आए OTP से आप अपनी पहचान पक्की करते हैं। OTP सिर्फ़ बैंक की अपनी स्क्रीन पर डालें, फ़ोन पर कभी किसी को न बताएँ।",
    kycDigilocker:
      "<strong>DigiLocker</strong>: PAN, ड्राइविंग लाइसेंस या Aadhaar जैसे सरकारी दस्तावेज़ सीधे जारी करने वाले विभाग से शेयर करें; न स्कैन अपलोड करने की ज़रूरत, न छेड़छाड़ का डर।",
    kycVideo:
      "<strong>वीडियो KYC</strong>: बैंक के प्रशिक्षित अधिकारी के साथ लाइव वीडियो कॉल, जो आपका चेहरा दस्तावेज़ों से मिलाते हैं और आपका ओरिजिनल PAN देखते हैं। RBI के नियमों के मुताबिक़ बैंक यह कॉल रिकॉर्ड करता है।",
    kycMasked:
      "जहाँ Aadhaar की कॉपी चाहिए, वहाँ मास्क्ड Aadhaar दें, जिसमें पहले आठ अंक छिपे होते हैं। Aadhaar मान्य कई दस्तावेज़ों में से एक है; आप चाहें तो उसकी जगह कोई दूसरा आधिकारिक रूप से मान्य दस्तावेज़ दे सकते हैं।",
    aaHeading: "अकाउंट एग्रीगेटर: सहमति से बैंक स्टेटमेंट",
    aaText:
      "PDF स्टेटमेंट डाउनलोड करने या नेट-बैंकिंग पासवर्ड देने के बजाय, आप अपनी बैंक जानकारी अकाउंट एग्रीगेटर (AA) के ज़रिए शेयर कर सकते हैं। AA एक तरह की NBFC है, जिसे RBI लाइसेंस देता है और नियंत्रित करता है।",
    aaPoint1:
      "आप AA ऐप में सहमति का अनुरोध मंज़ूर करते हैं, जिसमें लिखा होता है कि डेटा किसे मिलेगा, कौन-से खाते, किस अवधि का, किस काम के लिए और कितने समय तक रखा जा सकता है।",
    aaPoint2: "आपका बैंक डेटा एन्क्रिप्ट करके लोन देने वाले बैंक को भेजता है। अकाउंट एग्रीगेटर उसे आगे पहुँचाता है, पढ़ नहीं सकता।",
    aaPoint3: "अपनी दी हुई सहमतियाँ आप AA ऐप में कभी भी देख सकते हैं और वापस ले सकते हैं।",
    esignHeading: "लोन दस्तावेज़ों के लिए ई-साइन",
    esignText:
      "बैंक आपको Aadhaar-आधारित ई-साइन से लोन एग्रीमेंट ऑनलाइन साइन करने दे सकते हैं, जो लाइसेंस वाले eSign सर्विस प्रोवाइडर से जारी होता है और सूचना प्रौद्योगिकी अधिनियम, 2000 के तहत मान्य है। आप OTP से पुष्टि करते हैं और साइन किए दस्तावेज़ों की कॉपी आपको मिलती है।",
    esignKfs:
      "साइन करने से पहले बैंक का Key Fact Statement (KFS) पढ़ें: इसमें सालाना प्रतिशत दर (APR), सभी फ़ीस और चार्ज, और चुकौती का शेड्यूल होता है। जो समझ न आए, हमसे पूछें।",
    mandateHeading: "EMI के लिए ई-मैंडेट (e-NACH) और UPI AutoPay",
    mandateText:
      "EMI आम तौर पर ऑटो-डेबिट से कटती है। काग़ज़ी फ़ॉर्म पर साइन करने के बजाय, आप NPCI के e-NACH सिस्टम या UPI AutoPay से अपने बैंक में इलेक्ट्रॉनिक मैंडेट सेट करते हैं, और नेट बैंकिंग, डेबिट कार्ड या UPI PIN से इसकी पुष्टि करते हैं।",
    mandatePoint1: "मैंडेट में लोन देने वाली संस्था का नाम, ज़्यादा से ज़्यादा रकम, कितने अंतराल पर कटेगा और आख़िरी तारीख़ लिखी होती है।",
    mandatePoint2:
      "मैंडेट लोन देने वाली संस्था के नाम पर होता है, कभी हमारे नाम पर नहीं। बाउंस चार्ज से बचने के लिए किस्त की तारीख़ पर खाते में पूरा बैलेंस रखें।",
    mandatePoint3: "मैंडेट रद्द करने से लोन रद्द नहीं होता; खाता बदलना हो तो पहले लोन देने वाली संस्था से बात करें।",
    whatsappHeading: "व्हाट्सऐप अपडेट",
    whatsappText:
      "अगर आप हाँ कहें, तो हम अपने आधिकारिक नंबर {number} से व्हाट्सऐप पर आवेदन की अपडेट, दस्तावेज़ों की चेकलिस्ट और रिमाइंडर भेजते हैं। जब चाहें, बता दें कि अब न भेजें।",
    bookkeepingHeading: "Vyapar ऐप से बहीखाता",
    bookkeepingText:
      "दुकानों और छोटे बिज़नेस के लिए हम Vyapar सेट करने में मदद करते हैं, जो GST बिलिंग, इन्वेंटरी और अकाउंटिंग का ऐप है। साफ़ हिसाब हो, तो बैंक जो GST रिटर्न, बैंक स्टेटमेंट और लाभ-हानि माँगता है, वे जल्दी तैयार हो जाते हैं। <link>देखें, Vyapar में हम कैसे मदद करते हैं</link>।",
    neverAskTitle: "हम आपसे कभी नहीं माँगेंगे",
    neverAskText:
      "OTP, PIN, पासवर्ड या कार्ड का CVV, न व्हाट्सऐप पर, न कहीं और; और न ही लोन मंज़ूर कराने या रकम जारी कराने के लिए पैसे। अगर कोई मैसेज हमारे नाम से ये चीज़ें माँगे, तो जवाब न दें; पक्का करने के लिए हमें <phone>{number}</phone> पर कॉल करें।",
    privacyHeading: "आपकी प्राइवेसी",
    privacyConsent:
      "<strong>पहले सहमति।</strong> हर जाँच (क्रेडिट रिपोर्ट, अकाउंट एग्रीगेटर, KYC) के लिए, बताए गए मक़सद के लिए, आपकी साफ़ सहमति ज़रूरी है।",
    privacyMinimal: "<strong>सिर्फ़ ज़रूरी जानकारी।</strong> हम सिर्फ़ वही जानकारी माँगते हैं जो आपके चुने लोन के लिए बैंक को चाहिए।",
    privacyLenders:
      "<strong>सिर्फ़ आपके चुने बैंक को।</strong> आपकी जानकारी किसी बैंक को तभी जाती है जब आप वहाँ आवेदन करने का फ़ैसला करें। हम निजी डेटा कभी नहीं बेचते।",
    privacyRights:
      "<strong>आपके अधिकार।</strong> डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 (Digital Personal Data Protection Act, 2023) के तहत आप सहमति वापस ले सकते हैं, और अपना डेटा सुधारने या मिटाने के लिए कह सकते हैं।",
    privacyMore:
      "पूरी जानकारी के लिए हमारी <privacy>प्राइवेसी पॉलिसी</privacy> पढ़ें, या अकाउंट एग्रीगेटर कैसे काम करता है, यह RBI की <rbi>आधिकारिक वेबसाइट</rbi> पर देखें।",
    optional:
      "ये सभी सेवाएँ सिर्फ़ सुविधा के लिए हैं, ज़रूरी नहीं। अगर आप काग़ज़ी दस्तावेज़ या ब्रांच जाना पसंद करें, तो जहाँ भी बैंक अनुमति दे, हम उसी तरह मदद करेंगे।",
  },
  review: { ml: "to-review", hi: "to-review" },
});
