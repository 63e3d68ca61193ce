// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ContactForm } from "~/components/contact/contact-form";
import { PartnerForm } from "~/components/partner/partner-form";
import { VyaparForm } from "~/components/vyapar/vyapar-form";
import { keepFormValuesForReload } from "~/lib/form-values-across-reload";
import { InLanguage } from "../../../../support/i18n";

/** Every public lead form puts back what Accept All's reload kept (use-lead-form.ts), and keeps what is typed. */

const contact = {
  whatsappNumber: "+919000000000",
  phone: "+914842000000",
  contactEmail: "support@example.com",
  businessHours: "Monday to Saturday, 9:30 am to 6:30 pm IST",
};

const KEY = "formValuesAcrossReload";

function renderForms() {
  return render(
    <MemoryRouter>
      <InLanguage>
        <ContactForm contact={contact} />
        <PartnerForm contact={contact} />
        <VyaparForm contact={contact} />
      </InLanguage>
    </MemoryRouter>,
  );
}

const form = (name: string) => within(screen.getByRole("form", { name }));

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, "", "/business-partners");
});
afterEach(cleanup);

describe("lead forms across Accept All's reload", () => {
  it("put back the kept values into their own fields, leaving consent unticked", async () => {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({
        path: "/business-partners",
        forms: {
          contact_message: { name: "Anjali Menon", message: "About a top-up loan" },
          partner_application: { name: "Ravi Kumar", city: "Thrissur", partnerType: "insurance_agent" },
          vyapar_enquiry: { businessName: "Ravi Stores", website: "bot", "consent.accepted": "true" },
        },
      }),
    );
    renderForms();
    await waitFor(() =>
      expect(form("Contact form").getByLabelText<HTMLInputElement>("Full name").value).toBe("Anjali Menon"),
    );
    expect(form("Contact form").getByLabelText<HTMLTextAreaElement>(/^Your message/).value).toBe("About a top-up loan");
    const partner = form("Business partner registration");
    expect(partner.getByLabelText<HTMLInputElement>("Full name").value).toBe("Ravi Kumar");
    expect(partner.getByLabelText<HTMLInputElement>(/^City or town/).value).toBe("Thrissur");
    expect(partner.getByLabelText<HTMLSelectElement>(/^What describes your work best/).value).toBe("insurance_agent");
    const vyapar = form("Vyapar app enquiry");
    expect(vyapar.getByLabelText<HTMLInputElement>(/^Business name/).value).toBe("Ravi Stores");
    // Only the form's own fields: never the bot trap or the consent checkbox.
    expect(document.querySelectorAll<HTMLInputElement>('input[name="website"]')[2]!.value).toBe("");
    for (const name of ["Contact form", "Business partner registration", "Vyapar app enquiry"]) {
      expect(form(name).getByRole<HTMLInputElement>("checkbox", { name: /I agree/ }).checked).toBe(false);
    }
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it("offer what is typed (not the consent) when the banner keeps the values for its reload", () => {
    renderForms();
    const partner = form("Business partner registration");
    fireEvent.change(partner.getByLabelText("Full name"), { target: { value: "Meera Pillai" } });
    fireEvent.click(partner.getByRole("checkbox", { name: /I agree/ }));
    keepFormValuesForReload();
    const kept = JSON.parse(sessionStorage.getItem(KEY)!) as { path: string; forms: Record<string, object> };
    expect(kept.path).toBe("/business-partners");
    expect(Object.keys(kept.forms)).toEqual(["partner_application"]);
    expect(kept.forms.partner_application).toMatchObject({ name: "Meera Pillai", city: "" });
    expect(JSON.stringify(kept)).not.toMatch(/consent|website/);
  });
});
