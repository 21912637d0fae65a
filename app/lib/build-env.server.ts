/**
 * The build's configuration for a Node process that runs the app's modules without Vite (the postbuild,
 * scripts/postbuild.ts): read and validated once, and handed to app/site.ts. Import it first, before
 * anything that imports app/site.ts.
 */
import { buildConfig, provideSiteEnv } from "./config.server";

export const config = buildConfig();
provideSiteEnv(config);
