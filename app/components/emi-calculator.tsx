import { useId, useRef, useState, type ChangeEvent, type ReactNode } from "react";
import { formatIndianNumber, formatINR } from "~server/formats/rupees";
import { parseIndianAmount } from "~server/leads/lead-rules";
import { calculateEmi } from "~server/loan-services/emi";
import { tenureInWords } from "~/components/loan-services/tenure-words";
import { useI18n } from "~/i18n/i18n";
import type { Translator } from "~/i18n/translator";
import { useHydrated } from "~/lib/use-hydrated";

// EMI calculator for a loan page. Starts from the service's indicative figures (EmiDefaults), renders
// the same markup on the server and on the client (formatINR, hand-written formatting and the
// page's messages: no browser locale, date or random values), and without JavaScript stays a
// static result for those figures. Its words are the page's language (messages area emiCalculator);
// figures keep Latin digits with Indian grouping, amounts in words read lakh and crore.

/** The service's figures to start from, and the ranges of its own (EmiDefaults of the loan service). */
export interface EmiCalculatorDefaults {
  amount: number;
  ratePercent: number;
  tenureMonths: number;
  amountMin?: number;
  amountMax?: number;
  tenureMinMonths?: number;
  tenureMaxMonths?: number;
}

export interface EmiCalculatorProps {
  defaults: EmiCalculatorDefaults;
  serviceName: string;
  /** `"en"` when the service's name fell back to English on a Malayalam or Hindi page. */
  serviceNameLang?: string;
  /** Called once, on the visitor's first change of any figure (not on merely focusing a field). */
  onFirstUse?: () => void;
}

// ---------------------------------------------------------------------------------------------
// Ranges and formatting
// ---------------------------------------------------------------------------------------------

const CRORE = 10_000_000;
export const AMOUNT_MIN = 10_000;
const AMOUNT_STEP = 10_000;
const AMOUNT_STEP_ABOVE_CRORE = 50_000;
export const RATE_MIN = 1;
export const RATE_MAX = 36;
const RATE_STEP = 0.05;
export const TENURE_MIN = 3;
export const TENURE_MAX = 360;

/** ₹5 crore, or four times the default amount when that is more (rounded up to a ₹50,000 step). */
export function amountMaxFor(defaultAmount: number): number {
  const wanted = Math.max(5 * CRORE, 4 * defaultAmount);
  return Math.ceil(wanted / AMOUNT_STEP_ABOVE_CRORE) * AMOUNT_STEP_ABOVE_CRORE;
}

interface Range {
  min: number;
  max: number;
}

/** The service's own range when it has a usable one (min below max), else the general one. */
function rangeOf(min: number | undefined, max: number | undefined, general: Range): Range {
  return min !== undefined && max !== undefined && Number.isFinite(min) && Number.isFinite(max) && min < max
    ? { min, max }
    : general;
}

/**
 * The amount and tenure ranges of the sliders and the typed checks: the service's own (a gold
 * loan runs 3 to 12 months), or, for a service without them, ₹10,000 to amountMaxFor and 3 to 360
 * months.
 */
export function rangesFor(defaults: EmiCalculatorDefaults): { amount: Range; tenure: Range } {
  return {
    amount: rangeOf(defaults.amountMin, defaults.amountMax, { min: AMOUNT_MIN, max: amountMaxFor(defaults.amount) }),
    tenure: rangeOf(defaults.tenureMinMonths, defaults.tenureMaxMonths, { min: TENURE_MIN, max: TENURE_MAX }),
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Rounds to two decimals and prints without trailing zeros: 8.5 → "8.5", 10 → "10". */
function formatRate(rate: number): string {
  return String(Math.round(rate * 100) / 100);
}

/** 240 → "240 months (20 years)", 6 → "6 months", in the page's language. */
function tenureWithYears(t: Translator["t"], months: number): string {
  return months < 12
    ? t("loanPage.tenureMonths", { months })
    : t("emiCalculator.tenureWithYears", { months, duration: tenureInWords(t, months) });
}

/**
 * The amount slider moves in ₹10,000 steps up to ₹1 crore and in ₹50,000 steps above it. The
 * native step is ₹10,000, so above ₹1 crore the value is snapped in the direction of travel (an
 * arrow key press from ₹1,00,00,000 lands on ₹1,00,50,000, not back on ₹1 crore).
 */
function snapAmount(next: number, previous: number, range: Range): number {
  if (next <= CRORE) return clamp(next, range.min, range.max);
  const steps = next / AMOUNT_STEP_ABOVE_CRORE;
  const snapped = (next >= previous ? Math.ceil(steps) : Math.floor(steps)) * AMOUNT_STEP_ABOVE_CRORE;
  return clamp(snapped, range.min, range.max);
}

// ---------------------------------------------------------------------------------------------
// Parsing what people type
// ---------------------------------------------------------------------------------------------

type Parsed = { ok: true; value: number } | { ok: false; message: string };

/** Digits with Indian or western grouping, optionally "₹", "Rs", "lakh", "crore", "k". */
function parseAmountText(t: Translator["t"], text: string, range: Range): Parsed {
  if (!text.trim()) return { ok: false, message: t("emiCalculator.amountMissing") };
  // The same reading as the lead forms: 25,00,000 / 2500000 / 25 lakh / 1.5 crore / ₹ 25,00,000.
  const value = parseIndianAmount(text);
  if (value === null) return { ok: false, message: t("emiCalculator.amountDigits") };
  if (value < range.min || value > range.max) {
    return {
      ok: false,
      message: t("emiCalculator.amountRange", { min: formatINR(range.min), max: formatINR(range.max) }),
    };
  }
  return { ok: true, value };
}

function parseRateText(t: Translator["t"], text: string): Parsed {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, message: t("emiCalculator.rateMissing") };
  const match = /^(\d+(?:\.\d*)?|\.\d+)\s*%?$/.exec(trimmed);
  const value = match ? Math.round(Number(match[1]) * 100) / 100 : Number.NaN;
  if (!Number.isFinite(value) || value < RATE_MIN || value > RATE_MAX) {
    return { ok: false, message: t("emiCalculator.rateRange", { min: String(RATE_MIN), max: String(RATE_MAX) }) };
  }
  return { ok: true, value };
}

function parseTenureText(t: Translator["t"], text: string, range: Range): Parsed {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, message: t("emiCalculator.tenureMissing") };
  const value = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < range.min || value > range.max) {
    return { ok: false, message: t("emiCalculator.tenureRange", { min: String(range.min), max: String(range.max) }) };
  }
  return { ok: true, value };
}

// ---------------------------------------------------------------------------------------------
// State
// ---------------------------------------------------------------------------------------------

interface FieldState {
  /** What the text box shows (may be half-typed or invalid). */
  text: string;
  /** The last valid value: drives the slider and the results. */
  value: number;
  error: string | null;
}

function useNumericField(initial: number, format: (value: number) => string, parse: (text: string) => Parsed) {
  const [state, setState] = useState<FieldState>(() => ({ text: format(initial), value: initial, error: null }));
  return {
    ...state,
    /** Typing in the text box: a valid entry moves the slider, an invalid one keeps the last value. */
    type(text: string) {
      const parsed = parse(text);
      setState((prev) =>
        parsed.ok ? { text, value: parsed.value, error: null } : { text, value: prev.value, error: parsed.message },
      );
    },
    /** Moving the slider: sets the value and rewrites the text box. */
    set(value: number) {
      setState({ text: format(value), value, error: null });
    },
    /** Leaving a valid text box tidies it ("2500000" → "25,00,000"); an invalid one keeps its message. */
    tidy() {
      setState((prev) => (prev.error ? prev : { ...prev, text: format(prev.value) }));
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Presentation
// ---------------------------------------------------------------------------------------------

const textInputClass = [
  "h-11 w-full min-w-0 rounded-md border bg-white py-2 text-right text-base font-semibold text-slate-900",
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
  "disabled:bg-slate-50",
].join(" ");

const sliderClass =
  "mt-3 block h-8 w-full cursor-pointer accent-brand-700 disabled:cursor-default focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

interface FieldProps {
  id: string;
  label: string;
  field: ReturnType<typeof useNumericField>;
  inputMode: "numeric" | "decimal";
  prefix?: string;
  suffix?: string;
  inputWidth: string;
  slider: { min: number; max: number; step: number; valueText: string; onChange: (value: number) => void };
  hint: string;
  minLabel: string;
  maxLabel: string;
  enabled: boolean;
}

function Field({
  id,
  label,
  field,
  inputMode,
  prefix,
  suffix,
  inputWidth,
  slider,
  hint,
  minLabel,
  maxLabel,
  enabled,
}: FieldProps) {
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = field.error !== null;
  return (
    <div>
      <div className="flex flex-col items-start gap-2">
        <label id={labelId} htmlFor={id} className="font-semibold text-slate-900">
          {label}
        </label>
        <div className={`flex items-center gap-2 ${inputWidth}`}>
          {prefix && (
            <span aria-hidden="true" className="font-semibold text-slate-700">
              {prefix}
            </span>
          )}
          <input
            id={id}
            type="text"
            inputMode={inputMode}
            autoComplete="off"
            spellCheck={false}
            value={field.text}
            disabled={!enabled}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : hintId}
            onChange={(event: ChangeEvent<HTMLInputElement>) => field.type(event.target.value)}
            onBlur={field.tidy}
            className={`${textInputClass} px-3 ${invalid ? "border-red-700" : "border-slate-500"}`}
          />
          {suffix && (
            <span aria-hidden="true" className="text-sm whitespace-nowrap text-slate-700">
              {suffix}
            </span>
          )}
        </div>
      </div>
      <input
        type="range"
        aria-labelledby={labelId}
        aria-valuetext={slider.valueText}
        min={slider.min}
        max={slider.max}
        step={slider.step}
        value={field.value}
        disabled={!enabled}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          const value = Number(event.target.value);
          if (Number.isFinite(value)) slider.onChange(value);
        }}
        className={sliderClass}
      />
      <div aria-hidden="true" className="flex justify-between text-xs text-slate-600">
        <span>{minLabel}</span>
        <span>{maxLabel}</span>
      </div>
      {!invalid && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <p id={errorId} aria-live="polite" className="mt-1 text-sm font-medium text-red-700 empty:hidden">
        {field.error}
      </p>
    </div>
  );
}

function EmiCalculatorForDefaults({ defaults, serviceName, serviceNameLang, onFirstUse }: EmiCalculatorProps) {
  const id = useId();
  const enabled = useHydrated();
  const { t, rich, amountInWords } = useI18n();
  const used = useRef(false);
  // React's change events bubble: one handler on the section sees every text box and slider.
  const noteUse = () => {
    if (used.current) return;
    used.current = true;
    onFirstUse?.();
  };

  const ranges = rangesFor(defaults);
  const amount = useNumericField(
    clamp(Math.round(defaults.amount), ranges.amount.min, ranges.amount.max),
    formatIndianNumber,
    (text) => parseAmountText(t, text, ranges.amount),
  );
  const rate = useNumericField(
    clamp(Math.round(defaults.ratePercent * 100) / 100, RATE_MIN, RATE_MAX),
    formatRate,
    (text) => parseRateText(t, text),
  );
  const tenure = useNumericField(
    clamp(Math.round(defaults.tenureMonths), ranges.tenure.min, ranges.tenure.max),
    String,
    (text) => parseTenureText(t, text, ranges.tenure),
  );

  const result = calculateEmi({
    principal: amount.value,
    annualRatePercent: rate.value,
    tenureMonths: tenure.value,
  });
  const interest = Math.max(0, result.totalInterest);
  const principalPercent = Math.round((amount.value / (amount.value + interest)) * 100);
  const interestPercent = 100 - principalPercent;
  // What to fix before there is a result: a result for figures no longer on screen would mislead.
  // Each field says its own mistake next to it; the result panel names the fields to fix.
  const fixes = [
    amount.error !== null && t("emiCalculator.fieldAmount"),
    rate.error !== null && t("emiCalculator.fieldRate"),
    tenure.error !== null && t("emiCalculator.fieldTenure"),
  ].filter((field) => field !== false);
  const [first, second, third] = fixes;
  const fixMessage =
    fixes.length === 1
      ? t("emiCalculator.fixOne", { first })
      : fixes.length === 2
        ? t("emiCalculator.fixTwo", { first, second })
        : t("emiCalculator.fixThree", { first, second, third });
  const headingId = "emi-calculator-heading";
  // A name that fell back to English is marked as English inside the sentence.
  const service: ReactNode = serviceNameLang ? <span lang={serviceNameLang}>{serviceName}</span> : serviceName;

  return (
    <section
      aria-labelledby={headingId}
      onChange={noteUse}
      className="@container rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {t("emiCalculator.heading")}
      </h2>
      <p className="mt-2 text-slate-700">{rich("emiCalculator.intro", { service })}</p>

      <div className="mt-6 grid gap-8 @2xl:grid-cols-2">
        <div className="space-y-6">
          <Field
            id={`${id}-amount`}
            label={t("emiCalculator.amountLabel")}
            field={amount}
            inputMode="numeric"
            prefix="₹"
            inputWidth="w-48"
            slider={{
              min: ranges.amount.min,
              max: ranges.amount.max,
              step: AMOUNT_STEP,
              valueText: formatINR(amount.value),
              onChange: (value) => amount.set(snapAmount(value, amount.value, ranges.amount)),
            }}
            hint={`${formatINR(amount.value)} (${amountInWords(amount.value)})`}
            minLabel={amountInWords(ranges.amount.min, { rupees: true })}
            maxLabel={amountInWords(ranges.amount.max, { rupees: true })}
            enabled={enabled}
          />
          <Field
            id={`${id}-rate`}
            label={t("emiCalculator.rateLabel")}
            field={rate}
            inputMode="decimal"
            suffix={t("emiCalculator.rateSuffix")}
            inputWidth="w-40"
            slider={{
              min: RATE_MIN,
              max: RATE_MAX,
              step: RATE_STEP,
              valueText: t("emiCalculator.rateValueText", { rate: formatRate(rate.value) }),
              onChange: (value) => rate.set(clamp(Math.round(value * 100) / 100, RATE_MIN, RATE_MAX)),
            }}
            hint={t("emiCalculator.rateHint", { rate: formatRate(rate.value) })}
            minLabel={`${RATE_MIN}%`}
            maxLabel={`${RATE_MAX}%`}
            enabled={enabled}
          />
          <Field
            id={`${id}-tenure`}
            label={t("emiCalculator.tenureLabel")}
            field={tenure}
            inputMode="numeric"
            suffix={t("emiCalculator.tenureSuffix")}
            inputWidth="w-40"
            slider={{
              min: ranges.tenure.min,
              max: ranges.tenure.max,
              step: 1,
              valueText: tenureInWords(t, tenure.value),
              onChange: (value) => tenure.set(clamp(Math.round(value), ranges.tenure.min, ranges.tenure.max)),
            }}
            hint={tenureWithYears(t, tenure.value)}
            minLabel={tenureInWords(t, ranges.tenure.min)}
            maxLabel={tenureInWords(t, ranges.tenure.max)}
            enabled={enabled}
          />
        </div>

        <div className="flex flex-col gap-5 rounded-2xl bg-brand-50 p-5 sm:p-6">
          <div aria-live="polite" aria-atomic="true">
            {fixes.length > 0 ? (
              <p className="text-lg font-bold text-slate-900">{fixMessage}</p>
            ) : (
              <dl className="grid grid-cols-2 gap-x-4 gap-y-4">
                <div className="col-span-2">
                  <dt className="text-sm font-medium text-slate-700">{t("emiCalculator.monthlyEmi")}</dt>
                  <dd className="mt-1 text-4xl font-extrabold tracking-tight text-brand-800 sm:text-5xl">
                    {formatINR(result.emi)}
                  </dd>
                </div>
                <div className="border-t border-brand-100 pt-4">
                  <dt className="text-sm text-slate-700">{t("emiCalculator.totalInterest")}</dt>
                  <dd className="mt-1 text-lg font-bold text-slate-900">{formatINR(result.totalInterest)}</dd>
                </div>
                <div className="border-t border-brand-100 pt-4">
                  <dt className="text-sm text-slate-700">{t("emiCalculator.totalPayable")}</dt>
                  <dd className="mt-1 text-lg font-bold text-slate-900">{formatINR(result.totalPayable)}</dd>
                </div>
              </dl>
            )}
          </div>

          {fixes.length === 0 && (
            <div>
              <p className="text-sm font-medium text-slate-700">{t("emiCalculator.split")}</p>
              <div aria-hidden="true" className="mt-2 flex h-4 overflow-hidden rounded-full bg-white">
                <div className="h-full bg-brand-700" style={{ width: `${principalPercent}%` }} />
                <div className="h-full bg-accent-500" style={{ width: `${interestPercent}%` }} />
              </div>
              <ul className="mt-3 space-y-1 text-sm text-slate-800">
                <li className="flex items-center gap-2">
                  <span aria-hidden="true" className="size-3 shrink-0 rounded-sm bg-brand-700" />
                  <span>
                    {t("emiCalculator.principalShare", {
                      amount: formatINR(amount.value),
                      percent: String(principalPercent),
                    })}
                  </span>
                </li>
                <li className="flex items-center gap-2">
                  <span aria-hidden="true" className="size-3 shrink-0 rounded-sm bg-accent-500" />
                  <span>
                    {t("emiCalculator.interestShare", {
                      amount: formatINR(interest),
                      percent: String(interestPercent),
                    })}
                  </span>
                </li>
              </ul>
            </div>
          )}

          <p className="text-sm text-slate-700">{t("emiCalculator.note")}</p>
        </div>
      </div>
    </section>
  );
}

/**
 * EMI calculator for a loan page: sliders paired with text boxes for amount, rate and tenure, and
 * the monthly EMI, total interest and total payable. The state restarts when the defaults, the
 * service or the page's language change (a client-side move from one loan page to another, or to
 * the same page in another language, reuses the route component).
 */
export function EmiCalculator({ defaults, serviceName, serviceNameLang, onFirstUse }: EmiCalculatorProps) {
  const { language } = useI18n();
  const key = [
    language,
    serviceName,
    defaults.amount,
    defaults.ratePercent,
    defaults.tenureMonths,
    defaults.amountMin,
    defaults.amountMax,
    defaults.tenureMinMonths,
    defaults.tenureMaxMonths,
  ].join("|");
  return (
    <EmiCalculatorForDefaults
      key={key}
      defaults={defaults}
      serviceName={serviceName}
      serviceNameLang={serviceNameLang}
      onFirstUse={onFirstUse}
    />
  );
}
