import { readFileSync } from "node:fs";
import { join } from "node:path";
import { HtmlValidate } from "html-validate";
import { expect, test } from "./fixtures";
import { builtPagePaths } from "./pages";
import { htmlFileFor } from "../bench/page-weight";
import config from "../../.htmlvalidate";

// html-validate (decision 0104) on every page as built: the HTML a browser, a crawler or an assistive tool
// receives, against the recommended rules (.htmlvalidate.ts says what is allowed for React, and why).
const validator = new HtmlValidate(config);
const root = join(process.cwd(), "build", "client");

test.describe("every built page is valid HTML", () => {
  for (const path of builtPagePaths()) {
    test(path, async () => {
      const file = htmlFileFor(root, path);
      const report = await validator.validateString(readFileSync(file, "utf8"), file);
      const messages = report.results.flatMap((result) =>
        result.messages.map((message) => `${message.ruleId}: ${message.message} (${message.selector ?? ""})`),
      );
      expect(messages).toEqual([]);
    });
  }
});
