import { SEARCH_INDEX_PATH } from "../app/lib/constants";
import { describe, expect, it } from "vitest";
import { SERVICE_ALIASES } from "../app/content/services/ids";
import {
  cacheControlFor,
  trailingSlashRedirect,
  findFallbackRedirect,
  findNotFoundPage,
  findRedirect,
  renderHeadersFile,
  renderRedirectsFile,
  securityHeaders,
} from "./rules";

describe("routing rules", () => {
  it("matches exact redirects with or without a trailing slash", () => {
    expect(findRedirect("/services/digital-transformation2")?.to).toBe("/services/digital-transformation");
    expect(findRedirect("/services/devopss/")?.to).toBe("/services/devops");
    expect(findRedirect("/solutions/healthcare-solutions")?.status).toBe(301);
    expect(findRedirect("/services/devops")).toBeUndefined();
  });

  it("falls back to the list page for unknown ids but never for the list itself", () => {
    expect(findFallbackRedirect("/services/unknown")).toMatchObject({ to: "/services", status: 302 });
    expect(findFallbackRedirect("/solutions/unknown")).toMatchObject({ to: "/solutions", status: 302 });
    expect(findFallbackRedirect("/services/")).toBeUndefined();
    expect(findFallbackRedirect("/elsewhere/x")).toBeUndefined();
    expect(findNotFoundPage("/elsewhere/x")).toBe("/404.html");
  });

  it("gives nested paths under a catalogue prefix the 404 page, never a redirect", () => {
    for (const path of ["/services/a/b", "/services/a/b/", "/solutions/x/y", "/services/mlops/extra"]) {
      expect(findFallbackRedirect(path), path).toBeUndefined();
      expect(findRedirect(path), path).toBeUndefined();
      expect(findNotFoundPage(path), path).toBe("/404.html");
    }
    expect(findNotFoundPage("/elsewhere/x")).toBe("/404.html");
  });

  it("writes the same rules for static hosts, exact ones before the fallbacks", () => {
    const file = renderRedirectsFile();
    for (const [alias, id] of Object.entries(SERVICE_ALIASES)) {
      expect(file).toContain(`/services/${alias}  /services/${id}  301`);
    }
    expect(file.indexOf("/services/devopss")).toBeLessThan(file.indexOf("/services/:id  /services  302"));
    // No rule turns a nested path into a redirect: only exact paths and one-segment placeholders.
    for (const line of file.split("\n").filter((entry) => entry && !entry.startsWith("#"))) {
      const [from, , status] = line.split(/\s+/);
      if (status !== "404") expect(from, line).not.toMatch(/\*/);
    }
    const headers = renderHeadersFile(
      new Map([
        ["/", "default-src 'self'; script-src 'self' 'sha256-a'"],
        ["/services", "default-src 'self'; script-src 'self' 'sha256-b'"],
      ]),
    );
    for (const [name, value] of Object.entries(securityHeaders)) expect(headers).toContain(`  ${name}: ${value}`);
    // Each page's policy on its own paths, never on the catch-all (hosts would send both).
    expect(headers).toMatch(
      /^\/services\n {2}Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-b'$/m,
    );
    expect(headers).toMatch(/^\/services\/\n {2}Content-Security-Policy: .*'sha256-b'$/m);
    expect(headers).toMatch(/^\/\n {2}Content-Security-Policy: .*'sha256-a'$/m);
    expect(headers.split("\n\n").find((block) => block.startsWith("/*\n"))).not.toContain("Content-Security-Policy");
    expect(headers).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
  });

  it("sends a path with a trailing slash to its one address", () => {
    expect(trailingSlashRedirect("/services/")).toBe("/services");
    expect(trailingSlashRedirect("/blog/tag/ai//")).toBe("/blog/tag/ai");
    expect(trailingSlashRedirect("/services")).toBeUndefined();
    expect(trailingSlashRedirect("/")).toBeUndefined();
  });

  it("caches by kind of file", () => {
    expect(cacheControlFor("/assets/root-abc.js")).toContain("immutable");
    expect(cacheControlFor("/services/index.html")).toContain("must-revalidate");
    // The search index describes the pages: a new deploy's pages never meet an hour-old index.
    expect(cacheControlFor(SEARCH_INDEX_PATH)).toContain("must-revalidate");
    expect(cacheControlFor("/favicon.svg")).toBe("public, max-age=3600");
  });
});
