/**
 * Where a page's one script comes from (docs/decisions/0105-static-by-default.md). Pages are rendered
 * with the boot module's source path: the dev server serves it as it is, and the postbuild
 * (scripts/client-bundle.ts) replaces it with the bundled, hashed file.
 */
export const BOOT_SOURCE = "/app/client/boot.ts";
