import { useMemo } from "react";
import { useI18n } from "~/i18n/i18n";

/**
 * What every lead form asks the same way: name, mobile and e-mail, labelled in the page's
 * language, with the input attributes that bring up the right phone keyboard and let the browser
 * autofill them. Spread into a TextField; each form adds its own hint and whether e-mail is optional.
 */
export function usePersonInputs() {
  const { t } = useI18n();
  return useMemo(
    () =>
      ({
        fullNameInput: {
          label: t("forms.fullName"),
          autoComplete: "name",
          autoCapitalize: "words",
          maxLength: 100,
        },
        mobileInput: {
          label: t("forms.mobile"),
          type: "tel",
          inputMode: "tel",
          autoComplete: "tel",
          placeholder: "98765 43210",
          maxLength: 20,
        },
        emailInput: {
          label: t("forms.email"),
          type: "email",
          inputMode: "email",
          autoComplete: "email",
          autoCapitalize: "none",
          spellCheck: false,
          maxLength: 200,
        },
      }) as const,
    [t],
  );
}
