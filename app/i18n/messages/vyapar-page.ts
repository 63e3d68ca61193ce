import { defineMessages } from "../define-messages";

/**
 * /vyapar-app below the intro staff keep (page texts): what the app does, who it suits, how we
 * help, clean books and loans, the form's heading and the questions
 * (app/components/vyapar/vyapar-content.ts reads the numbered ones in order, each with its icon).
 * Vyapar and Simply Vyapar Apps Pvt. Ltd. are names: they stay in Latin letters.
 */
export const vyaparPage = defineMessages({
  en: {
    metaTitle: "Vyapar App: GST Billing and Bookkeeping Set-up",
    metaDescription:
      "GST invoices, stock, e-way bills, expenses and reports with the Vyapar app. We help Kerala shops and small businesses choose a plan, set it up, import their data and train staff in Malayalam or English.",
    breadcrumb: "Vyapar App",
    whatTocLabel: "What Vyapar does",
    whatHeading: "What Vyapar does for your business",
    whatIntro:
      "Vyapar is made by Simply Vyapar Apps Pvt. Ltd., Bengaluru, for shops, traders and small businesses that want to move their billing and accounts off paper registers. In one app you can:",
    feature1Title: "GST invoices and billing",
    feature1Text:
      "Make GST and non-GST invoices, estimates, quotations and delivery challans, then print them or share them on WhatsApp as PDFs.",
    feature2Title: "Inventory and stock",
    feature2Text:
      "Keep track of items, stock levels and purchases, with alerts when an item runs low, so you reorder in time.",
    feature3Title: "E-way bills and e-invoices",
    feature3Text:
      "Prepare the details for e-way bills and e-invoices from the invoices you already make, instead of typing them again on the government portals.",
    feature4Title: "Expenses and payments",
    feature4Text:
      "Record expenses, payments received and paid, and what each customer or supplier owes, and send payment reminders.",
    feature5Title: "Reports",
    feature5Text:
      "GST reports such as GSTR-1 and GSTR-3B, profit and loss, balance sheet, day book, stock summary and party statements.",
    feature6Title: "Works offline",
    feature6Text:
      "Bill and record sales without an internet connection; connect when you want to back up or sync your data.",
    feature7Title: "Phone and computer",
    feature7Text:
      "Use it on an Android phone or tablet and on a Windows computer, and on the other devices Vyapar supports.",
    whoTocLabel: "Who it suits",
    whoHeading: "Who it suits",
    whoIntro:
      "Businesses in Kerala that bill customers every day and want to know, at any moment, what they sold, what is in stock and who owes them money.",
    audience1Title: "Kirana and retail shops",
    audience1Text:
      "Quick bills at the counter, stock that stays up to date, and a clear view of each day's sales and cash.",
    audience2Title: "Wholesalers and distributors",
    audience2Text: "Party-wise credit, outstanding amounts, payment reminders, and e-way bills for goods on the move.",
    audience3Title: "Service businesses",
    audience3Text:
      "Workshops, repair shops, agencies and consultants who need proper GST invoices and a record of who has paid.",
    audience4Title: "Small manufacturers",
    audience4Text:
      "Units that buy raw material and sell finished goods, and need purchases, stock and sales in one set of books.",
    audience5Title: "New businesses",
    audience5Text: "If you have just registered for GST or opened a shop, start with clean books from the first bill.",
    helpTocLabel: "How we help",
    helpHeading: "How we help you set it up",
    step1Title: "Choose the right plan",
    step1Text:
      "We look at how you bill, how many people will use it and which devices you have, and explain which of Vyapar's published plans fits. You buy only what you need.",
    step2Title: "Install and set up",
    step2Text:
      "We install the app on your phone or computer, enter your business and GST details, set up your invoice format, taxes and printer, and turn on backups.",
    step3Title: "Import your items and parties",
    step3Text:
      "We bring in your item list with prices and opening stock, and your customers and suppliers with their balances, from your old registers or a spreadsheet.",
    step4Title: "Train you and your staff",
    step4Text:
      "Hands-on training in Malayalam or English: making bills, recording payments and purchases, checking stock and pulling the reports you need.",
    step5Title: "Link clean books to your loan",
    step5Text:
      "When you need finance, your GST returns, sales records and profit and loss are ready, and we help you put together a business loan application.",
    trainingNote:
      "Training happens at your shop or office, or over a video call, in Malayalam or English, at a time that suits your staff.",
    loansTocLabel: "Clean books and business loans",
    loansHeading: "Clean books make a business loan easier",
    loanReady1:
      "Lenders usually ask for recent bank statements, GST returns and income tax returns, and often a profit and loss statement and balance sheet.",
    loanReady2:
      "When every sale is billed in one system, your GST returns, bank credits and reported turnover tell the same story, which is what a lender checks.",
    loanReady3:
      "Reports you can print in minutes mean fewer trips and less waiting while the lender assesses your file.",
    loansLinks:
      "When you are ready, see our <loans>business loans</loans> and the <schemes>government schemes for small businesses</schemes>. The lender alone decides on approval, the amount and the interest rate.",
    aboutTitle: "About Vyapar and us",
    aboutText:
      "Vyapar is a product of Simply Vyapar Apps Pvt. Ltd. {businessName} does not make the app: we help businesses choose, set up and learn it. Current plans, prices and features are published on <site>Vyapar’s official website</site>.",
    formTocLabel: "Ask for help",
    formHeading: "Ask us to help you set up Vyapar",
    formIntro: "Only your name and mobile number are required. We call you back to understand your business.",
    faqHeading: "Questions about Vyapar",
    faq1Question: "Is Vyapar ready for GST?",
    faq1Answer:
      "Yes. Vyapar makes GST invoices with your GSTIN, HSN or SAC codes and tax rates, and prepares GST reports such as GSTR-1 and GSTR-3B from your bills. You or your accountant still file the returns on the GST portal; we show you how the reports fit in.",
    faq2Question: "Does it work without internet?",
    faq2Answer:
      "Yes. You can make bills and record sales and purchases offline. You need a connection to back up or sync your data, to send invoices on WhatsApp or e-mail, and for e-way bills and e-invoices, which are made on government systems.",
    faq3Question: "Which devices can I use it on?",
    faq3Answer:
      "Vyapar runs on Android phones and tablets and on Windows computers, and Vyapar lists the other devices it supports on its website. We help you choose between phone and computer, and set up a printer or barcode scanner if you use one.",
    faq4Question: "Can my accountant see my books?",
    faq4Answer:
      "Yes. You can export reports, such as GST reports, profit and loss and party statements, and share them with your accountant. Depending on the plan you choose, you can also give your accountant or staff their own login with limited access. We help you set this up.",
    faq5Question: "Does it help me get a business loan?",
    faq5Answer:
      "It can make one easier. Lenders look at bank statements, GST returns and your profit and loss, and clean books make these consistent and quick to produce. {businessName} can then help you apply with banks and NBFCs; the lender alone decides on approval, the amount and the interest rate.",
    faq6Question: "What does your help cost?",
    faq6Answer:
      "We explain any charge for our set-up, import or training help before we start, and you decide whether to go ahead. There are no hidden fees. The Vyapar licence itself is priced by Vyapar; we show you its current plans so you can compare them.",
    faq7Question: "Is {businessName} the maker of Vyapar?",
    faq7Answer:
      "No. Vyapar is made by Simply Vyapar Apps Pvt. Ltd., Bengaluru. We are a loan and business services firm in Kerala that helps local businesses choose, set up and learn the app.",
  },
  ml: {
    metaTitle: "Vyapar ആപ്പ്: GST ബില്ലിംഗും കണക്കുകളും സജ്ജമാക്കാം",
    metaDescription:
      "Vyapar ആപ്പിലൂടെ GST ഇൻവോയ്സ്, സ്റ്റോക്ക്, ഇ-വേ ബിൽ, ചെലവുകൾ, റിപ്പോർട്ടുകൾ. കേരളത്തിലെ കടകൾക്കും ചെറുകിട ബിസിനസുകൾക്കും പ്ലാൻ തിരഞ്ഞെടുക്കാനും ആപ്പ് സജ്ജമാക്കാനും ഡാറ്റ ചേർക്കാനും ജീവനക്കാരെ മലയാളത്തിലോ ഇംഗ്ലീഷിലോ പഠിപ്പിക്കാനും ഞങ്ങൾ സഹായിക്കും.",
    breadcrumb: "Vyapar ആപ്പ്",
    whatTocLabel: "Vyapar ചെയ്യുന്നത്",
    whatHeading: "നിങ്ങളുടെ ബിസിനസിന് Vyapar എന്തുചെയ്യും",
    whatIntro:
      "ബില്ലിംഗും കണക്കുകളും പേപ്പർ രജിസ്റ്ററുകളിൽനിന്ന് മാറ്റാൻ ആഗ്രഹിക്കുന്ന കടകൾക്കും വ്യാപാരികൾക്കും ചെറുകിട ബിസിനസുകൾക്കുമായി ബെംഗളൂരുവിലെ Simply Vyapar Apps Pvt. Ltd. നിർമ്മിച്ചതാണ് Vyapar. ഒരൊറ്റ ആപ്പിൽ നിങ്ങൾക്ക്:",
    feature1Title: "GST ഇൻവോയ്സും ബില്ലിംഗും",
    feature1Text:
      "GST ഉള്ളതും ഇല്ലാത്തതുമായ ഇൻവോയ്സുകൾ, എസ്റ്റിമേറ്റുകൾ, ക്വട്ടേഷനുകൾ, ഡെലിവറി ചലാനുകൾ എന്നിവ ഉണ്ടാക്കാം; പ്രിന്റ് എടുക്കാം, അല്ലെങ്കിൽ PDF ആയി വാട്സ്ആപ്പിൽ അയയ്ക്കാം.",
    feature2Title: "ഇൻവെന്ററിയും സ്റ്റോക്കും",
    feature2Text:
      "സാധനങ്ങൾ, സ്റ്റോക്ക് നില, പർച്ചേസുകൾ എന്നിവ കൃത്യമായി അറിയാം; ഒരു സാധനം തീരാറാകുമ്പോൾ അലർട്ട് വരും, സമയത്ത് വീണ്ടും ഓർഡർ ചെയ്യാം.",
    feature3Title: "ഇ-വേ ബില്ലും ഇ-ഇൻവോയ്സും",
    feature3Text:
      "സർക്കാർ പോർട്ടലുകളിൽ വീണ്ടും ടൈപ്പ് ചെയ്യാതെ, നിങ്ങൾ ഉണ്ടാക്കുന്ന ഇൻവോയ്സുകളിൽനിന്നുതന്നെ ഇ-വേ ബില്ലിനും ഇ-ഇൻവോയ്സിനും വേണ്ട വിവരങ്ങൾ തയ്യാറാക്കാം.",
    feature4Title: "ചെലവുകളും പണമിടപാടുകളും",
    feature4Text:
      "ചെലവുകൾ, കിട്ടിയതും കൊടുത്തതുമായ പണം, ഓരോ ഉപഭോക്താവും സപ്ലയറും തരാനുള്ള തുക എന്നിവ രേഖപ്പെടുത്താം; പേയ്മെന്റ് റിമൈൻഡറുകൾ അയയ്ക്കാം.",
    feature5Title: "റിപ്പോർട്ടുകൾ",
    feature5Text:
      "GSTR-1, GSTR-3B പോലുള്ള GST റിപ്പോർട്ടുകൾ, ലാഭനഷ്ട കണക്ക്, ബാലൻസ് ഷീറ്റ്, ഡേ ബുക്ക്, സ്റ്റോക്ക് സമ്മറി, പാർട്ടി സ്റ്റേറ്റ്മെന്റുകൾ.",
    feature6Title: "ഇന്റർനെറ്റ് ഇല്ലാതെയും",
    feature6Text:
      "ഇന്റർനെറ്റ് ഇല്ലാതെയും ബിൽ ചെയ്യാം, വിൽപ്പന രേഖപ്പെടുത്താം; ഡാറ്റ ബാക്കപ്പ് ചെയ്യാനോ സിങ്ക് ചെയ്യാനോ മാത്രം കണക്ട് ചെയ്താൽ മതി.",
    feature7Title: "ഫോണിലും കമ്പ്യൂട്ടറിലും",
    feature7Text: "Android ഫോണിലോ ടാബ്‌ലെറ്റിലോ Windows കമ്പ്യൂട്ടറിലോ, Vyapar പിന്തുണയ്ക്കുന്ന മറ്റ് ഉപകരണങ്ങളിലോ ഉപയോഗിക്കാം.",
    whoTocLabel: "ആർക്കൊക്കെ ചേരും",
    whoHeading: "ആർക്കൊക്കെ ചേരും",
    whoIntro:
      "ദിവസവും ഉപഭോക്താക്കൾക്ക് ബിൽ കൊടുക്കുന്ന, എന്ത് വിറ്റു, സ്റ്റോക്കിൽ എന്തുണ്ട്, ആരൊക്കെ പണം തരാനുണ്ട് എന്ന് ഏത് നിമിഷവും അറിയാൻ ആഗ്രഹിക്കുന്ന കേരളത്തിലെ ബിസിനസുകൾക്ക്.",
    audience1Title: "പലചരക്ക്, റീട്ടെയിൽ കടകൾ",
    audience1Text: "കൗണ്ടറിൽ വേഗത്തിൽ ബിൽ, എപ്പോഴും കൃത്യമായ സ്റ്റോക്ക്, ഓരോ ദിവസത്തെയും വിൽപ്പനയുടെയും കാഷിന്റെയും വ്യക്തമായ ചിത്രം.",
    audience2Title: "ഹോൾസെയിൽ വ്യാപാരികളും ഡിസ്ട്രിബ്യൂട്ടർമാരും",
    audience2Text: "പാർട്ടി തിരിച്ചുള്ള കടം, കിട്ടാനുള്ള തുക, പേയ്മെന്റ് റിമൈൻഡറുകൾ, കൊണ്ടുപോകുന്ന സാധനങ്ങൾക്ക് ഇ-വേ ബിൽ.",
    audience3Title: "സേവന ബിസിനസുകൾ",
    audience3Text:
      "ശരിയായ GST ഇൻവോയ്സും ആരൊക്കെ പണം തന്നു എന്നതിന്റെ രേഖയും വേണ്ട വർക്ക്ഷോപ്പുകൾ, റിപ്പയർ കടകൾ, ഏജൻസികൾ, കൺസൾട്ടന്റുമാർ.",
    audience4Title: "ചെറുകിട നിർമ്മാതാക്കൾ",
    audience4Text: "അസംസ്കൃത വസ്തുക്കൾ വാങ്ങി ഉൽപ്പന്നങ്ങൾ വിൽക്കുന്ന, പർച്ചേസും സ്റ്റോക്കും വിൽപ്പനയും ഒരേ കണക്കുപുസ്തകത്തിൽ വേണ്ട യൂണിറ്റുകൾ.",
    audience5Title: "പുതിയ ബിസിനസുകൾ",
    audience5Text: "GST രജിസ്ട്രേഷൻ എടുത്തതേയുള്ളൂ, അല്ലെങ്കിൽ കട തുടങ്ങിയതേയുള്ളൂ എങ്കിൽ, ആദ്യ ബില്ലുമുതൽ കൃത്യമായ കണക്കുകളോടെ തുടങ്ങാം.",
    helpTocLabel: "ഞങ്ങളുടെ സഹായം",
    helpHeading: "ആപ്പ് സജ്ജമാക്കാൻ ഞങ്ങൾ എങ്ങനെ സഹായിക്കും",
    step1Title: "ശരിയായ പ്ലാൻ തിരഞ്ഞെടുക്കാം",
    step1Text:
      "നിങ്ങൾ എങ്ങനെ ബിൽ ചെയ്യുന്നു, എത്ര പേർ ഉപയോഗിക്കും, ഏതൊക്കെ ഉപകരണങ്ങളുണ്ട് എന്ന് നോക്കി, Vyapar പ്രസിദ്ധീകരിച്ച പ്ലാനുകളിൽ ഏതാണ് ചേരുന്നതെന്ന് ഞങ്ങൾ വിശദീകരിക്കും. ആവശ്യമുള്ളത് മാത്രം വാങ്ങിയാൽ മതി.",
    step2Title: "ഇൻസ്റ്റാൾ ചെയ്ത് സജ്ജമാക്കാം",
    step2Text:
      "നിങ്ങളുടെ ഫോണിലോ കമ്പ്യൂട്ടറിലോ ആപ്പ് ഇൻസ്റ്റാൾ ചെയ്യും, ബിസിനസ്, GST വിവരങ്ങൾ ചേർക്കും, ഇൻവോയ്സ് ഫോർമാറ്റും ടാക്സും പ്രിന്ററും സജ്ജമാക്കും, ബാക്കപ്പ് ഓണാക്കും.",
    step3Title: "സാധനങ്ങളും പാർട്ടികളും ചേർക്കാം",
    step3Text:
      "പഴയ രജിസ്റ്ററുകളിൽനിന്നോ സ്പ്രെഡ്ഷീറ്റിൽനിന്നോ, വിലയും ഓപ്പണിംഗ് സ്റ്റോക്കും സഹിതം സാധനങ്ങളുടെ ലിസ്റ്റും, ബാക്കി തുക സഹിതം ഉപഭോക്താക്കളെയും സപ്ലയർമാരെയും ഞങ്ങൾ ആപ്പിൽ ചേർക്കും.",
    step4Title: "നിങ്ങളെയും ജീവനക്കാരെയും പഠിപ്പിക്കാം",
    step4Text:
      "മലയാളത്തിലോ ഇംഗ്ലീഷിലോ നേരിട്ടുള്ള പരിശീലനം: ബിൽ ഉണ്ടാക്കൽ, പണമിടപാടുകളും പർച്ചേസുകളും രേഖപ്പെടുത്തൽ, സ്റ്റോക്ക് നോക്കൽ, വേണ്ട റിപ്പോർട്ടുകൾ എടുക്കൽ.",
    step5Title: "കൃത്യമായ കണക്കുകൾ ലോണിന് ഉപകരിക്കും",
    step5Text:
      "ഫിനാൻസ് വേണ്ടിവരുമ്പോൾ നിങ്ങളുടെ GST റിട്ടേണുകളും വിൽപ്പന രേഖകളും ലാഭനഷ്ട കണക്കും തയ്യാറായിരിക്കും; ബിസിനസ് ലോൺ അപേക്ഷ ഒരുക്കാൻ ഞങ്ങൾ സഹായിക്കും.",
    trainingNote:
      "പരിശീലനം നിങ്ങളുടെ കടയിലോ ഓഫീസിലോ, അല്ലെങ്കിൽ വീഡിയോ കോളിലൂടെ, മലയാളത്തിലോ ഇംഗ്ലീഷിലോ, ജീവനക്കാർക്ക് സൗകര്യമുള്ള സമയത്ത്.",
    loansTocLabel: "കൃത്യമായ കണക്കും ബിസിനസ് ലോണും",
    loansHeading: "കണക്കുകൾ കൃത്യമാണെങ്കിൽ ബിസിനസ് ലോൺ എളുപ്പം",
    loanReady1:
      "ബാങ്കുകൾ സാധാരണ ചോദിക്കുന്നത് സമീപകാല ബാങ്ക് സ്റ്റേറ്റ്മെന്റുകൾ, GST റിട്ടേണുകൾ, ആദായനികുതി റിട്ടേണുകൾ എന്നിവയാണ്; പലപ്പോഴും ലാഭനഷ്ട കണക്കും ബാലൻസ് ഷീറ്റും.",
    loanReady2:
      "എല്ലാ വിൽപ്പനയും ഒരേ സിസ്റ്റത്തിൽ ബിൽ ചെയ്താൽ GST റിട്ടേണും ബാങ്കിലെ വരവും കാണിക്കുന്ന വിറ്റുവരവും ഒരേ കാര്യം പറയും; ബാങ്ക് പരിശോധിക്കുന്നതും അതാണ്.",
    loanReady3: "മിനിറ്റുകൾക്കകം റിപ്പോർട്ടുകൾ പ്രിന്റ് എടുക്കാമെങ്കിൽ, ബാങ്ക് ഫയൽ പരിശോധിക്കുന്ന സമയത്ത് കയറിയിറക്കവും കാത്തിരിപ്പും കുറയും.",
    loansLinks:
      "തയ്യാറാകുമ്പോൾ ഞങ്ങളുടെ <loans>ബിസിനസ് ലോണുകളും</loans> <schemes>ചെറുകിട ബിസിനസുകൾക്കുള്ള സർക്കാർ പദ്ധതികളും</schemes> നോക്കൂ. ലോൺ അനുവദിക്കണോ, എത്ര തുക, എന്ത് പലിശ എന്നൊക്കെ തീരുമാനിക്കുന്നത് ബാങ്ക് മാത്രമാണ്.",
    aboutTitle: "Vyapar-നെക്കുറിച്ചും ഞങ്ങളെക്കുറിച്ചും",
    aboutText:
      "Vyapar എന്നത് Simply Vyapar Apps Pvt. Ltd.-ന്റെ ഉൽപ്പന്നമാണ്. {businessName} ഈ ആപ്പ് നിർമ്മിക്കുന്നില്ല: ബിസിനസുകളെ ഇത് തിരഞ്ഞെടുക്കാനും സജ്ജമാക്കാനും പഠിക്കാനും ഞങ്ങൾ സഹായിക്കുന്നു. ഇപ്പോഴത്തെ പ്ലാനുകളും വിലകളും ഫീച്ചറുകളും <site>Vyapar-ന്റെ ഔദ്യോഗിക വെബ്സൈറ്റിൽ</site> ഉണ്ട്.",
    formTocLabel: "സഹായം ചോദിക്കാൻ",
    formHeading: "Vyapar സജ്ജമാക്കാൻ സഹായം ചോദിക്കൂ",
    formIntro: "പേരും മൊബൈൽ നമ്പറും മാത്രം മതി. നിങ്ങളുടെ ബിസിനസിനെക്കുറിച്ച് അറിയാൻ ഞങ്ങൾ തിരികെ വിളിക്കും.",
    faqHeading: "Vyapar-നെക്കുറിച്ചുള്ള ചോദ്യങ്ങൾ",
    faq1Question: "Vyapar GST-ക്ക് തയ്യാറാണോ?",
    faq1Answer:
      "അതെ. നിങ്ങളുടെ GSTIN, HSN അല്ലെങ്കിൽ SAC കോഡുകൾ, ടാക്സ് നിരക്കുകൾ എന്നിവ ചേർത്ത് Vyapar GST ഇൻവോയ്സുകൾ ഉണ്ടാക്കും; ബില്ലുകളിൽനിന്ന് GSTR-1, GSTR-3B പോലുള്ള റിപ്പോർട്ടുകൾ തയ്യാറാക്കും. റിട്ടേൺ GST പോർട്ടലിൽ ഫയൽ ചെയ്യേണ്ടത് നിങ്ങളോ നിങ്ങളുടെ അക്കൗണ്ടന്റോ ആണ്; റിപ്പോർട്ടുകൾ അതിന് എങ്ങനെ ഉപയോഗിക്കാമെന്ന് ഞങ്ങൾ കാണിച്ചുതരും.",
    faq2Question: "ഇന്റർനെറ്റ് ഇല്ലാതെ പ്രവർത്തിക്കുമോ?",
    faq2Answer:
      "അതെ. ബിൽ ഉണ്ടാക്കലും വിൽപ്പനയും പർച്ചേസും രേഖപ്പെടുത്തലും ഓഫ്‌ലൈനായി ചെയ്യാം. ഡാറ്റ ബാക്കപ്പ് ചെയ്യാനോ സിങ്ക് ചെയ്യാനോ, ഇൻവോയ്സ് വാട്സ്ആപ്പിലോ ഇ-മെയിലിലോ അയയ്ക്കാനോ, സർക്കാർ സിസ്റ്റങ്ങളിൽ ഉണ്ടാക്കുന്ന ഇ-വേ ബില്ലിനും ഇ-ഇൻവോയ്സിനുമാണ് കണക്ഷൻ വേണ്ടത്.",
    faq3Question: "ഏതൊക്കെ ഉപകരണങ്ങളിൽ ഉപയോഗിക്കാം?",
    faq3Answer:
      "Android ഫോണുകളിലും ടാബ്‌ലെറ്റുകളിലും Windows കമ്പ്യൂട്ടറുകളിലും Vyapar പ്രവർത്തിക്കും; പിന്തുണയ്ക്കുന്ന മറ്റ് ഉപകരണങ്ങൾ Vyapar അവരുടെ വെബ്സൈറ്റിൽ നൽകിയിട്ടുണ്ട്. ഫോണാണോ കമ്പ്യൂട്ടറാണോ നല്ലതെന്ന് തീരുമാനിക്കാനും, പ്രിന്ററോ ബാർകോഡ് സ്കാനറോ ഉണ്ടെങ്കിൽ അത് സജ്ജമാക്കാനും ഞങ്ങൾ സഹായിക്കും.",
    faq4Question: "എന്റെ അക്കൗണ്ടന്റിന് കണക്കുകൾ കാണാമോ?",
    faq4Answer:
      "കാണാം. GST റിപ്പോർട്ടുകൾ, ലാഭനഷ്ട കണക്ക്, പാർട്ടി സ്റ്റേറ്റ്മെന്റുകൾ പോലുള്ള റിപ്പോർട്ടുകൾ എക്സ്പോർട്ട് ചെയ്ത് അക്കൗണ്ടന്റിന് നൽകാം. നിങ്ങൾ എടുക്കുന്ന പ്ലാൻ അനുസരിച്ച്, അക്കൗണ്ടന്റിനോ ജീവനക്കാർക്കോ പരിമിതമായ അധികാരത്തോടെ സ്വന്തം ലോഗിനും നൽകാം. ഇത് സജ്ജമാക്കാൻ ഞങ്ങൾ സഹായിക്കും.",
    faq5Question: "ബിസിനസ് ലോൺ കിട്ടാൻ ഇത് സഹായിക്കുമോ?",
    faq5Answer:
      "ലോൺ എളുപ്പമാക്കാൻ സഹായിക്കും. ബാങ്കുകൾ നോക്കുന്നത് ബാങ്ക് സ്റ്റേറ്റ്മെന്റുകൾ, GST റിട്ടേണുകൾ, ലാഭനഷ്ട കണക്ക് എന്നിവയാണ്; കണക്കുകൾ കൃത്യമാണെങ്കിൽ ഇവ ഒത്തുപോകും, വേഗം തയ്യാറാക്കാനും പറ്റും. അതിനുശേഷം ബാങ്കുകളിലും NBFC-കളിലും അപേക്ഷിക്കാൻ {businessName} സഹായിക്കും; ലോൺ അനുവദിക്കണോ, എത്ര തുക, എന്ത് പലിശ എന്നൊക്കെ തീരുമാനിക്കുന്നത് ബാങ്ക് മാത്രമാണ്.",
    faq6Question: "നിങ്ങളുടെ സഹായത്തിന് എന്ത് ചെലവാകും?",
    faq6Answer:
      "സജ്ജമാക്കൽ, ഡാറ്റ ചേർക്കൽ, പരിശീലനം എന്നിവയ്ക്ക് എന്തെങ്കിലും ചാർജുണ്ടെങ്കിൽ തുടങ്ങും മുമ്പുതന്നെ ഞങ്ങൾ പറയും; മുന്നോട്ടുപോകണോ എന്ന് നിങ്ങൾ തീരുമാനിച്ചാൽ മതി. മറഞ്ഞിരിക്കുന്ന ഫീസുകളില്ല. Vyapar ലൈസൻസിന്റെ വില നിശ്ചയിക്കുന്നത് Vyapar ആണ്; താരതമ്യം ചെയ്യാനായി അവരുടെ ഇപ്പോഴത്തെ പ്ലാനുകൾ ഞങ്ങൾ കാണിച്ചുതരും.",
    faq7Question: "{businessName} ആണോ Vyapar നിർമ്മിക്കുന്നത്?",
    faq7Answer:
      "അല്ല. ബെംഗളൂരുവിലെ Simply Vyapar Apps Pvt. Ltd. ആണ് Vyapar നിർമ്മിക്കുന്നത്. നാട്ടിലെ ബിസിനസുകളെ ഈ ആപ്പ് തിരഞ്ഞെടുക്കാനും സജ്ജമാക്കാനും പഠിക്കാനും സഹായിക്കുന്ന, കേരളത്തിലെ ഒരു ലോൺ, ബിസിനസ് സേവന സ്ഥാപനമാണ് ഞങ്ങൾ.",
  },
  hi: {
    metaTitle: "Vyapar ऐप: GST बिलिंग और बहीखाता सेट-अप",
    metaDescription:
      "Vyapar ऐप से GST इनवॉइस, स्टॉक, ई-वे बिल, ख़र्चे और रिपोर्ट। हम केरल की दुकानों और छोटे बिज़नेस को प्लान चुनने, ऐप सेट करने, डेटा डालने और स्टाफ़ को मलयालम या अंग्रेज़ी में ट्रेनिंग देने में मदद करते हैं।",
    breadcrumb: "Vyapar ऐप",
    whatTocLabel: "Vyapar क्या करता है",
    whatHeading: "Vyapar आपके बिज़नेस के लिए क्या करता है",
    whatIntro:
      "Vyapar को बेंगलुरु की Simply Vyapar Apps Pvt. Ltd. ने उन दुकानों, व्यापारियों और छोटे बिज़नेस के लिए बनाया है जो अपनी बिलिंग और हिसाब-किताब काग़ज़ी रजिस्टर से हटाकर ऐप पर लाना चाहते हैं। एक ही ऐप में आप:",
    feature1Title: "GST इनवॉइस और बिलिंग",
    feature1Text:
      "GST और बिना GST वाले इनवॉइस, एस्टिमेट, कोटेशन और डिलीवरी चालान बनाएँ, फिर उन्हें प्रिंट करें या PDF बनाकर व्हाट्सऐप पर भेजें।",
    feature2Title: "इन्वेंटरी और स्टॉक",
    feature2Text: "सामान, स्टॉक और ख़रीद का हिसाब रखें; कोई सामान कम होने पर अलर्ट आता है, ताकि आप समय पर दोबारा ऑर्डर कर सकें।",
    feature3Title: "ई-वे बिल और ई-इनवॉइस",
    feature3Text:
      "सरकारी पोर्टल पर दोबारा टाइप करने के बजाय, अपने बनाए इनवॉइस से ही ई-वे बिल और ई-इनवॉइस की जानकारी तैयार करें।",
    feature4Title: "ख़र्चे और भुगतान",
    feature4Text: "ख़र्चे, मिले और दिए गए भुगतान, और हर ग्राहक या सप्लायर पर कितना बकाया है, यह दर्ज करें और पेमेंट रिमाइंडर भेजें।",
    feature5Title: "रिपोर्ट",
    feature5Text: "GSTR-1 और GSTR-3B जैसी GST रिपोर्ट, लाभ-हानि, बैलेंस शीट, डे बुक, स्टॉक समरी और पार्टी स्टेटमेंट।",
    feature6Title: "बिना इंटरनेट भी चलता है",
    feature6Text: "इंटरनेट के बिना बिल बनाएँ और बिक्री दर्ज करें; बैकअप या सिंक करना हो, तभी इंटरनेट जोड़ें।",
    feature7Title: "फ़ोन और कंप्यूटर",
    feature7Text: "इसे Android फ़ोन या टैबलेट पर, Windows कंप्यूटर पर, और Vyapar जिन दूसरे डिवाइस को सपोर्ट करता है उन पर चलाएँ।",
    whoTocLabel: "किसके लिए सही है",
    whoHeading: "यह किसके लिए सही है",
    whoIntro:
      "केरल के वे बिज़नेस जो रोज़ ग्राहकों को बिल देते हैं और किसी भी समय जानना चाहते हैं कि क्या बिका, स्टॉक में क्या है और किस पर कितना बकाया है।",
    audience1Title: "किराना और रिटेल दुकानें",
    audience1Text: "काउंटर पर फटाफट बिल, हमेशा सही स्टॉक, और हर दिन की बिक्री और नकदी का साफ़ हिसाब।",
    audience2Title: "होलसेलर और डिस्ट्रीब्यूटर",
    audience2Text: "पार्टी-वार उधार, बकाया रकम, पेमेंट रिमाइंडर, और भेजे जा रहे माल के लिए ई-वे बिल।",
    audience3Title: "सर्विस बिज़नेस",
    audience3Text: "वर्कशॉप, रिपेयर की दुकानें, एजेंसियाँ और कंसल्टेंट, जिन्हें सही GST इनवॉइस और किसने भुगतान किया, इसका रिकॉर्ड चाहिए।",
    audience4Title: "छोटे मैन्युफ़ैक्चरर",
    audience4Text: "कच्चा माल ख़रीदकर तैयार माल बेचने वाली यूनिटें, जिन्हें ख़रीद, स्टॉक और बिक्री एक ही बहीखाते में चाहिए।",
    audience5Title: "नए बिज़नेस",
    audience5Text: "अगर आपने अभी GST रजिस्ट्रेशन लिया है या दुकान खोली है, तो पहले बिल से ही साफ़-सुथरे हिसाब के साथ शुरुआत करें।",
    helpTocLabel: "हम कैसे मदद करते हैं",
    helpHeading: "ऐप सेट करने में हम कैसे मदद करते हैं",
    step1Title: "सही प्लान चुनें",
    step1Text:
      "हम देखते हैं कि आप बिल कैसे बनाते हैं, कितने लोग ऐप चलाएँगे और आपके पास कौन-से डिवाइस हैं, और बताते हैं कि Vyapar के घोषित प्लान में से कौन-सा आपके लिए सही है। आप सिर्फ़ वही ख़रीदें जो ज़रूरी है।",
    step2Title: "इंस्टॉल और सेट-अप",
    step2Text:
      "हम आपके फ़ोन या कंप्यूटर पर ऐप इंस्टॉल करते हैं, बिज़नेस और GST की जानकारी डालते हैं, इनवॉइस का फ़ॉर्मेट, टैक्स और प्रिंटर सेट करते हैं, और बैकअप चालू करते हैं।",
    step3Title: "सामान और पार्टियाँ जोड़ें",
    step3Text:
      "आपके पुराने रजिस्टर या स्प्रेडशीट से, क़ीमत और ओपनिंग स्टॉक के साथ सामान की सूची, और बकाया के साथ ग्राहक और सप्लायर ऐप में डालते हैं।",
    step4Title: "आपको और आपके स्टाफ़ को ट्रेनिंग",
    step4Text: "मलयालम या अंग्रेज़ी में प्रैक्टिकल ट्रेनिंग: बिल बनाना, भुगतान और ख़रीद दर्ज करना, स्टॉक देखना और ज़रूरी रिपोर्ट निकालना।",
    step5Title: "साफ़ हिसाब से लोन में आसानी",
    step5Text:
      "जब आपको फ़ाइनेंस चाहिए, तब आपके GST रिटर्न, बिक्री का रिकॉर्ड और लाभ-हानि तैयार रहते हैं, और हम बिज़नेस लोन का आवेदन तैयार करने में मदद करते हैं।",
    trainingNote: "ट्रेनिंग आपकी दुकान या ऑफ़िस में, या वीडियो कॉल पर, मलयालम या अंग्रेज़ी में, आपके स्टाफ़ की सुविधा के समय पर होती है।",
    loansTocLabel: "साफ़ हिसाब और बिज़नेस लोन",
    loansHeading: "साफ़ हिसाब से बिज़नेस लोन आसान होता है",
    loanReady1:
      "बैंक आम तौर पर हाल के बैंक स्टेटमेंट, GST रिटर्न और इनकम टैक्स रिटर्न माँगते हैं, और अक्सर लाभ-हानि का ब्यौरा और बैलेंस शीट भी।",
    loanReady2:
      "जब हर बिक्री एक ही सिस्टम में बिल होती है, तो आपके GST रिटर्न, बैंक में आई रकम और बताया गया टर्नओवर एक ही बात कहते हैं, और बैंक यही जाँचता है।",
    loanReady3: "जो रिपोर्ट मिनटों में प्रिंट हो जाएँ, उनसे बैंक के फ़ाइल जाँचते समय कम चक्कर और कम इंतज़ार होता है।",
    loansLinks:
      "जब आप तैयार हों, तो हमारे <loans>बिज़नेस लोन</loans> और <schemes>छोटे बिज़नेस के लिए सरकारी योजनाएँ</schemes> देखें। लोन मंज़ूर करना, रकम और ब्याज दर, यह सब सिर्फ़ बैंक तय करता है।",
    aboutTitle: "Vyapar और हमारे बारे में",
    aboutText:
      "Vyapar, Simply Vyapar Apps Pvt. Ltd. का प्रोडक्ट है। {businessName} यह ऐप नहीं बनाता: हम बिज़नेस को इसे चुनने, सेट करने और सीखने में मदद करते हैं। मौजूदा प्लान, क़ीमतें और फ़ीचर <site>Vyapar की आधिकारिक वेबसाइट</site> पर दिए गए हैं।",
    formTocLabel: "मदद माँगें",
    formHeading: "Vyapar सेट करने में हमसे मदद माँगें",
    formIntro: "सिर्फ़ आपका नाम और मोबाइल नंबर ज़रूरी है। आपके बिज़नेस को समझने के लिए हम आपको वापस कॉल करेंगे।",
    faqHeading: "Vyapar के बारे में सवाल",
    faq1Question: "क्या Vyapar GST के लिए तैयार है?",
    faq1Answer:
      "हाँ। Vyapar आपके GSTIN, HSN या SAC कोड और टैक्स दरों के साथ GST इनवॉइस बनाता है, और आपके बिलों से GSTR-1 और GSTR-3B जैसी GST रिपोर्ट तैयार करता है। रिटर्न GST पोर्टल पर आपको या आपके अकाउंटेंट को ही फ़ाइल करना होता है; हम दिखाते हैं कि रिपोर्ट उसमें कैसे काम आती हैं।",
    faq2Question: "क्या यह बिना इंटरनेट के चलता है?",
    faq2Answer:
      "हाँ। आप बिना इंटरनेट के बिल बना सकते हैं और बिक्री और ख़रीद दर्ज कर सकते हैं। इंटरनेट की ज़रूरत डेटा का बैकअप या सिंक करने, इनवॉइस व्हाट्सऐप या ई-मेल पर भेजने, और ई-वे बिल और ई-इनवॉइस के लिए पड़ती है, जो सरकारी सिस्टम पर बनते हैं।",
    faq3Question: "इसे किन डिवाइस पर चला सकते हैं?",
    faq3Answer:
      "Vyapar, Android फ़ोन और टैबलेट और Windows कंप्यूटर पर चलता है, और बाक़ी सपोर्ट किए जाने वाले डिवाइस Vyapar अपनी वेबसाइट पर बताता है। फ़ोन और कंप्यूटर में से चुनने में, और प्रिंटर या बारकोड स्कैनर हो तो उसे सेट करने में हम मदद करते हैं।",
    faq4Question: "क्या मेरा अकाउंटेंट मेरा हिसाब देख सकता है?",
    faq4Answer:
      "हाँ। आप GST रिपोर्ट, लाभ-हानि और पार्टी स्टेटमेंट जैसी रिपोर्ट एक्सपोर्ट करके अपने अकाउंटेंट को दे सकते हैं। आपके चुने प्लान के हिसाब से, आप अपने अकाउंटेंट या स्टाफ़ को सीमित अधिकार वाला अलग लॉगिन भी दे सकते हैं। इसे सेट करने में हम मदद करते हैं।",
    faq5Question: "क्या इससे बिज़नेस लोन मिलने में मदद मिलती है?",
    faq5Answer:
      "इससे लोन आसान हो सकता है। बैंक बैंक स्टेटमेंट, GST रिटर्न और आपका लाभ-हानि देखते हैं, और साफ़ हिसाब से ये सब आपस में मेल खाते हैं और जल्दी तैयार हो जाते हैं। इसके बाद {businessName} बैंकों और NBFC में आवेदन करने में मदद कर सकता है; लोन मंज़ूर करना, रकम और ब्याज दर सिर्फ़ बैंक तय करता है।",
    faq6Question: "आपकी मदद का ख़र्च कितना है?",
    faq6Answer:
      "सेट-अप, डेटा डालने या ट्रेनिंग के लिए कोई चार्ज हो, तो हम काम शुरू करने से पहले बता देते हैं, और आगे बढ़ना है या नहीं, यह आप तय करते हैं। कोई छिपी फ़ीस नहीं है। Vyapar लाइसेंस की क़ीमत Vyapar तय करता है; तुलना के लिए हम आपको उसके मौजूदा प्लान दिखाते हैं।",
    faq7Question: "क्या Vyapar को {businessName} बनाता है?",
    faq7Answer:
      "नहीं। Vyapar को बेंगलुरु की Simply Vyapar Apps Pvt. Ltd. बनाती है। हम केरल की एक लोन और बिज़नेस सर्विस फ़र्म हैं, जो स्थानीय बिज़नेस को यह ऐप चुनने, सेट करने और सीखने में मदद करती है।",
  },
  review: { ml: "to-review", hi: "to-review" },
});
