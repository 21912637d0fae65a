import { writeFileSync } from "node:fs";
import { it } from "vitest";
import { collectCopy, isHeading, sentenceCaseProblems } from "./style-rules";
const modules = import.meta.glob<Record<string, unknown>>(
  ["./**/*.ts", "!./**/*.test.ts", "!./style-rules.ts", "!./services.ts"],
  { eager: true },
);
it("dump", () => {
  const out: unknown[] = [];
  for (const [file, exports] of Object.entries(modules)) {
    const parts = file.replace(/^\.\//, "").replace(/\.ts$/, "").split("/");
    for (const item of collectCopy(exports, {
      file,
      catalogue: parts[0] ?? "",
      entry: parts[parts.length - 1] ?? "",
    })) {
      if (!isHeading(item)) continue;
      const problems = sentenceCaseProblems(item.value);
      if (problems.length === 0) continue;
      const bad = new Set(problems.map((p) => p.match(/^"([^"]+)"/)?.[1]));
      const fixed = item.value
        .split(/(\s+|-)/)
        .map((w) => {
          const core = w.replace(/^[^\p{L}\d]+|[^\p{L}\d.+#]+$/gu, "").replace(/\.$/, "");
          return bad.has(core) ? w.replace(core, core.toLowerCase()) : w;
        })
        .join("");
      out.push({ file, path: item.path, value: item.value, fixed });
    }
  }
  writeFileSync("/tmp/headings.json", JSON.stringify(out, null, 1));
});
