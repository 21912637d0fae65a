// The part of pa11y-ci (untyped, CommonJS) that tests/e2e/pa11y.spec.ts uses: its programmatic API.
declare module "pa11y-ci" {
  export interface Issue {
    code: string;
    type: string;
    message: string;
    selector: string;
    runner: string;
    runnerExtras?: { needsFurtherReview?: boolean };
  }
  export interface Report {
    total: number;
    passes: number;
    errors: number;
    results: Record<string, (Issue | Error)[]>;
  }
  export default function pa11yCi(
    urls: (string | { url: string; actions?: string[] })[],
    options: Record<string, unknown>,
  ): Promise<Report>;
}
