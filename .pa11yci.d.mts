export declare const defaults: Record<string, unknown>;
export declare const darkThemeActions: string[];
export declare const reviewed: { code: string; selector: RegExp; reason: string }[];
