// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { retention } from "../app/content/server-constants";
import { policyFacts, PRIVACY_FACTS_FILE, privacyConfig } from "../app/lib/privacy";
import { site } from "../app/site";
import { checkPolicy, policyDisagreements, serverFacts } from "./policy-check";

const server = {
  SMTP_URL: undefined as string | undefined,
  NOTIFY_WEBHOOK_URL: undefined as string | undefined,
  MAIL_PROVIDER: undefined as string | undefined,
  RATE_LIMIT_WINDOW_SECONDS: 600,
};

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the built privacy policy checked against the server at start", () => {
  it("finds nothing to say when the server runs as the policy was written", () => {
    const policy = policyFacts(
      privacyConfig({ ...site, mailProvider: "" }, { SMTP_URL: "", NOTIFY_WEBHOOK_URL: "", DATABASE_URL: "" }),
    );
    expect(policyDisagreements(policy, serverFacts(server, "sqlite"))).toEqual([]);
  });

  it("names the variable, the policy's value and the server's, one line each", () => {
    const policy = policyFacts(
      privacyConfig(
        { ...site, mailProvider: "Postmark" },
        { SMTP_URL: "smtp://x", NOTIFY_WEBHOOK_URL: "", DATABASE_URL: "" },
      ),
    );
    const lines = policyDisagreements(
      policy,
      serverFacts(
        {
          SMTP_URL: undefined,
          NOTIFY_WEBHOOK_URL: "https://hooks.zapier.com/x",
          MAIL_PROVIDER: "Amazon SES",
          RATE_LIMIT_WINDOW_SECONDS: 60,
        },
        "postgres",
      ),
    );
    expect(lines).toEqual([
      expect.stringMatching(
        /on DATABASE_URL: the built policy says files in DATA_DIR \(DATABASE_URL unset\), the server has a database \(DATABASE_URL set\)\. Rebuild/,
      ),
      expect.stringMatching(
        /on SMTP_URL: the built policy says email notifications on \(set\), the server has unset\./,
      ),
      expect.stringMatching(
        /on NOTIFY_WEBHOOK_URL: the built policy says webhook notifications off \(unset\), the server has set\./,
      ),
      expect.stringMatching(/on MAIL_PROVIDER: the built policy says "Postmark", the server has "Amazon SES"\./),
      expect.stringMatching(
        /on RATE_LIMIT_WINDOW_SECONDS: the built policy says 600 \(IP addresses kept about 10 minutes\), the server has 60\./,
      ),
    ]);
    for (const line of lines) expect(line).not.toContain("hooks.zapier.com");
  });

  it("checks no channel or storage the policy describes in words true either way", () => {
    const policy = policyFacts(privacyConfig({ ...site, mailProvider: "" }, {}));
    const lines = policyDisagreements(
      policy,
      serverFacts({ ...server, SMTP_URL: "smtp://x", NOTIFY_WEBHOOK_URL: "https://h.example" }, "postgres"),
    );
    expect(lines).toEqual([]);
  });

  it("reports retention periods that differ from the ones the server enforces", () => {
    const policy = {
      ...policyFacts(privacyConfig({ ...site, mailProvider: "" }, {})),
      retention: { ...retention, held: { days: 90 } },
    };
    expect(policyDisagreements(policy, serverFacts(server, "sqlite"))).toEqual([
      expect.stringMatching(
        /on the retention periods \(app\/content\/server-constants\.ts\): the built policy says .*"days":90/,
      ),
    ]);
  });

  it("reads the facts the build wrote beside the site root, logs each disagreement, and says when there are none to read", () => {
    const build = mkdtempSync(join(tmpdir(), "policy-check-"));
    dirs.push(build);
    const root = join(build, "client");
    mkdirSync(root);
    const log: string[] = [];
    expect(checkPolicy(root, server, "sqlite", (line) => log.push(line))).toEqual([]);
    expect(log).toEqual([expect.stringMatching(/^Privacy policy: no privacy-facts\.json beside .*not compared/)]);
    writeFileSync(
      join(build, PRIVACY_FACTS_FILE),
      JSON.stringify(policyFacts(privacyConfig({ ...site, mailProvider: "" }, { DATABASE_URL: "" }))),
    );
    log.length = 0;
    expect(checkPolicy(root, server, "sqlite", (line) => log.push(line))).toEqual([]);
    expect(log).toEqual([expect.stringMatching(/^Privacy policy: says what this server does/)]);
    log.length = 0;
    expect(checkPolicy(root, server, "postgres", (line) => log.push(line))).toHaveLength(1);
    expect(log).toEqual([expect.stringMatching(/^Privacy policy disagrees with this server on DATABASE_URL/)]);
  });
});
