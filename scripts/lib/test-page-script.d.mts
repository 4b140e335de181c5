// Types for scripts/lib/test-page-script.mjs, imported by the browser tests in tests/engines and the server's tests.
export declare const PAGE_ERRORS_KEY: string;
export declare function testPageScript(options?: {
  withoutMediaSource?: boolean;
  withoutManagedMediaSource?: boolean;
  refusingSourceBuffer?: boolean;
  recordPageErrors?: boolean;
}): string | null;
export declare function withTestPageScript(html: string, script: string): string;
export declare function allowTestPageScript(policy: string, script: string): string;
