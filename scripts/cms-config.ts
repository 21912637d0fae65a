/**
 * `npm run cms:config`: writes the editor's config, public/admin/config.yml, from the content schemas
 * (app/lib/cms-config.ts). `--check` exits 1 when the committed file differs; scripts/cms-config.test.ts
 * checks the same.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { renderCmsConfig } from "../app/lib/cms-config";
import { collections, posts as postCollection } from "../app/lib/content";
import { site } from "../app/site";

export const CMS_CONFIG_FILE = "public/admin/config.yml";

/** The config as generated for the site's origin. */
export const generatedCmsConfig = () => renderCmsConfig(collections, { origin: site.origin, posts: postCollection });

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes("--check")) {
    const same = readFileSync(CMS_CONFIG_FILE, "utf8") === generatedCmsConfig();
    console.log(same ? `${CMS_CONFIG_FILE} is up to date` : `${CMS_CONFIG_FILE} differs: run npm run cms:config`);
    process.exit(same ? 0 : 1);
  }
  writeFileSync(CMS_CONFIG_FILE, generatedCmsConfig());
  console.log(`cms:config: wrote ${CMS_CONFIG_FILE}`);
}
