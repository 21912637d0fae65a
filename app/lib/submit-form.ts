/** What the collector (or a form service) said about a form posted in place. */
/**
 * `confirm`: the collector accepted a newsletter sign-up and emailed a link to confirm it (double opt-in,
 * server/collector.ts answers `{ ok: true, confirm: true }`), so the address is not subscribed yet.
 */
export type SubmitResult = { ok: true; confirm: boolean } | { ok: false; message: string };

/**
 * Posts a form in place, with the same body and target as the browser's own submission would use,
 * asking for JSON (docs/requirements.md#contact-form, #newsletter). Accepted means a 2xx answer that does not say `ok: false`; anything else,
 * including no answer, is a refusal with the reason the endpoint gave or one of ours.
 */
export async function submitInPlace(form: HTMLFormElement): Promise<SubmitResult> {
  let response: Response;
  try {
    response = await fetch(form.action, {
      method: "POST",
      body: new FormData(form),
      headers: { Accept: "application/json" },
    });
  } catch {
    // A network failure and a refusal by the browser's cross-origin rules (CORS) look the same here.
    const target = new URL(form.action, location.href);
    return {
      ok: false,
      message:
        target.origin === location.origin
          ? "We could not reach the server."
          : `We could not reach the form service at ${target.host}: it did not answer, or it does not accept forms sent from this site.`,
    };
  }
  // A service may answer JSON ({ ok, message } or its own shape) or a page: only an explicit refusal,
  // or an error status, counts as not accepted.
  const result = (await response.json().catch(() => ({}))) as {
    ok?: boolean;
    confirm?: unknown;
    message?: unknown;
    error?: unknown;
  };
  if (response.ok && result.ok !== false) return { ok: true, confirm: result.confirm === true };
  const said = [result.message, result.error].find(
    (value): value is string => typeof value === "string" && value !== "",
  );
  return {
    ok: false,
    message: said ?? `The server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ""}.`,
  };
}
