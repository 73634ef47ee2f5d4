// Types of test-reports.mjs, which `npm test` runs with plain Node.
export function firstLines(message?: string): string;
export function failedVitestTests(report: unknown, root?: string): string[];
export function failedBrowserTests(report: unknown): string[];
