// The password rules staff see and the server enforces (NIST SP 800-63B): a length range, no
// composition rules, and a refusal of passwords found in a list of the most common ones or that a
// strength estimator guesses quickly (both need large lists, so they run on the server: see
// password.server.ts). Isomorphic.

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export const passwordMessages = {
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong password that is easy to remember.`,
  tooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  common: "This password is on a list of the most common passwords. Choose one that is not easy to guess.",
  sameAsEmail: "Do not use your e-mail address as your password.",
  /** `reason`: the estimator's one sentence on what makes it guessable, when it has one. */
  guessable: (reason: string | null) =>
    `${reason ?? "This password is easy to guess."} Three or four unrelated words make a strong password that is easy to remember.`,
} as const;

/**
 * Unicode-normalised form that is hashed and compared, so the same password typed on two
 * keyboards (composed or decomposed characters) is the same password.
 */
export function normalizePassword(password: string): string {
  return password.normalize("NFKC");
}

/** Length in characters as a person counts them (code points), after normalisation. */
export function passwordLength(password: string): number {
  return [...normalizePassword(password)].length;
}

/** The first rule the password breaks that the browser can check, or null. */
export function passwordLengthProblem(password: string): string | null {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return passwordMessages.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return passwordMessages.tooLong;
  return null;
}
