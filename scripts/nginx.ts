// Where the tests find nginx (Debian's package), and how `npm test` installs it when missing.
import { existsSync } from "node:fs";
import { ensureDebianPackages } from "./debian";

export const NGINX_PATH = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
/** Debian packages: nginx itself, and the module that serves the build's .br files. */
export const NGINX_PACKAGES = ["nginx", "libnginx-mod-http-brotli-static"];
/** Where Debian's brotli package enables its module (the test's nginx.conf includes it). */
export const NGINX_BROTLI_MODULE = "/etc/nginx/modules-enabled/50-mod-http-brotli-static.conf";

/** Installs nginx and its brotli module with apt-get when missing and we are root. */
export function ensureNginx(): boolean {
  return ensureDebianPackages({
    name: "nginx",
    packages: NGINX_PACKAGES,
    present: () => existsSync(NGINX_PATH) && existsSync(NGINX_BROTLI_MODULE),
    hint: "or set NGINX_PATH",
  });
}
