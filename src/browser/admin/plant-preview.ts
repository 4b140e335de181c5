import { createElement as h } from 'react';
import { plantBadges, type BadgePlant, type BadgeWords } from '@/lib/plants/badges';
import { creditLine, type CreditWords } from '@/lib/plants/photo';

// The editor's preview of a plant (registered by ./editor.ts), apart from Decap itself so that it can be tested alone.

/** The parts of an Immutable.js map or list (Decap's entry data) the editor's scripts read. */
export interface ImmutableValue {
  get(key: string): unknown;
  filter(keep: (value: unknown) => boolean): ImmutableValue;
  map(change: (value: unknown) => unknown): ImmutableValue;
  toJS(): unknown;
  size: number;
  push?: unknown;
}

export const isImmutable = (value: unknown): value is ImmutableValue =>
  typeof value === 'object' && value !== null && typeof (value as ImmutableValue).toJS === 'function';

/** How a plant is described, from the database section's words file (the editor page writes it into `<body>`). */
export type PreviewWords = BadgeWords & CreditWords & { care: string };

/**
 * A plant's preview: the plant page's article with its own classes (src/pages/plants/[slug].astro) and the badges the
 * page and the detail panel draw (src/lib/plants/badges.ts).
 */
export function plantPreview(words: PreviewWords) {
  return function PlantPreview({ entry }: { entry: ImmutableValue }) {
    const data = entry.get('data') as ImmutableValue;
    const text = (key: string) => String(data.get(key) ?? '');
    const plain = (key: string) => {
      const value = data.get(key);
      return isImmutable(value) ? value.toJS() : undefined;
    };
    const image = (plain('image') ?? {}) as { src?: string; alt?: string; credit?: string; licence?: string };
    const badges = plantBadges(
      {
        type: text('type'),
        climate: text('climate'),
        light: text('light'),
        water: text('water'),
        pets: plain('pets') as BadgePlant['pets'],
      },
      words,
    );
    const credit = creditLine(words, image);
    return h(
      'div',
      { className: 'surface-light mx-auto max-w-7xl px-4 py-10 lg:px-6' },
      h(
        'article',
        { className: 'min-w-0' },
        h(
          'header',
          { className: 'border-b-4 border-double border-ink pb-6' },
          h(
            'h1',
            { className: 'mt-2 font-serif text-4xl font-bold tracking-tight text-balance sm:text-5xl' },
            text('name'),
          ),
          h('p', { className: 'mt-2 font-serif text-xl text-ink-soft italic' }, text('scientificName')),
        ),
        h(
          'div',
          { className: 'mt-8 grid gap-8 md:grid-cols-2' },
          h(
            'figure',
            null,
            h(
              'div',
              { className: 'relative aspect-[4/3] overflow-hidden rounded-md bg-paper-deep' },
              image.src
                ? h('img', {
                    src: image.src,
                    alt: image.alt ?? '',
                    className: 'absolute inset-0 size-full object-cover',
                  })
                : null,
            ),
            credit ? h('figcaption', { className: 'text-sm text-ink-soft' }, credit) : null,
          ),
          h(
            'div',
            null,
            h(
              'dl',
              { className: 'flex flex-wrap gap-2 text-sm' },
              badges.map((badge) =>
                h(
                  'div',
                  { className: 'rounded-full bg-tint-strong px-3 py-1', key: badge.key },
                  h('dt', { className: 'inline text-xs font-semibold text-accent-strong uppercase' }, badge.label),
                  ' ',
                  h(
                    'dd',
                    { className: 'inline' },
                    badge.value ?? '',
                    badge.source
                      ? [
                          ' (',
                          h('a', { href: badge.source, className: 'underline', key: 'source' }, words.pets.source),
                          ')',
                        ]
                      : null,
                  ),
                ),
              ),
            ),
            h('p', { className: 'mt-5 font-serif text-lg leading-relaxed' }, text('description')),
          ),
        ),
        h(
          'section',
          { className: 'mt-10 max-w-[68ch]' },
          h(
            'h2',
            { className: 'border-t border-rule pt-4 font-serif text-2xl font-bold text-accent-strong' },
            words.care,
          ),
          h('p', { className: 'mt-3 font-serif text-lg leading-relaxed' }, text('care')),
        ),
      ),
    );
  };
}
