/** Shows `[data-offline-note]` while offline: the radio page says the stream needs a connection, not a failure. */
export function showOfflineNotes(win: Window = window): void {
  const update = () => {
    for (const note of win.document.querySelectorAll<HTMLElement>('[data-offline-note]'))
      note.hidden = win.navigator.onLine;
  };
  win.addEventListener('online', update);
  win.addEventListener('offline', update);
  update();
}
