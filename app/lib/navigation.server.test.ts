import { describe, expect, it } from "vitest";
import { prerenderPaths } from "~/pages";
import { redirects } from "../../server/rules";
import { read } from "./content-files.server";
import { navigation as navigationFile, type NavigationCopy } from "./content/navigation";
import { checkNavigationLinks } from "./navigation.server";

const sources = () => redirects.map((redirect) => redirect.from);

/** The committed navigation with one change, as an editor's save would leave it. */
function edited(change: (navigation: NavigationCopy) => void): NavigationCopy {
  const navigation = structuredClone(read(navigationFile));
  change(navigation);
  return navigation;
}

/** The one line the build stops with, or "no error". */
function failure(navigation: NavigationCopy): string {
  try {
    checkNavigationLinks(prerenderPaths(), sources(), navigation);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return "no error";
}

describe("the navigation file's links", () => {
  it("all lead to a page the build writes or to a redirect, as committed", () => {
    expect(() => checkNavigationLinks(prerenderPaths(), sources())).not.toThrow();
  });

  it("stop the build in one line naming the field when a menu links a page the site does not have", () => {
    const line = failure(
      edited((navigation) => (navigation.megaMenus[1]!.groups[0]!.items[2]!.href = "/solutions/edtek")),
    );
    expect(line).toBe(
      "app/content/navigation.yml: megaMenus[1].groups[0].items[2].href: /solutions/edtek is not a page of the site",
    );
  });

  it("check the footer too, and accept a page with a section or a subject after it", () => {
    expect(failure(edited((navigation) => (navigation.footerLists[2]!.links[0]!.href = "/about-us")))).toContain(
      "footerLists[2].links[0].href: /about-us",
    );
    const withSection = edited(
      (navigation) => (navigation.footerLists[2]!.links[0]!.href = "/contact?subject=project#quote"),
    );
    expect(failure(withSection)).toBe("no error");
  });
});
