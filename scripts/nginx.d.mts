export const NGINX_PATH: string;
export const NGINX_PACKAGES: string[];
export function ensureNginx(): boolean;
