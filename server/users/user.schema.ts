// What staff send when they manage accounts, checked the same way in the admin forms and by the
// API. Plain zod (no OpenAPI import): this module is bundled for the admin screens.
import { z } from "zod";
import { hasControlCharacters } from "../formats/control-characters";
import { PASSWORD_MAX_LENGTH, passwordLengthProblem } from "../auth/password-rules";
import { staffRoles } from "../vocabulary/staff";

export const userMessages = {
  email: "Enter a work e-mail address, e.g. name@example.in",
  displayName: "Enter the name colleagues know this person by (2 to 80 characters)",
  role: "Choose a role",
  currentPassword: "Enter your current password",
  code: "Enter the 6-digit code from your authenticator app",
  version: "Reload the page: this account was changed while you were editing it",
} as const;

export const EMAIL_MAX_LENGTH = 200;

export const emailSchema = z
  .string({ error: userMessages.email })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, userMessages.email)
  .pipe(z.email({ error: userMessages.email }));

export const displayNameSchema = z
  .string({ error: userMessages.displayName })
  .transform((value) => value.replace(/\s+/g, " ").trim())
  .pipe(z.string().min(2, userMessages.displayName).max(80, userMessages.displayName))
  .refine((value) => !/[\p{Cc}<>]/u.test(value), "Use letters, spaces and punctuation only");

/** A new password: the length rule here; the common-password check runs on the server. */
export const newPasswordSchema = z
  .string({ error: "Enter a password" })
  .max(PASSWORD_MAX_LENGTH * 4)
  .superRefine((value, ctx) => {
    const problem = passwordLengthProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

export const roleSchema = z.enum(staffRoles, { error: userMessages.role });

/** How a new (or reset) account gets its password: typed by the owner now, or chosen by the person. */
export const accessMethods = ["temporary_password", "setup_link"] as const;
export type AccessMethod = (typeof accessMethods)[number];

export const CreateUserSchema = z.object({
  email: emailSchema,
  displayName: displayNameSchema,
  role: roleSchema,
  access: z.enum(accessMethods, { error: "Choose how this person gets their password" }),
  /** With "temporary_password": the owner's choice, or blank for one made up by the server. */
  temporaryPassword: z
    .string()
    .optional()
    .transform((value) => (value && value.trim() !== "" ? value : undefined))
    .pipe(newPasswordSchema.optional()),
});
export type CreateUserInput = z.input<typeof CreateUserSchema>;

export const UpdateUserSchema = z
  .object({
    /** The version the screen showed: a stale one answers 409. */
    version: z.number({ error: userMessages.version }).int().positive(),
    email: emailSchema.optional(),
    displayName: displayNameSchema.optional(),
    role: roleSchema.optional(),
    isActive: z.boolean().optional(),
  })
  .refine(
    (value) =>
      value.email !== undefined ||
      value.displayName !== undefined ||
      value.role !== undefined ||
      value.isActive !== undefined,
    {
      message: "Change at least one of e-mail, name, role or active",
      path: ["role"],
    },
  );
export type UpdateUserInput = z.input<typeof UpdateUserSchema>;

export const ResetAccessSchema = z.object({
  access: z.enum(accessMethods, { error: "Choose how this person gets their new password" }),
  temporaryPassword: CreateUserSchema.shape.temporaryPassword,
  /** Also turn off two-factor sign-in (a lost phone). */
  resetTwoFactor: z.boolean().default(false),
});
export type ResetAccessInput = z.input<typeof ResetAccessSchema>;

export const ChangePasswordSchema = z.object({
  currentPassword: z.string({ error: userMessages.currentPassword }).min(1, userMessages.currentPassword).max(1000),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.input<typeof ChangePasswordSchema>;

export const SetPasswordWithLinkSchema = z.object({
  token: z.string().min(20, "This link is not complete: open it again from the message you got").max(100),
  password: newPasswordSchema,
});

export const UpdateProfileSchema = z.object({ displayName: displayNameSchema });

export const SignInSchema = z.object({
  email: z
    .string({ error: userMessages.email })
    .trim()
    .min(1, userMessages.email)
    .max(EMAIL_MAX_LENGTH * 2)
    // Looked up in the database, which refuses NUL in text.
    .refine((value) => !hasControlCharacters(value), userMessages.email),
  password: z.string({ error: "Enter your password" }).min(1, "Enter your password").max(1000),
});
export type SignInInput = z.input<typeof SignInSchema>;

export const TwoFactorCodeSchema = z.object({
  code: z
    .string({ error: userMessages.code })
    .trim()
    .min(6, "Enter the 6-digit code, or a recovery code such as k7m2q-9xh4t")
    .max(20, "Enter the 6-digit code, or a recovery code such as k7m2q-9xh4t"),
});

export const PasswordConfirmSchema = z.object({
  password: z.string({ error: "Enter your password" }).min(1, "Enter your password").max(1000),
});
