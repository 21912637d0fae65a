import { describe, expect, it } from "vitest";
import { legal as legalIdentity, site } from "~/site";
import { legalDocuments } from "./catalogues.server";
import { CONSENT_KEY } from "./consent";
import { THEME_KEY } from "./theme";
import {
  BROWSER_STORAGE,
  bannerText,
  consentLabels,
  controllerDefinitions,
  dataDestinations,
  externalHost,
  policyFacts,
  privacyConfig,
  storageCategories,
  withDerivedBlocks,
  type PrivacyConfig,
} from "./privacy";
import type { AnalyticsDisclosure } from "./analytics/config";

const defaults = privacyConfig(site, {});
const formService: PrivacyConfig = {
  ...defaults,
  contactEndpoint: "https://forms.example.net/f/abc",
  newsletterEndpoint: "https://lists.example.org/subscribe",
};
const plausible: AnalyticsDisclosure = {
  name: "Plausible Analytics",
  host: "plausible.io",
  stores: "It stores nothing in your browser.",
  retention: "as long as the account exists",
};
const text = (lines: { title?: string; description?: string }[] | string[]) => JSON.stringify(lines);

describe("the privacy story follows the configuration (decision 0021)", () => {
  it("by default: the site's own store, general words for notifications, the map and the image host", () => {
    const lines = dataDestinations(defaults);
    expect(lines.join("\n")).toMatch(/Our own storage: contact form messages and newsletter sign-ups are stored/);
    // The build does not know where the server stores: words true for files and for a managed database.
    expect(lines.join("\n")).toMatch(/in files on the server that runs this website or in a database we set up for it/);
    expect(lines.join("\n")).not.toMatch(/form service that receives/);
    expect(lines.join("\n")).toMatch(/when our server is set up to notify us/);
    expect(lines.join("\n")).toContain("images.unsplash.com");
    expect(lines.join("\n")).toMatch(/Google Maps: the contact page shows a map only when you select Show map/);
    expect(lines.join("\n")).not.toMatch(/analytics/i);
  });

  it("names a form service by its host when an endpoint points elsewhere, and drops the own-store line", () => {
    const lines = dataDestinations(formService).join("\n");
    expect(lines).toContain("forms.example.net");
    expect(lines).toContain("lists.example.org");
    expect(lines).not.toMatch(/Our own storage/);
    expect(externalHost("/api/contact", site.origin)).toBeUndefined();
    expect(externalHost(`${site.origin}/api/contact`, site.origin)).toBeUndefined();
  });

  it("states email and webhook notifications exactly when the build knows they are set", () => {
    const both = dataDestinations(privacyConfig(site, { SMTP_URL: "smtp://x", NOTIFY_WEBHOOK_URL: "https://h" }));
    expect(both.join("\n")).toMatch(/Email notifications/);
    expect(both.join("\n")).toMatch(/Webhook notifications/);
    // A webhook may lead to another company's service (docs/configuration.md suggests Zapier or a CRM): said so.
    expect(both.join("\n")).toMatch(/may be run by another company on our behalf/);
    expect(both.join("\n")).not.toMatch(/our own internal systems/);
    const emailOnly = dataDestinations(privacyConfig(site, { SMTP_URL: "smtp://x" })).join("\n");
    expect(emailOnly).toMatch(/Email notifications/);
    expect(emailOnly).not.toMatch(/Webhook notifications|set up to notify/);
    // Never the credentials: only whether a channel exists.
    expect(both.join("\n")).not.toContain("smtp://x");
  });

  it("names who delivers newsletter issues, and says when sign-ups are taken without a confirmation email", () => {
    const withEmail = dataDestinations(privacyConfig({ ...site, mailProvider: "Postmark" }, { SMTP_URL: "smtp://x" }));
    expect(withEmail.join("\n")).toMatch(/Newsletter issues: .*through Postmark, the email service we use/);
    expect(withEmail.join("\n")).toMatch(/confirm a newsletter sign-up/);
    expect(withEmail.join("\n")).not.toMatch(/without a link to confirm/);
    // No SMTP_URL: the server stores sign-ups as single opt-in (server/collector.ts), and the policy says so.
    const noEmail = dataDestinations(privacyConfig(site, { NOTIFY_WEBHOOK_URL: "https://h" })).join("\n");
    expect(noEmail).toMatch(/taken as entered, without a link to confirm it/);
    expect(noEmail).not.toMatch(/confirm a newsletter sign-up is sent/);
  });

  it("never says a newsletter sign-up is forwarded; contact messages alone go to the team", () => {
    const configs = [
      defaults,
      privacyConfig(site, {}),
      privacyConfig(site, { SMTP_URL: "smtp://x", NOTIFY_WEBHOOK_URL: "https://h" }),
      privacyConfig(site, { SMTP_URL: "", NOTIFY_WEBHOOK_URL: "" }),
    ];
    for (const config of configs) {
      const lines = dataDestinations(config).join("\n");
      expect(lines).toContain("A newsletter sign-up is used only to send you the newsletter");
      expect(lines).not.toMatch(/accepted message|sign-ups? (is|are) (emailed|forwarded|sent) to our/i);
    }
    const both = dataDestinations(configs[2]!).join("\n");
    expect(both).toMatch(/a copy of each contact form message is emailed to our team inbox/);
    expect(both).toMatch(/a copy of each contact form message is sent through a webhook to a system we choose/);
  });

  it("says where submissions are stored as the build knows it: files, a database, or words true for both", () => {
    const ownStorage = (lines: string[]) => lines.find((line) => line.startsWith("Our own storage:")) ?? "";
    const files = ownStorage(dataDestinations(privacyConfig(site, { DATABASE_URL: "" })));
    expect(files).toMatch(/stored in files on the server that runs this website\./);
    expect(files).not.toMatch(/database/);
    const database = dataDestinations(privacyConfig(site, { DATABASE_URL: "postgres://u:secret@db.example.com/x" }));
    expect(ownStorage(database)).toMatch(/stored in the database our website's server uses/);
    expect(ownStorage(database)).not.toMatch(/files on the server/);
    expect(database.join("\n")).not.toMatch(/secret|db\.example\.com/);
    // Whoever hosts the database stores what the server stores, and the policy says so.
    expect(database.join("\n")).toMatch(/Hosting: the companies that host our server, and our database if we use one/);
  });

  it("writes down the facts the policy was written from, for the server to check at start", () => {
    expect(policyFacts(privacyConfig(site, {}))).toEqual({
      mailProvider: site.mailProvider,
      rateLimitWindowSeconds: 600,
      retention: expect.objectContaining({ messages: { months: 24 }, careerMessages: { months: 12 } }),
    });
    expect(
      policyFacts(privacyConfig({ ...site, mailProvider: "Postmark" }, { SMTP_URL: "smtp://x", DATABASE_URL: "" })),
    ).toMatchObject({ storage: "files", notifications: { email: true, webhook: false }, mailProvider: "Postmark" });
  });

  it("names the mail provider that sends the confirmation email, from the configuration, or says it in general words", () => {
    const named = dataDestinations(privacyConfig({ ...site, mailProvider: "Postmark" }, { SMTP_URL: "smtp://x" }));
    expect(named.join("\n")).toContain(
      "Postmark: the email that asks you to confirm a newsletter sign-up is sent to your address through Postmark, the email service we use",
    );
    expect(named.join("\n")).toContain("emailed to our team inbox through Postmark, the email service we use.");
    const unnamed = dataDestinations(privacyConfig({ ...site, mailProvider: "" }, {})).join("\n");
    expect(unnamed).toContain(
      "Our email service: when our server is set up to send email, the email that asks you to confirm a newsletter sign-up is sent to your address through the email service we use",
    );
    // A server that cannot send mail sends no confirmation email, and the policy does not claim one.
    const noMail = dataDestinations(privacyConfig({ ...site, mailProvider: "Postmark" }, { SMTP_URL: "" })).join("\n");
    expect(noMail).not.toMatch(/confirm a newsletter sign-up/);
    // Sign-ups kept by a form service: our server sends them nothing, so it claims nothing about them.
    expect(dataDestinations(formService).join("\n")).not.toMatch(/confirm a newsletter sign-up|used only to send you/);
  });

  it("names every item the site keeps in the browser, under the key the code uses", () => {
    const essential = storageCategories(defaults).find((category) => category.title === "Essential");
    for (const item of BROWSER_STORAGE) expect(essential?.description).toContain(`under the key ${item.key}`);
    expect(BROWSER_STORAGE.map((item) => item.key)).toEqual(expect.arrayContaining([CONSENT_KEY, THEME_KEY]));
  });

  it("has no analytics category, word or banner mention while no analytics is configured", () => {
    expect(storageCategories(defaults).map((category) => category.title)).toEqual(["Essential", "Optional content"]);
    expect(bannerText(defaults)).not.toMatch(/analytics/i);
    expect(bannerText(defaults)).toMatch(/sets no cookies of its own/);
    expect(text(Object.values(consentLabels(defaults)))).not.toMatch(/analytics|cookies/i);
  });

  it("adds the analytics category, its provider and retention once one is configured", () => {
    const config = { ...defaults, analytics: plausible };
    expect(storageCategories(config).map((category) => category.title)).toContain("Analytics");
    expect(text(storageCategories(config))).toContain("as long as the account exists");
    expect(bannerText(config)).toMatch(/analytics/);
    expect(dataDestinations(config).join("\n")).toContain("plausible.io");
  });

  it("names the controller from the legal identity, and hides each empty line", () => {
    const legal = { ...legalIdentity, registrationNumber: "", dataProtectionContact: "", euRepresentative: "" };
    expect(controllerDefinitions(legal, "privacy@x.example").map((row) => row.title)).toEqual([
      "Controller",
      "Privacy contact",
    ]);
    const full = { ...legal, registrationNumber: "U72900KA2020PTC000000", euRepresentative: "Rep GmbH, Berlin" };
    expect(controllerDefinitions(full, "").map((row) => row.title)).toEqual([
      "Controller",
      "Registration number",
      "Representative in the European Union",
    ]);
    expect(controllerDefinitions(legal, "")[0]?.description).toContain(legalIdentity.entityName);
  });

  it("fills every derived block of both policies, and no policy text claims a cookie of the site's own", () => {
    const policies = legalDocuments.filter((entry) => /\/(privacy|cookie)-policy$/.test(entry.path));
    expect(policies).toHaveLength(2);
    for (const document of policies) {
      const filled = withDerivedBlocks(document, defaults);
      for (const section of filled.sections.filter((s) => s.derived)) {
        expect((section.list?.length ?? 0) + (section.definitions?.length ?? 0), section.id).toBeGreaterThan(0);
      }
      expect(JSON.stringify(filled)).not.toMatch(/essential cookies|analytics cookies/i);
    }
  });
});
