// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { plantPreview, type ImmutableValue } from '@/browser/admin/plant-preview';
import { creditLine } from '@/lib/plants/photo';
import { databaseWords, LAVENDER } from '../../helpers/plants';

/** Decap's entry as the preview reads it: Immutable.js-like maps over plain data. */
function entryOf(data: Record<string, unknown>): ImmutableValue {
  const wrap = (value: unknown): unknown =>
    typeof value === 'object' && value !== null
      ? ({
          get: (key: string) => wrap((value as Record<string, unknown>)[key]),
          toJS: () => value,
        } as unknown as ImmutableValue)
      : value;
  return wrap({ data }) as ImmutableValue;
}

const words = databaseWords().plant;

describe('the editor’s preview of a plant (src/browser/admin/plant-preview.ts)', () => {
  it('shows what the plant page shows: name, photo and credit, every badge with pet verdicts and their sources, care', () => {
    const source = 'https://www.example.org/poison/lavender/';
    const plant = { ...LAVENDER, pets: { cats: { toxicity: 'toxic', source }, dogs: { toxicity: 'unknown' } } };
    render(createElement(plantPreview(words), { entry: entryOf(plant) }));
    expect(screen.getByRole('heading', { level: 1, name: LAVENDER.name })).toBeVisible();
    expect(screen.getByRole('img', { name: LAVENDER.image.alt })).toHaveAttribute('src', LAVENDER.image.src);
    expect(screen.getByText(creditLine(words, LAVENDER.image) ?? 'a credit line')).toBeVisible();
    const badges = screen
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(badges).toEqual([
      `${words.badges.type}: ${LAVENDER.type}`,
      `${words.badges.climate}: ${LAVENDER.climate}`,
      `${words.badges.light}: ${LAVENDER.light}`,
      `${words.badges.water}: ${LAVENDER.water}`,
      `${words.pets.cats}: ${words.pets.toxic} (${words.pets.source})`,
      `${words.pets.dogs}: ${words.pets.unknown}`,
    ]);
    const cats = screen.getByText(words.pets.cats).parentElement!;
    expect(within(cats).getByRole('link', { name: words.pets.source })).toHaveAttribute('href', source);
    expect(screen.getByRole('heading', { level: 2, name: words.care })).toBeVisible();
    expect(screen.getByText(LAVENDER.care)).toBeVisible();
  });

  it('draws a plant still being written: no photo, no credit, no verdicts yet', () => {
    const { container } = render(createElement(plantPreview(words), { entry: entryOf({ name: 'New plant' }) }));
    expect(screen.getByRole('heading', { level: 1, name: 'New plant' })).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('figcaption')).toBeNull();
    expect(screen.getAllByRole('term')).toHaveLength(6);
  });
});
