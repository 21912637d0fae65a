import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A loopback stand-in for an analytics provider (decision 0101): it serves a script with the provider's
 * browser API (Plausible's `plausible()`, Umami's `umami.track()`, GA4's `gtag` data layer) that posts
 * what it is given to the stand-in's own collection address, and records every request, so a test
 * sees exactly what a visitor's browser would have sent. The real scripts send the same calls' data.
 */
export interface Hit {
  path: string;
  body: Record<string, unknown>;
}

const post = (url: string, body: string) =>
  `fetch(${url}, { method: "POST", keepalive: true, body: JSON.stringify(${body}) });`;

const SCRIPTS: Record<string, string> = {
  "/js/script.manual.js": `(function () {
    var script = document.currentScript, api = script.getAttribute("data-api"), domain = script.getAttribute("data-domain");
    function send(name, options) { options = options || {}; ${post("api", "{ n: name, u: options.u, d: domain, p: options.props || null }")} }
    var queued = (window.plausible && window.plausible.q) || [];
    window.plausible = send;
    queued.forEach(function (args) { send.apply(null, args); });
  })();`,
  "/script.js": `(function () {
    var script = document.currentScript, host = script.getAttribute("data-host-url"), id = script.getAttribute("data-website-id");
    function send(payload) { ${post('host + "/api/send"', '{ type: "event", payload: payload }')} }
    window.umami = { track: function (name, data) {
      var base = { website: id, hostname: location.hostname };
      send(typeof name === "function" ? name(base) : Object.assign(base, { name: name, data: data }));
    } };
  })();`,
  "/gtag/js": `(function () {
    var base = new URL(document.currentScript.src).origin, granted = false, id = "";
    function handle(args) {
      if (args[0] === "consent") granted = (args[2] || {}).analytics_storage === "granted";
      if (args[0] === "consent" && granted) document.cookie = "_ga=GA1.1.1234.5678; path=/; max-age=63072000";
      if (args[0] === "config") id = args[1];
      if (args[0] === "event" && granted && !window["ga-disable-" + id]) {
        ${post('base + "/g/collect"', "{ tid: id, en: args[1], ep: args[2] || {} }")}
      }
    }
    var layer = (window.dataLayer = window.dataLayer || []);
    layer.forEach(handle);
    var push = layer.push.bind(layer);
    layer.push = function (args) { push(args); handle(args); };
  })();`,
};

export async function startStandIn(): Promise<{ origin: string; hits: Hit[]; requests: string[]; server: Server }> {
  const hits: Hit[] = [];
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    requests.push(path);
    if (req.method === "GET" && SCRIPTS[path]) {
      res.writeHead(200, { "Content-Type": "text/javascript", "Access-Control-Allow-Origin": "*" });
      res.end(SCRIPTS[path]);
      return;
    }
    let body = "";
    req.on("data", (chunk) => (body += String(chunk)));
    req.on("end", () => {
      if (req.method === "POST") hits.push({ path, body: JSON.parse(body || "{}") as Record<string, unknown> });
      res.writeHead(202, { "Access-Control-Allow-Origin": "*" });
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits, requests, server };
}
