/**
 * Newsletter sign-up is not open yet. Pressing Subscribe, or Enter in the field, only says so, politely; the markup
 * already guarantees that nothing is sent (there is no form).
 */
export function answerNewsletter(doc: Document = document): void {
  const box = doc.querySelector<HTMLElement>('[data-newsletter]');
  const status = box?.querySelector<HTMLElement>('[data-newsletter-status]');
  if (!box || !status) return;
  const say = () => {
    status.textContent = box.dataset['statusText'] ?? '';
  };
  box.querySelector('[data-newsletter-button]')?.addEventListener('click', say);
  box.querySelector('input')?.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') say();
  });
}
