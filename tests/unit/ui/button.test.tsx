// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Button, buttonVariants } from "../../../app/components/ui/button";
import { Skeleton } from "../../../app/components/ui/skeleton";
import { CardTitle } from "../../../app/components/ui/card";

afterEach(cleanup);

describe("Button", () => {
  it("renders a type=button <button> with the default brand style", () => {
    render(<Button>Apply now</Button>);
    const button = screen.getByRole("button", { name: "Apply now" });
    expect(button.tagName).toBe("BUTTON");
    expect(button.getAttribute("type")).toBe("button");
    expect(button.className).toContain("bg-brand-700");
    expect(button.className).toContain("h-11");
  });

  it("asChild renders the child link with the button classes", () => {
    render(
      <Button asChild variant="accent" size="lg" className="w-full">
        <a href="/contact">Contact us</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Contact us" });
    expect(link.tagName).toBe("A");
    expect(link.getAttribute("href")).toBe("/contact");
    expect(link.getAttribute("type")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
    for (const cls of buttonVariants({ variant: "accent", size: "lg" }).split(" ")) {
      expect(link.classList.contains(cls)).toBe(true);
    }
    expect(link.classList.contains("w-full")).toBe(true);
  });

  it("disabled buttons are not clickable", () => {
    render(<Button disabled>Send</Button>);
    expect(screen.getByRole("button", { name: "Send" })).toHaveProperty("disabled", true);
  });
});

describe("Card and Skeleton", () => {
  it("CardTitle is an h3 unless another level is asked for", () => {
    render(
      <>
        <CardTitle>Home loan</CardTitle>
        <CardTitle as="h2">Personal loan</CardTitle>
      </>,
    );
    expect(screen.getByRole("heading", { level: 3, name: "Home loan" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Personal loan" })).toBeTruthy();
  });

  it("Skeleton is hidden from assistive technology", () => {
    const { container } = render(<Skeleton className="h-4 w-20" />);
    const el = container.firstElementChild!;
    expect(el.getAttribute("aria-hidden")).toBe("true");
    expect(el.classList.contains("animate-pulse")).toBe(true);
  });
});
