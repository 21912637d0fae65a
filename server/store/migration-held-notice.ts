import type { Types } from "./migrations";

/** When a held message was listed in the team's notice (server/held.ts); NULL until then. */
export const heldNotice = {
  version: "0005-held-notice",
  statements: (t: Types) => [
    `ALTER TABLE held ADD COLUMN noticed_at ${t.time}`,
    "CREATE INDEX held_not_noticed ON held (seq) WHERE noticed_at IS NULL",
  ],
};
