import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useStaffAction } from "~/components/admin/use-staff-action";
import { TextField } from "~/components/forms/fields";
import { Button } from "~/components/ui/button";
import { UpdateProfileSchema } from "~server/users/user.schema";
import { AccountSection } from "./account-section";

export function ProfileSection({ displayName, version }: { displayName: string; version: number }) {
  const { run, pending } = useStaffAction();
  const form = useForm<z.input<typeof UpdateProfileSchema>>({
    resolver: zodResolver(UpdateProfileSchema),
    defaultValues: { displayName },
    values: { displayName },
  });
  return (
    <AccountSection
      id="profile"
      title="Your name"
      description="How colleagues see you in the staff area and the activity log."
    >
      <form
        key={version}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit(async (values) => {
          await run("/api/admin/account", {
            method: "PATCH",
            body: values,
            success: "Name saved.",
            onFieldErrors: (fields) =>
              fields.displayName && form.setError("displayName", { message: fields.displayName }),
          });
        })}
      >
        <TextField
          label="Display name"
          autoComplete="name"
          error={form.formState.errors.displayName?.message}
          {...form.register("displayName")}
        />
        <div>
          <Button type="submit" variant="outline" disabled={pending || !form.formState.isDirty}>
            Save name
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
