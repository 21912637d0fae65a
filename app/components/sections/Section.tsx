import type { ReactNode } from "react";

export type SectionTone = "plain" | "tinted" | "dark";

const tones: Record<SectionTone, string> = {
  plain: "bg-white",
  tinted: "bg-primary-50",
  dark: "bg-primary-950 text-primary-100",
};

/**
 * A page band: alternating plain and tinted backgrounds keep long pages legible (docs/content-model.md).
 * `data-band` lets the browser skip laying out bands below the view (content-visibility, app.css).
 */
export function Section({
  id,
  name,
  tone = "plain",
  labelledBy,
  untitled = false,
  className = "",
  children,
}: {
  id?: string;
  /** Names the section in the page's structure (`data-section`), e.g. for tests and analytics. */
  name?: string;
  tone?: SectionTone;
  labelledBy?: string;
  /** A band with no heading of its own (the search field, whose label names it): a plain `div`, not a `section`. */
  untitled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const Band = untitled ? "div" : "section";
  return (
    <Band
      id={id}
      data-section={name}
      data-band
      aria-labelledby={labelledBy}
      className={`${tones[tone]} py-8 sm:py-24 ${className}`}
    >
      <div className="container-site" data-reveal>
        {children}
      </div>
    </Band>
  );
}

/** Eyebrow, heading and lead paragraph that open a section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = "center",
  tone = "plain",
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  description?: string;
  align?: "center" | "left";
  tone?: SectionTone;
}) {
  const dark = tone === "dark";
  return (
    <div className={`max-w-3xl ${align === "center" ? "mx-auto text-center" : ""}`}>
      {eyebrow ? <p className={dark ? "eyebrow text-accent-400" : "eyebrow"}>{eyebrow}</p> : null}
      <h2 id={id} className={`mt-2 text-3xl sm:text-4xl ${dark ? "text-white" : ""}`}>
        {title}
      </h2>
      {description ? (
        <p className={`mt-3 leading-relaxed sm:mt-4 sm:text-lg ${dark ? "text-primary-200" : "text-slate-600"}`}>
          {description}
        </p>
      ) : null}
    </div>
  );
}

/** What a headed band needs: its name (also the heading's id prefix, `${name}-title`), tone and heading text. */
interface HeadedBandProps {
  name: string;
  tone?: SectionTone;
  eyebrow?: string;
  title: string;
  description?: string;
  children: ReactNode;
}

/**
 * A section opened by its heading: the common case of a band with an eyebrow, title and intro.
 * Only the three heading fields are read, so a content block can be spread in whole (`{...page.story}`).
 */
export function HeadedSection({ name, tone, children, eyebrow, title, description }: HeadedBandProps) {
  const headingId = `${name}-title`;
  return (
    <Section name={name} tone={tone} labelledBy={headingId}>
      <SectionHeading id={headingId} tone={tone} eyebrow={eyebrow} title={title} description={description} />
      {children}
    </Section>
  );
}

/**
 * A section split in two from the large breakpoint: the heading, with anything that belongs under it
 * (`aside`: buttons, a note), on the left; the content on the right. Stacked on small screens.
 */
export function SplitSection({
  name,
  tone,
  aside,
  centered = false,
  children,
  eyebrow,
  title,
  description,
}: HeadedBandProps & {
  aside?: ReactNode;
  /** Centres the two columns vertically instead of aligning their tops. */
  centered?: boolean;
}) {
  const headingId = `${name}-title`;
  return (
    <Section name={name} tone={tone} labelledBy={headingId}>
      <div className={`grid gap-12 lg:grid-cols-12 ${centered ? "lg:items-center" : ""}`}>
        {/* Beside taller content the heading stays in view rather than leaving the top left empty. */}
        <div className={`lg:col-span-5 ${centered ? "" : "lg:sticky lg:top-28 lg:self-start"}`}>
          <SectionHeading
            id={headingId}
            tone={tone}
            align="left"
            eyebrow={eyebrow}
            title={title}
            description={description}
          />
          {aside}
        </div>
        <div className="lg:col-span-7">{children}</div>
      </div>
    </Section>
  );
}

/** A section's three headings, named `{key}Eyebrow`, `{key}Title` and `{key}Description` on an entry (docs/content-model.md). */
type SectionHeadings<K extends string> = Record<`${K}Eyebrow` | `${K}Title` | `${K}Description`, string>;

/** The eyebrow, title and description of section `key`, as a HeadedSection or CallToAction takes them. */
export function headingsOf<K extends string>(entry: SectionHeadings<K>, key: K) {
  return { eyebrow: entry[`${key}Eyebrow`], title: entry[`${key}Title`], description: entry[`${key}Description`] };
}
