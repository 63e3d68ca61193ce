// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ConsentCheckbox, HoneypotField } from "~/components/forms/consent-checkbox";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/forms/fields";
import { InLanguage } from "../../../../support/i18n";

afterEach(cleanup);

// What jsdom cannot see (no styles or layout) is checked in a browser: the messages' contrast, a
// 44 px text box and the bot trap off the screen on the lead dialog (tests/e2e/lead-dialog.spec.ts),
// the 44 px checkbox row in tests/e2e/ui-primitives.spec.ts.

function describedBy(element: HTMLElement): string[] {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

describe("form field primitives", () => {
  it("TextField: visible label, hint in the description, no invalid mark without an error", () => {
    render(<TextField label="Mobile number" name="mobile" hint="We call you on it." inputMode="tel" />);
    const input = screen.getByLabelText("Mobile number");
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(input.getAttribute("aria-required")).toBe("true");
    expect(describedBy(input)).toEqual(["We call you on it."]);
  });

  it("TextField with an error: aria-invalid and the error first in the description", () => {
    render(<TextField label="Full name" name="name" hint="As on PAN." error="Enter your full name" />);
    const input = screen.getByLabelText("Full name");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(input)).toEqual(["Enter your full name", "As on PAN."]);
  });

  it("optional fields say so in the label and are not aria-required", () => {
    render(<TextAreaField label="Message" name="message" optional />);
    const textarea = screen.getByLabelText(/Message/);
    expect(screen.getByText("(optional)")).toBeTruthy();
    expect(textarea.getAttribute("aria-required")).toBeNull();
  });

  it("SelectField: a native select with an empty first choice", () => {
    render(
      <SelectField
        label="Employment type"
        name="employmentType"
        error="Choose your employment type"
        options={[{ value: "salaried", label: "Salaried" }]}
      />,
    );
    const select = screen.getByLabelText<HTMLSelectElement>("Employment type");
    expect(select.tagName).toBe("SELECT");
    expect(select.options[0]?.value).toBe("");
    expect(describedBy(select)).toEqual(["Choose your employment type"]);
  });

  it("CheckboxField: a click on the label text ticks the box; error and description are read with the box", () => {
    render(<CheckboxField label="Send me offers" name="offers" description="At most once a month." error="Tick it" />);
    const box = screen.getByRole<HTMLInputElement>("checkbox", { name: "Send me offers" });
    fireEvent.click(screen.getByText("Send me offers"));
    expect(box.checked).toBe(true);
    expect(describedBy(box)).toEqual(["Tick it", "At most once a month."]);
  });
});

describe("consent and honeypot", () => {
  it("the consent notice says what, why, with whom and how to withdraw, and links the policy in a new tab", () => {
    render(
      <InLanguage>
        <ConsentCheckbox name="consent.accepted" contactEmail="support@example.com" />
      </InLanguage>,
    );
    const box = screen.getByRole("checkbox", { name: /I agree/ });
    const notice = describedBy(box).join(" ");
    expect(notice).toContain("the details in this form");
    expect(notice).toContain("to contact you about your request and check your eligibility");
    expect(notice).toContain("RBI-regulated banks and NBFCs you choose to apply with");
    expect(notice).toContain("never sell");
    expect(notice).toContain("reply STOP on WhatsApp");
    expect(notice).toContain("DPDP Act 2023");
    expect(screen.getByRole("link", { name: "support@example.com" }).getAttribute("href")).toBe(
      "mailto:support@example.com",
    );
    const policy = screen.getByRole("link", { name: /Privacy Policy/ });
    expect(policy.getAttribute("href")).toBe("/privacy");
    expect(policy.getAttribute("target")).toBe("_blank");
    expect(policy.getAttribute("rel")).toContain("noopener");
  });

  it("the honeypot is named website, out of the tab order, not autofilled and hidden from assistive tech", () => {
    const { container } = render(
      <InLanguage>
        <HoneypotField />
      </InLanguage>,
    );
    const input = container.querySelector("input");
    expect(input?.getAttribute("name")).toBe("website");
    expect(input?.getAttribute("tabindex")).toBe("-1");
    expect(input?.getAttribute("autocomplete")).toBe("off");
    expect(input?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});
