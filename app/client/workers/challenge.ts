/**
 * The proof-of-work worker (docs/decisions/0123-our-own-challenge-solver.md): a file of its own under
 * /assets/ (bundled by scripts/client-bundle.ts), loaded from the site's origin under the page's
 * `script-src 'self'`. It receives a challenge, answers the number that solves it (or null), and is then
 * ended by the page.
 */
import { type Challenge, solve } from "../solve-challenge";

addEventListener("message", (event: MessageEvent<Challenge>) => {
  void solve(event.data).then(
    (number) => postMessage(number ?? null),
    () => postMessage(null),
  );
});
