// src/browser/ is code that runs in the pages themselves, before and without any island: this file, when-near.ts,
// the popover helpers, the offline worker's registration and the offline page's list and notes.

/**
 * Nothing a visitor presses before an island has started is lost: run by the base layout's inline script, this records
 * presses of server-rendered controls and hands them to the island when it starts, the site's one protocol for that
 * (the island's side: src/islands/shared/take-intents.ts). An island sits in a host marked `data-intent-host`; an early
 * control carries `data-intent="<name>"` and, if needed, `data-intent-value="<value>"` (a plant card's slug). The
 * record is kept on the host as JSON in `data-intents`, so that it can be seen and tested. The starting island
 * dispatches `take-intents` on its host, gets the record in `detail.intents`, and from then on handles presses itself
 * (`data-intents-taken`).
 */

export interface Intent {
  name: string;
  value?: string;
}

/** The `take-intents` event's detail. */
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
