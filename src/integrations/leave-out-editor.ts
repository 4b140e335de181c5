import { rm } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';

/** The build setting that leaves the browser editor out of this build (docs/deploying.md, "The editor's own origin"). */
export const LEAVE_OUT_EDITOR = 'LEAVE_OUT_EDITOR';

/** Whether this build leaves the editor out: `LEAVE_OUT_EDITOR=1`, for the public site once the editor has its own. */
export function editorLeftOut(env: Readonly<Record<string, string | undefined>>): boolean {
  return env[LEAVE_OUT_EDITOR] === '1';
}

/**
 * Removes the editor's folder (`/admin/`: Decap, which keeps the editor's GitHub token in the browser's storage for the
 * origin it is served from) from the output when `leaveOut` is set, so that the public site never serves it and no
 * answer on the public origin can share its storage. The pages are still built, so that the build checks them as
 * always; their header rule is left out too (src/integrations/security-headers.ts).
 */
export function leaveOutEditor(editorFolder: string, leaveOut: boolean): AstroIntegration {
  return {
    name: 'leave-out-editor',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        if (!leaveOut) return;
        await rm(new URL(`.${editorFolder}`, dir), { recursive: true, force: true });
        logger.info(`${LEAVE_OUT_EDITOR}=1: ${editorFolder} left out of this site`);
      },
    },
  };
}
