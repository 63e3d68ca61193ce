import { useId, useState } from "react";
import { Link } from "react-router";
import { ToggleSwitch } from "~/components/admin/toggle-switch";
import { useStaffAction } from "~/components/admin/use-staff-action";
import { FieldErrorText } from "~/components/forms/fields";

/** The owner's rule: two-factor sign-in for everyone, or not. */
export function SignInRules({
  requireTwoFactor,
  ownTwoFactor,
  counts,
}: {
  requireTwoFactor: boolean;
  ownTwoFactor: boolean;
  counts: { active: number; enabled: number };
}) {
  const { run, pending } = useStaffAction();
  const [error, setError] = useState<string | undefined>();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="mt-10 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Sign-in rules
      </h2>
      <p className="mt-1 text-slate-700">
        {counts.enabled} of {counts.active} active staff use two-factor sign-in (a code from an app on their phone after
        the password).
      </p>
      <div className="mt-4 flex items-start gap-3">
        <ToggleSwitch
          id={id}
          checked={requireTwoFactor}
          disabled={pending}
          aria-describedby={`${id}-description${error ? ` ${id}-error` : ""}`}
          aria-invalid={error ? true : undefined}
          onCheckedChange={async (checked) => {
            setError(undefined);
            await run("/api/admin/security", {
              method: "PATCH",
              body: { requireTwoFactor: checked },
              success: checked
                ? "Two-factor sign-in is now required for all staff."
                : "Two-factor sign-in is now up to each person.",
              onFieldErrors: (fields) => setError(fields.requireTwoFactor ?? Object.values(fields)[0]),
            });
          }}
          className="mt-0.5"
        />
        <div className="min-w-0">
          <label htmlFor={id} className="cursor-pointer font-semibold text-slate-900">
            Require two-factor sign-in for all staff
          </label>
          <p id={`${id}-description`} className="text-sm text-slate-700">
            Anyone without it is asked to turn it on before they can use anything else.
            {!ownTwoFactor && !requireTwoFactor && (
              <>
                {" "}
                Turn it on for your own account first, on{" "}
                <Link to="/admin/account" className="font-semibold text-brand-700 underline">
                  My account
                </Link>
                .
              </>
            )}
          </p>
          {error && <FieldErrorText id={`${id}-error`}>{error}</FieldErrorText>}
        </div>
      </div>
    </section>
  );
}
