/**
 * Shows the `[data-offline-note]` elements while the browser is offline and hides them again once it is back online:
 * the radio page says in words that the live stream needs a connection, rather than letting the player fail.
 */
export function showOfflineNotes(win: Window = window): void {
  const update = () => {
    for (const note of win.document.querySelectorAll<HTMLElement>('[data-offline-note]')) note.hidden = win.navigator.onLine;
  };
  win.addEventListener('online', update);
  win.addEventListener('offline', update);
  update();
}
