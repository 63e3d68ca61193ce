import { defineMessages } from "../define-messages";

/**
 * /business-partners below the intro staff keep (page texts): its sections, the no-fee warning,
 * the form's heading and the partners' questions (app/components/partner/partner-content.ts reads
 * the numbered ones in order, each with its icon). The form itself has its own area.
 */
export const partnerPage = defineMessages({
  en: {
    metaTitle: "Business Partner Registration",
    metaDescription:
      "Refer customers who need a loan and earn a payout on every disbursed loan, under a written agreement. Free to join for DSAs, CAs, real estate agents, dealers and more.",
    breadcrumb: "Business Partner Registration",
    whoTocLabel: "Who can partner",
    whoHeading: "Who can partner with us",
    whoIntro:
      "Anyone who meets people who need finance, and can introduce them honestly. You do not need to be a loan expert: we train you and handle the application with the lender.",
    audience1Title: "Loan agents and DSAs",
    audience1Text:
      "Individual agents who want more lenders and products for their customers, and a team that handles the paperwork.",
    audience2Title: "Chartered accountants and tax consultants",
    audience2Text:
      "Your clients ask you about business loans, working capital and home loans. Refer them to people you can trust.",
    audience3Title: "Real estate agents and builders",
    audience3Text:
      "Help buyers close faster with home loans, plot loans and loans against property arranged alongside the sale.",
    audience4Title: "Insurance agents",
    audience4Text:
      "Your policyholders already trust you with their finances. Add loans to the help you can offer them.",
    audience5Title: "Car and two-wheeler dealers",
    audience5Text: "Offer finance options at the showroom so that customers do not walk away for want of a loan.",
    audience6Title: "Solar installers",
    audience6Text:
      "Rooftop solar finance lets households and businesses pay for a system in EMIs instead of all at once.",
    audience7Title: "Businesses and shop owners",
    audience7Text:
      "Traders, consultants and service providers who meet people needing personal, gold or business loans.",
    benefitsTocLabel: "What you get",
    benefitsHeading: "What you get",
    benefit1Title: "Payouts on disbursed loans",
    benefit1Text:
      "Earn a payout for every loan disbursed to a customer you refer, as set out in a written partner agreement that you sign before you start.",
    benefit2Title: "Many lenders and products",
    benefit2Text:
      "Home, personal, business, gold and two-wheeler loans, loans against property, rooftop solar finance and forex, through the banks and NBFCs that have appointed us.",
    benefit3Title: "A dedicated relationship manager",
    benefit3Text:
      "One person who knows your cases, answers your questions and works with the lender until each loan is decided.",
    benefit4Title: "Status updates on every lead",
    benefit4Text:
      "Know where each referral stands: documents received, sent to the lender, sanctioned, disbursed or declined.",
    benefit5Title: "Training",
    benefit5Text:
      "Free training on loan products, eligibility and documents, so you can guide customers with confidence.",
    benefit6Title: "No joining fee",
    benefit6Text:
      "Registration, training and the partner agreement are free. We never ask partners for a fee or deposit.",
    howTocLabel: "How it works",
    howHeading: "How it works",
    step1Title: "Register",
    step1Text: "Fill in the short form on this page. It takes about two minutes.",
    step2Title: "Verification call and KYC",
    step2Text:
      "Our team calls you to explain the programme and collects your KYC: PAN, Aadhaar and the details of a bank account in your name.",
    step3Title: "Sign the partner agreement",
    step3Text:
      "A written agreement sets out the products you can refer, the payout for each, when you are paid, and the code of conduct.",
    step4Title: "Refer customers",
    step4Text:
      "With the customer's consent, share their details with your relationship manager. We check eligibility, collect documents and apply with the lender.",
    step5Title: "Get paid after disbursement",
    step5Text:
      "Once the lender disburses the loan, we pay your payout to your bank account as the agreement says, with TDS deducted as the law requires.",
    rulesTocLabel: "Our rules for partners",
    rulesHeading: "Our rules for partners",
    rulesIntro:
      "Banks and NBFCs hold us responsible for everyone who refers customers to us. Every partner agrees to these rules in the partner agreement:",
    rule1: "Never collect money from a customer: no processing, file or approval fees, no advance payments.",
    rule2: "Never promise an approval, an interest rate or a timeline. Only the lender decides.",
    rule3: "Share a customer's details and documents only with their consent, and keep them safe.",
    rule4: "Say who you are: a partner referring customers to us, not an employee of a bank.",
    noFeeTitle: "We never charge a joining fee",
    noFeeText:
      "{businessName} does not sell partner codes, ID cards or “franchises”. If anyone asks you to pay to become our partner, do not pay: call us on <phone>{number}</phone> or write to <email>{address}</email>.",
    formTocLabel: "Register",
    formHeading: "Register as a partner",
    formIntro: "Fields are required unless marked optional. We call you for verification within two working days.",
    faqHeading: "Questions partners ask",
    faq1Question: "Is there a fee to become a partner?",
    faq1Answer:
      "No. Registration, training and the partner agreement are free. {businessName} never asks partners for a joining fee, a deposit or a fee for an ID card or certificate. If anyone asks you to pay to join in our name, do not pay, and tell us.",
    faq2Question: "How much can I earn?",
    faq2Answer:
      "Your payout depends on the product, the lender and the loan amount. It is written into your partner agreement before you refer your first customer. You earn on loans that are disbursed; there is no payout on applications that are declined or withdrawn.",
    faq3Question: "When and how am I paid?",
    faq3Answer:
      "After the lender disburses the loan and pays us for it, within the timeline in your agreement, by bank transfer to the account in your name. TDS is deducted as the Income-tax rules require, and you receive a statement with each payout.",
    faq4Question: "Which documents do I need to register?",
    faq4Answer:
      "Your PAN, your Aadhaar, and a bank account in your name (a cancelled cheque or the front page of the passbook). A firm or company also shares its own PAN, and its GST registration if it has one.",
    faq5Question: "Do I need experience in loans?",
    faq5Answer:
      "No. Many partners are accountants, dealers, builders and agents who simply meet people who need finance. We train you on products, eligibility and documents, and your relationship manager helps with every case.",
    faq6Question: "I live outside Kerala. Can I still join?",
    faq6Answer:
      "Yes. Our office is in {city}, {state}, but we work with customers and partners across India. Verification and training can be done by phone or video call.",
    faq7Question: "Do my customers pay anything?",
    faq7Answer:
      "No. Our service is free for borrowers. Lender charges, such as a processing fee, appear in the lender's sanction letter and Key Fact Statement and are paid only to the lender. Partners must never collect money from customers.",
    faq8Question: "How do I know what happened to a customer I referred?",
    faq8Answer:
      "Your relationship manager keeps you updated as each case moves (documents received, sent to the lender, sanctioned, disbursed or declined) by phone, WhatsApp or e-mail.",
  },
  ml: {
    metaTitle: "ബിസിനസ് പാർട്ണർ രജിസ്ട്രേഷൻ",
    metaDescription:
      "ലോൺ ആവശ്യമുള്ളവരെ ഞങ്ങളിലേക്ക് റഫർ ചെയ്യൂ; ഓരോ ലോണിന്റെയും തുക നൽകിക്കഴിയുമ്പോൾ എഴുതിയ കരാർ പ്രകാരം പേഔട്ട് നേടൂ. DSA-കൾ, CA-മാർ, റിയൽ എസ്റ്റേറ്റ് ഏജന്റുമാർ, ഡീലർമാർ തുടങ്ങി ആർക്കും സൗജന്യമായി ചേരാം.",
    breadcrumb: "ബിസിനസ് പാർട്ണർ രജിസ്ട്രേഷൻ",
    whoTocLabel: "ആർക്കൊക്കെ ചേരാം",
    whoHeading: "ആർക്കൊക്കെ ഞങ്ങളുടെ പാർട്ണറാകാം",
    whoIntro:
      "ലോൺ ആവശ്യമുള്ളവരെ കണ്ടുമുട്ടുകയും അവരെ സത്യസന്ധമായി ഞങ്ങൾക്ക് പരിചയപ്പെടുത്തുകയും ചെയ്യാൻ കഴിയുന്ന ആർക്കും. ലോൺ വിദഗ്ധനാകണമെന്നില്ല: ഞങ്ങൾ പരിശീലനം തരും, ബാങ്കിലെ അപേക്ഷയുടെ കാര്യങ്ങൾ ഞങ്ങൾ നോക്കിക്കൊള്ളും.",
    audience1Title: "ലോൺ ഏജന്റുമാരും DSA-കളും",
    audience1Text: "തങ്ങളുടെ ഉപഭോക്താക്കൾക്കായി കൂടുതൽ ബാങ്കുകളും ലോൺ ഉൽപ്പന്നങ്ങളും, പേപ്പർ ജോലികൾ നോക്കാൻ ഒരു ടീമും ആഗ്രഹിക്കുന്ന ഏജന്റുമാർ.",
    audience2Title: "ചാർട്ടേഡ് അക്കൗണ്ടന്റുമാരും ടാക്സ് കൺസൾട്ടന്റുമാരും",
    audience2Text:
      "ബിസിനസ് ലോൺ, വർക്കിംഗ് ക്യാപിറ്റൽ, ഹോം ലോൺ എന്നിവയെക്കുറിച്ച് നിങ്ങളുടെ ക്ലയന്റുകൾ ചോദിക്കാറുണ്ട്. വിശ്വസിക്കാവുന്നവരിലേക്ക് അവരെ അയയ്ക്കൂ.",
    audience3Title: "റിയൽ എസ്റ്റേറ്റ് ഏജന്റുമാരും ബിൽഡർമാരും",
    audience3Text:
      "ഹോം ലോൺ, പ്ലോട്ട് ലോൺ, പ്രോപ്പർട്ടി ലോൺ എന്നിവ വിൽപ്പനയ്ക്കൊപ്പം ശരിയാക്കി, വാങ്ങുന്നവർക്ക് ഇടപാട് വേഗം പൂർത്തിയാക്കാൻ സഹായിക്കൂ.",
    audience4Title: "ഇൻഷുറൻസ് ഏജന്റുമാർ",
    audience4Text: "പണകാര്യങ്ങളിൽ നിങ്ങളുടെ പോളിസി ഉടമകൾ ഇപ്പോൾത്തന്നെ നിങ്ങളെ വിശ്വസിക്കുന്നു. നിങ്ങൾ നൽകുന്ന സഹായത്തിൽ ലോണുകളും ചേർക്കൂ.",
    audience5Title: "കാർ, ടൂ-വീലർ ഡീലർമാർ",
    audience5Text: "ഷോറൂമിൽത്തന്നെ ഫിനാൻസ് സൗകര്യം നൽകൂ; ലോൺ കിട്ടാത്തതുകൊണ്ട് ഒരു ഉപഭോക്താവും മടങ്ങിപ്പോകരുത്.",
    audience6Title: "സോളാർ ഇൻസ്റ്റാളർമാർ",
    audience6Text: "റൂഫ്ടോപ്പ് സോളാർ ഫിനാൻസ് ഉണ്ടെങ്കിൽ വീടുകൾക്കും ബിസിനസുകൾക്കും സിസ്റ്റത്തിന്റെ വില ഒറ്റയടിക്ക് നൽകാതെ EMI ആയി അടയ്ക്കാം.",
    audience7Title: "ബിസിനസുകാരും കടയുടമകളും",
    audience7Text: "പേഴ്സണൽ ലോണോ ഗോൾഡ് ലോണോ ബിസിനസ് ലോണോ വേണ്ടവരെ ദിവസവും കാണുന്ന വ്യാപാരികൾ, കൺസൾട്ടന്റുമാർ, സേവനദാതാക്കൾ.",
    benefitsTocLabel: "നിങ്ങൾക്ക് കിട്ടുന്നത്",
    benefitsHeading: "നിങ്ങൾക്ക് കിട്ടുന്നത്",
    benefit1Title: "ലോൺ തുക നൽകിയാൽ പേഔട്ട്",
    benefit1Text:
      "നിങ്ങൾ റഫർ ചെയ്യുന്ന ഓരോ ഉപഭോക്താവിനും ലോൺ തുക നൽകിക്കഴിയുമ്പോൾ പേഔട്ട് നേടാം; തുടങ്ങും മുമ്പ് നിങ്ങൾ ഒപ്പിടുന്ന എഴുതിയ പാർട്ണർ കരാറിൽ പറയുന്ന പ്രകാരം.",
    benefit2Title: "പല ബാങ്കുകൾ, പല ഉൽപ്പന്നങ്ങൾ",
    benefit2Text:
      "ഞങ്ങളെ ഏജന്റായി നിയമിച്ച ബാങ്കുകളിലൂടെയും NBFC-കളിലൂടെയും ഹോം, പേഴ്സണൽ, ബിസിനസ്, ഗോൾഡ്, ടൂ-വീലർ ലോണുകൾ, പ്രോപ്പർട്ടി ലോൺ, റൂഫ്ടോപ്പ് സോളാർ ഫിനാൻസ്, ഫോറെക്സ്.",
    benefit3Title: "നിങ്ങൾക്ക് മാത്രമായി ഒരു റിലേഷൻഷിപ്പ് മാനേജർ",
    benefit3Text: "നിങ്ങളുടെ കേസുകൾ അറിയുന്ന, ചോദ്യങ്ങൾക്ക് മറുപടി തരുന്ന, ഓരോ ലോണിലും തീരുമാനമാകുംവരെ ബാങ്കുമായി ബന്ധപ്പെടുന്ന ഒരാൾ.",
    benefit4Title: "ഓരോ ലീഡിന്റെയും സ്ഥിതി അറിയാം",
    benefit4Text:
      "ഓരോ റഫറലും എവിടെയെത്തി എന്ന് അറിയാം: രേഖകൾ കിട്ടി, ബാങ്കിലേക്ക് അയച്ചു, ലോൺ അനുവദിച്ചു, തുക നൽകി, അല്ലെങ്കിൽ നിരസിച്ചു.",
    benefit5Title: "പരിശീലനം",
    benefit5Text: "ലോൺ ഉൽപ്പന്നങ്ങൾ, യോഗ്യത, രേഖകൾ എന്നിവയിൽ സൗജന്യ പരിശീലനം; ഉപഭോക്താക്കളെ ആത്മവിശ്വാസത്തോടെ സഹായിക്കാൻ.",
    benefit6Title: "ജോയിനിംഗ് ഫീസില്ല",
    benefit6Text: "രജിസ്ട്രേഷനും പരിശീലനവും പാർട്ണർ കരാറും സൗജന്യമാണ്. പാർട്ണർമാരോട് ഞങ്ങൾ ഒരിക്കലും ഫീസോ ഡെപ്പോസിറ്റോ ചോദിക്കില്ല.",
    howTocLabel: "എങ്ങനെയാണ്",
    howHeading: "എങ്ങനെയാണ് ഇത്",
    step1Title: "രജിസ്റ്റർ ചെയ്യൂ",
    step1Text: "ഈ പേജിലെ ചെറിയ ഫോം പൂരിപ്പിക്കൂ. ഏകദേശം രണ്ട് മിനിറ്റ് മതി.",
    step2Title: "വെരിഫിക്കേഷൻ കോളും KYC-യും",
    step2Text:
      "ഞങ്ങളുടെ ടീം വിളിച്ച് പദ്ധതി വിശദീകരിക്കും, നിങ്ങളുടെ KYC ശേഖരിക്കും: PAN, Aadhaar, നിങ്ങളുടെ പേരിലുള്ള ബാങ്ക് അക്കൗണ്ടിന്റെ വിവരങ്ങൾ.",
    step3Title: "പാർട്ണർ കരാർ ഒപ്പിടൂ",
    step3Text:
      "നിങ്ങൾക്ക് റഫർ ചെയ്യാവുന്ന ഉൽപ്പന്നങ്ങൾ, ഓരോന്നിന്റെയും പേഔട്ട്, പണം കിട്ടുന്ന സമയം, പാലിക്കേണ്ട പെരുമാറ്റച്ചട്ടം എന്നിവ എഴുതിയ കരാറിൽ ഉണ്ടാകും.",
    step4Title: "ഉപഭോക്താക്കളെ റഫർ ചെയ്യൂ",
    step4Text:
      "ഉപഭോക്താവിന്റെ സമ്മതത്തോടെ അവരുടെ വിവരങ്ങൾ റിലേഷൻഷിപ്പ് മാനേജർക്ക് കൈമാറൂ. യോഗ്യത നോക്കുന്നതും രേഖകൾ ശേഖരിക്കുന്നതും ബാങ്കിൽ അപേക്ഷിക്കുന്നതും ഞങ്ങളാണ്.",
    step5Title: "ലോൺ തുക നൽകിയാൽ പ്രതിഫലം",
    step5Text:
      "ബാങ്ക് ലോൺ തുക നൽകിക്കഴിഞ്ഞാൽ, കരാറിൽ പറയുന്നതുപോലെ, നിയമപ്രകാരമുള്ള TDS കുറച്ച് പേഔട്ട് നിങ്ങളുടെ ബാങ്ക് അക്കൗണ്ടിലേക്ക് അയയ്ക്കും.",
    rulesTocLabel: "പാർട്ണർമാർക്കുള്ള നിയമങ്ങൾ",
    rulesHeading: "പാർട്ണർമാർക്കുള്ള ഞങ്ങളുടെ നിയമങ്ങൾ",
    rulesIntro:
      "ഞങ്ങളിലേക്ക് ഉപഭോക്താക്കളെ അയയ്ക്കുന്ന ഓരോരുത്തരുടെയും കാര്യത്തിൽ ബാങ്കുകളും NBFC-കളും ഉത്തരവാദിത്തം ഏൽപ്പിക്കുന്നത് ഞങ്ങളെയാണ്. ഓരോ പാർട്ണറും പാർട്ണർ കരാറിൽ ഈ നിയമങ്ങൾ അംഗീകരിക്കുന്നു:",
    rule1: "ഉപഭോക്താവിൽനിന്ന് ഒരിക്കലും പണം വാങ്ങരുത്: പ്രോസസിംഗ്, ഫയൽ, അപ്രൂവൽ ഫീസുകളോ മുൻകൂർ പണമോ പാടില്ല.",
    rule2: "ലോൺ കിട്ടുമെന്നോ ഇന്ന പലിശനിരക്കെന്നോ ഇത്ര ദിവസത്തിനകമെന്നോ ഒരിക്കലും ഉറപ്പ് പറയരുത്. തീരുമാനം ബാങ്കിന്റേത് മാത്രമാണ്.",
    rule3: "ഉപഭോക്താവിന്റെ വിവരങ്ങളും രേഖകളും അവരുടെ സമ്മതത്തോടെ മാത്രം കൈമാറുക, സുരക്ഷിതമായി സൂക്ഷിക്കുക.",
    rule4: "നിങ്ങൾ ആരാണെന്ന് തുറന്നുപറയുക: ഞങ്ങളിലേക്ക് ഉപഭോക്താക്കളെ റഫർ ചെയ്യുന്ന പാർട്ണർ; ഏതെങ്കിലും ബാങ്കിലെ ജീവനക്കാരനല്ല.",
    noFeeTitle: "ഞങ്ങൾ ഒരിക്കലും ജോയിനിംഗ് ഫീസ് വാങ്ങില്ല",
    noFeeText:
      "{businessName} പാർട്ണർ കോഡുകളോ ID കാർഡുകളോ “ഫ്രാഞ്ചൈസി”കളോ വിൽക്കുന്നില്ല. ഞങ്ങളുടെ പാർട്ണറാകാൻ ആരെങ്കിലും പണം ചോദിച്ചാൽ കൊടുക്കരുത്: <phone>{number}</phone> എന്ന നമ്പറിൽ വിളിക്കുക, അല്ലെങ്കിൽ <email>{address}</email> എന്ന വിലാസത്തിൽ എഴുതുക.",
    formTocLabel: "രജിസ്റ്റർ ചെയ്യാൻ",
    formHeading: "പാർട്ണറായി രജിസ്റ്റർ ചെയ്യൂ",
    formIntro: "നിർബന്ധമില്ലെന്ന് കാണിച്ചവ ഒഴികെ എല്ലാ വിവരങ്ങളും നൽകണം. രണ്ട് പ്രവൃത്തിദിവസത്തിനകം വെരിഫിക്കേഷനായി ഞങ്ങൾ വിളിക്കും.",
    faqHeading: "പാർട്ണർമാർ ചോദിക്കുന്നത്",
    faq1Question: "പാർട്ണറാകാൻ ഫീസുണ്ടോ?",
    faq1Answer:
      "ഇല്ല. രജിസ്ട്രേഷനും പരിശീലനവും പാർട്ണർ കരാറും സൗജന്യമാണ്. ജോയിനിംഗ് ഫീസോ ഡെപ്പോസിറ്റോ ID കാർഡിനോ സർട്ടിഫിക്കറ്റിനോ വേണ്ടിയുള്ള ഫീസോ {businessName} പാർട്ണർമാരോട് ഒരിക്കലും ചോദിക്കില്ല. ഞങ്ങളുടെ പേരിൽ ചേർക്കാമെന്ന് പറഞ്ഞ് ആരെങ്കിലും പണം ചോദിച്ചാൽ കൊടുക്കരുത്, ഞങ്ങളെ അറിയിക്കുക.",
    faq2Question: "എനിക്ക് എത്ര സമ്പാദിക്കാം?",
    faq2Answer:
      "പേഔട്ട് ലോൺ ഉൽപ്പന്നം, ബാങ്ക്, ലോൺ തുക എന്നിവയെ ആശ്രയിച്ചിരിക്കും. ആദ്യ ഉപഭോക്താവിനെ റഫർ ചെയ്യുന്നതിനു മുമ്പുതന്നെ അത് പാർട്ണർ കരാറിൽ എഴുതിയിരിക്കും. തുക നൽകിയ ലോണുകൾക്കാണ് പേഔട്ട്; നിരസിച്ചതോ പിൻവലിച്ചതോ ആയ അപേക്ഷകൾക്ക് പേഔട്ടില്ല.",
    faq3Question: "എപ്പോൾ, എങ്ങനെയാണ് പണം കിട്ടുക?",
    faq3Answer:
      "ബാങ്ക് ലോൺ തുക നൽകി, അതിന്റെ പ്രതിഫലം ഞങ്ങൾക്ക് തന്നുകഴിഞ്ഞാൽ, കരാറിലെ സമയപരിധിക്കുള്ളിൽ നിങ്ങളുടെ പേരിലുള്ള അക്കൗണ്ടിലേക്ക് ബാങ്ക് ട്രാൻസ്ഫറായി. ആദായനികുതി ചട്ടപ്രകാരമുള്ള TDS കുറയ്ക്കും; ഓരോ പേഔട്ടിനൊപ്പവും ഒരു സ്റ്റേറ്റ്മെന്റും കിട്ടും.",
    faq4Question: "രജിസ്റ്റർ ചെയ്യാൻ ഏതൊക്കെ രേഖകൾ വേണം?",
    faq4Answer:
      "നിങ്ങളുടെ PAN, Aadhaar, നിങ്ങളുടെ പേരിലുള്ള ബാങ്ക് അക്കൗണ്ട് (ക്യാൻസൽ ചെയ്ത ചെക്ക് അല്ലെങ്കിൽ പാസ്ബുക്കിന്റെ ആദ്യ പേജ്). സ്ഥാപനമോ കമ്പനിയോ ആണെങ്കിൽ അതിന്റെ PAN-ഉം, GST രജിസ്ട്രേഷൻ ഉണ്ടെങ്കിൽ അതും നൽകണം.",
    faq5Question: "ലോൺ മേഖലയിൽ പരിചയം വേണോ?",
    faq5Answer:
      "വേണ്ട. ഞങ്ങളുടെ പല പാർട്ണർമാരും ലോൺ ആവശ്യമുള്ളവരെ കണ്ടുമുട്ടുന്ന അക്കൗണ്ടന്റുമാരും ഡീലർമാരും ബിൽഡർമാരും ഏജന്റുമാരുമാണ്. ഉൽപ്പന്നങ്ങൾ, യോഗ്യത, രേഖകൾ എന്നിവയിൽ ഞങ്ങൾ പരിശീലനം തരും; ഓരോ കേസിലും നിങ്ങളുടെ റിലേഷൻഷിപ്പ് മാനേജർ സഹായിക്കും.",
    faq6Question: "ഞാൻ കേരളത്തിന് പുറത്താണ്. എനിക്കും ചേരാമോ?",
    faq6Answer:
      "ചേരാം. ഞങ്ങളുടെ ഓഫീസ്: {city}, {state}. എങ്കിലും ഇന്ത്യയിലെവിടെയുമുള്ള ഉപഭോക്താക്കളുമായും പാർട്ണർമാരുമായും ഞങ്ങൾ പ്രവർത്തിക്കുന്നു. വെരിഫിക്കേഷനും പരിശീലനവും ഫോണിലോ വീഡിയോ കോളിലോ നടത്താം.",
    faq7Question: "എന്റെ ഉപഭോക്താക്കൾ എന്തെങ്കിലും പണം നൽകേണ്ടതുണ്ടോ?",
    faq7Answer:
      "ഇല്ല. വായ്പയെടുക്കുന്നവർക്ക് ഞങ്ങളുടെ സേവനം സൗജന്യമാണ്. പ്രോസസിംഗ് ഫീസ് പോലുള്ള ബാങ്കിന്റെ ചാർജുകൾ ബാങ്കിന്റെ സാങ്ഷൻ ലെറ്ററിലും കീ ഫാക്ട് സ്റ്റേറ്റ്മെന്റിലും (KFS) ഉണ്ടാകും; അവ ബാങ്കിന് മാത്രമാണ് അടയ്ക്കേണ്ടത്. പാർട്ണർമാർ ഉപഭോക്താക്കളിൽനിന്ന് ഒരിക്കലും പണം വാങ്ങരുത്.",
    faq8Question: "ഞാൻ റഫർ ചെയ്ത ഉപഭോക്താവിന്റെ കാര്യം എന്തായി എന്ന് എങ്ങനെ അറിയാം?",
    faq8Answer:
      "ഓരോ കേസും മുന്നോട്ടുപോകുമ്പോൾ (രേഖകൾ കിട്ടി, ബാങ്കിലേക്ക് അയച്ചു, ലോൺ അനുവദിച്ചു, തുക നൽകി, അല്ലെങ്കിൽ നിരസിച്ചു) നിങ്ങളുടെ റിലേഷൻഷിപ്പ് മാനേജർ ഫോണിലോ വാട്സ്ആപ്പിലോ ഇ-മെയിലിലോ അറിയിക്കും.",
  },
  hi: {
    metaTitle: "बिज़नेस पार्टनर रजिस्ट्रेशन",
    metaDescription:
      "लोन चाहने वाले ग्राहकों को हमारे पास भेजें और हर डिस्बर्स हुए लोन पर लिखित समझौते के मुताबिक़ पेआउट पाएँ। DSA, CA, रियल एस्टेट एजेंट, डीलर और दूसरे लोग मुफ़्त में जुड़ सकते हैं।",
    breadcrumb: "बिज़नेस पार्टनर रजिस्ट्रेशन",
    whoTocLabel: "कौन जुड़ सकता है",
    whoHeading: "हमारे पार्टनर कौन बन सकते हैं",
    whoIntro:
      "कोई भी, जो ऐसे लोगों से मिलता है जिन्हें पैसों की ज़रूरत है, और उन्हें ईमानदारी से हमसे मिलवा सकता है। आपको लोन एक्सपर्ट होने की ज़रूरत नहीं: हम ट्रेनिंग देते हैं और बैंक में आवेदन का काम ख़ुद संभालते हैं।",
    audience1Title: "लोन एजेंट और DSA",
    audience1Text: "ऐसे एजेंट जो अपने ग्राहकों के लिए ज़्यादा बैंक और लोन प्रोडक्ट चाहते हैं, और काग़ज़ी काम संभालने वाली एक टीम भी।",
    audience2Title: "चार्टर्ड अकाउंटेंट और टैक्स कंसल्टेंट",
    audience2Text: "आपके क्लाइंट आपसे बिज़नेस लोन, वर्किंग कैपिटल और होम लोन के बारे में पूछते हैं। उन्हें भरोसेमंद लोगों के पास भेजें।",
    audience3Title: "रियल एस्टेट एजेंट और बिल्डर",
    audience3Text: "बिक्री के साथ ही होम लोन, प्लॉट लोन और प्रॉपर्टी पर लोन का इंतज़ाम कराकर ख़रीदारों का सौदा जल्दी पूरा कराएँ।",
    audience4Title: "इंश्योरेंस एजेंट",
    audience4Text: "आपके पॉलिसीधारक पैसों के मामले में पहले से आप पर भरोसा करते हैं। अपनी मदद में लोन भी जोड़ें।",
    audience5Title: "कार और टू-व्हीलर डीलर",
    audience5Text: "शोरूम पर ही फ़ाइनेंस का विकल्प दें, ताकि लोन न मिलने की वजह से कोई ग्राहक लौट न जाए।",
    audience6Title: "सोलर इंस्टॉलर",
    audience6Text: "रूफ़टॉप सोलर फ़ाइनेंस से घर और बिज़नेस पूरा पैसा एक साथ देने के बजाय EMI में सिस्टम लगवा सकते हैं।",
    audience7Title: "बिज़नेस और दुकान मालिक",
    audience7Text: "व्यापारी, कंसल्टेंट और सर्विस देने वाले, जो ऐसे लोगों से मिलते हैं जिन्हें पर्सनल, गोल्ड या बिज़नेस लोन चाहिए।",
    benefitsTocLabel: "आपको क्या मिलता है",
    benefitsHeading: "आपको क्या मिलता है",
    benefit1Title: "डिस्बर्स हुए लोन पर पेआउट",
    benefit1Text:
      "आपके भेजे हर ग्राहक का लोन डिस्बर्स होने पर पेआउट पाएँ, उस लिखित पार्टनर समझौते के मुताबिक़ जिस पर आप शुरू करने से पहले साइन करते हैं।",
    benefit2Title: "कई बैंक, कई प्रोडक्ट",
    benefit2Text:
      "हमें एजेंट नियुक्त करने वाले बैंकों और NBFC के ज़रिए होम, पर्सनल, बिज़नेस, गोल्ड और टू-व्हीलर लोन, प्रॉपर्टी पर लोन, रूफ़टॉप सोलर फ़ाइनेंस और फ़ॉरेक्स।",
    benefit3Title: "आपके लिए एक रिलेशनशिप मैनेजर",
    benefit3Text: "एक व्यक्ति जो आपके केस जानता है, आपके सवालों के जवाब देता है और हर लोन पर फ़ैसला होने तक बैंक के संपर्क में रहता है।",
    benefit4Title: "हर लीड का ताज़ा हाल",
    benefit4Text: "जानिए हर रेफ़रल कहाँ तक पहुँचा: दस्तावेज़ मिले, बैंक को भेजे गए, लोन मंज़ूर हुआ, डिस्बर्स हुआ या नामंज़ूर हुआ।",
    benefit5Title: "ट्रेनिंग",
    benefit5Text: "लोन प्रोडक्ट, योग्यता और दस्तावेज़ों पर मुफ़्त ट्रेनिंग, ताकि आप ग्राहकों को भरोसे के साथ सलाह दे सकें।",
    benefit6Title: "कोई जॉइनिंग फ़ीस नहीं",
    benefit6Text: "रजिस्ट्रेशन, ट्रेनिंग और पार्टनर समझौता मुफ़्त हैं। हम पार्टनरों से कभी फ़ीस या डिपॉज़िट नहीं माँगते।",
    howTocLabel: "यह कैसे काम करता है",
    howHeading: "यह कैसे काम करता है",
    step1Title: "रजिस्टर करें",
    step1Text: "इस पेज पर छोटा-सा फ़ॉर्म भरें। इसमें करीब दो मिनट लगते हैं।",
    step2Title: "वेरिफ़िकेशन कॉल और KYC",
    step2Text:
      "हमारी टीम आपको कॉल करके प्रोग्राम समझाती है और आपकी KYC लेती है: PAN, Aadhaar और आपके नाम के बैंक खाते की जानकारी।",
    step3Title: "पार्टनर समझौते पर साइन करें",
    step3Text:
      "लिखित समझौते में लिखा होता है कि आप कौन-से प्रोडक्ट रेफ़र कर सकते हैं, हर एक पर कितना पेआउट है, भुगतान कब होगा, और आपको किन नियमों का पालन करना है।",
    step4Title: "ग्राहक रेफ़र करें",
    step4Text:
      "ग्राहक की सहमति से उनकी जानकारी अपने रिलेशनशिप मैनेजर को दें। योग्यता जाँचना, दस्तावेज़ जुटाना और बैंक में आवेदन करना हमारा काम है।",
    step5Title: "डिस्बर्समेंट के बाद भुगतान",
    step5Text: "बैंक के लोन डिस्बर्स करने के बाद, हम समझौते के मुताबिक़ और क़ानून के हिसाब से TDS काटकर पेआउट आपके बैंक खाते में भेजते हैं।",
    rulesTocLabel: "पार्टनरों के लिए नियम",
    rulesHeading: "पार्टनरों के लिए हमारे नियम",
    rulesIntro:
      "हमारे पास ग्राहक भेजने वाले हर व्यक्ति के लिए बैंक और NBFC हमें ज़िम्मेदार मानते हैं। हर पार्टनर, पार्टनर समझौते में इन नियमों को मानता है:",
    rule1: "ग्राहक से कभी पैसे न लें: न प्रोसेसिंग फ़ीस, न फ़ाइल चार्ज, न अप्रूवल फ़ीस, न कोई एडवांस।",
    rule2: "अप्रूवल, ब्याज दर या समय-सीमा का कभी वादा न करें। फ़ैसला सिर्फ़ बैंक करता है।",
    rule3: "ग्राहक की जानकारी और दस्तावेज़ सिर्फ़ उनकी सहमति से आगे दें, और उन्हें सुरक्षित रखें।",
    rule4: "साफ़ बताएँ कि आप कौन हैं: हमारे पास ग्राहक भेजने वाले पार्टनर, किसी बैंक के कर्मचारी नहीं।",
    noFeeTitle: "हम कभी जॉइनिंग फ़ीस नहीं लेते",
    noFeeText:
      "{businessName} पार्टनर कोड, ID कार्ड या “फ़्रैंचाइज़ी” नहीं बेचता। अगर कोई हमारा पार्टनर बनाने के नाम पर पैसे माँगे, तो न दें: हमें <phone>{number}</phone> पर कॉल करें या <email>{address}</email> पर लिखें।",
    formTocLabel: "रजिस्टर करें",
    formHeading: "पार्टनर के रूप में रजिस्टर करें",
    formIntro:
      "जिन जानकारियों को वैकल्पिक नहीं बताया गया है, वे सभी ज़रूरी हैं। हम दो कामकाजी दिनों के अंदर वेरिफ़िकेशन के लिए कॉल करेंगे।",
    faqHeading: "पार्टनर अक्सर पूछते हैं",
    faq1Question: "क्या पार्टनर बनने की कोई फ़ीस है?",
    faq1Answer:
      "नहीं। रजिस्ट्रेशन, ट्रेनिंग और पार्टनर समझौता मुफ़्त हैं। {businessName} पार्टनरों से कभी जॉइनिंग फ़ीस, डिपॉज़िट, या ID कार्ड या सर्टिफ़िकेट के पैसे नहीं माँगता। अगर कोई हमारे नाम पर जुड़ने के लिए पैसे माँगे, तो न दें और हमें बताएँ।",
    faq2Question: "मैं कितना कमा सकता हूँ?",
    faq2Answer:
      "पेआउट प्रोडक्ट, बैंक और लोन की रकम पर निर्भर करता है। यह आपका पहला ग्राहक भेजने से पहले ही आपके पार्टनर समझौते में लिखा होता है। कमाई डिस्बर्स हुए लोन पर होती है; नामंज़ूर या वापस लिए गए आवेदनों पर कोई पेआउट नहीं मिलता।",
    faq3Question: "मुझे भुगतान कब और कैसे मिलेगा?",
    faq3Answer:
      "बैंक के लोन डिस्बर्स करने और हमें उसका भुगतान करने के बाद, आपके समझौते में लिखी समय-सीमा में, आपके नाम के खाते में बैंक ट्रांसफ़र से। इनकम टैक्स नियमों के मुताबिक़ TDS कटता है, और हर पेआउट के साथ आपको एक स्टेटमेंट मिलता है।",
    faq4Question: "रजिस्टर करने के लिए कौन-से दस्तावेज़ चाहिए?",
    faq4Answer:
      "आपका PAN, आपका Aadhaar और आपके नाम का बैंक खाता (कैंसल चेक या पासबुक का पहला पन्ना)। फ़र्म या कंपनी हो तो उसका PAN भी, और अगर GST रजिस्ट्रेशन है तो वह भी।",
    faq5Question: "क्या लोन के काम का अनुभव ज़रूरी है?",
    faq5Answer:
      "नहीं। हमारे कई पार्टनर अकाउंटेंट, डीलर, बिल्डर और एजेंट हैं, जो बस ऐसे लोगों से मिलते हैं जिन्हें पैसों की ज़रूरत होती है। हम प्रोडक्ट, योग्यता और दस्तावेज़ों की ट्रेनिंग देते हैं, और हर केस में आपका रिलेशनशिप मैनेजर मदद करता है।",
    faq6Question: "मैं केरल से बाहर रहता हूँ। क्या फिर भी जुड़ सकता हूँ?",
    faq6Answer:
      "हाँ। हमारा ऑफ़िस {city}, {state} में है, लेकिन हम पूरे भारत के ग्राहकों और पार्टनरों के साथ काम करते हैं। वेरिफ़िकेशन और ट्रेनिंग फ़ोन या वीडियो कॉल पर हो सकती है।",
    faq7Question: "क्या मेरे ग्राहकों को कुछ देना पड़ता है?",
    faq7Answer:
      "नहीं। लोन लेने वालों के लिए हमारी सेवा मुफ़्त है। बैंक के चार्ज, जैसे प्रोसेसिंग फ़ीस, बैंक के सैंक्शन लेटर और Key Fact Statement (KFS) में लिखे होते हैं और सिर्फ़ बैंक को दिए जाते हैं। पार्टनर ग्राहकों से कभी पैसे नहीं ले सकते।",
    faq8Question: "मैंने जिस ग्राहक को भेजा, उसका क्या हुआ, यह कैसे पता चलेगा?",
    faq8Answer:
      "हर केस के आगे बढ़ने पर (दस्तावेज़ मिले, बैंक को भेजे गए, लोन मंज़ूर हुआ, डिस्बर्स हुआ या नामंज़ूर हुआ) आपका रिलेशनशिप मैनेजर फ़ोन, व्हाट्सऐप या ई-मेल से बताता रहता है।",
  },
  review: { ml: "to-review", hi: "to-review" },
});
