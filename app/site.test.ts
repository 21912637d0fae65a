import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { formatAddress, pageTitle, site } from "./site";
import { fillTokensInContent } from "~/lib/tokens";
import { walk } from "../scripts/files";

const sourceFiles = (dir: string) =>
  walk(dir).filter((file) => /\.(ts|tsx|css)$/.test(file) && !/\.test\.tsx?$/.test(file));

describe("site configuration", () => {
  it("joins the address and formats page titles", () => {
    expect(site.address.fullAddress).toBe("4th Floor, 21 Residency Road, Bengaluru, Karnataka 560025, India");
    expect(formatAddress({ street: "", city: "Pune", state: "", zip: "", country: "India" })).toBe("Pune, India");
    expect(pageTitle("Portfolio")).toBe("Portfolio | Brightlane");
    expect(site.homeTitle).toBe("Innovative Software Solutions & IT Consulting | Brightlane");
  });

  it("is the only source file that spells the brand, contact details or external URLs", () => {
    // Every part of the address and every contact value (the country only as part of the address: a
    // legal text may name the country whose law applies, through {country}).
    const { street, city, state, zip, country } = site.address;
    const constants = [
      site.brand,
      site.email,
      ...Object.values(site.departmentEmails),
      street,
      city,
      state,
      zip,
      `${zip}, ${country}`,
      site.phone,
      site.ethics.phone,
      site.ethics.street,
      ...Object.values(site.socialLinks),
      site.hireUsUrl,
      "brightlane.example",
    ].filter((value) => value.length > 0);
    const offenders: string[] = [];
    for (const file of [...sourceFiles("app"), ...sourceFiles("server")]) {
      if (file === join("app", "site.ts")) continue;
      const text = readFileSync(file, "utf8");
      for (const constant of constants)
        if (text.includes(constant)) offenders.push(`${relative(".", file)}: ${constant}`);
    }
    expect(offenders).toEqual([]);
  });

  it("writes business hours as a range with an en dash (house style)", () => {
    for (const hours of [site.businessHours.mondayToFriday, site.businessHours.saturday]) {
      if (hours === "Closed" || hours === "") continue;
      expect(hours).toMatch(/^\d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M$/);
    }
  });

  it("resolves {brand} in catalogue copy from the configuration", () => {
    expect(fillTokensInContent({ a: ["Why {brand}?"], b: 3 })).toEqual({ a: [`Why ${site.brand}?`], b: 3 });
  });
});
