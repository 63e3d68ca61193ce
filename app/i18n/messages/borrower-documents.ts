import { defineMessages } from "../define-messages";

/**
 * The borrower's documents page (issue 29): the private page a borrower opens from the link staff
 * send, to unlock with the last four digits of their mobile, read where the application stands and
 * upload the checklist's documents from a phone (app/components/borrower-documents/). Written to a
 * borrower, with the money words people use (Aadhaar, PAN, ITR, Form 16, EMI) as they say them.
 */
export const borrowerDocuments = defineMessages({
  en: {
    metaTitle: "Your documents: {businessName}",

    unusableHeading: "This link cannot be opened",
    unusableText:
      "It may be old, replaced by a newer link, or not complete. To keep your details safe, nothing is shown here.",
    unusableWhatToDo: "Ask your advisor for a new link: call us, or send us a message on WhatsApp.",
    unusableWhatsApp: "Ask for a new link on WhatsApp",
    unusableWhatsAppMessage: "Hello, the link to send my loan documents does not open. Please send me a new link.",

    digitsHeading: "Your documents page",
    digitsIntro: "To keep your documents safe, type the last 4 digits of the mobile number you gave us.",
    digitsLabel: "Last 4 digits of your mobile number",
    digitsHint: "If your number ends in 98765 43210, type 3210.",
    digitsOpen: "Open my page",
    digitsChecking: "Checking…",
    digitsNotFour: "Type the 4 digits, numbers only.",
    digitsWrong:
      "These are not the last 4 digits of the number we have. {triesLeft, plural, one {You have # more try.} other {You have # more tries.}}",
    digitsTriesLeft: "{triesLeft, plural, one {You have # try left.} other {You have # tries left.}}",
    digitsWait: "Too many tries just now. Wait a few minutes, then try again.",
    digitsOffline: "We could not reach our server. Check your mobile data or Wi-Fi and try again.",
    digitsProblem: "Something went wrong on our side. Please try again in a minute.",
    sessionEnded:
      "For your safety the page was closed. Type the digits again to carry on; uploads you started will continue.",

    greeting: "Hello, {firstName}",
    reference: "Application {reference}",
    referenceWithService: "{serviceName}: application {reference}",
    linkValidUntil: "This private link works until {date}. Please do not share it with anyone.",

    stageHeading: "Your application",
    stageReceived: "Application received",
    stageDocumentsComplete: "Documents complete",
    stageWithBank: "With the bank",
    stageSanctioned: "Loan sanctioned",
    stageDisbursed: "Loan disbursed",
    stepDone: "done",
    stepCurrent: "now",
    stepToCome: "still to come",
    stageNowReceived: "We have your application. Upload the documents below so that we can take it to the bank.",
    stageNowDocumentsComplete: "We have every document we need and are preparing your file for the bank.",
    stageNowWithBank: "Your file is with the bank. The bank may call you to check some details.",
    stageNowSanctioned: "The bank has sanctioned your loan. Your advisor will explain the next steps.",
    stageNowDisbursed: "Your loan has been disbursed.",
    stageNowClosed: "This application is closed. If you have a question, ask your advisor.",

    advisorHeading: "Your advisor",
    advisorUnnamed: "Your advisor at {businessName}",
    advisorWhatsApp: "Message on WhatsApp",
    advisorWhatsAppMessage: "Hello, I have a question about my loan application {reference}.",

    documentsHeading: "Your documents",
    documentsIntro: "Upload a clear photo or a PDF of each document. If a document has several pages, add each page.",
    documentsCount:
      "{total, plural, one {{sent} of # required document sent} other {{sent} of # required documents sent}}",
    allSent: "Thank you: every required document is with us. We will check them and tell you if anything is missing.",
    required: "Required",
    optional: "Optional",
    statusRequested: "To upload",
    statusUploaded: "Uploaded, being checked",
    statusAccepted: "Accepted",
    statusRejected: "Sent back: please upload again",
    rejectedHeading: "Why we sent it back",
    reasonUnreadable:
      "We could not read it: it is blurred, dark or cut off. Take the photo again in good light, with all four corners in the picture.",
    reasonIncomplete: "Some pages or months are missing. Upload every page asked for.",
    reasonWrongDocument: "This is not the document we asked for. Check the name above and upload that one.",
    reasonExpired: "This document has expired or is too old. Upload a current one.",
    reasonAadhaarNotMasked:
      "The full Aadhaar number can be seen. Upload the masked Aadhaar, which shows only the last 4 digits.",
    reasonOther: "Your advisor says what to change below. If anything is unclear, ask them.",
    advisorNote: "Note from your advisor: {note}",
    acceptedNoChange: "Accepted. If it needs to change, ask your advisor.",

    pagesOf: "Pages of {label}",
    sizeKb: "{size} KB",
    sizeMb: "{size} MB",
    removeFile: "Remove",
    removeFileLabel: "Remove {name}",
    removeConfirm: "Remove {name}?",
    removeYes: "Yes, remove",
    removeNo: "Keep it",
    removeDone: "{name} removed.",
    removeFailed: "We could not remove {name}. Please try again.",

    addPageGroup: "Add a page to {label}",
    addAnotherPage: "Add another page",
    takePhoto: "Take a photo",
    chooseFiles: "Choose files",
    fileTypesHint: "PDF, JPG, PNG or iPhone photos, up to {maxMb} MB each.",
    photoTips:
      "For a photo: lay the page flat in good light, with all four corners in the picture. One photo per page.",

    uploadQueued: "Waiting for the upload before it",
    uploadSending: "Uploading: {percent}%",
    uploadChecking: "Checking the file…",
    uploadOffline: "Waiting for a connection. The upload continues by itself; keep this page open.",
    uploadRetrying: "The connection dropped. Trying again…",
    uploadBusy: "Our server is busy. Trying again shortly…",
    uploadPaused: "Paused until you type the digits again.",
    uploadFailed: "This page could not be uploaded. Please try again.",
    uploadStarted: "Uploading {name}.",
    uploadDone: "{name} uploaded.",
    uploadCancelled: "Upload of {name} cancelled.",
    uploadRefused: "{name} was not uploaded.",
    progressLabel: "Upload of {name}",
    cancelUpload: "Cancel",
    cancelUploadLabel: "Cancel the upload of {name}",
    retryUpload: "Try again",
    retryUploadLabel: "Try uploading {name} again",
    dismissUpload: "Close",
    dismissUploadLabel: "Close the message about {name}",

    refusalEmpty: "This file is empty. Choose it again, or take a new photo.",
    refusalTooLarge: "This file is larger than {maxMb} MB. Take a photo of each page instead, or send a smaller PDF.",
    refusalLeadFull:
      "Your documents have used all the space for this application. Remove pages you do not need, or ask your advisor.",
    refusalTooManyFiles:
      "This document already has {max} pages, the most it can take. Remove one before adding another, or ask your advisor.",
    refusalUnsupportedType:
      "We can take PDF, JPG and PNG files and iPhone photos only. Save the document as a PDF, or take a photo of it.",
    refusalPdfJavascript:
      "This PDF has a script inside, so we cannot accept it. Open it, choose Print, then Save as PDF, and upload the new copy.",
    refusalPdfPassword: "This PDF has a password. Open it, save a copy without the password, and upload that.",
    refusalPdfUnreadable: "This PDF could not be opened. It may be damaged: download it again and upload the new copy.",
    refusalImageUnreadable: "This photo could not be opened. Take the photo again and upload it.",
    refusalImageTooManyPixels:
      "This picture is too big to process. Take it again with your phone’s normal camera, or send a screenshot of it.",
    refusalDuplicate: "You already uploaded this file.",
    refusalItemClosed:
      "This document has already been accepted, so nothing can be added. Ask your advisor if it must change.",

    helpSummary: "What is this, and how do I get it?",
    aadhaarMaskedOnly:
      "Upload only the masked Aadhaar: it shows just the last 4 digits of the number (XXXX XXXX 1234). Do not send the full Aadhaar.",
    helpAadhaar:
      "A business like ours may keep only the masked Aadhaar, so a copy with the full number cannot be used. To get it, open the UIDAI <link>myAadhaar</link> site, log in with your Aadhaar number and the OTP sent to your mobile, choose Download Aadhaar, tick “masked Aadhaar” and download. The PDF’s password is the first 4 letters of your name in capitals and your year of birth (for example ANIL1985): open it, save a copy without the password, and upload that.",
    helpPan:
      "A clear photo of the front of your PAN card, or the e-PAN PDF the Income Tax department sent you. The e-PAN’s password is usually your date of birth (DDMMYYYY): open it, save a copy without the password, and upload that.",
    helpPhoto:
      "A recent colour photo of your face, like a passport photo: look at the camera, with a plain light wall behind you, and no cap or dark glasses.",
    helpIncome:
      "If you are salaried: your latest salary slips and Form 16, which your employer’s HR or payroll portal gives you. If you run a business or are self-employed: your ITR acknowledgements (ITR-V) from the Income Tax e-filing site. Upload the months and years the document’s name asks for.",
    helpBankStatement:
      "Download the statement as a PDF from your net banking or bank app (usually under Accounts, then Statement), for the months asked. Bank PDFs often have a password: open it, save a copy without the password, and upload that. Photos of passbook pages also work if every line can be read.",
    helpAddressProof:
      "Any one of these, with your current address: a recent electricity, water or gas bill, passport, voter ID, driving licence or registered rent agreement. The masked Aadhaar also works; never the full one.",
    helpBusiness:
      "Proof that your business exists: the GST registration certificate, the Udyam registration certificate, or the shop and establishment or trade licence. If asked, also the business’s ITR and balance sheet.",
    helpProperty:
      "Copies of the property papers asked for, for example the title or sale deed, the latest land tax receipt, the encumbrance certificate and the approved building plan. A clear photo of each page is fine.",
    helpOther: "Upload what the document’s name asks for. If you are not sure what it means, ask your advisor.",

    privacyNote:
      "Your files are stored encrypted. Only our staff working on your loan can see them, and they are deleted after your application is finished. <link>Privacy policy</link>",
  },
  ml: {
    metaTitle: "നിങ്ങളുടെ രേഖകൾ: {businessName}",

    unusableHeading: "ഈ ലിങ്ക് തുറക്കാൻ കഴിയില്ല",
    unusableText:
      "ലിങ്ക് പഴയതാകാം, പുതിയൊരു ലിങ്ക് അതിനു പകരം വന്നിരിക്കാം, അല്ലെങ്കിൽ ലിങ്ക് മുഴുവനായി കിട്ടിയിട്ടുണ്ടാവില്ല. നിങ്ങളുടെ വിവരങ്ങളുടെ സുരക്ഷയ്ക്കായി ഇവിടെ ഒന്നും കാണിക്കുന്നില്ല.",
    unusableWhatToDo: "പുതിയ ലിങ്ക് അയച്ചുതരാൻ നിങ്ങളുടെ അഡ്വൈസറോട് പറയൂ: ഞങ്ങളെ വിളിക്കാം, അല്ലെങ്കിൽ WhatsApp-ൽ മെസേജ് അയയ്ക്കാം.",
    unusableWhatsApp: "WhatsApp-ൽ ചോദിക്കൂ",
    unusableWhatsAppMessage: "നമസ്കാരം, ലോൺ രേഖകൾ അയയ്ക്കാനുള്ള ലിങ്ക് തുറക്കുന്നില്ല. ദയവായി പുതിയ ലിങ്ക് അയച്ചുതരാമോ?",

    digitsHeading: "നിങ്ങളുടെ രേഖകളുടെ പേജ്",
    digitsIntro: "നിങ്ങളുടെ രേഖകൾ സുരക്ഷിതമായിരിക്കാൻ, ഞങ്ങൾക്ക് തന്ന മൊബൈൽ നമ്പറിന്റെ അവസാനത്തെ 4 അക്കങ്ങൾ ടൈപ്പ് ചെയ്യൂ.",
    digitsLabel: "മൊബൈൽ നമ്പറിന്റെ അവസാനത്തെ 4 അക്കങ്ങൾ",
    digitsHint: "നമ്പർ 98765 43210 എന്നാണെങ്കിൽ 3210 എന്ന് ടൈപ്പ് ചെയ്യൂ.",
    digitsOpen: "എന്റെ പേജ് തുറക്കൂ",
    digitsChecking: "പരിശോധിക്കുന്നു…",
    digitsNotFour: "4 അക്കങ്ങൾ ടൈപ്പ് ചെയ്യൂ, അക്കങ്ങൾ മാത്രം.",
    digitsWrong:
      "ഞങ്ങളുടെ പക്കലുള്ള നമ്പറിന്റെ അവസാനത്തെ 4 അക്കങ്ങൾ ഇതല്ല. {triesLeft, plural, one {ഇനി # തവണ കൂടി ശ്രമിക്കാം.} other {ഇനി # തവണ കൂടി ശ്രമിക്കാം.}}",
    digitsTriesLeft: "{triesLeft, plural, one {ഇനി # തവണ ശ്രമിക്കാം.} other {ഇനി # തവണ ശ്രമിക്കാം.}}",
    digitsWait: "കുറച്ചു നേരത്തിനുള്ളിൽ ഒരുപാട് തവണ ശ്രമിച്ചു. കുറച്ചു മിനിറ്റ് കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കൂ.",
    digitsOffline: "ഞങ്ങളുടെ സെർവറിലേക്ക് എത്താനായില്ല. മൊബൈൽ ഡാറ്റയോ Wi-Fi-യോ നോക്കിയിട്ട് വീണ്ടും ശ്രമിക്കൂ.",
    digitsProblem: "ഞങ്ങളുടെ ഭാഗത്ത് ഒരു പ്രശ്നം വന്നു. ഒരു മിനിറ്റ് കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കൂ.",
    sessionEnded: "നിങ്ങളുടെ സുരക്ഷയ്ക്കായി പേജ് അടച്ചു. തുടരാൻ അക്കങ്ങൾ വീണ്ടും ടൈപ്പ് ചെയ്യൂ; തുടങ്ങിവെച്ച അപ്‌ലോഡുകൾ തുടരും.",

    greeting: "നമസ്കാരം, {firstName}",
    reference: "അപേക്ഷ {reference}",
    referenceWithService: "{serviceName}: അപേക്ഷ {reference}",
    linkValidUntil: "ഈ സ്വകാര്യ ലിങ്ക് {date} വരെ പ്രവർത്തിക്കും. ദയവായി ഇത് ആരുമായും പങ്കുവെക്കരുത്.",

    stageHeading: "നിങ്ങളുടെ അപേക്ഷ",
    stageReceived: "അപേക്ഷ കിട്ടി",
    stageDocumentsComplete: "രേഖകൾ പൂർത്തിയായി",
    stageWithBank: "ബാങ്കിന്റെ പക്കൽ",
    stageSanctioned: "ലോൺ അനുവദിച്ചു",
    stageDisbursed: "ലോൺ തുക നൽകി",
    stepDone: "കഴിഞ്ഞു",
    stepCurrent: "ഇപ്പോൾ",
    stepToCome: "വരാനുണ്ട്",
    stageNowReceived: "നിങ്ങളുടെ അപേക്ഷ ഞങ്ങൾക്ക് കിട്ടി. ബാങ്കിലേക്ക് കൊണ്ടുപോകാൻ താഴെയുള്ള രേഖകൾ അപ്‌ലോഡ് ചെയ്യൂ.",
    stageNowDocumentsComplete: "വേണ്ട എല്ലാ രേഖകളും കിട്ടി. നിങ്ങളുടെ ഫയൽ ബാങ്കിനായി തയ്യാറാക്കുകയാണ്.",
    stageNowWithBank: "നിങ്ങളുടെ ഫയൽ ബാങ്കിന്റെ പക്കലാണ്. ചില വിവരങ്ങൾ ഉറപ്പിക്കാൻ ബാങ്ക് നിങ്ങളെ വിളിച്ചേക്കാം.",
    stageNowSanctioned: "ബാങ്ക് നിങ്ങളുടെ ലോൺ അനുവദിച്ചു. ഇനി എന്തു ചെയ്യണമെന്ന് നിങ്ങളുടെ അഡ്വൈസർ പറഞ്ഞുതരും.",
    stageNowDisbursed: "നിങ്ങളുടെ ലോൺ തുക നൽകിക്കഴിഞ്ഞു.",
    stageNowClosed: "ഈ അപേക്ഷ അവസാനിപ്പിച്ചു. എന്തെങ്കിലും സംശയമുണ്ടെങ്കിൽ അഡ്വൈസറോട് ചോദിക്കൂ.",

    advisorHeading: "നിങ്ങളുടെ അഡ്വൈസർ",
    advisorUnnamed: "{businessName}-ലെ നിങ്ങളുടെ അഡ്വൈസർ",
    advisorWhatsApp: "WhatsApp ചെയ്യൂ",
    advisorWhatsAppMessage: "നമസ്കാരം, എന്റെ ലോൺ അപേക്ഷ {reference}-നെക്കുറിച്ച് ഒരു സംശയമുണ്ട്.",

    documentsHeading: "നിങ്ങളുടെ രേഖകൾ",
    documentsIntro: "ഓരോ രേഖയുടെയും വ്യക്തമായ ഫോട്ടോയോ PDF-ഓ അപ്‌ലോഡ് ചെയ്യൂ. ഒരു രേഖയ്ക്ക് പല പേജുകളുണ്ടെങ്കിൽ ഓരോ പേജും ചേർക്കൂ.",
    documentsCount: "{total, plural, one {വേണ്ട # രേഖയിൽ {sent} എണ്ണം അയച്ചു} other {വേണ്ട # രേഖകളിൽ {sent} എണ്ണം അയച്ചു}}",
    allSent: "നന്ദി: വേണ്ട എല്ലാ രേഖകളും ഞങ്ങൾക്ക് കിട്ടി. ഞങ്ങൾ അവ പരിശോധിക്കും; എന്തെങ്കിലും കുറവുണ്ടെങ്കിൽ അറിയിക്കും.",
    required: "നിർബന്ധം",
    optional: "വേണമെങ്കിൽ മാത്രം",
    statusRequested: "അപ്‌ലോഡ് ചെയ്യാനുണ്ട്",
    statusUploaded: "അപ്‌ലോഡ് ചെയ്തു, പരിശോധിക്കുന്നു",
    statusAccepted: "സ്വീകരിച്ചു",
    statusRejected: "തിരിച്ചയച്ചു: ദയവായി വീണ്ടും അപ്‌ലോഡ് ചെയ്യൂ",
    rejectedHeading: "എന്തുകൊണ്ട് തിരിച്ചയച്ചു",
    reasonUnreadable:
      "വായിക്കാൻ കഴിഞ്ഞില്ല: മങ്ങിയതോ ഇരുണ്ടതോ മുറിഞ്ഞുപോയതോ ആണ്. നല്ല വെളിച്ചത്തിൽ, നാലു മൂലകളും കാണുന്ന രീതിയിൽ വീണ്ടും ഫോട്ടോ എടുക്കൂ.",
    reasonIncomplete: "ചില പേജുകളോ മാസങ്ങളോ കുറവുണ്ട്. ചോദിച്ച എല്ലാ പേജുകളും അപ്‌ലോഡ് ചെയ്യൂ.",
    reasonWrongDocument: "ഞങ്ങൾ ചോദിച്ച രേഖ ഇതല്ല. മുകളിലെ പേര് നോക്കി ആ രേഖ അപ്‌ലോഡ് ചെയ്യൂ.",
    reasonExpired: "ഈ രേഖയുടെ കാലാവധി കഴിഞ്ഞു, അല്ലെങ്കിൽ വളരെ പഴയതാണ്. ഇപ്പോഴത്തേത് അപ്‌ലോഡ് ചെയ്യൂ.",
    reasonAadhaarNotMasked: "ആധാർ നമ്പർ മുഴുവനായി കാണാം. അവസാനത്തെ 4 അക്കങ്ങൾ മാത്രം കാണിക്കുന്ന മാസ്ക്ഡ് ആധാർ അപ്‌ലോഡ് ചെയ്യൂ.",
    reasonOther: "എന്താണ് മാറ്റേണ്ടതെന്ന് അഡ്വൈസർ താഴെ എഴുതിയിട്ടുണ്ട്. സംശയമുണ്ടെങ്കിൽ ചോദിക്കൂ.",
    advisorNote: "അഡ്വൈസറുടെ കുറിപ്പ്: {note}",
    acceptedNoChange: "സ്വീകരിച്ചു. മാറ്റം വേണമെങ്കിൽ അഡ്വൈസറോട് പറയൂ.",

    pagesOf: "{label}: പേജുകൾ",
    sizeKb: "{size} KB",
    sizeMb: "{size} MB",
    removeFile: "നീക്കം ചെയ്യൂ",
    removeFileLabel: "{name} നീക്കം ചെയ്യൂ",
    removeConfirm: "{name} നീക്കം ചെയ്യട്ടെ?",
    removeYes: "അതെ, നീക്കം ചെയ്യൂ",
    removeNo: "വേണ്ട",
    removeDone: "{name} നീക്കം ചെയ്തു.",
    removeFailed: "{name} നീക്കം ചെയ്യാനായില്ല. ദയവായി വീണ്ടും ശ്രമിക്കൂ.",

    addPageGroup: "{label}: ഒരു പേജ് ചേർക്കൂ",
    addAnotherPage: "ഒരു പേജ് കൂടി ചേർക്കൂ",
    takePhoto: "ഫോട്ടോ എടുക്കൂ",
    chooseFiles: "ഫയൽ തിരഞ്ഞെടുക്കൂ",
    fileTypesHint: "PDF, JPG, PNG അല്ലെങ്കിൽ iPhone ഫോട്ടോ, ഓരോന്നും {maxMb} MB വരെ.",
    photoTips: "ഫോട്ടോ എടുക്കുമ്പോൾ: പേജ് നല്ല വെളിച്ചത്തിൽ നിവർത്തി വെക്കൂ, നാലു മൂലകളും ഫോട്ടോയിൽ വരണം. ഒരു പേജിന് ഒരു ഫോട്ടോ.",

    uploadQueued: "മുമ്പത്തെ അപ്‌ലോഡ് കഴിയാൻ കാത്തിരിക്കുന്നു",
    uploadSending: "അപ്‌ലോഡ് ചെയ്യുന്നു: {percent}%",
    uploadChecking: "ഫയൽ പരിശോധിക്കുന്നു…",
    uploadOffline: "കണക്ഷനായി കാത്തിരിക്കുന്നു. അപ്‌ലോഡ് തനിയെ തുടരും; ഈ പേജ് അടയ്ക്കരുത്.",
    uploadRetrying: "കണക്ഷൻ പോയി. വീണ്ടും ശ്രമിക്കുന്നു…",
    uploadBusy: "ഞങ്ങളുടെ സെർവർ തിരക്കിലാണ്. അൽപസമയത്തിനകം വീണ്ടും ശ്രമിക്കും…",
    uploadPaused: "അക്കങ്ങൾ വീണ്ടും ടൈപ്പ് ചെയ്യുന്നതുവരെ നിർത്തിവെച്ചിരിക്കുന്നു.",
    uploadFailed: "ഈ പേജ് അപ്‌ലോഡ് ചെയ്യാനായില്ല. ദയവായി വീണ്ടും ശ്രമിക്കൂ.",
    uploadStarted: "{name} അപ്‌ലോഡ് ചെയ്യുന്നു.",
    uploadDone: "{name} അപ്‌ലോഡ് ചെയ്തു.",
    uploadCancelled: "{name} അപ്‌ലോഡ് ചെയ്യുന്നത് നിർത്തി.",
    uploadRefused: "{name} അപ്‌ലോഡ് ചെയ്തില്ല.",
    progressLabel: "{name} അപ്‌ലോഡ്",
    cancelUpload: "നിർത്തൂ",
    cancelUploadLabel: "{name} അപ്‌ലോഡ് ചെയ്യുന്നത് നിർത്തൂ",
    retryUpload: "വീണ്ടും ശ്രമിക്കൂ",
    retryUploadLabel: "{name} വീണ്ടും അപ്‌ലോഡ് ചെയ്യാൻ ശ്രമിക്കൂ",
    dismissUpload: "അടയ്ക്കൂ",
    dismissUploadLabel: "{name}-നെക്കുറിച്ചുള്ള സന്ദേശം അടയ്ക്കൂ",

    refusalEmpty: "ഈ ഫയൽ ശൂന്യമാണ്. വീണ്ടും തിരഞ്ഞെടുക്കൂ, അല്ലെങ്കിൽ പുതിയ ഫോട്ടോ എടുക്കൂ.",
    refusalTooLarge: "ഈ ഫയൽ {maxMb} MB-യിൽ കൂടുതലാണ്. പകരം ഓരോ പേജിന്റെയും ഫോട്ടോ എടുക്കൂ, അല്ലെങ്കിൽ ചെറിയ PDF അയയ്ക്കൂ.",
    refusalLeadFull:
      "ഈ അപേക്ഷയ്ക്കുള്ള മുഴുവൻ സ്ഥലവും നിങ്ങളുടെ രേഖകൾ എടുത്തു. ആവശ്യമില്ലാത്ത പേജുകൾ നീക്കം ചെയ്യൂ, അല്ലെങ്കിൽ അഡ്വൈസറോട് ചോദിക്കൂ.",
    refusalTooManyFiles:
      "ഈ രേഖയ്ക്ക് ഇപ്പോൾത്തന്നെ {max} പേജുകളുണ്ട്; അതാണ് പരമാവധി. പുതിയത് ചേർക്കുന്നതിനു മുമ്പ് ഒന്ന് നീക്കം ചെയ്യൂ, അല്ലെങ്കിൽ അഡ്വൈസറോട് ചോദിക്കൂ.",
    refusalUnsupportedType:
      "PDF, JPG, PNG ഫയലുകളും iPhone ഫോട്ടോകളും മാത്രമേ എടുക്കാൻ കഴിയൂ. രേഖ PDF ആയി സേവ് ചെയ്യൂ, അല്ലെങ്കിൽ അതിന്റെ ഫോട്ടോ എടുക്കൂ.",
    refusalPdfJavascript:
      "ഈ PDF-നുള്ളിൽ ഒരു സ്ക്രിപ്റ്റ് ഉള്ളതുകൊണ്ട് സ്വീകരിക്കാനാവില്ല. അത് തുറന്ന് Print, പിന്നെ Save as PDF തിരഞ്ഞെടുത്ത് പുതിയ കോപ്പി അപ്‌ലോഡ് ചെയ്യൂ.",
    refusalPdfPassword: "ഈ PDF-ന് പാസ്‌വേഡ് ഉണ്ട്. അത് തുറന്ന്, പാസ്‌വേഡ് ഇല്ലാത്ത ഒരു കോപ്പി സേവ് ചെയ്ത്, അത് അപ്‌ലോഡ് ചെയ്യൂ.",
    refusalPdfUnreadable: "ഈ PDF തുറക്കാനായില്ല. കേടായതാകാം: വീണ്ടും ഡൗൺലോഡ് ചെയ്ത് പുതിയ കോപ്പി അപ്‌ലോഡ് ചെയ്യൂ.",
    refusalImageUnreadable: "ഈ ഫോട്ടോ തുറക്കാനായില്ല. വീണ്ടും ഫോട്ടോ എടുത്ത് അപ്‌ലോഡ് ചെയ്യൂ.",
    refusalImageTooManyPixels:
      "ഈ ചിത്രം വളരെ വലുതാണ്. ഫോണിന്റെ സാധാരണ ക്യാമറയിൽ വീണ്ടും എടുക്കൂ, അല്ലെങ്കിൽ അതിന്റെ സ്ക്രീൻഷോട്ട് അയയ്ക്കൂ.",
    refusalDuplicate: "ഈ ഫയൽ നിങ്ങൾ നേരത്തേ അപ്‌ലോഡ് ചെയ്തിട്ടുണ്ട്.",
    refusalItemClosed: "ഈ രേഖ നേരത്തേ സ്വീകരിച്ചതിനാൽ ഇനി ഒന്നും ചേർക്കാനാവില്ല. മാറ്റം വേണമെങ്കിൽ അഡ്വൈസറോട് ചോദിക്കൂ.",

    helpSummary: "ഇത് എന്താണ്, എങ്ങനെ കിട്ടും?",
    aadhaarMaskedOnly:
      "മാസ്ക്ഡ് ആധാർ മാത്രം അപ്‌ലോഡ് ചെയ്യൂ: അതിൽ നമ്പറിന്റെ അവസാനത്തെ 4 അക്കങ്ങൾ മാത്രമേ കാണൂ (XXXX XXXX 1234). മുഴുവൻ നമ്പറുള്ള ആധാർ അയയ്ക്കരുത്.",
    helpAadhaar:
      "ഞങ്ങളെപ്പോലുള്ള സ്ഥാപനങ്ങൾക്ക് മാസ്ക്ഡ് ആധാർ മാത്രമേ സൂക്ഷിക്കാൻ അനുവാദമുള്ളൂ; അതുകൊണ്ട് മുഴുവൻ നമ്പറുള്ള കോപ്പി ഉപയോഗിക്കാനാവില്ല. കിട്ടാൻ: UIDAI-യുടെ <link>myAadhaar</link> സൈറ്റ് തുറന്ന്, ആധാർ നമ്പറും മൊബൈലിൽ വരുന്ന OTP-യും നൽകി ലോഗിൻ ചെയ്യൂ. Download Aadhaar തിരഞ്ഞെടുത്ത് “masked Aadhaar” ടിക്ക് ചെയ്ത് ഡൗൺലോഡ് ചെയ്യൂ. PDF-ന്റെ പാസ്‌വേഡ്: നിങ്ങളുടെ പേരിന്റെ ആദ്യത്തെ 4 അക്ഷരങ്ങൾ ഇംഗ്ലീഷ് ക്യാപിറ്റലിൽ, പിന്നെ ജനിച്ച വർഷം (ഉദാഹരണം ANIL1985). അത് തുറന്ന്, പാസ്‌വേഡ് ഇല്ലാത്ത കോപ്പി സേവ് ചെയ്ത് അപ്‌ലോഡ് ചെയ്യൂ.",
    helpPan:
      "പാൻ കാർഡിന്റെ മുൻവശത്തിന്റെ വ്യക്തമായ ഫോട്ടോ, അല്ലെങ്കിൽ ഇൻകം ടാക്സ് വകുപ്പ് അയച്ചുതന്ന e-PAN PDF. e-PAN-ന്റെ പാസ്‌വേഡ് സാധാരണ നിങ്ങളുടെ ജനനത്തീയതിയാണ് (DDMMYYYY): അത് തുറന്ന്, പാസ്‌വേഡ് ഇല്ലാത്ത കോപ്പി സേവ് ചെയ്ത് അപ്‌ലോഡ് ചെയ്യൂ.",
    helpPhoto:
      "പാസ്പോർട്ട് ഫോട്ടോ പോലെ നിങ്ങളുടെ മുഖത്തിന്റെ പുതിയ കളർ ഫോട്ടോ: ക്യാമറയിലേക്ക് നോക്കി, പിന്നിൽ ഇളം നിറമുള്ള പ്ലെയിൻ ഭിത്തി, തൊപ്പിയോ കറുത്ത കണ്ണടയോ ഇല്ലാതെ.",
    helpIncome:
      "ശമ്പളക്കാരാണെങ്കിൽ: ഏറ്റവും പുതിയ സാലറി സ്ലിപ്പുകളും ഫോം 16-ഉം (കമ്പനിയുടെ HR-ൽ നിന്നോ പേറോൾ പോർട്ടലിൽ നിന്നോ കിട്ടും). ബിസിനസ് നടത്തുന്നവരോ സ്വയംതൊഴിൽ ചെയ്യുന്നവരോ ആണെങ്കിൽ: ഇൻകം ടാക്സ് e-filing സൈറ്റിൽ നിന്നുള്ള ITR അക്നോളജ്മെന്റ് (ITR-V). രേഖയുടെ പേരിൽ പറയുന്ന മാസങ്ങളും വർഷങ്ങളും അപ്‌ലോഡ് ചെയ്യൂ.",
    helpBankStatement:
      "നെറ്റ് ബാങ്കിങ്ങിൽ നിന്നോ ബാങ്ക് ആപ്പിൽ നിന്നോ (സാധാരണ Accounts, പിന്നെ Statement) ചോദിച്ച മാസങ്ങളുടെ സ്റ്റേറ്റ്മെന്റ് PDF ആയി ഡൗൺലോഡ് ചെയ്യൂ. ബാങ്ക് PDF-കൾക്ക് പലപ്പോഴും പാസ്‌വേഡ് ഉണ്ടാകും: അത് തുറന്ന്, പാസ്‌വേഡ് ഇല്ലാത്ത കോപ്പി സേവ് ചെയ്ത് അപ്‌ലോഡ് ചെയ്യൂ. എല്ലാ വരികളും വായിക്കാവുന്നതാണെങ്കിൽ പാസ്ബുക്ക് പേജുകളുടെ ഫോട്ടോയും മതി.",
    helpAddressProof:
      "ഇപ്പോഴത്തെ വിലാസമുള്ള ഇവയിൽ ഏതെങ്കിലും ഒന്ന്: പുതിയ കറന്റ് ബിൽ, വാട്ടർ ബിൽ അല്ലെങ്കിൽ ഗ്യാസ് ബിൽ, പാസ്പോർട്ട്, വോട്ടർ ഐഡി, ഡ്രൈവിങ് ലൈസൻസ്, അല്ലെങ്കിൽ രജിസ്റ്റർ ചെയ്ത വാടകക്കരാർ. മാസ്ക്ഡ് ആധാറും മതി; മുഴുവൻ നമ്പറുള്ളത് ഒരിക്കലും വേണ്ട.",
    helpBusiness:
      "നിങ്ങളുടെ ബിസിനസ് നിലവിലുണ്ടെന്നതിന്റെ തെളിവ്: GST രജിസ്ട്രേഷൻ സർട്ടിഫിക്കറ്റ്, ഉദ്യം (Udyam) രജിസ്ട്രേഷൻ സർട്ടിഫിക്കറ്റ്, അല്ലെങ്കിൽ ഷോപ്പ് ആൻഡ് എസ്റ്റാബ്ലിഷ്മെന്റ് / ട്രേഡ് ലൈസൻസ്. ചോദിച്ചാൽ ബിസിനസിന്റെ ITR-ഉം ബാലൻസ് ഷീറ്റും.",
    helpProperty:
      "ചോദിച്ച വസ്തു രേഖകളുടെ കോപ്പി: ഉദാഹരണത്തിന് ആധാരം, ഏറ്റവും പുതിയ ഭൂനികുതി രസീത്, ബാധ്യതാ സർട്ടിഫിക്കറ്റ് (EC), അംഗീകരിച്ച കെട്ടിട പ്ലാൻ. ഓരോ പേജിന്റെയും വ്യക്തമായ ഫോട്ടോ മതി.",
    helpOther: "രേഖയുടെ പേരിൽ പറയുന്നത് അപ്‌ലോഡ് ചെയ്യൂ. എന്താണെന്ന് ഉറപ്പില്ലെങ്കിൽ അഡ്വൈസറോട് ചോദിക്കൂ.",

    privacyNote:
      "നിങ്ങളുടെ ഫയലുകൾ എൻക്രിപ്റ്റ് ചെയ്താണ് സൂക്ഷിക്കുന്നത്. നിങ്ങളുടെ ലോൺ കൈകാര്യം ചെയ്യുന്ന ഞങ്ങളുടെ ജീവനക്കാർക്ക് മാത്രമേ അവ കാണാനാകൂ; അപേക്ഷ പൂർത്തിയായ ശേഷം അവ ഡിലീറ്റ് ചെയ്യും. <link>സ്വകാര്യതാ നയം</link>",
  },
  hi: {
    metaTitle: "आपके दस्तावेज़: {businessName}",

    unusableHeading: "यह लिंक नहीं खुल सकता",
    unusableText:
      "हो सकता है लिंक पुराना हो, उसकी जगह नया लिंक भेजा गया हो, या लिंक पूरा न आया हो। आपकी जानकारी सुरक्षित रखने के लिए यहाँ कुछ नहीं दिखाया जाता।",
    unusableWhatToDo: "अपने सलाहकार से नया लिंक माँगें: हमें कॉल करें या WhatsApp पर मैसेज भेजें।",
    unusableWhatsApp: "WhatsApp पर नया लिंक माँगें",
    unusableWhatsAppMessage: "नमस्ते, लोन के दस्तावेज़ भेजने वाला लिंक नहीं खुल रहा। कृपया मुझे नया लिंक भेज दें।",

    digitsHeading: "आपके दस्तावेज़ों का पेज",
    digitsIntro: "आपके दस्तावेज़ सुरक्षित रखने के लिए, हमें दिए गए मोबाइल नंबर के आख़िरी 4 अंक लिखें।",
    digitsLabel: "मोबाइल नंबर के आख़िरी 4 अंक",
    digitsHint: "अगर आपका नंबर 98765 43210 है, तो 3210 लिखें।",
    digitsOpen: "मेरा पेज खोलें",
    digitsChecking: "जाँच हो रही है…",
    digitsNotFour: "4 अंक लिखें, सिर्फ़ नंबर।",
    digitsWrong:
      "ये हमारे पास दर्ज नंबर के आख़िरी 4 अंक नहीं हैं। {triesLeft, plural, one {आप # बार और कोशिश कर सकते हैं।} other {आप # बार और कोशिश कर सकते हैं।}}",
    digitsTriesLeft: "{triesLeft, plural, one {आप # बार कोशिश कर सकते हैं।} other {आप # बार कोशिश कर सकते हैं।}}",
    digitsWait: "अभी बहुत बार कोशिश हो चुकी है। कुछ मिनट रुककर फिर कोशिश करें।",
    digitsOffline: "हमारे सर्वर से संपर्क नहीं हो सका। अपना मोबाइल डेटा या Wi-Fi देखकर फिर कोशिश करें।",
    digitsProblem: "हमारी तरफ़ से कुछ गड़बड़ हो गई। एक मिनट बाद फिर कोशिश करें।",
    sessionEnded: "आपकी सुरक्षा के लिए पेज बंद कर दिया गया। आगे बढ़ने के लिए अंक फिर से लिखें; जो अपलोड शुरू किए थे, वे जारी रहेंगे।",

    greeting: "नमस्ते, {firstName}",
    reference: "आवेदन {reference}",
    referenceWithService: "{serviceName}: आवेदन {reference}",
    linkValidUntil: "यह निजी लिंक {date} तक चलेगा। कृपया इसे किसी के साथ शेयर न करें।",

    stageHeading: "आपका आवेदन",
    stageReceived: "आवेदन मिल गया",
    stageDocumentsComplete: "दस्तावेज़ पूरे",
    stageWithBank: "बैंक के पास",
    stageSanctioned: "लोन मंज़ूर",
    stageDisbursed: "लोन की रकम जारी",
    stepDone: "पूरा",
    stepCurrent: "अभी",
    stepToCome: "आगे",
    stageNowReceived: "आपका आवेदन हमें मिल गया है। इसे बैंक तक ले जाने के लिए नीचे दिए दस्तावेज़ अपलोड करें।",
    stageNowDocumentsComplete: "हमें सारे ज़रूरी दस्तावेज़ मिल गए हैं और हम बैंक के लिए आपकी फ़ाइल तैयार कर रहे हैं।",
    stageNowWithBank: "आपकी फ़ाइल बैंक के पास है। कुछ जानकारी पक्की करने के लिए बैंक आपको कॉल कर सकता है।",
    stageNowSanctioned: "बैंक ने आपका लोन मंज़ूर कर दिया है। आगे क्या करना है, आपके सलाहकार बताएँगे।",
    stageNowDisbursed: "आपके लोन की रकम जारी कर दी गई है।",
    stageNowClosed: "यह आवेदन बंद हो चुका है। कोई सवाल हो तो अपने सलाहकार से पूछें।",

    advisorHeading: "आपके सलाहकार",
    advisorUnnamed: "{businessName} में आपके सलाहकार",
    advisorWhatsApp: "WhatsApp पर मैसेज करें",
    advisorWhatsAppMessage: "नमस्ते, मेरे लोन आवेदन {reference} के बारे में एक सवाल है।",

    documentsHeading: "आपके दस्तावेज़",
    documentsIntro: "हर दस्तावेज़ की साफ़ फ़ोटो या PDF अपलोड करें। अगर किसी दस्तावेज़ में कई पेज हैं, तो हर पेज जोड़ें।",
    documentsCount: "{total, plural, one {# ज़रूरी दस्तावेज़ में से {sent} भेजा गया} other {# ज़रूरी दस्तावेज़ों में से {sent} भेजे गए}}",
    allSent: "धन्यवाद: सारे ज़रूरी दस्तावेज़ हमें मिल गए हैं। हम इन्हें जाँचेंगे और कुछ कमी हो तो आपको बताएँगे।",
    required: "ज़रूरी",
    optional: "ज़रूरी नहीं",
    statusRequested: "अपलोड करना है",
    statusUploaded: "अपलोड हो गया, जाँच चल रही है",
    statusAccepted: "स्वीकार हो गया",
    statusRejected: "वापस भेजा गया: कृपया फिर से अपलोड करें",
    rejectedHeading: "वापस क्यों भेजा गया",
    reasonUnreadable: "यह पढ़ा नहीं जा सका: धुंधला, अंधेरा या कटा हुआ है। अच्छी रोशनी में, चारों कोने दिखें ऐसे फिर से फ़ोटो लें।",
    reasonIncomplete: "कुछ पेज या महीने छूट गए हैं। माँगे गए सारे पेज अपलोड करें।",
    reasonWrongDocument: "यह वह दस्तावेज़ नहीं है जो हमने माँगा था। ऊपर लिखा नाम देखकर वही दस्तावेज़ अपलोड करें।",
    reasonExpired: "इस दस्तावेज़ की मियाद ख़त्म हो गई है या यह बहुत पुराना है। मौजूदा दस्तावेज़ अपलोड करें।",
    reasonAadhaarNotMasked: "पूरा आधार नंबर दिख रहा है। मास्क्ड आधार अपलोड करें, जिसमें सिर्फ़ आख़िरी 4 अंक दिखते हैं।",
    reasonOther: "क्या बदलना है, आपके सलाहकार ने नीचे लिखा है। कुछ साफ़ न हो तो उनसे पूछें।",
    advisorNote: "सलाहकार का नोट: {note}",
    acceptedNoChange: "स्वीकार हो गया। बदलना हो तो अपने सलाहकार से कहें।",

    pagesOf: "{label}: पेज",
    sizeKb: "{size} KB",
    sizeMb: "{size} MB",
    removeFile: "हटाएँ",
    removeFileLabel: "{name} हटाएँ",
    removeConfirm: "{name} हटा दें?",
    removeYes: "हाँ, हटाएँ",
    removeNo: "रहने दें",
    removeDone: "{name} हटा दिया गया।",
    removeFailed: "{name} हटाया नहीं जा सका। कृपया फिर कोशिश करें।",

    addPageGroup: "{label}: पेज जोड़ें",
    addAnotherPage: "एक और पेज जोड़ें",
    takePhoto: "फ़ोटो लें",
    chooseFiles: "फ़ाइल चुनें",
    fileTypesHint: "PDF, JPG, PNG या iPhone की फ़ोटो, हर एक {maxMb} MB तक।",
    photoTips: "फ़ोटो लेते समय: पेज को अच्छी रोशनी में सीधा रखें, चारों कोने फ़ोटो में आएँ। हर पेज की एक फ़ोटो।",

    uploadQueued: "पिछला अपलोड पूरा होने का इंतज़ार",
    uploadSending: "अपलोड हो रहा है: {percent}%",
    uploadChecking: "फ़ाइल की जाँच हो रही है…",
    uploadOffline: "कनेक्शन का इंतज़ार है। अपलोड अपने-आप जारी रहेगा; यह पेज खुला रखें।",
    uploadRetrying: "कनेक्शन टूट गया। फिर से कोशिश हो रही है…",
    uploadBusy: "हमारा सर्वर अभी व्यस्त है। थोड़ी देर में फिर कोशिश होगी…",
    uploadPaused: "अंक फिर से लिखने तक रुका हुआ है।",
    uploadFailed: "यह पेज अपलोड नहीं हो सका। कृपया फिर कोशिश करें।",
    uploadStarted: "{name} अपलोड हो रहा है।",
    uploadDone: "{name} अपलोड हो गया।",
    uploadCancelled: "{name} का अपलोड रोक दिया गया।",
    uploadRefused: "{name} अपलोड नहीं हुआ।",
    progressLabel: "{name} का अपलोड",
    cancelUpload: "रोकें",
    cancelUploadLabel: "{name} का अपलोड रोकें",
    retryUpload: "फिर कोशिश करें",
    retryUploadLabel: "{name} को फिर से अपलोड करें",
    dismissUpload: "बंद करें",
    dismissUploadLabel: "{name} के बारे में संदेश बंद करें",

    refusalEmpty: "यह फ़ाइल ख़ाली है। इसे फिर से चुनें, या नई फ़ोटो लें।",
    refusalTooLarge: "यह फ़ाइल {maxMb} MB से बड़ी है। इसकी जगह हर पेज की फ़ोटो लें, या छोटी PDF भेजें।",
    refusalLeadFull: "इस आवेदन के लिए तय पूरी जगह आपके दस्तावेज़ों से भर गई है। जो पेज ज़रूरी नहीं, उन्हें हटाएँ, या अपने सलाहकार से पूछें।",
    refusalTooManyFiles: "इस दस्तावेज़ में पहले से {max} पेज हैं, जो सबसे ज़्यादा है। नया जोड़ने से पहले एक हटाएँ, या अपने सलाहकार से पूछें।",
    refusalUnsupportedType:
      "हम सिर्फ़ PDF, JPG, PNG फ़ाइलें और iPhone की फ़ोटो ले सकते हैं। दस्तावेज़ को PDF में सेव करें, या उसकी फ़ोटो लें।",
    refusalPdfJavascript:
      "इस PDF के अंदर स्क्रिप्ट है, इसलिए हम इसे नहीं ले सकते। इसे खोलें, Print चुनें, फिर Save as PDF करें और नई कॉपी अपलोड करें।",
    refusalPdfPassword: "इस PDF पर पासवर्ड है। इसे खोलें, बिना पासवर्ड वाली कॉपी सेव करें, और वह अपलोड करें।",
    refusalPdfUnreadable: "यह PDF खुल नहीं सकी। शायद ख़राब है: इसे फिर से डाउनलोड करके नई कॉपी अपलोड करें।",
    refusalImageUnreadable: "यह फ़ोटो खुल नहीं सकी। फिर से फ़ोटो लेकर अपलोड करें।",
    refusalImageTooManyPixels: "यह तस्वीर बहुत बड़ी है। फ़ोन के सामान्य कैमरे से फिर से लें, या इसका स्क्रीनशॉट भेजें।",
    refusalDuplicate: "यह फ़ाइल आप पहले ही अपलोड कर चुके हैं।",
    refusalItemClosed: "यह दस्तावेज़ पहले ही स्वीकार हो चुका है, इसलिए अब कुछ नहीं जोड़ा जा सकता। बदलना हो तो अपने सलाहकार से पूछें।",

    helpSummary: "यह क्या है, और कैसे मिलेगा?",
    aadhaarMaskedOnly:
      "सिर्फ़ मास्क्ड आधार अपलोड करें: इसमें नंबर के सिर्फ़ आख़िरी 4 अंक दिखते हैं (XXXX XXXX 1234)। पूरे नंबर वाला आधार न भेजें।",
    helpAadhaar:
      "हमारे जैसे कारोबार सिर्फ़ मास्क्ड आधार रख सकते हैं, इसलिए पूरे नंबर वाली कॉपी काम नहीं आएगी। इसे पाने के लिए UIDAI की <link>myAadhaar</link> साइट खोलें, आधार नंबर और मोबाइल पर आए OTP से लॉग-इन करें, Download Aadhaar चुनें, “masked Aadhaar” पर टिक करें और डाउनलोड करें। PDF का पासवर्ड है आपके नाम के पहले 4 अक्षर अंग्रेज़ी के कैपिटल में और फिर जन्म का साल (जैसे ANIL1985): इसे खोलें, बिना पासवर्ड वाली कॉपी सेव करें, और वह अपलोड करें।",
    helpPan:
      "पैन कार्ड के सामने वाले हिस्से की साफ़ फ़ोटो, या इनकम टैक्स विभाग से मिली e-PAN PDF। e-PAN का पासवर्ड आम तौर पर आपकी जन्म तिथि होता है (DDMMYYYY): इसे खोलें, बिना पासवर्ड वाली कॉपी सेव करें, और वह अपलोड करें।",
    helpPhoto:
      "पासपोर्ट फ़ोटो जैसी आपके चेहरे की हाल की रंगीन फ़ोटो: कैमरे की तरफ़ देखें, पीछे हल्के रंग की सादी दीवार हो, टोपी या काला चश्मा न हो।",
    helpIncome:
      "नौकरी करते हैं तो: हाल की सैलरी स्लिप और फ़ॉर्म 16, जो आपकी कंपनी का HR या पेरोल पोर्टल देता है। अपना कारोबार है या स्वरोज़गार है तो: इनकम टैक्स e-filing साइट से ITR की पावती (ITR-V)। दस्तावेज़ के नाम में जो महीने और साल लिखे हैं, वही अपलोड करें।",
    helpBankStatement:
      "नेट बैंकिंग या बैंक के ऐप से (आम तौर पर Accounts, फिर Statement में) माँगे गए महीनों का स्टेटमेंट PDF में डाउनलोड करें। बैंक की PDF पर अक्सर पासवर्ड होता है: इसे खोलें, बिना पासवर्ड वाली कॉपी सेव करें, और वह अपलोड करें। पासबुक के पेजों की फ़ोटो भी चलेगी, अगर हर लाइन पढ़ी जा सके।",
    helpAddressProof:
      "आपके मौजूदा पते वाला इनमें से कोई एक: हाल का बिजली, पानी या गैस का बिल, पासपोर्ट, वोटर ID, ड्राइविंग लाइसेंस या रजिस्टर्ड किरायानामा। मास्क्ड आधार भी चलेगा; पूरे नंबर वाला कभी नहीं।",
    helpBusiness:
      "आपका कारोबार चल रहा है, इसका सबूत: GST रजिस्ट्रेशन सर्टिफ़िकेट, उद्यम (Udyam) रजिस्ट्रेशन सर्टिफ़िकेट, या शॉप एंड एस्टैब्लिशमेंट / ट्रेड लाइसेंस। माँगा जाए तो कारोबार का ITR और बैलेंस शीट भी।",
    helpProperty:
      "माँगे गए प्रॉपर्टी के काग़ज़ों की कॉपी, जैसे रजिस्ट्री या सेल डीड, ज़मीन के टैक्स की ताज़ा रसीद, एन्कम्ब्रेंस सर्टिफ़िकेट और पास हुआ बिल्डिंग प्लान। हर पेज की साफ़ फ़ोटो काफ़ी है।",
    helpOther: "दस्तावेज़ के नाम में जो माँगा गया है, वह अपलोड करें। पक्का न हो तो अपने सलाहकार से पूछें।",

    privacyNote:
      "आपकी फ़ाइलें एन्क्रिप्ट करके रखी जाती हैं। सिर्फ़ आपके लोन पर काम करने वाले हमारे कर्मचारी इन्हें देख सकते हैं, और आवेदन पूरा होने के बाद इन्हें डिलीट कर दिया जाता है। <link>प्राइवेसी पॉलिसी</link>",
  },
  review: { ml: "to-review", hi: "to-review" },
});
