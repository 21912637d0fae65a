export const NGINX_PATH: string;
export const NGINX_PACKAGES: string[];
export const NGINX_BROTLI_MODULE: string;
export function ensureNginx(): boolean;
