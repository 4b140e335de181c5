// Types for scripts/lib/engines.mjs, imported by the engine browser tests (tests/engines).
export type EngineBinary = 'firefox' | 'webkitDriver' | 'miniBrowser';
export declare const ENGINE_BINARIES: Record<EngineBinary, { variable: string; system: string }>;
export declare function locateEngineBinary(
  name: EngineBinary,
  env?: Record<string, string | undefined>,
): { path: string; variable: string | null };
