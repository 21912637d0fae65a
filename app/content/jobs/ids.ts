/** The job openings (§3.4), in display order. */
export const JOB_IDS = [
  "full-stack-engineer-contractor",
  "business-development-manager-contractor",
  "graphics-designer-contractor",
] as const;
