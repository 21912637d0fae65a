// The scripts are TypeScript, run by tsx (docs/decisions/0106-tsx-and-the-nu-html-checker.md). A script that
// starts another one in a child process runs it as `node --import tsx`: one process, so a signal sent to
// the child (a test's SIGKILL) reaches the script itself, which `npx tsx` (a parent that spawns Node)
// would not guarantee.

/** Node's arguments that run one of these scripts: `spawn(process.execPath, tsxArgs("scripts/build.ts"))`. */
export const tsxArgs = (script: string, ...args: string[]): string[] => ["--import", "tsx", script, ...args];
