// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ContactForm } from "~/components/contact/contact-form";
import LoanEnquiryForm from "~/components/lead-form/loan-enquiry-form";
import { PartnerForm } from "~/components/partner/partner-form";
import { VyaparForm } from "~/components/vyapar/vyapar-form";
import { consentNoticeVersions } from "~server/leads/lead.schema";
import { seededDocuments, seededEnquiryFields } from "../../../../support/enquiry-fields";
import { InLanguage } from "../../../../support/i18n";
import { formContact, jsonResponse, mockFetchPerTest } from "../../../../support/lead-form-browser";

/** The lead forms on a Malayalam or Hindi page: their words, their checks and what they send. */

const contact = formContact;
const fetchMock = mockFetchPerTest();

function renderLoanForm(language: "ml" | "hi") {
  return render(
    <InLanguage language={language}>
      <LoanEnquiryForm
        service={{
          slug: "home-loans",
          name: "ഹോം ലോൺ",
          enquiryFields: seededEnquiryFields("home-loans"),
          documents: seededDocuments("home-loans"),
        }}
        contact={contact}
      />
    </InLanguage>,
  );
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = async (name: string | RegExp) => {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name }));
  });
};
/** The message shown under a field (the first id its aria-describedby names). */
const messageOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute("aria-describedby")?.split(" ")[0] ?? "")?.textContent;

/** Step one on a Malayalam page, filled in: a Malayalam name, a mobile and consent. */
function fillMalayalamStepOne() {
  type("മുഴുവൻ പേര്", "അനിത തോമസ്");
  type("മൊബൈൽ നമ്പർ", "94470 12345");
  fireEvent.click(screen.getByRole("checkbox", { name: /ഞാൻ സമ്മതിക്കുന്നു/ }));
}

describe("the loan enquiry on a Malayalam page", () => {
  it("asks in Malayalam, says what to fix in Malayalam, and sends nothing", async () => {
    renderLoanForm("ml");
    expect(screen.getByRole("form", { name: "ഹോം ലോൺ അപേക്ഷ" })).toBeTruthy();
    const name = screen.getByLabelText("മുഴുവൻ പേര്");
    const mobile = screen.getByLabelText("മൊബൈൽ നമ്പർ");
    const consent = screen.getByRole("checkbox", { name: /ഞാൻ സമ്മതിക്കുന്നു/ });
    expect(document.body.textContent).toContain("DPDP നിയമം 2023");
    expect(screen.getByRole("link", { name: /സ്വകാര്യതാ നയം/ }).getAttribute("href")).toBe("/ml/privacy");

    await click("വിവരങ്ങൾ അയയ്ക്കുക");
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(messageOf(name)).toBe("നിങ്ങളുടെ മുഴുവൻ പേര് നൽകുക");
    expect(messageOf(mobile)).toBe("10 അക്ക ഇന്ത്യൻ മൊബൈൽ നമ്പർ നൽകുക, ഉദാ. 98765 43210");
    expect(consent.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("നിങ്ങളുടെ അപേക്ഷയെക്കുറിച്ച് ബന്ധപ്പെടാൻ ദയവായി സമ്മതം നൽകുക")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the Malayalam name with the Malayalam notice's language and version, and thanks in Malayalam", async () => {
    renderLoanForm("ml");
    fillMalayalamStepOne();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(201, { reference: "LN-24K7Q9", kind: "loan_enquiry", enrichmentToken: "t".repeat(43) }),
    );
    await click("വിവരങ്ങൾ അയയ്ക്കുക");
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      name: "അനിത തോമസ്",
      consent: { accepted: true, language: "ml", noticeVersion: consentNoticeVersions.ml },
    });
    expect(await screen.findByRole("heading", { name: "നന്ദി, നിങ്ങളുടെ വിവരങ്ങൾ ഞങ്ങൾക്ക് ലഭിച്ചു" })).toBeTruthy();
    expect(screen.getByText("നിങ്ങളുടെ റഫറൻസ് നമ്പർ:")).toBeTruthy();
    expect(screen.getByText("LN-24K7Q9")).toBeTruthy();
    // The opening hours as the page hands them over (the root says them in the page's language),
    // inside the Malayalam sentence.
    expect(document.body.textContent).toContain(contact.businessHours);

    // Step two: the amount read back in Malayalam words, the details sent with the form's language.
    const amount = screen.getByLabelText("ലോൺ തുക (₹)");
    fireEvent.change(amount, { target: { value: "25 ലക്ഷം" } });
    expect(document.getElementById(amount.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "₹25,00,000 · 25 ലക്ഷം",
    );
    type("പിൻ കോഡ്", "12");
    await click("ഈ വിവരങ്ങൾ ചേർക്കുക");
    const pincode = screen.getByLabelText("പിൻ കോഡ്");
    await waitFor(() => expect(pincode.getAttribute("aria-invalid")).toBe("true"));
    expect(messageOf(pincode)).toBe("6 അക്ക പിൻ കോഡ് നൽകുക");
    type("പിൻ കോഡ്", "682016");
    fetchMock.mockResolvedValueOnce(jsonResponse(200, {}));
    await click("ഈ വിവരങ്ങൾ ചേർക്കുക");
    const [, patch] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(JSON.parse(String(patch.body))).toMatchObject({ loanAmount: "25 ലക്ഷം", pincode: "682016", language: "ml" });
  });

  it("shows the API's Malayalam field messages next to their fields, and its own words for a rate limit", async () => {
    renderLoanForm("ml");
    fillMalayalamStepOne();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(429, { error: { code: "rate_limited", message: "Too many submissions. Try again in 7 minutes." } }),
    );
    await click("വിവരങ്ങൾ അയയ്ക്കുക");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("കുറച്ച് മിനിറ്റ് കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കുക");
    expect(alert.textContent).not.toContain("Too many");
    expect(
      within(alert)
        .getByRole("link", { name: /വിളിക്കുക/ })
        .getAttribute("href"),
    ).toBe("tel:+914842000000");
  });
});

describe("the contact, partner and Vyapar forms on a Hindi page", () => {
  it("label their fields, choices and buttons in Hindi and link the Hindi privacy policy", () => {
    render(
      <MemoryRouter>
        <InLanguage language="hi">
          <ContactForm contact={contact} />
          <PartnerForm contact={contact} />
          <VyaparForm contact={contact} />
        </InLanguage>
      </MemoryRouter>,
    );
    const contactForm = within(screen.getByRole("form", { name: "संपर्क फ़ॉर्म" }));
    expect(contactForm.getByLabelText("पूरा नाम")).toBeTruthy();
    expect(contactForm.getByLabelText(/विषय/).closest("div")?.textContent).toContain("(ज़रूरी नहीं)");
    expect(contactForm.getByRole("button", { name: "संदेश भेजें" })).toBeTruthy();
    expect(contactForm.getByRole("link", { name: /प्राइवेसी पॉलिसी/ }).getAttribute("href")).toBe("/hi/privacy");

    const partnerForm = within(screen.getByRole("form", { name: "बिज़नेस पार्टनर रजिस्ट्रेशन" }));
    const partnerType = partnerForm.getByLabelText("आपके काम से सबसे ज़्यादा क्या मेल खाता है?");
    expect([...partnerType.querySelectorAll("option")].map((option) => option.textContent)).toContain("टैक्स कंसल्टेंट");
    expect(partnerType.querySelector("option")?.textContent).toBe("चुनें…");

    const vyaparForm = within(screen.getByRole("form", { name: "Vyapar ऐप पूछताछ" }));
    // The Vyapar notice: why and with whom differ from the loan forms'.
    expect(vyaparForm.getByRole("checkbox").closest("div")?.textContent).toContain("हमारी टीम के बाहर किसी को नहीं");
  });

  it("thanks in Hindi with the reference", async () => {
    render(
      <InLanguage language="hi">
        <ContactForm contact={contact} />
      </InLanguage>,
    );
    type("पूरा नाम", "सुनीता देवी");
    type("मोबाइल नंबर", "98123 45678");
    type("आपका संदेश", "मुझे पर्सनल लोन के बारे में जानना है।");
    fireEvent.click(screen.getByRole("checkbox"));
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { reference: "CT-7Q2K9M", kind: "contact_message" }));
    await click("संदेश भेजें");
    expect(await screen.findByRole("heading", { name: "धन्यवाद, आपका संदेश हमें मिल गया है" })).toBeTruthy();
    expect(screen.getByText("CT-7Q2K9M")).toBeTruthy();
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body)).consent).toMatchObject({
      language: "hi",
      noticeVersion: consentNoticeVersions.hi,
    });
  });
});
