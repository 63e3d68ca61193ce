// What a person is told at sign-in. One wording for the login screen and the API, and never a
// hint whether an e-mail address has an account. Isomorphic.

export const signInMessages = {
  invalid: "That e-mail and password do not match an active account. Check both and try again.",
  locked: (minutes: number) =>
    `Too many failed sign-ins for this e-mail. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or ask the owner to reset your password.`,
  addressBlocked: (minutes: number) =>
    `Too many failed sign-ins from your network. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  invalidCode:
    "That code is not right. Enter the current 6-digit code from your authenticator app, or one of your recovery codes.",
  expired: "The sign-in took too long. Enter your e-mail and password again.",
  /** Wrong current passwords on one's own account page (changing it, turning off two-factor sign-in). */
  confirmLocked: (minutes: number) =>
    `Too many wrong passwords. For your safety, try again in ${minutes} minute${minutes === 1 ? "" : "s"}. If you have forgotten your password, ask an owner to reset it.`,
  signedOut: "You are signed out.",
  sessionEnded: "Your session ended. Sign in again to continue.",
} as const;

export const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
