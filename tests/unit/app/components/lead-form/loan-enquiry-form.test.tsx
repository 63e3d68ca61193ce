// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import LoanEnquiryForm from "~/components/lead-form/loan-enquiry-form";
import { leadMessages } from "~server/leads/lead-schemas.server";
import { seededDocuments, seededEnquiryFields } from "../../../../support/enquiry-fields";
import { InLanguage } from "../../../../support/i18n";
import { formContact, jsonResponse, mockFetchPerTest } from "../../../../support/lead-form-browser";

const SUBMISSION_FAILED_MESSAGE = "We could not send your details. Please try again, or call/WhatsApp us.";

const contact = formContact;
const fetchMock = mockFetchPerTest();

function renderForm(slug = "home-loans", name = "Home Loans") {
  // Inside the English page's messages, as the root renders every public page (its WhatsApp and
  // call buttons speak the page's language).
  return render(
    <InLanguage>
      <LoanEnquiryForm
        service={{ slug, name, enquiryFields: seededEnquiryFields(slug), documents: seededDocuments(slug) }}
        contact={contact}
      />
    </InLanguage>,
  );
}

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Step one: all a stored lead needs. */
function fillValid() {
  type("Full name", "Priya Nair");
  type("Mobile number", "098765 43210");
  fireEvent.click(screen.getByRole("checkbox", { name: /I agree/ }));
}

const TOKEN = "unit-token-unit-token-unit-token-unit-tok";
const created = { reference: "LN-24K7Q9", kind: "loan_enquiry", enrichmentToken: TOKEN };

/** Renders the form and gets past step one: the lead is stored, step two shows. */
async function reachStepTwo(slug = "home-loans", name = "Home Loans") {
  fetchMock.mockResolvedValueOnce(jsonResponse(201, created));
  renderForm(slug, name);
  fillValid();
  await submit();
  await screen.findByText("LN-24K7Q9");
}

async function addDetails() {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: /Add these details|Save changes/ }));
  });
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Send my details" }));
  });
}

function expectValuesKept() {
  expect(screen.getByLabelText<HTMLInputElement>("Full name").value).toBe("Priya Nair");
  expect(screen.getByLabelText<HTMLInputElement>("Mobile number").value).toBe("098765 43210");
  expect(screen.getByRole<HTMLInputElement>("checkbox", { name: /I agree/ }).checked).toBe(true);
}

describe("loan enquiry form", () => {
  it("asks only for name, mobile and consent before the lead exists", () => {
    renderForm();
    expect(screen.getByLabelText("Full name").getAttribute("autocomplete")).toBe("name");
    const mobile = screen.getByLabelText("Mobile number");
    expect(mobile.getAttribute("inputmode")).toBe("tel");
    expect(mobile.getAttribute("type")).toBe("tel");
    expect(mobile.getAttribute("autocomplete")).toBe("tel");
    expect(screen.getByRole("checkbox", { name: /I agree/ })).toBeTruthy();
    for (const label of [
      "City or town",
      "PIN code",
      "Loan amount (₹)",
      "Monthly income (₹)",
      "Employment type",
      /E-mail/,
    ]) {
      expect(screen.queryByLabelText(label)).toBeNull();
    }
  });

  it("then offers the fields the service needs, as optional, with the right keyboards and autofill hints", async () => {
    await reachStepTwo();
    expect(screen.getByRole("heading", { name: /Help your advisor prepare/ }).textContent).toContain("optional");
    expect(screen.getByLabelText(/E-mail/).getAttribute("autocomplete")).toBe("email");
    expect(screen.getByLabelText("PIN code").getAttribute("inputmode")).toBe("numeric");
    expect(screen.getByLabelText("PIN code").getAttribute("autocomplete")).toBe("postal-code");
    expect(screen.getByLabelText("City or town").getAttribute("autocomplete")).toBe("address-level2");
    expect(screen.getByLabelText("Employment type").tagName).toBe("SELECT");

    cleanup();
    await reachStepTwo("gold-loan", "Gold Loan");
    expect(screen.queryByLabelText("Monthly income (₹)")).toBeNull();
    expect(screen.queryByLabelText("Employment type")).toBeNull();
    expect(screen.getByLabelText("Loan amount (₹)")).toBeTruthy();
  });

  it("reads the amount back in figures and words while typing", async () => {
    await reachStepTwo();
    type("Loan amount (₹)", "25 lakh");
    const amount = screen.getByLabelText("Loan amount (₹)");
    const hintId = amount.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(hintId)?.textContent).toBe("₹25,00,000 · 25 lakh");
    type("Loan amount (₹)", "5,00,000");
    expect(document.getElementById(hintId)?.textContent).toBe("₹5,00,000 · 5 lakh");
  });

  it("sends step two's details as typed with the token, to the lead's reference, and lets the visitor correct them", async () => {
    await reachStepTwo();
    type("City or town", "Kochi");
    type("Loan amount (₹)", "25 lakh");
    const summary = {
      reference: "LN-24K7Q9",
      serviceSlug: "home-loans",
      email: null,
      city: "Kochi",
      pincode: null,
      loanAmount: 2_500_000,
      monthlyIncome: null,
      employmentType: null,
      message: null,
      editable: ["email", "city", "pincode", "loanAmount", "monthlyIncome", "employmentType", "message"],
      enrichmentExpiresAt: "2026-11-22T12:00:00.000Z",
    };
    fetchMock.mockResolvedValueOnce(jsonResponse(200, summary));
    await addDetails();
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe("/api/leads/LN-24K7Q9");
    expect(init.method).toBe("PATCH");
    expect(JSON.parse(String(init.body))).toMatchObject({
      enrichmentToken: TOKEN,
      city: "Kochi",
      loanAmount: "25 lakh",
    });
    expect((await screen.findByRole("status")).textContent).toContain("the advisor will see these details");
    // The fields stay, to correct a typo.
    expect(screen.getByRole("button", { name: "Save changes" })).toBeTruthy();
  });

  it("step two checks each field with the one-step form's messages, and wants at least one", async () => {
    await reachStepTwo();
    await addDetails();
    expect((await screen.findByRole("alert")).textContent).toBe(leadMessages.noDetails);
    type("PIN code", "12");
    type("Loan amount (₹)", "5000");
    await addDetails();
    for (const [label, message] of [
      ["PIN code", leadMessages.pincode],
      ["Loan amount (₹)", leadMessages.amountTooSmall],
    ] as const) {
      const field = screen.getByLabelText(label);
      await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
      const errorId = field.getAttribute("aria-describedby")?.split(" ")[0] ?? "";
      expect(document.getElementById(errorId)?.textContent).toBe(message);
    }
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("once sent, lists the documents of the service's own page, not another loan's", async () => {
    await reachStepTwo("gold-loan", "Gold Loan");
    const list = screen.getByRole("list", { name: "Keep these documents ready:" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(seededDocuments("gold-loan"));
    // A gold loan needs no income proof.
    expect(document.body.textContent).not.toMatch(/salary slips|ITR/);
  });

  it("step two refused (an expired token) says the enquiry is safe, and keeps what was typed", async () => {
    await reachStepTwo();
    type("City or town", "Kochi");
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { error: { code: "not_found", message: "gone" } }));
    await addDetails();
    expect((await screen.findByRole("alert")).textContent).toContain("Your enquiry is already with us");
    expect(screen.getByLabelText<HTMLInputElement>("City or town").value).toBe("Kochi");
  });

  it("an empty submit marks the fields with what to fix and sends nothing", async () => {
    renderForm();
    await submit();
    const name = screen.getByLabelText("Full name");
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    const errorId = name.getAttribute("aria-describedby")?.split(" ")[0] ?? "";
    expect(document.getElementById(errorId)?.textContent).toBe("Enter your full name");
    const consent = screen.getByRole("checkbox", { name: /I agree/ });
    expect(consent.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Please agree so we can contact you about your request")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says what to fix when pasted text brings control characters, as the server would", async () => {
    renderForm();
    fillValid();
    type("Full name", "Priya\u0000Nair");
    type("Mobile number", "98765\t43210");
    await submit();
    for (const [label, message] of [
      ["Full name", leadMessages.controlCharacters],
      ["Mobile number", leadMessages.controlCharacters],
    ] as const) {
      const field = screen.getByLabelText(label);
      await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
      const errorId = field.getAttribute("aria-describedby")?.split(" ")[0] ?? "";
      expect(document.getElementById(errorId)?.textContent).toBe(message);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts what was typed once, tracks the lead and shows the reference", async () => {
    localStorage.setItem("cookieConsent", "accepted");
    const gtag = vi.fn();
    vi.stubGlobal("gtag", gtag);
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderForm();
    fillValid();
    const button = screen.getByRole("button", { name: "Send my details" });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button); // a second press in the same moment
    });
    await act(async () => {
      fireEvent.click(button); // and one while the first is on its way
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Sending…" })).toBeTruthy();

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/leads");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toMatchObject({
      kind: "loan_enquiry",
      serviceSlug: "home-loans",
      mobile: "098765 43210",
      consent: { accepted: true, noticeVersion: expect.any(String), language: "en" },
      website: "",
      landingPage: "/",
    });

    expect(JSON.parse(String(init.body))).not.toHaveProperty("loanAmount");
    await act(async () => answer(jsonResponse(201, created)));
    expect(await screen.findByText("LN-24K7Q9")).toBeTruthy();
    expect(screen.getByText("Your reference:")).toBeTruthy();
    const whatsapp = screen.getByRole("link", { name: /Chat on WhatsApp/ });
    expect(decodeURIComponent(whatsapp.getAttribute("href") ?? "")).toContain("LN-24K7Q9");
    expect(gtag).toHaveBeenCalledWith("event", "generate_lead", expect.anything());
  });

  it("places a 400's field messages (dotted keys too) next to the fields and keeps the values", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: {
          code: "invalid_input",
          message: "Some fields are not valid",
          fields: { mobile: "Use another number", "consent.accepted": "Tick the box to go on" },
        },
      }),
    );
    renderForm();
    fillValid();
    await submit();
    await waitFor(() => expect(screen.getByLabelText("Mobile number").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Use another number")).toBeTruthy();
    expect(screen.getByText("Tick the box to go on")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText("Mobile number"));
    expectValuesKept();
  });

  it("turns a 400 for a field the form does not show into a general message", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: { code: "invalid_input", message: "x", fields: { serviceSlug: "Choose the loan service you need" } },
      }),
    );
    renderForm();
    fillValid();
    await submit();
    expect((await screen.findByRole("alert")).textContent).toContain("Choose the loan service you need");
    expectValuesKept();
  });

  it.each([
    [
      "429",
      () =>
        jsonResponse(
          429,
          { error: { code: "rate_limited", message: "Try again in 7 minutes, or call us." } },
          { "Retry-After": "420" },
        ),
      "Try again in 7 minutes, or call us.",
    ],
    [
      "413",
      () => jsonResponse(413, { error: { code: "payload_too_large", message: "Too large" } }),
      SUBMISSION_FAILED_MESSAGE,
    ],
    [
      "415",
      () => jsonResponse(415, { error: { code: "unsupported_media_type", message: "JSON only" } }),
      SUBMISSION_FAILED_MESSAGE,
    ],
    ["500", () => new Response("Internal Server Error", { status: 500 }), SUBMISSION_FAILED_MESSAGE],
  ])("a %s shows a general message and keeps the values", async (_status, response, message) => {
    fetchMock.mockResolvedValue(response());
    renderForm();
    fillValid();
    await submit();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(message);
    expect(within(alert).getByRole("link", { name: /Call/ }).getAttribute("href")).toBe("tel:+914842000000");
    expectValuesKept();
  });

  it("a network failure shows the general message and lets the visitor try again", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { reference: "LN-ABCDEF", kind: "loan_enquiry" }));
    renderForm();
    fillValid();
    await submit();
    expect((await screen.findByRole("alert")).textContent).toContain(SUBMISSION_FAILED_MESSAGE);
    expectValuesKept();
    await submit();
    expect(await screen.findByText("LN-ABCDEF")).toBeTruthy();
    expect(screen.getByText("Thank you, we have your details")).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
