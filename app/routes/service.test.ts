import { afterEach, describe, expect, it, vi } from "vitest";
import { pageCopy } from "~/lib/page-copy.server";

// The copies' making is the media module's (its own tests and the browser tests); here, which image is asked for.
vi.mock("~/lib/media.server", () => ({
  describedPicture: async (image?: { src: string; alt: string }) =>
    image ? { alt: image.alt, picture: { src: image.src } } : undefined,
}));

const { loader } = await import("./service");
const load = () => loader({ params: { serviceId: "mlops" } } as Parameters<typeof loader>[0]);

describe("a service page's hero", () => {
  afterEach(() => {
    delete (pageCopy.services as { heroUpload?: unknown }).heroUpload;
  });

  it("is the catalogue's one upload, on every service page, when the services page sets one", async () => {
    const upload = { src: "/media/services-hero.jpg", alt: "An abstract grid of connected services." };
    Object.assign(pageCopy.services, { heroUpload: upload });
    expect((await load()).hero).toEqual({ alt: upload.alt, picture: { src: upload.src } });
  });

  it("is the specification's remote photo when it does not", async () => {
    const data = await load();
    expect(data.hero).toBeUndefined();
    expect(data.service.heroImage).toContain("images.unsplash.com");
  });
});
