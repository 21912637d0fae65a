import { cardClasses } from "~/components/ui/Card";
import { DotList, TagList } from "./Lists";

export interface TagGroup {
  heading: string;
  items: string[];
  /** `tags`: name pills (technologies); `list`: short statements, one per line. */
  variant?: "tags" | "list";
}

/** Named lists in cards: a technology's stack, or the short lists of its 'Why Choose' block. */
export function TagGroups({ groups, columns = 4 }: { groups: TagGroup[]; columns?: 2 | 3 | 4 }) {
  const grid = { 2: "sm:[--cols:2]", 3: "sm:[--cols:2] lg:[--cols:3]", 4: "sm:[--cols:2] lg:[--cols:4]" }[columns];
  return (
    <div className={`grid-even mt-8 sm:mt-12 ${grid}`}>
      {groups.map((group) => (
        <div key={group.heading} className={cardClasses}>
          <h3 className="text-base">{group.heading}</h3>
          {group.variant === "list" ? <DotList items={group.items} /> : <TagList items={group.items} />}
        </div>
      ))}
    </div>
  );
}
