/**
 * The configuration's documentation, written from the schemas (app/lib/config.server.ts,
 * server/config.ts): the variable tables of docs/configuration.md, between `<!-- config:NAME -->` and
 * `<!-- /config:NAME -->`, and `.env.example`. `app/lib/config.test.ts` fails when either differs from
 * what this writes; run it with `--write` to bring them in step
 * (`npx tsx scripts/config-docs.ts --write`).
 */
import { readFileSync, writeFileSync } from "node:fs";
import {
  BUILD_VARIABLES,
  renderEnvExample,
  renderVariableTable,
  SITE_VARIABLES,
  TOOLING_VARIABLES,
  type Variable,
} from "../app/lib/config.server";
import { SERVER_VARIABLES } from "../server/config";

/** Where the variable tables are. */
export const CONFIG_DOC = "docs/configuration.md";

const only = (variables: Record<string, Variable>, except: Record<string, Variable>) =>
  Object.fromEntries(Object.entries(variables).filter(([name]) => !(name in except)));

/** Each table of docs/configuration.md: its marker's name, its title in .env.example, its variables. */
export const CONFIG_TABLES = [
  { name: "site", title: "The site (build, and npm start for its links and policies)", variables: SITE_VARIABLES },
  { name: "build", title: "The build only", variables: only(BUILD_VARIABLES, SITE_VARIABLES) },
  { name: "server", title: "The server (npm start)", variables: SERVER_VARIABLES },
  { name: "tooling", title: "Tests and tooling", variables: TOOLING_VARIABLES },
];

/** The document with every marked table rewritten; throws when a marker is missing. */
export function withConfigTables(document: string): string {
  let text = document;
  for (const { name, variables } of CONFIG_TABLES) {
    const pattern = new RegExp(`(<!-- config:${name} -->)[\\s\\S]*?(<!-- /config:${name} -->)`);
    if (!pattern.test(text))
      throw new Error(`${CONFIG_DOC} has no <!-- config:${name} --> … <!-- /config:${name} --> block`);
    text = text.replace(
      pattern,
      (_all, open: string, close: string) => `${open}\n${renderVariableTable(variables)}\n${close}`,
    );
  }
  return text;
}

export const envExample = () => renderEnvExample(CONFIG_TABLES);

if (process.argv.includes("--write")) {
  writeFileSync(CONFIG_DOC, withConfigTables(readFileSync(CONFIG_DOC, "utf8")));
  writeFileSync(".env.example", envExample());
  console.log(`config-docs: ${CONFIG_DOC} tables and .env.example written from the schemas`);
}
