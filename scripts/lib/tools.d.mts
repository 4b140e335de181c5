// Types for scripts/lib/tools.mjs, imported by the unit tests.
import type { ChromiumLocation } from './chromium.mjs';

export interface Tool {
  name: string;
  neededBy: string;
  packages: string[];
  install: string;
  alternative?: string;
}
export interface ProbeResult {
  ok: boolean;
  note?: string | undefined;
}

export declare const TOOLS: Record<string, Tool>;
export declare const CHECKED_SCRIPTS: string[];
export declare function toolsFor(script: string): string[];
export declare function soxHasMp3(helpText: string): boolean;
export declare function engineNote(
  location: { path: string; variable: string | null },
  found: boolean,
): string | undefined;
export declare function chromiumNote(location: ChromiumLocation): string | undefined;
export declare function missingToolLine(tool: string, note?: string): string;
export declare function missingToolLines(needed: string[], results: Record<string, ProbeResult>): string[];
export interface PreferredTool {
  name: string;
  packages: string[];
  without: string;
  wantedBy: string[];
}
export declare const PREFERRED: Record<string, PreferredTool>;
export declare function preferredFor(script: string): string[];
export declare function withoutPreferredLine(key: string): string;
export declare function packagesFor(missing: string[], preferred?: string[]): string[];
export interface Machine {
  aptGet: boolean;
  root: boolean;
  sudo: boolean;
  wanted: boolean;
}
export declare function installPlan(packages: string[], machine: Machine): { commands: string[][]; reason: string };
