export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare function freePort(): Promise<number>;
