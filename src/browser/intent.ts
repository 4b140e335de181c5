// Browser code that runs in the pages themselves, before and without any island: presses kept for an
// island that has not started yet (this file), elements that load as they come near (when-near.ts), a popover that
// closes when one of its links is chosen (popover-links.ts) and its open state (popover-state.ts), the offline worker's
// registration (register-worker.ts), and the offline page's list and notes (offline-list.ts, offline-note.ts).

/**
 * Nothing a visitor presses before an island has started is lost. This module, run by the base layout's one inline
 * script, records presses of an island's server-rendered controls and hands them to the island when it starts: the
 * site's one protocol for that hand-over (the island's side is src/islands/shared/take-intents.ts).
 *
 * Markup: the island sits inside a host element marked `data-intent-host`. A control that may be pressed early
 * carries `data-intent="<name>"` and, when the island needs to know which one, `data-intent-value="<value>"` (a
 * plant card's slug, for example). The record is kept on the host as JSON in `data-intents`, so that it can be seen
 * and tested. When the island starts, it dispatches a `take-intents` event on its host; the answer is written into
 * the event's `detail.intents`, and from then on the island handles presses itself (the host is marked
 * `data-intents-taken`).
 */

/** One press of a control: its intent name and, for controls that need one, its value. */
export interface Intent {
  name: string;
  value?: string;
}

/** The event an island dispatches on its host to take the intents recorded for it. */
export interface TakeIntentsDetail {
  intents: Intent[];
}

function recorded(host: HTMLElement): Intent[] {
  try {
    const value: unknown = JSON.parse(host.dataset['intents'] ?? '[]');
    return Array.isArray(value) ? (value as Intent[]) : [];
  } catch {
    return [];
  }
}

/** Records presses of `[data-intent]` controls inside every `[data-intent-host]` of the document, until taken. */
export function recordIntents(root: Document): void {
  root.addEventListener('click', (event) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-intent]') : null;
    const host = control?.closest<HTMLElement>('[data-intent-host]');
    const name = control?.dataset['intent'];
    if (!control || !host || !name || host.dataset['intentsTaken'] !== undefined) return;
    const value = control.dataset['intentValue'];
    host.dataset['intents'] = JSON.stringify([...recorded(host), value === undefined ? { name } : { name, value }]);
  });
  root.addEventListener('take-intents', (event) => {
    const host = event.target;
    if (!(host instanceof HTMLElement) || !(event instanceof CustomEvent)) return;
    const detail = event.detail as TakeIntentsDetail;
    detail.intents.push(...recorded(host));
    host.dataset['intentsTaken'] = '';
    delete host.dataset['intents'];
  });
}
