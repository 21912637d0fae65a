import { z } from "zod";
import { NEWSLETTER_PATHS } from "../../content/server-constants";
import { defineCollection, type Entry } from "./collection";
import { group, line, list, optionalLine, text } from "./fields";

/** A link's words and its target on the site: a path, optionally with a #section or a ?subject (/contact?subject=project). */
const navLink = (where: string) => ({
  label: line({ title: "Label", description: `The link's words in ${where}, in title case.` }),
  href: z
    .string()
    .regex(/^\/[a-z0-9/-]*(?:\?[a-z]+=[a-z0-9-]+)?(?:#[a-z0-9-]+)?$/, "must be a path on the site, starting with /")
    .meta({
      title: "Page",
      description:
        "The page the link leads to, such as /services/api-development: a page of the site or one of its redirects; #section or ?subject=… may follow. The build refuses a page that does not exist.",
    }),
});

/** One link of a menu with a short line under it. */
const navItemWithLine = (where: string) =>
  group("Link", `One link in ${where}, with a line under it.`, {
    ...navLink(where),
    description: line({ title: "Line under the label", description: `One short line under the link in ${where}.` }),
  });

const MEGA_MENU_IDS = ["services", "solutions", "technologies", "company"] as const;

/**
 * The header's menus, the footer's link lists and the footer's newsletter sign-up
 * (docs/requirements.md#header-menus-and-footer, #newsletter). The call-to-action button and the notice's
 * links stay in code: their pages are fixed.
 */
export const navigationSchema = z.object({
  primaryLinks: list(group("Link", "One plain link before the menus.", navLink("the header")), {
    title: "Header links",
    description: "The plain links at the start of the header, before the menus.",
  }),
  megaMenus: list(
    group("Menu", "One header menu: its button and the panel of links it opens.", {
      id: z.enum(MEGA_MENU_IDS).meta({
        title: "Menu",
        description: "Which of the header's four menus this is (the page's code opens it by this name).",
      }),
      label: line({ title: "Button", description: "The menu's button in the header, one word." }),
      overview: navItemWithLine("the panel's top row (its overview link)").optional().meta({
        title: "Overview link",
        description: "Optional: the link at the top of the panel to the section's index page, with a line under it.",
      }),
      groups: list(
        group("Column", "One column of the menu's panel: a heading and its links.", {
          title: line({ title: "Heading", description: "The column's heading in the menu's panel." }),
          // One link of a mega-menu's column, with or without a line under it.
          items: list(
            group("Link", "One link in the menu's panel.", {
              ...navLink("the menu's panel"),
              // The editor saves a cleared field as "": a plain link (the loader drops it), not a blank line.
              description: optionalLine({
                title: "Line under the label",
                description:
                  "Optional: one short line under the link in the menu's panel. Leave it empty for a plain link.",
              }),
            }),
            { title: "Links", description: "The column's links, in the order shown." },
          ).min(1, "must have at least 1 link"),
        }),
        { title: "Columns", description: "The panel's columns, left to right." },
      ).min(1, "must have at least 1 column"),
    }),
    {
      title: "Header menus",
      description: "The four menus of the header (Services, Solutions, Technologies, Company), in the order shown.",
    },
  ).refine(
    (menus) => MEGA_MENU_IDS.every((id) => menus.filter((menu) => menu.id === id).length === 1),
    `must hold each menu once: ${MEGA_MENU_IDS.join(", ")}`,
  ),
  contactMenu: group("Contact menu", "The header's last menu, before the quote button.", {
    label: line({ title: "Button", description: "The contact menu's button in the header." }),
    items: list(navItemWithLine("the contact menu"), {
      title: "Links",
      description: "The contact menu's links, each with a line under it.",
    }).min(1, "must have at least 1 link"),
  }),
  footerLists: list(
    group("Footer column", "One column of links in the footer.", {
      title: line({ title: "Heading", description: "The column's heading in the footer (shown in capitals)." }),
      links: list(group("Link", "One link in the footer column.", navLink("the footer")), {
        title: "Links",
        description: "The column's links, in the order shown.",
      }).min(1, "must have at least 1 link"),
    }),
    { title: "Footer columns", description: "The footer's columns of links, left to right." },
  ),
  newsletterSignUp: group("Newsletter sign-up", "The footer's newsletter form: its heading, notice and answers.", {
    title: line({ title: "Heading", description: "The newsletter's heading in the footer." }),
    cadence: line({ title: "How often", description: "One line under the heading: how often it arrives." }),
    notice: group(
      "Notice at the field",
      "One sentence with two links: what the address is used for, and how to unsubscribe.",
      {
        before: line({
          title: "Notice, before the first link",
          description: "The notice at the email field, up to its link to the privacy policy.",
        }),
        privacy: line({ title: "Privacy link", description: "The words of the notice's link to /privacy-policy." }),
        between: line({
          title: "Notice, between the links",
          description: 'The words between the two links, often just ".".',
        }),
        unsubscribe: line({
          title: "Unsubscribe link",
          description: "The words of the notice's link to the unsubscribe page.",
        }),
        after: line({ title: "Notice, after the last link", description: "The notice's end, after that link." }),
      },
    ),
    success: text({
      title: "Thanks",
      description: "Shown after a sign-up when the server does not say a confirmation email was sent.",
    }),
    checkInbox: text({
      title: "Check your inbox",
      description:
        "Shown after a sign-up when a link to confirm the address was emailed. {confirmationHours} is how long the link works.",
    }),
    failure: group("Failure", "The answer to a sign-up that failed.", {
      withEmail: line(
        {
          title: "With the email address",
          description: "When the sign-up failed and the site has an email address: {email} is that address.",
        },
        ["email"],
      ),
      withoutEmail: line({
        title: "Without one",
        description: "When it failed and the site has no email address.",
      }),
    }),
  }),
});

export const navigation = defineCollection({
  name: "navigation",
  label: "Header menus and footer",
  description:
    "On every page: the header's links and menus, the footer's columns of links and the footer's newsletter sign-up.",
  kind: "file",
  path: "app/content/navigation.yml",
  schema: navigationSchema,
  // The notice's links lead to fixed pages: only their words are the file's.
  resolve: (navigation) => {
    const { notice } = navigation.newsletterSignUp;
    return {
      ...navigation,
      // A line the editor cleared is saved as "": the link shows without one.
      megaMenus: navigation.megaMenus.map((menu) => ({
        ...menu,
        groups: menu.groups.map((group) => ({
          ...group,
          items: group.items.map(({ description, ...item }): typeof item & { description?: string } =>
            description ? { ...item, description } : item,
          ),
        })),
      })),
      newsletterSignUp: {
        ...navigation.newsletterSignUp,
        notice: {
          ...notice,
          privacy: { label: notice.privacy, href: "/privacy-policy" },
          unsubscribe: { label: notice.unsubscribe, href: NEWSLETTER_PATHS.unsubscribe },
        },
      },
    };
  },
});

/** The header's menus and the footer as pages show them. */
export type NavigationCopy = Entry<typeof navigation>;
/** A header menu (app/content/navigation.yml): its button, an optional overview link and its columns. */
export type MegaMenu = NavigationCopy["megaMenus"][number];
/** One column of a menu's panel. */
export type NavGroup = MegaMenu["groups"][number];
/** One link of a menu; its `description` is the short line under the label. */
export type NavItem = NavGroup["items"][number];
