// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { submitInPlace } from "./submit-form";

const form = () => {
  const element = document.createElement("form");
  element.action = "/api/contact";
  element.innerHTML = '<input name="email" value="ada@example.com">';
  return element;
};

describe("posting a form in place", () => {
  it("posts the form's own fields to its action, asking for JSON", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response('{"ok":true}', { status: 200 }));
    expect(await submitInPlace(form())).toEqual({ ok: true, confirm: false });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/api\/contact$/);
    expect((init?.body as FormData).get("email")).toBe("ada@example.com");
    expect(init?.headers).toEqual({ Accept: "application/json" });
  });

  it("accepts a 2xx answer without a verdict (a form service's), refuses one that says ok: false", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(new Response("{}", { status: 200 }));
    expect(await submitInPlace(form())).toEqual({ ok: true, confirm: false });
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(
      new Response('{"ok":false,"message":"Email Address is required."}', { status: 200 }),
    );
    expect(await submitInPlace(form())).toEqual({ ok: false, message: "Email Address is required." });
  });

  it("refuses an error status, keeping the endpoint's reason or naming the status, and a network failure", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(new Response('{"message":"Too many."}', { status: 429 }));
    expect(await submitInPlace(form())).toEqual({ ok: false, message: "Too many." });
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(new Response("no", { status: 405 }));
    expect(await submitInPlace(form())).toEqual({ ok: false, message: "The server answered 405." });
    vi.spyOn(globalThis, "fetch").mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(await submitInPlace(form())).toEqual({ ok: false, message: "We could not reach the server." });
  });

  it("names a form service on another origin when it cannot be reached or refuses this site (CORS)", async () => {
    const element = form();
    element.action = "https://forms.example.net/f/abc";
    vi.spyOn(globalThis, "fetch").mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const refused = await submitInPlace(element);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.message).toMatch(/form service at forms\.example\.net/);
  });

  it("reads a service's own error shape and a non-JSON error page", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(new Response('{"error":"Form is disabled"}', { status: 403 }));
    expect(await submitInPlace(form())).toEqual({ ok: false, message: "Form is disabled" });
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(
      new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" }),
    );
    expect(await submitInPlace(form())).toEqual({ ok: false, message: "The server answered 502 Bad Gateway." });
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(new Response("<html>Thanks!</html>", { status: 200 }));
    expect(await submitInPlace(form())).toEqual({ ok: true, confirm: false });
  });
});
