export const BUILD_INPUTS: string[];
export const BUILD_VARIABLES: string[];
export const BUILD_FLAGS: string[];
export const BUILD_ID_FILE: string;
export function buildInputsHash(root?: string, env?: Record<string, string | undefined>): string;
export function recordedBuildId(root?: string): string | undefined;
export function staleReason(root?: string, env?: Record<string, string | undefined>): string | undefined;
