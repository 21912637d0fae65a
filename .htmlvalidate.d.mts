import type { ConfigData } from "html-validate";

declare const config: ConfigData;
export default config;
