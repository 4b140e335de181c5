import type { Intent, TakeIntentsDetail } from '../../browser/intent';

/**
 * The island's side of the hand-over in src/browser/intent.ts: the presses recorded on the island's host before it
 * started, oldest first. From then on the island handles presses itself. Without a host, or when the recording
 * script did not run (blocked, failed), there are none.
 */
export function takeIntents(host: HTMLElement | null): Intent[] {
  if (!host) return [];
  const detail: TakeIntentsDetail = { intents: [] };
  host.dispatchEvent(new CustomEvent('take-intents', { bubbles: true, detail }));
  return detail.intents;
}

/** How many times the control named `name` was pressed; an odd number of presses of a toggle means "toggle once". */
export function countIntents(intents: readonly Intent[], name: string): number {
  return intents.filter((intent) => intent.name === name).length;
}
