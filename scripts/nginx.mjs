// Where the tests find nginx (Debian's package), and how `npm test` installs it when missing.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const NGINX_PATH = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
/** Debian packages: nginx itself, and the module that serves the build's .br files. */
export const NGINX_PACKAGES = ["nginx", "libnginx-mod-http-brotli-static"];

/** Installs nginx with apt-get when it is missing and we are root; says what it did. */
export function ensureNginx() {
  const brotli = "/etc/nginx/modules-enabled/50-mod-http-brotli-static.conf";
  if (existsSync(NGINX_PATH) && existsSync(brotli)) return true;
  if (process.getuid?.() !== 0) {
    console.error(
      `nginx not found at ${NGINX_PATH}: apt-get install -y ${NGINX_PACKAGES.join(" ")} (or set NGINX_PATH).`,
    );
    return false;
  }
  console.log("nginx is missing: installing Debian's packages…");
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...NGINX_PACKAGES], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return existsSync(NGINX_PATH);
}
