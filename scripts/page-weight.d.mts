export declare const BUDGETS: { js: number; css: number; html: number };
export declare function htmlFileFor(root: string, path: string): string;
export declare function pageWeight(
  root: string,
  path: string,
): { html: number; js: number; css: number; scripts: string[] };
