import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

/** The ways to reach the office a lead form shows (the root loader's settings), for component tests. */
export const formContact = {
  whatsappNumber: "+919000000000",
  phone: "+914842000000",
  contactEmail: "support@example.com",
  businessHours: "Monday to Saturday, 9:30 am to 6:30 pm IST",
};

/** An answer of the API: `body` as JSON with `status`. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

/**
 * A lead form test file's browser: before each test `fetch` is a fresh mock (the one answered) and
 * the storage the forms keep values in is empty; after it, the page is cleaned up.
 */
export function mockFetchPerTest(): ReturnType<typeof vi.fn> {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
    sessionStorage.clear();
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}
