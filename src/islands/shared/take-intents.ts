import type { Intent, TakeIntentsDetail } from '@/browser/intent';

/** The presses recorded on `host` before the island started, oldest first (the hand-over of src/browser/intent.ts). */
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
