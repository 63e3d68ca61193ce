// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { useApiFormErrors, type ApiFormErrors } from "~/components/forms/use-api-form-errors";
import { ApiError } from "~/lib/api-client";

// The hook any form that writes through the API uses (the lead forms today, staff screens later):
// a 400's field messages next to their fields, everything else as one message for the form.

const messages = { failed: "Could not save. Try again.", tooMany: "Too many tries. Wait a little." };

interface Values {
  title: string;
  settings: { colour: string };
}

/** The hook's latest answer, handed out after each render (never written during one). */
const latest: { errors?: ApiFormErrors } = {};

function EditForm() {
  const form = useForm<Values>({ defaultValues: { title: "Diwali offer", settings: { colour: "#ffffff" } } });
  const errors = useApiFormErrors({ form, fieldNames: ["title", "settings.colour"], messages });
  useEffect(() => {
    latest.errors = errors;
  });
  const fieldErrors = form.formState.errors;
  return (
    <form>
      <label>
        Title
        <input {...form.register("title")} />
      </label>
      {fieldErrors.title && <p>{fieldErrors.title.message}</p>}
      <label>
        Colour
        <input {...form.register("settings.colour")} />
      </label>
      {fieldErrors.settings?.colour && <p>{fieldErrors.settings.colour.message}</p>}
      {errors.formError && <p role="alert">{errors.formError}</p>}
    </form>
  );
}

function apiError(status: number, body: unknown) {
  return new ApiError(status, `${status}: ${JSON.stringify(body)}`, JSON.stringify(body));
}

async function show(error: unknown) {
  await act(async () => latest.errors!.show(error));
}

afterEach(cleanup);

describe("useApiFormErrors", () => {
  it("puts a 400's field messages next to their fields, focuses the first and keeps the values", async () => {
    render(<EditForm />);
    await show(
      apiError(400, {
        error: {
          code: "invalid_input",
          message: "Some fields are not valid",
          fields: { "settings.colour": "Use a colour like #1a2b3c", title: "Keep the title short" },
        },
      }),
    );
    expect(screen.getByText("Keep the title short")).toBeTruthy();
    expect(screen.getByText("Use a colour like #1a2b3c")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Title"));
    expect(screen.getByLabelText<HTMLInputElement>("Title").value).toBe("Diwali offer");
    expect(latest.errors!.formError).toBeNull();
  });

  it("turns messages for fields the form does not show, or the root key, into the form's message", async () => {
    render(<EditForm />);
    await show(
      apiError(400, {
        error: { code: "invalid_input", message: "x", fields: { title: "Too short", slug: "Already taken" } },
      }),
    );
    expect(screen.getByRole("alert").textContent).toBe("Please check the highlighted fields. Already taken");
    await show(apiError(400, { error: { code: "invalid_input", message: "x", fields: { _: "Send an object" } } }));
    expect(screen.getByRole("alert").textContent).toBe("Send an object");
  });

  it("uses the answer's own message for a 429 and a 400 without fields, else the given messages", async () => {
    render(<EditForm />);
    await show(apiError(429, { error: { code: "rate_limited", message: "Try again in 7 minutes." } }));
    expect(latest.errors!.formError).toBe("Try again in 7 minutes.");
    await show(new ApiError(429, "429: Too Many Requests", "<html>busy</html>"));
    expect(latest.errors!.formError).toBe(messages.tooMany);
    await show(apiError(400, { error: { code: "bad_request", message: "Please call us instead." } }));
    expect(latest.errors!.formError).toBe("Please call us instead.");
    for (const failure of [
      apiError(500, { error: { code: "internal", message: "Internal error" } }),
      apiError(413, { error: { code: "payload_too_large", message: "Too large" } }),
      new TypeError("Failed to fetch"),
    ]) {
      await show(failure);
      expect(latest.errors!.formError).toBe(messages.failed);
    }
    await act(async () => latest.errors!.clear());
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
