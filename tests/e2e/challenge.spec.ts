import type { Locator, Page } from "@playwright/test";
import { createChallenge, verifySolution } from "altcha-lib/v1";
import { booted, expect, test, watchForProblems } from "./fixtures";
import { CHALLENGE_API, CHALLENGE_FIELD, SUBMIT_WAIT_MS } from "../../app/lib/forms";
import { NEWSLETTER_API } from "../../app/content/server-constants";

// The forms' proof of work in the browser (docs/behaviours.md#forms, decision 0123): invisible, loaded on
// first use, solved in a worker loaded as a file from the site, and posted with the form.
test.use({ freshVisitor: true });

const KEY = "the test's signing key";

/**
 * Challenges as the server issues them (ALTCHA's library, at most 100,000, an expiry in the salt), signed
 * with the test's key so the test can check the posted answer whatever the server's own key is. `number`
 * fixes the hidden number (the solver counts up from 0), for a test of the wait rather than of the solve.
 */
async function serveChallenges(page: Page, { number }: { number?: number } = {}) {
  const issued: string[] = [];
  await page.route(CHALLENGE_API, async (route) => {
    const challenge = await createChallenge({
      hmacKey: KEY,
      maxnumber: 100_000,
      number,
      expires: new Date(Date.now() + 60 * 60 * 1000),
    });
    issued.push(challenge.challenge);
    await route.fulfill({ json: challenge });
  });
  return issued;
}

/** Every request and worker the page starts, from the first one on. */
function watch(page: Page) {
  const requests: string[] = [];
  const workers: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  page.on("worker", (worker) => workers.push(worker.url()));
  return { requests, workers };
}

/** The field of a multipart body (`submitInPlace` posts FormData). */
const multipartField = (body: string, name: string) =>
  new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`).exec(body)?.[1];

/** Fills the contact form with a genuine enquiry (typing starts the challenge). */
async function fillContactForm(form: Locator) {
  await form.locator('[name="name"]').fill("Asha Rao");
  await form.locator('[name="email"]').fill("asha@example.com");
  await form.locator('[name="subject"]').selectOption("project");
  await form.locator('[name="message"]').fill("We would like a quote for a new booking system.");
  await form.getByRole("checkbox", { name: /Privacy Policy/ }).check();
}

test("the contact form gets one challenge once typed in, solves it in a worker and posts the answer, to the site only", async ({
  page,
  baseURL,
}, testInfo) => {
  const origin = new URL(baseURL ?? "").origin;
  const problems = await watchForProblems(page, origin);
  const issued = await serveChallenges(page);
  const { requests, workers } = watch(page);
  await page.goto("/contact");
  await booted(page);
  await page.waitForLoadState("networkidle");
  expect(
    requests.filter((url) => url.endsWith(CHALLENGE_API)),
    "no challenge before the form is used",
  ).toEqual([]);
  expect(workers, "no worker before the form is used").toEqual([]);
  const loaded = requests.length;

  const form = page.locator("#quote form");
  await fillContactForm(form);
  const answer = form.locator(`input[type="hidden"][name="${CHALLENGE_FIELD}"]`);
  // Solving takes well under a second on a quiet machine; the bound allows for a loaded test machine.
  await expect(answer).toBeAttached({ timeout: 20_000 });
  expect(workers).toHaveLength(1);
  expect(new URL(workers[0] ?? "").pathname).toMatch(/^\/assets\/challenge-worker-[\w-]+\.js$/);

  // Nothing visible changes: the form looks the same with and without its answer, at both widths.
  const field = await answer.elementHandle();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await form.scrollIntoViewIfNeeded();
    const withAnswer = await form.screenshot({
      animations: "disabled",
      path: testInfo.outputPath(`contact-typed-${width}.png`),
    });
    await field?.evaluate((element) => element.remove());
    expect(await form.screenshot({ animations: "disabled" }), `${width} px`).toEqual(withAnswer);
    await form.evaluate((element, kept) => kept && element.append(kept), field);
  }

  const posts: string[] = [];
  await page.route("/api/contact", async (route) => {
    posts.push(route.request().postData() ?? "");
    await route.fulfill({ json: { ok: true } });
  });
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.locator("[data-form-status]")).toHaveAttribute("data-form-status", "success");
  expect(posts).toHaveLength(1);
  const posted = multipartField(posts[0] ?? "", CHALLENGE_FIELD) ?? "";
  expect(await verifySolution(posted, KEY), "the posted answer solves the challenge").toBe(true);
  expect(issued, "one challenge").toHaveLength(1);

  const elsewhere = requests.slice(loaded).filter((url) => new URL(url).origin !== origin);
  expect(elsewhere, "nothing goes to another host once the form is used").toEqual([]);
  expect(await page.context().cookies(), "no cookie").toEqual([]);
  expect(await page.evaluate(() => localStorage.length + sessionStorage.length), "nothing stored").toBe(0);
  expect(problems, "no console error or CSP violation").toEqual([]);
});

test("the plain unsubscribe form posts the answer with the browser's own submission", async ({ page }) => {
  await serveChallenges(page);
  const { workers } = watch(page);
  const posts: URLSearchParams[] = [];
  await page.route(NEWSLETTER_API.unsubscribe, async (route) => {
    posts.push(new URLSearchParams(route.request().postData() ?? ""));
    await route.fulfill({ status: 303, headers: { Location: "/newsletter/unsubscribed" } });
  });
  await page.goto("/newsletter/unsubscribe");
  await booted(page);
  const form = page.locator(`main form[action="${NEWSLETTER_API.unsubscribe}"]`);
  await form.getByRole("textbox", { name: "Your email address" }).fill("ada@example.com");
  await expect(form.locator(`input[type="hidden"][name="${CHALLENGE_FIELD}"]`)).toBeAttached({ timeout: 20_000 });
  await form.getByRole("button", { name: "Unsubscribe", exact: true }).click();
  await expect(page).toHaveURL(/\/newsletter\/unsubscribed$/);
  expect(workers).toHaveLength(1);
  expect(posts).toHaveLength(1);
  expect(await verifySolution(posts[0]?.get(CHALLENGE_FIELD) ?? "", KEY)).toBe(true);
});

test("without a challenge endpoint (a static host) the contact form still submits in place, without an answer", async ({
  page,
}) => {
  await page.route(CHALLENGE_API, (route) => route.fulfill({ status: 404, body: "Not Found" }));
  const posts: string[] = [];
  await page.route("/api/contact", async (route) => {
    posts.push(route.request().postData() ?? "");
    await route.fulfill({ json: { ok: true } });
  });
  await page.goto("/contact");
  await booted(page);
  const form = page.locator("#quote form");
  await fillContactForm(form);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.locator("[data-form-status]")).toHaveAttribute("data-form-status", "success");
  expect(posts).toHaveLength(1);
  expect(multipartField(posts[0] ?? "", "email")).toBe("asha@example.com");
  expect(multipartField(posts[0] ?? "", CHALLENGE_FIELD)).toBeUndefined();
});

/**
 * The three forms, each filled by `fill` in the page (the fields' values set directly, as autofill does)
 * and with the path its post goes to and how that post is answered.
 */
const FORMS = [
  {
    name: "the contact form",
    path: "/contact",
    form: "#quote form",
    api: "/api/contact",
    answer: { json: { ok: true } },
    fields: {
      name: "Asha Rao",
      email: "asha@example.com",
      subject: "project",
      message: "We would like a quote for a new booking system.",
    },
    check: "privacy",
  },
  {
    name: "the footer newsletter form",
    path: "/portfolio",
    form: "footer form:has(#newsletter-email)",
    api: "/api/newsletter",
    answer: { json: { ok: true } },
    fields: { email: "ada@example.com" },
  },
  {
    name: "the unsubscribe form",
    path: "/newsletter/unsubscribe",
    form: `main form[action="${NEWSLETTER_API.unsubscribe}"]`,
    api: NEWSLETTER_API.unsubscribe,
    answer: { status: 303, headers: { Location: "/newsletter/unsubscribed" } },
    fields: { email: "ada@example.com" },
  },
] as const;

for (const spec of FORMS) {
  test(`${spec.name}: focused, filled and submitted in one task (as autofill does), it posts the answer`, async ({
    page,
  }) => {
    // An answer found at once: the post must wait for it, on a loaded test machine too.
    const issued = await serveChallenges(page, { number: 100 });
    const order: string[] = [];
    const posts: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path === CHALLENGE_API || path === spec.api) order.push(`${request.method()} ${path}`);
    });
    await page.route(spec.api, async (route) => {
      posts.push(route.request().postData() ?? "");
      await route.fulfill(spec.answer);
    });
    await page.goto(spec.path);
    await booted(page);
    // Nothing has fetched the form's code yet: the focus below is the first sign of use.
    await page.locator(spec.form).evaluate(
      (form: HTMLFormElement, { fields, check }) => {
        const elements = form.elements;
        (elements.namedItem(Object.keys(fields)[0] ?? "") as HTMLInputElement).focus();
        for (const [name, value] of Object.entries(fields))
          (elements.namedItem(name) as HTMLInputElement | HTMLSelectElement).value = value;
        if (check) (elements.namedItem(check) as HTMLInputElement).checked = true;
        form.requestSubmit();
      },
      { fields: spec.fields, check: "check" in spec ? spec.check : undefined },
    );
    await expect.poll(() => posts.length, { timeout: SUBMIT_WAIT_MS + 15_000 }).toBe(1);
    expect(order, "the challenge was asked for before the post").toEqual([`GET ${CHALLENGE_API}`, `POST ${spec.api}`]);
    const body = posts[0] ?? "";
    const posted =
      spec.api === NEWSLETTER_API.unsubscribe
        ? new URLSearchParams(body).get(CHALLENGE_FIELD)
        : multipartField(body, CHALLENGE_FIELD);
    expect(posted, "the post carries an answer").toBeTruthy();
    expect(await verifySolution(posted ?? "", KEY), "the posted answer solves the challenge").toBe(true);
    expect(issued).toHaveLength(1);
  });
}
