/** Types for floor.mjs (plain JavaScript so the benchmark runs on Node without a build step). */
export function stripToFloor(html: string): string;
export function stripFontFaces(css: string): string;
export function writeFloorSite(source: string, target: string, paths: string[]): void;
