/** The job openings (docs/requirements.md#job-openings), in display order. */
export const JOB_IDS = [
  "full-stack-engineer-contractor",
  "business-development-manager-contractor",
  "graphics-designer-contractor",
] as const;
