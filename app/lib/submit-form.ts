/** What the collector (or a form service) said about a form posted in place. */
export type SubmitResult = { ok: true } | { ok: false; message: string };

/**
 * Posts a form in place, with the same body and target as the browser's own submission would use,
 * asking for JSON (D7, D8). Accepted means a 2xx answer that does not say `ok: false`; anything else,
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
    return { ok: false, message: "We could not reach the server." };
  }
  const result = (await response.json().catch(() => ({}))) as { ok?: boolean; message?: string };
  if (response.ok && result.ok !== false) return { ok: true };
  return { ok: false, message: result.message ?? `The server answered ${response.status}.` };
}
