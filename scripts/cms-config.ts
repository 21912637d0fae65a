/**
 * `npm run cms:config`: writes the editor's config, public/admin/config.yml, from the content schemas
 * (app/lib/cms-config.ts). `--check` exits 1 when the committed file differs; scripts/cms-config.test.ts
 * checks the same.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { renderCmsConfig, renderFieldOrder } from "../app/lib/cms-config";
import { collections, posts as postCollection } from "../app/lib/content";
import { site } from "../app/site";

export const CMS_CONFIG_FILE = "public/admin/config.yml";
export const FIELD_ORDER_FILE = "public/admin/field-order.json";

/** The config as generated for the site's origin. */
export const generatedCmsConfig = () => renderCmsConfig(collections, { origin: site.origin, posts: postCollection });
/** The key order the editor's script restores on save. */
export const generatedFieldOrder = () => renderFieldOrder(collections, postCollection);

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes("--check")) {
    const same =
      readFileSync(CMS_CONFIG_FILE, "utf8") === generatedCmsConfig() &&
      readFileSync(FIELD_ORDER_FILE, "utf8") === generatedFieldOrder();
    console.log(same ? `${CMS_CONFIG_FILE} is up to date` : `${CMS_CONFIG_FILE} differs: run npm run cms:config`);
    process.exit(same ? 0 : 1);
  }
  writeFileSync(CMS_CONFIG_FILE, generatedCmsConfig());
  writeFileSync(FIELD_ORDER_FILE, generatedFieldOrder());
  console.log(`cms:config: wrote ${CMS_CONFIG_FILE} and ${FIELD_ORDER_FILE}`);
}
