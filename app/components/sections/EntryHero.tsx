import type { ReactNode } from "react";
import { IconBadge } from "~/components/ui/Icon";
import type { IconKey } from "~/content/types";
import type { DescribedPicture } from "~/lib/media.server";
import type { Crumb } from "~/lib/structured-data";
import { PageHero } from "./PageHero";

/**
 * The hero of a catalogue entry's page (a service, a solution): the entry's title, description, icon and
 * photo (or the team's own upload) under its trail, with the page's own eyebrow and actions.
 */
export function EntryHero({
  entry,
  eyebrow,
  breadcrumbs,
  actions,
  upload,
}: {
  entry: { title: string; description: string; icon: IconKey; heroImage: string };
  eyebrow: string;
  breadcrumbs: readonly Crumb[];
  actions: ReactNode;
  upload?: DescribedPicture;
}) {
  return (
    <div data-section="hero">
      <PageHero
        breadcrumbs={breadcrumbs}
        eyebrow={eyebrow}
        title={entry.title}
        description={entry.description}
        badge={<IconBadge name={entry.icon} size={32} tone="dark" />}
        image={entry.heroImage}
        upload={upload}
        actions={actions}
      />
    </div>
  );
}
