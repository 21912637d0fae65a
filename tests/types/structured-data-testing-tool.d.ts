// The parts of structured-data-testing-tool (untyped, CommonJS) that tests/e2e/structured-data.spec.ts uses.
declare module "structured-data-testing-tool" {
  export interface TestResult {
    test: string;
    description: string;
    group?: string;
    error?: { message: string };
  }
  export interface Report {
    passed: TestResult[];
    failed: TestResult[];
    warnings: TestResult[];
    schemas: string[];
  }
  export function structuredDataTest(input: Buffer | string, options?: { presets?: unknown[] }): Promise<Report>;
}

declare module "structured-data-testing-tool/presets.js" {
  const presets: { Google: unknown; Twitter: unknown; Facebook: unknown };
  export default presets;
}
