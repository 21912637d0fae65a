/**
 * Entry point of the bundled production server (build/server/index.mjs): `npm start`. The
 * configuration is read and validated first (server/config.ts: a bad value stops the start naming the
 * variable), then the server's modules are loaded, so app/site.ts sees the site's validated values.
 */
import { readServerConfig } from "./config";

const config = readServerConfig();
const { serve } = await import("./serve");
await serve(config);
