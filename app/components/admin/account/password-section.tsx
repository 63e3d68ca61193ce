import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { PasswordField } from "~/components/admin/password-field";
import { useStaffAction } from "~/components/admin/use-staff-action";
import { Button } from "~/components/ui/button";
import { PASSWORD_MIN_LENGTH } from "~server/auth/password-rules";
import { ChangePasswordSchema } from "~server/users/user.schema";
import { AccountSection } from "./account-section";

const PasswordFormSchema = ChangePasswordSchema.extend({ repeat: z.string() }).refine(
  (value) => value.newPassword === value.repeat,
  { path: ["repeat"], message: "The two new passwords are not the same. Type the same one twice." },
);

export function PasswordSection({ highlighted, mustChange }: { highlighted: boolean; mustChange: boolean }) {
  const { run, pending } = useStaffAction();
  const form = useForm<z.input<typeof PasswordFormSchema>>({
    resolver: zodResolver(PasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", repeat: "" },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    const result = await run("/api/admin/account/password", {
      body: { currentPassword, newPassword },
      success: "Password changed. You stay signed in here; every other session was signed out.",
      onFieldErrors: (fields) => {
        for (const [name, message] of Object.entries(fields)) {
          if (name === "currentPassword" || name === "newPassword") form.setError(name, { message });
        }
      },
    });
    if (result.ok) form.reset();
  });
  return (
    <AccountSection
      id="password"
      title={mustChange ? "Choose your own password" : "Password"}
      highlighted={highlighted}
      description={
        mustChange
          ? "You signed in with a temporary password. Choose one only you know; then the other screens open."
          : "Changing it signs you out everywhere else."
      }
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <input type="hidden" name="username" autoComplete="username" />
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register("currentPassword")}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words are strong and easy to remember; common passwords are refused.`}
          error={errors.newPassword?.message}
          {...form.register("newPassword")}
        />
        <PasswordField
          label="New password again"
          autoComplete="new-password"
          error={errors.repeat?.message}
          {...form.register("repeat")}
        />
        <div>
          <Button type="submit" disabled={pending}>
            {pending ? "Saving…" : "Change password"}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
