import { Info, Loader2, LockKeyhole } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { TextField } from "~/components/forms/fields";
import { Button } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n";
import { useHydrated } from "~/lib/use-hydrated";
import { LAST_DIGITS_PATTERN, MAX_DIGIT_TRIES } from "~server/documents/document-limits";
import { useAnnounce } from "./announcer";
import { unlockLink } from "./borrower-api";
import { StatePanel } from "./panels";

/**
 * Before anything shows: the last four digits of the mobile number the borrower gave. Not a
 * password and not a one-time code, so the browser neither saves nor suggests it. A right answer
 * sets the session cookie; the page then reloads its data, which is the checklist.
 */
export function DigitsForm({
  token,
  triesLeft,
  sessionEnded,
  onOpened,
  onUnusable,
}: {
  token: string;
  /** The tries the link has left, as the page loaded. */
  triesLeft: number;
  /** The form is back because the session ended: say so. */
  sessionEnded: boolean;
  onOpened: () => Promise<void> | void;
  onUnusable: () => void;
}) {
  const { t } = useI18n();
  const announce = useAnnounce();
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const [digits, setDigits] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function showFieldError(message: string) {
    setFieldError(message);
    setFormError(null);
    announce(message);
    input.current?.focus();
  }

  function showFormError(message: string) {
    setFormError(message);
    setFieldError(null);
    announce(message);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!LAST_DIGITS_PATTERN.test(digits)) return showFieldError(t("borrowerDocuments.digitsNotFour"));
    setBusy(true);
    const result = await unlockLink(token, digits);
    switch (result.kind) {
      case "open":
        // Stays busy: the checklist replaces this form once the page's data is reloaded.
        await onOpened();
        setBusy(false);
        return;
      case "unusable":
        onUnusable();
        return;
      case "wrong_digits":
        setBusy(false);
        setDigits("");
        if (result.triesLeft === 0) return onUnusable();
        return showFieldError(
          result.triesLeft === null
            ? t("borrowerDocuments.digitsNotFour")
            : t("borrowerDocuments.digitsWrong", { triesLeft: result.triesLeft }),
        );
      case "invalid":
        setBusy(false);
        return showFieldError(t("borrowerDocuments.digitsNotFour"));
      case "wait":
        setBusy(false);
        return showFormError(t("borrowerDocuments.digitsWait"));
      case "offline":
        setBusy(false);
        return showFormError(t("borrowerDocuments.digitsOffline"));
      case "problem":
        setBusy(false);
        return showFormError(t("borrowerDocuments.digitsProblem"));
    }
  }

  return (
    <StatePanel
      id="digits-heading"
      icon={LockKeyhole}
      title={t("borrowerDocuments.digitsHeading")}
      className="max-w-md"
    >
      {sessionEnded && (
        <p className="mt-4 flex gap-2 rounded-lg bg-brand-50 p-3 text-sm leading-6 text-brand-900">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{t("borrowerDocuments.sessionEnded")}</span>
        </p>
      )}
      <p className="mt-3 leading-7 text-slate-700">{t("borrowerDocuments.digitsIntro")}</p>
      <form noValidate onSubmit={submit} className="mt-6" aria-labelledby="digits-heading">
        <TextField
          ref={input}
          label={t("borrowerDocuments.digitsLabel")}
          hint={
            triesLeft < MAX_DIGIT_TRIES && !fieldError
              ? t("borrowerDocuments.digitsTriesLeft", { triesLeft })
              : t("borrowerDocuments.digitsHint")
          }
          error={fieldError ?? undefined}
          name="lastDigits"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={4}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          value={digits}
          onChange={(event) => setDigits(event.currentTarget.value.replace(/\D/g, "").slice(0, 4))}
        />
        {formError && <p className="mt-4 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">{formError}</p>}
        {/* Busy is aria-disabled, not disabled: a disabled button would drop the focus it holds. */}
        <Button
          type="submit"
          size="lg"
          className="mt-5 w-full sm:w-auto"
          disabled={!hydrated}
          aria-disabled={busy || undefined}
        >
          {busy && <Loader2 aria-hidden="true" className="size-5 animate-spin" />}
          {busy ? t("borrowerDocuments.digitsChecking") : t("borrowerDocuments.digitsOpen")}
        </Button>
      </form>
    </StatePanel>
  );
}
