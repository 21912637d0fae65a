export declare const BUDGETS: { js: number; css: number; html: number; island: number };
export declare function htmlFileFor(root: string, path: string): string;
export declare function moduleGraph(root: string, src: string, options?: { dynamic?: boolean }): string[];
export declare function moduleWeight(root: string, src: string, options?: { dynamic?: boolean }): number;
export declare function pageWeight(
  root: string,
  path: string,
): { html: number; js: number; css: number; scripts: string[] };
export declare function featureModule(root: string, name: string): string;
