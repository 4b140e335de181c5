import { BOOKS } from '@/config/books';
import { expect, test } from './fixtures';

// The books page in each engine: its cards, each one link to the retailer opening a new tab. (Covers come from the
// retailer's image host, out of reach here: each falls back to the local placeholder, Chromium's tests/e2e/books.spec.ts.)

test('/books shows its cards, each a link to the retailer that opens in a new tab', async ({ session }) => {
  await session.goto('/books');
  await session.find('h1', { text: 'Books', exact: true });
  const cards = await session.evaluate(() =>
    [...document.querySelectorAll('#book-grid > li')].map((card) => {
      const link = card.querySelector('a');
      const box = card.getBoundingClientRect();
      return {
        title: card.querySelector('[data-book-title]')?.textContent?.trim() ?? '',
        href: link?.getAttribute('href') ?? '',
        target: link?.getAttribute('target') ?? null,
        rel: (link?.getAttribute('rel') ?? '').split(/\s+/),
        links: card.querySelectorAll('a').length,
        drawn: box.width > 0 && box.height > 0,
      };
    }),
  );
  expect(cards.length).toBeGreaterThanOrEqual(45);
  expect(cards.length).toBeLessThanOrEqual(55);
  for (const card of cards) {
    expect(card.title.length, 'a title').toBeGreaterThan(2);
    expect(card, card.title).toMatchObject({ links: 1, target: '_blank', drawn: true });
    expect(card.rel, card.title).toEqual(expect.arrayContaining(['sponsored', 'noopener']));
    const url = new URL(card.href);
    expect(url.protocol).toBe('https:');
    expect(BOOKS.retailerHosts, card.title).toContain(url.hostname);
  }
  // The first card is on screen, its title there to read.
  await session.evaluate(() =>
    document.querySelector('#book-grid > li')?.scrollIntoView({ block: 'center', behavior: 'instant' }),
  );
  await session.find('#book-grid > li [data-book-title]', { text: cards[0]?.title ?? 'no card' });
  // A cover set in type takes its sizes from the card's width, through the grid's container (BookGrid.astro).
  const share = await session.evaluate(() => {
    const cover = document.querySelector('[data-typographic-cover]');
    const title = cover?.querySelector('p');
    if (!cover || !title) return 0;
    return (
      Math.round((parseFloat(getComputedStyle(title).fontSize) / cover.getBoundingClientRect().width) * 1000) / 1000
    );
  });
  expect(share, 'the cover title’s size, as a share of the card’s width').toBe(0.12);
  // Its cover, out of reach here, ends as the local placeholder, drawn by this engine.
  await expect
    .poll(() =>
      session.evaluate(() => {
        const img = document.querySelector<HTMLImageElement>('#book-grid > li img');
        return { src: img?.getAttribute('src'), drawn: Boolean(img?.complete && img.naturalWidth > 0) };
      }),
    )
    .toEqual({ src: BOOKS.coverPlaceholder, drawn: true });
});
