import { afterEach, describe, expect, it } from "vitest";
import { seo } from "./seo";
import { site } from "~/site";

const configured = site.twitterHandle;
const twitterSite = () =>
  seo({ title: "Services | Brightlane", path: "/services" }).find(
    (tag) => "name" in tag && tag.name === "twitter:site",
  );

describe("twitter:site", () => {
  afterEach(() => Object.assign(site, { twitterHandle: configured }));

  it("is left out while no X handle is configured", () => {
    Object.assign(site, { twitterHandle: "" });
    expect(twitterSite()).toBeUndefined();
  });

  it("names the configured handle on every indexable page", () => {
    Object.assign(site, { twitterHandle: "@brightlane" });
    expect(twitterSite()).toEqual({ name: "twitter:site", content: "@brightlane" });
    expect(seo({ title: "Error", noindex: true }).some((tag) => "name" in tag && tag.name === "twitter:site")).toBe(
      false,
    );
  });
});
