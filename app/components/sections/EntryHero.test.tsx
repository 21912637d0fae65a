import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SERVICE_HERO_IMAGE } from "~/content/hero-images";
import { EntryHero } from "./EntryHero";

const entry = {
  title: "Cloud Migration",
  description: "Moving to the cloud.",
  icon: "cloud",
  heroImage: SERVICE_HERO_IMAGE,
} as const;
const upload = {
  alt: "An abstract route map of depots joined by lines.",
  picture: {
    avif: "/assets/media/map-1-480.avif 480w, /assets/media/map-1-800.avif 800w",
    webp: "/assets/media/map-1-480.webp 480w, /assets/media/map-1-800.webp 800w",
    src: "/assets/media/map-1-800.jpg",
    width: 800,
    height: 450,
  },
};
const hero = (props: { upload?: typeof upload }) =>
  render(<EntryHero entry={entry} eyebrow="Service" breadcrumbs={[]} actions={null} {...props} />).container;

describe("an entry's hero", () => {
  it("shows the team's upload, described and sized, instead of the remote photo when one is given", () => {
    const container = hero({ upload });
    const image = screen.getByRole("img", { name: upload.alt });
    expect(image).toHaveAttribute("src", upload.picture.src);
    expect(image).toHaveAttribute("width", "800");
    expect(image).toHaveAttribute("fetchpriority", "high");
    expect(container.querySelector('source[type="image/avif"]')).toHaveAttribute("srcset", upload.picture.avif);
    expect(container.querySelector('img[src*="images.unsplash.com"]')).toBeNull();
  });

  it("shows the catalogue's remote photo, as decoration, when there is no upload", () => {
    const container = hero({});
    expect(container.querySelector("picture")).toBeNull();
    expect(container.querySelector("img")?.getAttribute("src")).toContain("images.unsplash.com");
    expect(container.querySelector("img")).toHaveAttribute("alt", "");
  });
});
