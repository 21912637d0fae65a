/**
 * Defaults and fallbacks (§2.5, §2.7), in one place. A catalogue entry that lacks a tagline, a
 * description or a hero image is shown with these instead; pages never check for missing text.
 */
import { DEFAULT_HERO_IMAGE } from "./images";
import type { Service } from "./types";

/** Section headings and intros every service page falls back to. */
export const serviceSectionDefaults = {
  whyUsTagline: "Why choose us",
  whyUsDescription:
    "Senior engineers, a delivery process you can see into, and a team that stays accountable after launch.",
  discussTagline: "Let us discuss your project",
  discussDescription:
    "Tell us what you are trying to achieve. We will come back within one business day with questions, ideas and next steps.",
  processTagline: "Our process",
  processDescription: "A clear sequence of stages, each with a deliverable you review before we move on.",
  initiative:
    "Every engagement starts with understanding your goals, and every decision after that is made in the open, with you.",
  initiativeTagline: "Our initiative",
  initiativeDescription: "What every client gets from us, whatever the size of the project.",
  faqsTagline: "Frequently asked questions",
  faqsDescription: "Straight answers to the questions clients ask us most.",
  hireTagline: "Hire our team",
  hireDescription:
    "Work with vetted engineers who have delivered this kind of project before, engaged the way that suits you.",
  ctaTagline: "Ready to start your project?",
  ctaDescription: "Book a free consultation and get a clear plan and estimate for your project.",
} satisfies Partial<Service>;

type SectionKey = keyof typeof serviceSectionDefaults;

/** A service with every optional text and the hero image resolved. */
export type ResolvedService = Service & Required<Pick<Service, SectionKey | "heroImage">>;

export function withServiceDefaults(service: Service): ResolvedService {
  const resolved = { ...service, heroImage: service.heroImage || DEFAULT_HERO_IMAGE } as ResolvedService;
  for (const key of Object.keys(serviceSectionDefaults) as SectionKey[]) {
    const value = service[key];
    resolved[key] = value && value.trim() !== "" ? value : serviceSectionDefaults[key];
  }
  return resolved;
}
