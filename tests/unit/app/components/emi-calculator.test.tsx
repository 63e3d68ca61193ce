// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReactNode } from "react";
import { EmiCalculator, type EmiCalculatorDefaults } from "~/components/emi-calculator";
import { I18nProvider } from "~/i18n/i18n";
import { catalogueFor } from "~/i18n/messages";
import type { Language } from "~server/vocabulary/languages";
import { formatINR } from "~server/formats/rupees";
import { calculateEmi } from "~server/loan-services/emi";
import { seededEmiDefaults } from "../../../support/enquiry-fields";

/** The page's language and messages, as the root gives them to every public page. */
function inLanguage(language: Language) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nProvider language={language} messages={catalogueFor(language)}>
        {children}
      </I18nProvider>
    );
  };
}
const English = inLanguage("en");

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const homeLoan = { amount: 1_000_000, ratePercent: 8.5, tenureMonths: 240 };
const NOTE = "Indicative only. The lender sets the final rate, fees and EMI after assessing your application.";

function renderCalculator(defaults: EmiCalculatorDefaults = homeLoan, serviceName = "Home Loan") {
  const utils = render(<EmiCalculator defaults={defaults} serviceName={serviceName} />, { wrapper: English });
  return {
    ...utils,
    amountBox: screen.getByRole("textbox", { name: "Loan amount" }) as HTMLInputElement,
    amountSlider: screen.getByRole("slider", { name: "Loan amount" }) as HTMLInputElement,
    rateBox: screen.getByRole("textbox", { name: "Interest rate (% p.a.)" }) as HTMLInputElement,
    rateSlider: screen.getByRole("slider", { name: "Interest rate (% p.a.)" }) as HTMLInputElement,
    tenureBox: screen.getByRole("textbox", { name: "Loan tenure (months)" }) as HTMLInputElement,
    tenureSlider: screen.getByRole("slider", { name: "Loan tenure (months)" }) as HTMLInputElement,
  };
}

/** The aria-live region of the result. */
function resultRegion(): Element {
  const region = document.querySelector('[aria-live="polite"][aria-atomic="true"]');
  expect(region).not.toBeNull();
  return region!;
}

/** The aria-live results: "Monthly EMI", "Total interest" and "Total payable" with their values. */
function results(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const dt of resultRegion().querySelectorAll("dt")) {
    out[dt.textContent ?? ""] = dt.nextElementSibling?.textContent ?? "";
  }
  return out;
}

function expectNoNaN(container: HTMLElement) {
  expect(container.textContent).not.toMatch(/NaN|Infinity|undefined/);
  for (const input of container.querySelectorAll("input")) {
    expect(input.value).not.toMatch(/NaN/);
    expect(input.getAttribute("aria-valuetext") ?? "").not.toMatch(/NaN/);
  }
}

describe("EmiCalculator: defaults", () => {
  it("starts from the service's defaults: ₹10,00,000 at 8.5% for 240 months gives an EMI of ₹8,678", () => {
    const { container, amountBox, amountSlider, rateBox, rateSlider, tenureBox, tenureSlider } = renderCalculator();

    const heading = screen.getByRole("heading", { level: 2, name: "EMI calculator" });
    expect(heading.id).not.toBe("");
    expect(screen.getByRole("region", { name: "EMI calculator" }).getAttribute("aria-labelledby")).toBe(heading.id);

    expect(amountBox.value).toBe("10,00,000");
    expect(amountSlider.value).toBe("1000000");
    expect(amountSlider.getAttribute("aria-valuetext")).toBe("₹10,00,000");
    expect(rateBox.value).toBe("8.5");
    expect(rateSlider.value).toBe("8.5");
    expect(rateSlider.getAttribute("aria-valuetext")).toBe("8.5 percent");
    expect(tenureBox.value).toBe("240");
    expect(tenureSlider.value).toBe("240");
    expect(tenureSlider.getAttribute("aria-valuetext")).toBe("20 years");
    expect(screen.getByText("240 months (20 years)")).toBeTruthy();
    expect(screen.getByText("₹10,00,000 (10 lakh)")).toBeTruthy();

    expect(results()).toEqual({
      "Monthly EMI": "₹8,678",
      "Total interest": "₹10,82,720",
      "Total payable": "₹20,82,720",
    });
    expect(screen.getByText(NOTE)).toBeTruthy();
    expect(screen.getByText(/typical values for Home Loan/)).toBeTruthy();
    expectNoNaN(container);
  });

  it("shows the principal / interest split as text, not by colour alone", () => {
    renderCalculator();
    // 10,00,000 of 20,82,720 is 48%.
    expect(screen.getByText("Principal ₹10,00,000: 48%")).toBeTruthy();
    expect(screen.getByText("Interest ₹10,82,720: 52%")).toBeTruthy();
  });

  it("amount slider: ₹10,000 up to ₹5 crore, or four times a larger default", () => {
    const { amountSlider, rateSlider, tenureSlider } = renderCalculator();
    expect([amountSlider.min, amountSlider.max, amountSlider.step]).toEqual(["10000", "50000000", "10000"]);
    expect([rateSlider.min, rateSlider.max, rateSlider.step]).toEqual(["1", "36", "0.05"]);
    expect([tenureSlider.min, tenureSlider.max, tenureSlider.step]).toEqual(["3", "360", "1"]);
    cleanup();

    const big = renderCalculator({ amount: 200_000_000, ratePercent: 9, tenureMonths: 180 }, "Loan Against Property");
    expect(big.amountSlider.max).toBe("800000000");
    expect(big.amountBox.value).toBe("20,00,00,000");
  });
});

describe("EmiCalculator: the service's own ranges", () => {
  // The seeded gold loan: "₹10,000 – ₹1 crore", "3 – 12 months".
  const goldLoan = seededEmiDefaults("gold-loan")!;

  it("a gold loan's tenure runs from 3 to 12 months and its amount to ₹1 crore", () => {
    const { tenureSlider, amountSlider } = renderCalculator(goldLoan, "Gold Loan");
    expect([tenureSlider.min, tenureSlider.max]).toEqual(["3", "12"]);
    expect([amountSlider.min, amountSlider.max]).toEqual(["10000", "10000000"]);
    expect(screen.getByText("1 year", { selector: "span" })).toBeTruthy();
    expect(screen.queryByText("30 years")).toBeNull();
  });

  it("says the service's range when a typed figure is outside it", () => {
    const { tenureBox, amountBox } = renderCalculator(goldLoan, "Gold Loan");
    fireEvent.change(tenureBox, { target: { value: "24" } });
    expect(screen.getByText("Enter whole months from 3 to 12.")).toBeTruthy();
    fireEvent.change(amountBox, { target: { value: "2 crore" } });
    expect(screen.getByText("Enter an amount from ₹10,000 to ₹1,00,00,000.")).toBeTruthy();
  });

  it("keeps the general ranges for a service without its own, and for ranges that make no sense", () => {
    const { tenureSlider } = renderCalculator({ ...homeLoan, tenureMinMonths: 24, tenureMaxMonths: 12 }, "Home Loan");
    expect([tenureSlider.min, tenureSlider.max]).toEqual(["3", "360"]);
  });
});

describe("EmiCalculator: typing", () => {
  it("a new amount updates the EMI, totals, slider and its value text", () => {
    const { amountBox, amountSlider } = renderCalculator();
    fireEvent.change(amountBox, { target: { value: "2500000" } });

    const expected = calculateEmi({ principal: 2_500_000, annualRatePercent: 8.5, tenureMonths: 240 });
    expect(expected.emi).toBe(21_696);
    expect(results()).toEqual({
      "Monthly EMI": "₹21,696",
      "Total interest": formatINR(expected.totalInterest),
      "Total payable": formatINR(expected.totalPayable),
    });
    expect(amountSlider.value).toBe("2500000");
    expect(amountSlider.getAttribute("aria-valuetext")).toBe("₹25,00,000");

    // Leaving the box tidies it to Indian grouping.
    fireEvent.blur(amountBox);
    expect(amountBox.value).toBe("25,00,000");
  });

  it("understands Indian grouping and lakh / crore words", () => {
    const { amountBox, amountSlider } = renderCalculator();
    fireEvent.change(amountBox, { target: { value: "5,00,000" } });
    expect(amountSlider.value).toBe("500000");
    fireEvent.change(amountBox, { target: { value: "1.5 crore" } });
    expect(amountSlider.getAttribute("aria-valuetext")).toBe("₹1,50,00,000");
    fireEvent.blur(amountBox);
    expect(amountBox.value).toBe("1,50,00,000");
  });

  it("rate and tenure typing update the result", () => {
    const { rateBox, tenureBox, tenureSlider } = renderCalculator();
    fireEvent.change(rateBox, { target: { value: "10" } });
    fireEvent.change(tenureBox, { target: { value: "120" } });
    const expected = calculateEmi({ principal: 1_000_000, annualRatePercent: 10, tenureMonths: 120 });
    expect(results()["Monthly EMI"]).toBe(formatINR(expected.emi));
    expect(results()["Monthly EMI"]).toBe("₹13,215");
    expect(tenureSlider.getAttribute("aria-valuetext")).toBe("10 years");
    expect(screen.getByText("120 months (10 years)")).toBeTruthy();
  });

  it.each([
    ["empty", "", "Enter a loan amount."],
    ["letters", "abc", "Use digits, e.g. 25,00,000 or 25 lakh."],
    ["above the maximum", "6 crore", "Enter an amount from ₹10,000 to ₹5,00,00,000."],
    ["below the minimum", "5000", "Enter an amount from ₹10,000 to ₹5,00,00,000."],
  ])("amount %s: shows a message, and in place of the result what to fix", (_case, typed, message) => {
    const { container, amountBox, amountSlider } = renderCalculator();
    fireEvent.change(amountBox, { target: { value: typed } });

    expect(amountBox.value).toBe(typed);
    expect(amountBox.getAttribute("aria-invalid")).toBe("true");
    const error = screen.getByText(message);
    expect(amountBox.getAttribute("aria-describedby")).toBe(error.id);
    expect(error.getAttribute("aria-live")).toBe("polite");
    // The old result is gone; the result panel says what to fix instead.
    expect(results()).toEqual({});
    expect(screen.queryByText("₹8,678")).toBeNull();
    expect(screen.queryByText(/^Principal /)).toBeNull();
    expect(resultRegion().textContent).toBe("Fix the loan amount above to see your EMI.");
    expect(amountSlider.value).toBe("1000000");
    expectNoNaN(container);

    // Blurring an invalid box keeps what was typed and the message.
    fireEvent.blur(amountBox);
    expect(amountBox.value).toBe(typed);
    expect(screen.getByText(message)).toBeTruthy();

    // A valid entry clears the message.
    fireEvent.change(amountBox, { target: { value: "20,00,000" } });
    expect(screen.queryByText(message)).toBeNull();
    expect(amountBox.getAttribute("aria-invalid")).toBeNull();
    expect(results()["Monthly EMI"]).toBe("₹17,356");
  });

  it.each([
    ["rate", "", "Enter an interest rate.", "Interest rate (% p.a.)"],
    ["rate", "abc", "Enter a rate from 1% to 36%.", "Interest rate (% p.a.)"],
    ["rate", "40", "Enter a rate from 1% to 36%.", "Interest rate (% p.a.)"],
    ["rate", "0.5", "Enter a rate from 1% to 36%.", "Interest rate (% p.a.)"],
    ["tenure", "", "Enter a tenure in months.", "Loan tenure (months)"],
    ["tenure", "twenty", "Enter whole months from 3 to 360.", "Loan tenure (months)"],
    ["tenure", "361", "Enter whole months from 3 to 360.", "Loan tenure (months)"],
    ["tenure", "2", "Enter whole months from 3 to 360.", "Loan tenure (months)"],
    ["tenure", "12.5", "Enter whole months from 3 to 360.", "Loan tenure (months)"],
  ])("%s %j: shows %j and no result until it is fixed", (field, typed, message, name) => {
    const { container } = renderCalculator();
    const box = screen.getByRole("textbox", { name }) as HTMLInputElement;
    const slider = screen.getByRole("slider", { name }) as HTMLInputElement;
    const before = slider.value;
    fireEvent.change(box, { target: { value: typed } });
    expect(screen.getByText(message)).toBeTruthy();
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(slider.value).toBe(before);
    expect(results()).toEqual({});
    expect(resultRegion().textContent).toBe(
      `Fix the ${field === "rate" ? "interest rate" : "loan tenure"} above to see your EMI.`,
    );
    expectNoNaN(container);
  });
  it("names every field to fix, and shows the result again once they are fixed", () => {
    const { amountBox, rateBox } = renderCalculator();
    fireEvent.change(amountBox, { target: { value: "abc" } });
    fireEvent.change(rateBox, { target: { value: "" } });
    expect(resultRegion().textContent).toBe("Fix the loan amount and the interest rate above to see your EMI.");
    fireEvent.change(amountBox, { target: { value: "10,00,000" } });
    fireEvent.change(rateBox, { target: { value: "8.5" } });
    expect(results()["Monthly EMI"]).toBe("₹8,678");
  });
});

describe("EmiCalculator: slider and text box stay in sync", () => {
  it("moving a slider rewrites its text box and the result", () => {
    const { amountBox, amountSlider, rateBox, rateSlider, tenureBox, tenureSlider } = renderCalculator();
    fireEvent.change(amountSlider, { target: { value: "2000000" } });
    expect(amountBox.value).toBe("20,00,000");
    fireEvent.change(rateSlider, { target: { value: "10.25" } });
    expect(rateBox.value).toBe("10.25");
    expect(rateSlider.getAttribute("aria-valuetext")).toBe("10.25 percent");
    fireEvent.change(tenureSlider, { target: { value: "246" } });
    expect(tenureBox.value).toBe("246");
    expect(tenureSlider.getAttribute("aria-valuetext")).toBe("20 years 6 months");
    expect(screen.getByText("246 months (20 years 6 months)")).toBeTruthy();

    const expected = calculateEmi({ principal: 2_000_000, annualRatePercent: 10.25, tenureMonths: 246 });
    expect(results()["Monthly EMI"]).toBe(formatINR(expected.emi));
  });

  it("moving the slider after invalid typing replaces the text and clears the message", () => {
    const { amountBox, amountSlider } = renderCalculator();
    fireEvent.change(amountBox, { target: { value: "abc" } });
    fireEvent.change(amountSlider, { target: { value: "3000000" } });
    expect(amountBox.value).toBe("30,00,000");
    expect(amountBox.getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByText(/Use digits/)).toBeNull();
  });

  it("above ₹1 crore the amount slider moves in ₹50,000 steps, in the direction of travel", () => {
    const { amountBox, amountSlider } = renderCalculator();
    fireEvent.change(amountSlider, { target: { value: "10000000" } });
    expect(amountBox.value).toBe("1,00,00,000");
    fireEvent.change(amountSlider, { target: { value: "10010000" } }); // one ₹10,000 step up
    expect(amountBox.value).toBe("1,00,50,000");
    fireEvent.change(amountSlider, { target: { value: "10040000" } }); // one ₹10,000 step down
    expect(amountBox.value).toBe("1,00,00,000");
    fireEvent.change(amountSlider, { target: { value: "9990000" } });
    expect(amountBox.value).toBe("99,90,000");
  });

  it("short tenures are shown in months only", () => {
    const { tenureSlider } = renderCalculator();
    fireEvent.change(tenureSlider, { target: { value: "6" } });
    expect(tenureSlider.getAttribute("aria-valuetext")).toBe("6 months");
    expect(screen.getByText("6 months", { selector: "p" })).toBeTruthy();
    fireEvent.change(tenureSlider, { target: { value: "13" } });
    expect(screen.getByText("13 months (1 year 1 month)")).toBeTruthy();
  });

  it("starts again from the new defaults when the page's service changes", () => {
    const { rerender, amountBox } = renderCalculator();
    fireEvent.change(amountBox, { target: { value: "2500000" } });
    rerender(
      <EmiCalculator defaults={{ amount: 500_000, ratePercent: 12.5, tenureMonths: 48 }} serviceName="Personal Loan" />,
    );
    expect((screen.getByRole("textbox", { name: "Loan amount" }) as HTMLInputElement).value).toBe("5,00,000");
    expect(results()["Monthly EMI"]).toBe(
      formatINR(calculateEmi({ principal: 500_000, annualRatePercent: 12.5, tenureMonths: 48 }).emi),
    );
  });

  it("keeps defaults outside the slider ranges inside them instead of failing", () => {
    const { container, amountBox, rateBox, tenureBox } = renderCalculator(
      { amount: 5_000, ratePercent: 48, tenureMonths: 480 },
      "Gold Loan",
    );
    expect([amountBox.value, rateBox.value, tenureBox.value]).toEqual(["10,000", "36", "360"]);
    expectNoNaN(container);
  });
});

describe("EmiCalculator: first use", () => {
  it("reports the visitor's first change once, from a text box or a slider, and not a mere focus", () => {
    const onFirstUse = vi.fn();
    render(<EmiCalculator defaults={homeLoan} serviceName="Home Loan" onFirstUse={onFirstUse} />, { wrapper: English });
    const amountBox = screen.getByRole("textbox", { name: "Loan amount" });
    fireEvent.focus(amountBox);
    fireEvent.blur(amountBox);
    expect(onFirstUse).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole("slider", { name: "Loan tenure (months)" }), { target: { value: "120" } });
    expect(onFirstUse).toHaveBeenCalledTimes(1);
    fireEvent.change(amountBox, { target: { value: "2500000" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Interest rate (% p.a.)" }), { target: { value: "9" } });
    expect(onFirstUse).toHaveBeenCalledTimes(1);
  });

  it("reports again once the page's service changes (a new page view)", () => {
    const onFirstUse = vi.fn();
    const { rerender } = render(<EmiCalculator defaults={homeLoan} serviceName="Home Loan" onFirstUse={onFirstUse} />, {
      wrapper: English,
    });
    fireEvent.change(screen.getByRole("textbox", { name: "Loan amount" }), { target: { value: "2500000" } });
    rerender(
      <EmiCalculator
        defaults={{ amount: 500_000, ratePercent: 12.5, tenureMonths: 48 }}
        serviceName="Personal Loan"
        onFirstUse={onFirstUse}
      />,
    );
    fireEvent.change(screen.getByRole("textbox", { name: "Loan amount" }), { target: { value: "600000" } });
    expect(onFirstUse).toHaveBeenCalledTimes(2);
  });
});

describe("EmiCalculator: server rendering", () => {
  const element = (
    <English>
      <EmiCalculator defaults={homeLoan} serviceName="Home Loan" />
    </English>
  );

  it("the server HTML has the same text as the client's first render, and shows the defaults' result", () => {
    const html = renderToString(element);
    const server = document.createElement("div");
    server.innerHTML = html;

    const { container } = render(element);
    expect(server.textContent).toBe(container.textContent);
    expect(server.textContent).toContain("₹8,678");
    expect(server.textContent).toContain(NOTE);
    expect(html).not.toMatch(/NaN/);

    // Without JavaScript the static page is the defaults' result; the controls are inert until hydration.
    for (const input of server.querySelectorAll("input")) expect(input.disabled).toBe(true);
    for (const input of container.querySelectorAll("input")) expect(input.disabled).toBe(false);
  });

  it("hydrates without a mismatch and then becomes interactive", async () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(element);
    document.body.appendChild(host);
    const serverText = host.textContent;
    const errors = vi.spyOn(console, "error");
    const recoverable: unknown[] = [];

    const root = await act(async () =>
      hydrateRoot(host, element, { onRecoverableError: (error) => recoverable.push(error) }),
    );
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(host.textContent).toBe(serverText);

    const box = within(host).getByRole("textbox", { name: "Loan amount" }) as HTMLInputElement;
    expect(box.disabled).toBe(false);
    await act(async () => {
      fireEvent.change(box, { target: { value: "25 lakh" } });
    });
    expect(host.textContent).toContain("₹21,696");

    act(() => root.unmount());
    host.remove();
  });
});

describe("EmiCalculator: in the page's language", () => {
  it("speaks Malayalam on a Malayalam page, with amounts in ലക്ഷം and the same EMI", () => {
    render(
      <EmiCalculator
        defaults={{ ...homeLoan, amountMin: 500_000, amountMax: 50_000_000, tenureMinMonths: 12, tenureMaxMonths: 360 }}
        serviceName="ഹോം ലോൺ"
      />,
      { wrapper: inLanguage("ml") },
    );
    expect(screen.getByRole("heading", { level: 2, name: "EMI കാൽക്കുലേറ്റർ" })).toBeTruthy();
    const amountBox = screen.getByRole("textbox", { name: "ലോൺ തുക" }) as HTMLInputElement;
    expect(screen.getByText("₹10,00,000 (10 ലക്ഷം)")).toBeTruthy();
    expect(screen.getByText("₹5 ലക്ഷം")).toBeTruthy();
    expect(screen.getByText("₹5 കോടി")).toBeTruthy();
    expect(screen.getByText("മാസ EMI").nextElementSibling?.textContent).toBe("₹8,678");
    const tenureSlider = screen.getByRole("slider", { name: "തിരിച്ചടവ് കാലാവധി (മാസം)" }) as HTMLInputElement;
    expect(tenureSlider.getAttribute("aria-valuetext")).toBe("20 വർഷം");

    fireEvent.change(amountBox, { target: { value: "25,00,000" } });
    expect(screen.getByText("₹25,00,000 (25 ലക്ഷം)")).toBeTruthy();
    expect(screen.getByText("മാസ EMI").nextElementSibling?.textContent).toBe("₹21,696");

    fireEvent.change(amountBox, { target: { value: "abc" } });
    expect(screen.getByText("അക്കങ്ങളിൽ നൽകുക, ഉദാ: 25,00,000.")).toBeTruthy();
    expect(screen.getByText("EMI കാണാൻ മുകളിലെ ലോൺ തുക ശരിയാക്കുക.")).toBeTruthy();
  });

  it("speaks Hindi on a Hindi page, with amounts in लाख", () => {
    render(<EmiCalculator defaults={homeLoan} serviceName="होम लोन" />, { wrapper: inLanguage("hi") });
    expect(screen.getByRole("heading", { level: 2, name: "EMI कैलकुलेटर" })).toBeTruthy();
    expect(screen.getByText("₹10,00,000 (10 लाख)")).toBeTruthy();
    expect(screen.getByText("240 महीने (20 साल)")).toBeTruthy();
    expect(screen.getByText("मासिक EMI").nextElementSibling?.textContent).toBe("₹8,678");
  });
});
