import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { join, normalize } from "node:path";
import sirv from "sirv";

/**
 * A static host that honours `_redirects` the way Netlify does: build/client's files, the rules read by
 * Netlify's own redirect engine (`netlify-redirector`, the WebAssembly matcher its CLI uses), a rule
 * without `!` applying only where no file exists, and `404.html` for anything else. It stands in for
 * the hosts the generated `_redirects` is written for.
 */
interface Match {
  to: string;
  status: number;
  force: boolean;
}
interface Matcher {
  match(request: {
    scheme: string;
    host: string;
    path: string;
    query: string;
    getHeader(name: string): string;
    getCookie(name: string): string;
  }): Match | null;
}
const redirector = createRequire(import.meta.url)("netlify-redirector") as {
  parsePlain(rules: string, options: { jwtSecret: string; jwtRoleClaim: string }): Promise<Matcher>;
};

/** The file a static host serves for a path: the file itself, `path.html` or `path/index.html`. */
export function fileFor(root: string, pathname: string): string | undefined {
  const base = join(root, normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, ""));
  return [base, `${base}.html`, join(base, "index.html")].find((file) => existsSync(file) && statSync(file).isFile());
}

export async function startRedirectsHost(root: string): Promise<{ origin: string; server: Server }> {
  const matcher = await redirector.parsePlain(readFileSync(join(root, "_redirects"), "utf8"), {
    jwtSecret: "unused",
    jwtRoleClaim: "",
  });
  const files = sirv(root, { extensions: ["html"], dev: false });
  const page = (status: number, file: string) => (res: ServerResponse) => {
    res.writeHead(status, { "Content-Type": "text/html; charset=utf-8" });
    res.end(readFileSync(join(root, file)));
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://host");
    const match = matcher.match({
      scheme: "http",
      host: url.host,
      path: url.pathname,
      query: url.search.slice(1),
      getHeader: () => "",
      getCookie: () => "",
    });
    const file = fileFor(root, url.pathname);
    if (match && (match.force || !file)) {
      if (match.status === 301 || match.status === 302) {
        res.writeHead(match.status, { Location: match.to });
        return res.end();
      }
      if (match.status === 404) return page(404, match.to)(res);
    }
    files(req, res, () => page(404, "404.html")(res));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
