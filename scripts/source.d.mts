export function importSource(path: string): Promise<Record<string, unknown>>;
