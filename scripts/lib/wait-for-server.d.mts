// Types for scripts/lib/wait-for-server.mjs, imported by the browser tests.
export declare function waitForServer(url: string): Promise<void>;
