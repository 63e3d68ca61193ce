import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiRequest, getQueryFn, urlFromQueryKey } from "~/lib/api-client";

type FetchCall = [string, RequestInit];

function mockFetch(response: Response) {
  const fn = vi.fn(async (_url: string, _init?: RequestInit) => response.clone());
  vi.stubGlobal("fetch", fn);
  return fn;
}

function memoryStorage(initial: Record<string, string> = {}) {
  const store = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  };
}

beforeEach(() => {
  vi.stubGlobal("localStorage", memoryStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("apiRequest", () => {
  it("defaults to GET, always sends credentials and returns parsed JSON", async () => {
    const fetch = mockFetch(json([{ id: 1 }]));
    await expect(apiRequest("/api/loan-services")).resolves.toEqual([{ id: 1 }]);
    const [url, init] = fetch.mock.calls[0] as FetchCall;
    expect(url).toBe("/api/loan-services");
    expect(init.method).toBe("GET");
    expect(init.credentials).toBe("include");
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty("Content-Type");
  });

  it("sends a JSON body with a JSON content type", async () => {
    const fetch = mockFetch(json({ ok: true }, 201));
    await apiRequest("/api/leads", { method: "POST", body: { name: "Asha" } });
    const [, init] = fetch.mock.calls[0] as FetchCall;
    expect(init.method).toBe("POST");
    expect(init.body).toBe('{"name":"Asha"}');
    expect(init.headers).toMatchObject({ "Content-Type": "application/json" });
  });

  it("returns the raw response when the answer is not JSON", async () => {
    mockFetch(new Response("plain text", { status: 200, headers: { "Content-Type": "text/plain" } }));
    const result = await apiRequest("/download/file.txt");
    expect(result).toBeInstanceOf(Response);
    expect(await (result as Response).text()).toBe("plain text");
  });

  it("throws 'STATUS: body' for a non-OK answer", async () => {
    mockFetch(new Response('{"error":"nope"}', { status: 400, statusText: "Bad Request" }));
    await expect(apiRequest("/api/leads")).rejects.toThrow('400: {"error":"nope"}');
  });

  it("throws 'STATUS: statusText' when the body is empty", async () => {
    mockFetch(new Response(null, { status: 503, statusText: "Service Unavailable" }));
    await expect(apiRequest("/api/leads")).rejects.toThrow("503: Service Unavailable");
  });

  it("sends the bearer token from localStorage adminToken on admin API paths only", async () => {
    vi.stubGlobal("localStorage", memoryStorage({ adminToken: "secret-token" }));
    const fetch = mockFetch(json({}));
    await apiRequest("/api/admin/leads");
    await apiRequest("/api/loan-services");
    expect((fetch.mock.calls[0] as FetchCall)[1].headers).toMatchObject({ Authorization: "Bearer secret-token" });
    expect((fetch.mock.calls[1] as FetchCall)[1].headers).not.toHaveProperty("Authorization");
  });

  it("sends no Authorization header when no token is stored", async () => {
    const fetch = mockFetch(json({}));
    await apiRequest("/api/admin/leads");
    expect((fetch.mock.calls[0] as FetchCall)[1].headers).not.toHaveProperty("Authorization");
  });
});

describe("query function", () => {
  it("uses the first key element as the path", () => {
    expect(urlFromQueryKey(["/api/loan-services"])).toBe("/api/loan-services");
  });

  it("turns truthy object params into a query string and drops falsy ones", () => {
    expect(
      urlFromQueryKey(["/api/admin/leads", { page: 2, status: "new", q: "", archived: false, city: null, limit: 0 }]),
    ).toBe("/api/admin/leads?page=2&status=new");
  });

  it("ignores a second element that is not an object", () => {
    expect(urlFromQueryKey(["/api/popups/home", "home"])).toBe("/api/popups/home");
  });

  it("fetches with credentials and the admin bearer header, parsing JSON", async () => {
    vi.stubGlobal("localStorage", memoryStorage({ adminToken: "t1" }));
    const fetch = mockFetch(json({ items: [], total: 0 }));
    const queryFn = getQueryFn({ on401: "throw" });
    const result = await queryFn({ queryKey: ["/api/admin/leads", { page: 1 }] } as never);
    expect(result).toEqual({ items: [], total: 0 });
    const [url, init] = fetch.mock.calls[0] as FetchCall;
    expect(url).toBe("/api/admin/leads?page=1");
    expect(init.credentials).toBe("include");
    expect(init.headers).toMatchObject({ Authorization: "Bearer t1" });
  });

  it("throws on 401 by default", async () => {
    mockFetch(new Response("Unauthorized", { status: 401 }));
    const queryFn = getQueryFn({ on401: "throw" });
    await expect(queryFn({ queryKey: ["/api/admin/auth/me"] } as never)).rejects.toThrow("401: Unauthorized");
  });

  it("yields null on 401 when configured to", async () => {
    mockFetch(new Response("Unauthorized", { status: 401 }));
    const queryFn = getQueryFn({ on401: "returnNull" });
    await expect(queryFn({ queryKey: ["/api/admin/auth/me"] } as never)).resolves.toBeNull();
  });
});
