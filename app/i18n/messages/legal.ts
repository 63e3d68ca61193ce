import { defineMessages } from "../define-messages";

/**
 * The parts of the legal pages that describe the site's code rather than staff's words: the
 * cookie policy's cards of cookies and storage items (app/routes/public/cookie-policy.tsx) and its
 * button. The legal texts themselves are page texts (server/content/legal-page-texts.ts).
 * `<q>accepted</q>` and `<q>declined</q>` are the values the browser stores: they stay as stored.
 * The banner's buttons are named as the banner names them in each language.
 */
export const legal = defineMessages({
  en: {
    storageSetBy: "Set by",
    storagePurpose: "What it is for",
    storageLasts: "How long it stays",
    kindCookie: "Cookie",
    kindLocalStorage: "Local storage",
    kindSessionStorage: "Session storage",
    setByUs: "{businessName}, on this website",
    setByGoogle: "Google Analytics (Google), on this website’s address",
    setByMeta: "Meta Pixel (Meta, the company behind Facebook and Instagram), on this website’s address",
    untilChanged:
      "Until you change your choice (the new one replaces it) or clear this website’s data in your browser.",
    untilTabClosed: "Until you close the browser tab.",
    lastsYears: "{count, plural, one {# year} other {# years}}",
    lastsDays: "{count, plural, one {# day} other {# days}}",
    consentPurpose:
      "Remembers your answer to the cookie banner: <q>accepted</q> (Accept All) or <q>declined</q> (Decline Non-Essential), so we do not ask on every page and load analytics and advertising only if you agreed.",
    consentDatePurpose: "The date and time you made that choice, as a record of your consent.",
    attributionPurpose:
      "The page you first opened on this visit, the website that sent you here (if any) and the campaign tags (<q>utm_</q> parameters) in that link. It is kept only to be attached to an enquiry you choose to send us, so we know which advertisement or page helped you. If you send nothing, it never leaves your browser.",
    popupsPurpose: "Which of our notices (popups) you closed, so that they do not appear again during this visit.",
    gaPurpose:
      "Tells one browser from another with a random number, so that we can count visitors and see which pages and loan services they read. It does not contain your name, mobile number or e-mail.",
    gaContainerPurpose:
      "Keeps the state of your visit (session) for our Google Analytics account, such as when the visit started. <q>'<container-id>'</q> stands for our account’s ID, so the real name looks like <code>_ga_AB12CD34EF</code>.",
    fbpPurpose:
      "Tells one browser from another, so that we can measure which of our Facebook and Instagram advertisements lead to visits and enquiries, and show our advertisements to people likely to need a loan.",
    changeChoiceButton: "Change my cookie choice",
  },
  ml: {
    storageSetBy: "വെക്കുന്നത്",
    storagePurpose: "എന്തിന്",
    storageLasts: "എത്ര കാലം",
    kindCookie: "കുക്കി",
    kindLocalStorage: "ലോക്കൽ സ്റ്റോറേജ്",
    kindSessionStorage: "സെഷൻ സ്റ്റോറേജ്",
    setByUs: "{businessName}, ഈ വെബ്സൈറ്റിൽ",
    setByGoogle: "Google Analytics (Google), ഈ വെബ്സൈറ്റിന്റെ വിലാസത്തിൽ",
    setByMeta: "Meta Pixel (Facebook, Instagram എന്നിവയുടെ ഉടമസ്ഥരായ Meta), ഈ വെബ്സൈറ്റിന്റെ വിലാസത്തിൽ",
    untilChanged:
      "നിങ്ങൾ തീരുമാനം മാറ്റുന്നതുവരെ (പുതിയ തീരുമാനം പഴയതിന് പകരമാകും), അല്ലെങ്കിൽ ബ്രൗസറിൽനിന്ന് ഈ വെബ്സൈറ്റിന്റെ ഡാറ്റ മായ്ക്കുന്നതുവരെ.",
    untilTabClosed: "ബ്രൗസർ ടാബ് അടയ്ക്കുന്നതുവരെ.",
    lastsYears: "{count, plural, one {# വർഷം} other {# വർഷം}}",
    lastsDays: "{count, plural, one {# ദിവസം} other {# ദിവസം}}",
    consentPurpose:
      "കുക്കി ബാനറിൽ നിങ്ങൾ നൽകിയ മറുപടി ഓർത്തുവെക്കുന്നു: <q>accepted</q> (എല്ലാം സ്വീകരിക്കുക) അല്ലെങ്കിൽ <q>declined</q> (അത്യാവശ്യമല്ലാത്തവ വേണ്ട). അതുകൊണ്ട് ഓരോ പേജിലും ഞങ്ങൾ വീണ്ടും ചോദിക്കുന്നില്ല; നിങ്ങൾ സമ്മതിച്ചാൽ മാത്രമേ അനലിറ്റിക്സും പരസ്യങ്ങളും ലോഡ് ചെയ്യൂ.",
    consentDatePurpose: "ആ തീരുമാനമെടുത്ത തീയതിയും സമയവും, നിങ്ങളുടെ സമ്മതത്തിന്റെ രേഖയായി.",
    attributionPurpose:
      "ഈ സന്ദർശനത്തിൽ നിങ്ങൾ ആദ്യം തുറന്ന പേജ്, നിങ്ങളെ ഇങ്ങോട്ട് അയച്ച വെബ്സൈറ്റ് (ഉണ്ടെങ്കിൽ), ആ ലിങ്കിലെ ക്യാമ്പെയ്ൻ ടാഗുകൾ (<q>utm_</q> പാരാമീറ്ററുകൾ). നിങ്ങൾ ഞങ്ങൾക്ക് ഒരു അന്വേഷണം അയച്ചാൽ അതിനൊപ്പം ചേർക്കാൻ മാത്രമാണ് ഇത് സൂക്ഷിക്കുന്നത്; ഏത് പരസ്യമോ പേജോ ആണ് നിങ്ങളെ സഹായിച്ചതെന്ന് അങ്ങനെ ഞങ്ങൾക്ക് അറിയാം. നിങ്ങൾ ഒന്നും അയച്ചില്ലെങ്കിൽ ഇത് നിങ്ങളുടെ ബ്രൗസറിന് പുറത്തുപോകില്ല.",
    popupsPurpose: "ഞങ്ങളുടെ ഏതൊക്കെ അറിയിപ്പുകൾ (പോപ്പപ്പുകൾ) നിങ്ങൾ അടച്ചു എന്ന്; ഈ സന്ദർശനത്തിൽ അവ വീണ്ടും വരാതിരിക്കാൻ.",
    gaPurpose:
      "ഒരു റാൻഡം നമ്പർ വഴി ഒരു ബ്രൗസറിനെ മറ്റൊന്നിൽനിന്ന് തിരിച്ചറിയുന്നു; സന്ദർശകരെ എണ്ണാനും അവർ ഏതൊക്കെ പേജുകളും ലോൺ സേവനങ്ങളും വായിക്കുന്നു എന്ന് കാണാനും. നിങ്ങളുടെ പേരോ മൊബൈൽ നമ്പറോ ഇ-മെയിലോ ഇതിൽ ഇല്ല.",
    gaContainerPurpose:
      "ഞങ്ങളുടെ Google Analytics അക്കൗണ്ടിനായി നിങ്ങളുടെ സന്ദർശനത്തിന്റെ (സെഷൻ) വിവരം സൂക്ഷിക്കുന്നു, ഉദാഹരണത്തിന് സന്ദർശനം തുടങ്ങിയ സമയം. <q>'<container-id>'</q> എന്നത് ഞങ്ങളുടെ അക്കൗണ്ടിന്റെ ID ആണ്; യഥാർത്ഥ പേര് <code>_ga_AB12CD34EF</code> പോലെയിരിക്കും.",
    fbpPurpose:
      "ഒരു ബ്രൗസറിനെ മറ്റൊന്നിൽനിന്ന് തിരിച്ചറിയുന്നു; ഞങ്ങളുടെ ഏത് Facebook, Instagram പരസ്യങ്ങളാണ് സന്ദർശനങ്ങളിലേക്കും അന്വേഷണങ്ങളിലേക്കും നയിക്കുന്നതെന്ന് അളക്കാനും, ലോൺ ആവശ്യമുള്ളവരിലേക്ക് പരസ്യങ്ങൾ എത്തിക്കാനും.",
    changeChoiceButton: "എന്റെ കുക്കി തീരുമാനം മാറ്റുക",
  },
  hi: {
    storageSetBy: "कौन रखता है",
    storagePurpose: "किसलिए",
    storageLasts: "कितने समय तक",
    kindCookie: "कुकी",
    kindLocalStorage: "लोकल स्टोरेज",
    kindSessionStorage: "सेशन स्टोरेज",
    setByUs: "{businessName}, इसी वेबसाइट पर",
    setByGoogle: "Google Analytics (Google), इसी वेबसाइट के पते पर",
    setByMeta: "Meta Pixel (Meta, जो Facebook और Instagram चलाती है), इसी वेबसाइट के पते पर",
    untilChanged: "जब तक आप अपना फ़ैसला न बदलें (नया फ़ैसला पुराने की जगह ले लेता है) या अपने ब्राउज़र में इस वेबसाइट का डेटा न मिटा दें।",
    untilTabClosed: "जब तक आप ब्राउज़र टैब बंद न करें।",
    lastsYears: "{count, plural, one {# साल} other {# साल}}",
    lastsDays: "{count, plural, one {# दिन} other {# दिन}}",
    consentPurpose:
      "कुकी बैनर पर दिया गया आपका जवाब याद रखता है: <q>accepted</q> (सभी स्वीकार करें) या <q>declined</q> (गैर-ज़रूरी अस्वीकार करें), ताकि हम हर पेज पर दोबारा न पूछें और एनालिटिक्स और विज्ञापन तभी लोड करें जब आपने हाँ कहा हो।",
    consentDatePurpose: "आपने यह फ़ैसला किस तारीख़ और समय पर किया, आपकी सहमति के रिकॉर्ड के तौर पर।",
    attributionPurpose:
      "इस विज़िट में आपने सबसे पहले कौन-सा पेज खोला, आपको यहाँ भेजने वाली वेबसाइट (अगर कोई हो) और उस लिंक के कैंपेन टैग (<q>utm_</q> पैरामीटर)। इसे सिर्फ़ इसलिए रखा जाता है कि आप हमें कोई पूछताछ भेजें तो यह उसके साथ जुड़ जाए और हमें पता चले कि किस विज्ञापन या पेज से आपको मदद मिली। अगर आप कुछ नहीं भेजते, तो यह आपके ब्राउज़र से बाहर नहीं जाता।",
    popupsPurpose: "हमारे कौन-से नोटिस (पॉपअप) आपने बंद किए, ताकि इस विज़िट में वे दोबारा न दिखें।",
    gaPurpose:
      "एक रैंडम नंबर से एक ब्राउज़र को दूसरे से अलग पहचानता है, ताकि हम विज़िटर गिन सकें और देख सकें कि वे कौन-से पेज और लोन सेवाएँ पढ़ते हैं। इसमें आपका नाम, मोबाइल नंबर या ई-मेल नहीं होता।",
    gaContainerPurpose:
      "हमारे Google Analytics अकाउंट के लिए आपकी विज़िट (सेशन) की जानकारी रखता है, जैसे विज़िट कब शुरू हुई। <q>'<container-id>'</q> की जगह हमारे अकाउंट की ID होती है, यानी असली नाम <code>_ga_AB12CD34EF</code> जैसा दिखता है।",
    fbpPurpose:
      "एक ब्राउज़र को दूसरे से अलग पहचानता है, ताकि हम माप सकें कि हमारे कौन-से Facebook और Instagram विज्ञापन विज़िट और पूछताछ तक ले जाते हैं, और अपने विज्ञापन उन लोगों को दिखा सकें जिन्हें लोन की ज़रूरत हो सकती है।",
    changeChoiceButton: "कुकी का मेरा फ़ैसला बदलें",
  },
  review: { ml: "to-review", hi: "to-review" },
});
