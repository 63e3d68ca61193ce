/**
 * What every lead form asks the same way: name, mobile and e-mail, with the input attributes that
 * bring up the right phone keyboard and let the browser autofill them. Spread into a TextField;
 * each form adds its own hint and whether e-mail is optional.
 */
export const fullNameInput = {
  label: "Full name",
  autoComplete: "name",
  autoCapitalize: "words",
  maxLength: 100,
} as const;

export const mobileInput = {
  label: "Mobile number",
  type: "tel",
  inputMode: "tel",
  autoComplete: "tel",
  placeholder: "98765 43210",
  maxLength: 20,
} as const;

export const emailInput = {
  label: "E-mail",
  type: "email",
  inputMode: "email",
  autoComplete: "email",
  autoCapitalize: "none",
  spellCheck: false,
  maxLength: 200,
} as const;
