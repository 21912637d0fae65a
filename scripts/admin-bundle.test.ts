// The editor's bundle is copied only as the lockfile pins it: a changed integrity or a changed file refuses.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { AdminBundleError, verifiedAdminAssets } from "./admin-bundle";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A checkout with this one's manifest and lockfile and only the bundle's entry file installed. */
function checkout(edit: { lock?: (text: string) => string; bundle?: (text: string) => string } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "admin-bundle-test-"));
  dirs.push(dir);
  cpSync("package.json", join(dir, "package.json"));
  writeFileSync(
    join(dir, "package-lock.json"),
    (edit.lock ?? ((text) => text))(readFileSync("package-lock.json", "utf8")),
  );
  const dist = join(dir, "node_modules", "decap-cms", "dist");
  mkdirSync(dist, { recursive: true });
  cpSync("node_modules/decap-cms/package.json", join(dir, "node_modules", "decap-cms", "package.json"));
  const bundle = readFileSync("node_modules/decap-cms/dist/decap-cms.js", "utf8");
  writeFileSync(join(dist, "decap-cms.js"), (edit.bundle ?? ((text) => text))(bundle));
  return dir;
}

describe("the editor's bundle (scripts/admin-bundle.ts)", () => {
  it("is taken from node_modules when the cached tarball matches the lockfile's integrity", () => {
    const assets = verifiedAdminAssets(checkout());
    expect([...assets.keys()]).toEqual(["decap-cms.js"]);
  });

  // Hashing the editor's tarball takes seconds on a busy machine.
  it("is refused when the lockfile's integrity is not the tarball's", () => {
    const dir = checkout({
      lock: (text) => {
        const lock = JSON.parse(text) as { packages: Record<string, { integrity: string }> };
        const entry = lock.packages["node_modules/decap-cms"]!;
        entry.integrity = `sha512-${Buffer.alloc(64, 7).toString("base64")}`;
        return JSON.stringify(lock);
      },
    });
    expect(() => verifiedAdminAssets(dir)).toThrow(AdminBundleError);
  }, 30_000);

  it("is refused when an installed file differs from the locked tarball's", () => {
    const dir = checkout({ bundle: (text) => `${text}\nfetch("https://cdn.example/x.js");` });
    expect(() => verifiedAdminAssets(dir)).toThrow(/differs from decap-cms@3\.16\.3 as locked/);
  });
});
