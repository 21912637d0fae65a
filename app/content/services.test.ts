import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { getService, serviceSectionDefaults, services } from "~/lib/catalogues.server";
import { megaMenus } from "~/lib/navigation.server";
import { duplicateProblems, strings } from "../../tests/support/copy-checks";
import { readOrder } from "~/lib/content-files.server";
import { services as serviceFiles, type Service } from "~/lib/content/services";

const SERVICE_IDS = readOrder(serviceFiles);

const byId = (id: string): Service => {
  const service = getService(id);
  if (!service) throw new Error(`missing service ${id}`);
  return service;
};

/** All copy of an entry as one lower-case text. */
const copyOf = (service: Service) =>
  strings(service)
    .map(([, text]) => text)
    .join(" ")
    .toLowerCase();

describe("service catalogue", () => {
  it("has one file per entry, each once in the display order, and loads them in that order", () => {
    const files = readdirSync(join(process.cwd(), "app", "content", "services"))
      .filter((file) => file.endsWith(".yml"))
      .map((file) => file.replace(/\.yml$/, ""));
    expect([...files].sort()).toEqual([...SERVICE_IDS].sort());
    expect(new Set(SERVICE_IDS).size).toBe(SERVICE_IDS.length);
    expect(services.map((service) => service.id)).toEqual([...SERVICE_IDS]);
  });

  it("resolves every Services menu slug, under the catalogue's own title (the spec's list: spec-conformance)", () => {
    const menu = megaMenus.find((candidate) => candidate.id === "services");
    const items = menu?.groups.flatMap((group) => group.items) ?? [];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const id = item.href.replace("/services/", "");
      expect(getService(id), item.href).toBeDefined();
      expect(item.label).toBe(byId(id).title);
    }
  });

  it("keeps the core services' step counts and lifecycles", () => {
    const expected: Record<string, [number, string[]]> = {
      "custom-software-development": [7, ["Initiation", "Planning", "Execution", "Monitoring", "Closure"]],
      "application-modernization": [
        7,
        ["Discovery", "Audit & Planning", "Execution", "Validation", "Deployment", "Support"],
      ],
      "mobile-app-development": [6, ["Planning", "Design", "Development", "Testing", "Deployment", "Maintenance"]],
      "enterprise-solutions": [6, ["Assessment", "Planning", "Development", "Testing", "Deployment", "Support"]],
      "it-consulting": [5, ["Assessment", "Strategy", "Planning", "Implementation", "Monitoring"]],
      "tech-strategy": [4, ["Assessment", "Strategy", "Roadmapping", "Planning"]],
      "cloud-infrastructure": [5, ["Design", "Implementation", "Security", "Optimization", "Management"]],
    };
    for (const [id, [steps, lifecycle]] of Object.entries(expected)) {
      expect(byId(id).process, id).toHaveLength(steps);
      expect(byId(id).lifecycle, id).toEqual(lifecycle);
    }
  });

  // The schema lets an entry lack its section texts and photo (docs/requirements.md#service-entries),
  // and every one of the specification's entries carries them all (docs/requirements.md#service-catalogue); the field rules themselves are the schema's.
  it.each(services.map((service) => [service.id, service] as const))("%s is complete", (_id, service) => {
    for (const key of [...Object.keys(serviceSectionDefaults), "heroImage"] as (keyof Service)[])
      expect(service[key], key).toBeTruthy();
    for (const [path, text] of strings(service)) {
      expect(text.trim(), path).not.toBe("");
      expect(text, path).not.toMatch(/lorem|ipsum|TODO|TBD|\{[a-z]+\}/i);
    }
  });

  it("uses the one stock hero photo, requested at width 1200 and quality 80", () => {
    const images = new Set(services.map((service) => service.heroImage));
    expect(images.size).toBe(1);
    const url = new URL([...images][0] ?? "");
    expect(url.protocol).toBe("https:");
    expect(url.searchParams.get("w")).toBe("1200");
    expect(url.searchParams.get("q")).toBe("80");
  });

  it("states pricing as a model in words, never an amount", () => {
    for (const service of services) {
      expect(service.pricing, service.id).toMatch(/scope/i);
      expect(service.pricing, service.id).not.toMatch(/[$€£₹]|\b(usd|inr|eur)\b|\d/i);
    }
  });

  it("gives every service its own description, title and FAQ questions", () => {
    const fields = (service: Service): [string, string][] => [
      ["title", service.title],
      ["description", service.description],
      ...service.faqs.map((faq, index): [string, string] => [`faqs[${index}].question`, faq.question]),
    ];
    expect(duplicateProblems("services", services, fields)).toEqual([]);
  });

  it("names the file and the field of an added entry that repeats another's title or question", () => {
    const [first] = services;
    if (!first) throw new Error("no services");
    const added = { ...first, id: "added-service", description: "Its own description." };
    const fields = (service: Service): [string, string][] => [
      ["title", service.title],
      ["description", service.description],
      ...service.faqs.map((faq, index): [string, string] => [`faqs[${index}].question`, faq.question]),
    ];
    expect(duplicateProblems("services", [first, added], fields)).toEqual([
      `app/content/services/added-service.yml: title: same as app/content/services/${first.id}.yml`,
      ...first.faqs.map(
        (_faq, index) =>
          `app/content/services/added-service.yml: faqs[${index}].question: same as app/content/services/${first.id}.yml`,
      ),
    ]);
  });

  it("carries the marketing timelines in the matching entries", () => {
    const range = (a: string, b: string) => new RegExp(`${a}\\s*(?:-|–|to)\\s*${b}`, "i");
    const timelines: [string, RegExp][] = [
      ["custom-software-development", range("3", "9 months")],
      ["mobile-app-development", range("3", "6 months")],
      ["tech-strategy", range("4", "8 weeks")],
      ["application-modernization", /few weeks to several months/i],
      ["digital-transformation", range("6", "12 months")],
      ["devops", range("3", "6 months")],
      ["mlops", range("3", "6 months")],
      ["digital-marketing", range("3", "6 months")],
      ["product-development", range("2", "4 months")],
      ["product-development", range("6", "12 months")],
      ["poc-development", range("2", "6 weeks")],
      ["application-redesign", range("4", "12 weeks")],
      ["market-research", range("2", "8 weeks")],
      ["product-strategy", range("4", "8 weeks")],
      ["technical-feasibility-analysis", range("2", "4 weeks")],
      ["ai-poc-mvp", range("2", "4 weeks")],
      ["ai-poc-mvp", range("4", "8 weeks")],
    ];
    for (const [id, pattern] of timelines) expect(copyOf(byId(id)), id).toMatch(pattern);
  });

  it("states the SLA response times by severity and 24/7 enterprise support", () => {
    const text = copyOf(byId("sla-support"));
    expect(text).toMatch(/critical[^.]*15 minutes/);
    expect(text).toMatch(/high[^.]*1 hour/);
    expect(text).toMatch(/medium[^.]*4 hours/);
    expect(text).toMatch(/low[^.]*24 hours/);
    expect(text).toContain("24/7");
  });
});
