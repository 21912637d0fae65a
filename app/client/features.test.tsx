import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// app/client/features.ts imports `./features/${name}.ts`: esbuild turns every `*.ts` file of the folder
// into a chunk a page may load, so the folder holds feature modules and, beside them, tests named
// `*.test.tsx` (which that pattern does not take).
const folder = join(process.cwd(), "app", "client", "features");

describe("per-page features", () => {
  const files = readdirSync(folder);
  it("every module in app/client/features exports init(element), and tests there are *.test.tsx", () => {
    for (const file of files) {
      if (file.endsWith(".test.tsx")) continue;
      expect(file, "a feature is one .ts module").toMatch(/^[a-z][a-z-]*\.ts$/);
      expect(readFileSync(join(folder, file), "utf8"), file).toMatch(/export function init\(/);
    }
  });

  it("every data-feature the components render has its module", () => {
    const names = new Set(files.filter((file) => !file.endsWith(".test.tsx")).map((file) => file.replace(/\.ts$/, "")));
    const sources = readdirSync(join(process.cwd(), "app"), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx$/.test(file) && !file.endsWith(".test.tsx"))
      .map((file) => readFileSync(join(process.cwd(), "app", file), "utf8"));
    const used = sources.flatMap((source) =>
      [...source.matchAll(/data-feature="([a-z-]+)"/g)].map((match) => match[1]),
    );
    expect(used.length).toBeGreaterThan(0);
    for (const name of used) expect(names.has(name ?? ""), `app/client/features/${name}.ts`).toBe(true);
  });
});
