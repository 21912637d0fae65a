import { expect, booted, sectionOrder, test } from "./fixtures";
import { pageCopy } from "../../app/lib/page-copy.server";
import { jobs } from "../../app/lib/catalogues.server";
import { engagementTerms } from "../../app/lib/engagement-terms.server";
import { CTA } from "../../app/content/cta";

const { careers: careersPage, internships: internshipsPage } = pageCopy;

test.describe("careers", () => {
  test("the contractor page: sections, every job, 4 onboarding steps, the decided review time and buttons", async ({
    page,
  }) => {
    await page.goto("/careers");
    await booted(page);
    expect(await sectionOrder(page)).toEqual(["hero", "network", "jobs", "onboarding", "cta"]);
    await expect(page.locator("[data-job] h3")).toHaveText(jobs.map((job) => job.title));
    await expect(page.locator('[data-section="onboarding"] ol > li h3')).toHaveText([
      "Apply",
      "Review",
      "Onboard",
      "Earn",
    ]);
    await expect(page.locator('[data-section="onboarding"]')).toContainText(
      `reviewed ${engagementTerms.replyTime?.text ?? "{replyTime}"}`,
    );
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: CTA.applyAsContractor }).first()).toHaveAttribute(
      "href",
      "/contact?subject=career",
    );
    await expect(main.getByRole("link", { name: CTA.applyAsContractor }).last()).toHaveAttribute(
      "href",
      "/contact?subject=career",
    );
    // LinkedIn is not configured by default (docs/requirements.md#company-constants): no button.
    await expect(main.getByRole("link", { name: /LinkedIn/ })).toHaveCount(0);
    // 'View Contractor Opportunities' scrolls to the job list.
    await main.getByRole("link", { name: "View Contractor Opportunities" }).click();
    await expect(page).toHaveURL(/#jobs$/);
    await expect(page.locator("#jobs-title")).toBeInViewport();
    // 'Learn About Revenue Sharing' reveals the explanation on the page.
    const explanation = page.getByText(careersPage.revenueSharing.paragraphs[0] ?? "");
    await expect(explanation).toBeHidden();
    await page.getByText("Learn About Revenue Sharing").click();
    await expect(explanation).toBeVisible();
  });

  test("the filter narrows the jobs and the cards expand one at a time", async ({ page }) => {
    await page.goto("/careers");
    await booted(page);
    const cards = page.locator("[data-job]");
    await expect(page.getByRole("button", { name: "All", exact: true })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Design", exact: true }).click();
    await expect(cards).toHaveCount(jobs.filter((job) => job.department === "design").length);
    await expect(page.getByRole("button", { name: "Design", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: "All", exact: true })).toHaveAttribute("aria-pressed", "false");
    await page.getByRole("button", { name: "All", exact: true }).click();
    await expect(cards).toHaveCount(jobs.length);
    const details = page.locator("[data-job] details");
    // Each job shows its visible 'View Details' control (docs/requirements.md#interface-states), which expands it.
    await expect(details.nth(0).getByText("View Details", { exact: true })).toBeVisible();
    await details.nth(0).getByText("View Details", { exact: true }).click();
    await expect(details.nth(0)).toHaveAttribute("open", "");
    await expect(details.nth(0).getByText("Hide Details", { exact: true })).toBeVisible();
    await expect(cards.nth(0)).toContainText(jobs[0]?.requirements[0] ?? "");
    await details.nth(1).locator("summary").click();
    await expect(details.nth(1)).toHaveAttribute("open", "");
    await expect(details.nth(0)).not.toHaveAttribute("open", "");
    await details.nth(1).locator("summary").click();
    await expect(details.nth(1)).not.toHaveAttribute("open", "");
  });

  test("a saved opportunity stays saved after a reload", async ({ page }) => {
    await page.goto("/careers/positions");
    await booted(page);
    const card = page.locator("[data-job]").first();
    await card.locator("summary").click();
    await card.getByRole("button", { name: "Save Opportunity" }).click();
    await expect(card.getByText("Saved", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: "Save Opportunity" })).toHaveAttribute("aria-pressed", "true");
    // Shown at load, without any interaction, and on the other page of the board too.
    for (const path of ["/careers/positions", "/careers"]) {
      await page.goto(path);
      await booted(page);
      const first = page.locator("[data-job]").first();
      await expect(first.getByText("Saved", { exact: true })).toBeVisible();
      await expect(page.locator("[data-job]").getByText("Saved", { exact: true })).toHaveCount(1);
      // The card is closed: its button is in the page but not exposed yet.
      await expect(first.locator("button[data-save]")).toHaveAttribute("aria-pressed", "true");
    }
    await page.locator("[data-job]").first().locator("summary").click();
    await page.locator("[data-job]").first().getByRole("button", { name: "Save Opportunity" }).click();
    await page.reload();
    await booted(page);
    await expect(page.locator("[data-job]").first().locator("button[data-save]")).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect(page.locator("[data-job]").getByText("Saved", { exact: true })).toHaveCount(0);
  });

  test("internships: what, who and how, and applying leads to the contact form with subject Career", async ({
    page,
  }) => {
    await page.goto("/careers/internships");
    await expect(page.locator('[data-section="eligibility"] li')).toHaveCount(internshipsPage.eligibility.items.length);
    await expect(page.locator('[data-section="apply"] ol > li')).toHaveCount(internshipsPage.howToApply.steps.length);
    await page
      .getByRole("link", { name: /Apply for an Internship/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/contact\?subject=career$/);
    await expect(page.locator('select[name="subject"]')).toHaveValue("career");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("every job is listed and readable, the JavaScript-only buttons are hidden", async ({ page }) => {
      for (const path of ["/careers", "/careers/positions"]) {
        await page.goto(path);
        await expect(page.locator("[data-job]")).toHaveCount(jobs.length);
        await expect(page.getByRole("button", { name: "Engineering" })).toBeHidden();
        const first = page.locator("[data-job] details").first();
        await first.locator("summary").click();
        await expect(first).toContainText(jobs[0]?.responsibilities[0] ?? "");
        await expect(first.getByRole("button", { name: "Save Opportunity" })).toBeHidden();
      }
    });
  });
});
