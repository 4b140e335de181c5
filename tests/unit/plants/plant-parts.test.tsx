// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { PlantAliases } from '@/components/plants/PlantAliases';
import { PlantBadges } from '@/components/plants/PlantBadges';
import { PlantFigure } from '@/components/plants/PlantFigure';
import { PoisoningNote } from '@/components/plants/PoisoningNote';
import { creditLine } from '@/lib/plants/photo';
import { fill } from '@/lib/shared/text';
import { layoutWordsSchema } from '@/schemas/layout-words';
import { PLANT_DATABASE } from '@/config/plants';
import { databaseWords, LAVENDER } from '../../helpers/plants';
import { readWords } from '../../helpers/words';

// The parts a plant's page renders on the server (no script) and the detail panel draws in the island: one component
// each, told where it is drawn. What they say comes from the editor's words files.
const words = databaseWords().plant;
const { newTab } = readWords('layout', layoutWordsSchema);
const CLAIM_SOURCE = 'https://example.org/verdict';
const toxicPets = {
  cats: { toxicity: 'toxic' as const, source: CLAIM_SOURCE, signs: ['Vomiting', 'Drooling'], advice: 'Call a vet.' },
  dogs: { toxicity: 'non-toxic' as const, source: CLAIM_SOURCE },
};
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A link's accessible name: its words, then the new-tab hint (jsdom drops the space a browser keeps between them). */
const linkName = (text: string) => new RegExp(`^${escaped(text)} ?${escaped(newTab)}$`);
/** The server's HTML, parsed: what a visitor gets from a static page before (and without) any script. */
function serverRendered(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
}

afterEach(cleanup);

describe('a plant’s photo with its credit', () => {
  it('puts the photo itself in a page’s HTML, at low priority, and credits it with a link to its source in a new tab', () => {
    const figure = serverRendered(
      renderToString(
        <PlantFigure photo={LAVENDER.image} credit={LAVENDER.image} words={words} newTab={newTab} place="page" />,
      ),
    );
    const photo = within(figure).getByRole('img', { name: LAVENDER.image.alt });
    expect(photo).toHaveAttribute('src', LAVENDER.image.src);
    expect(photo).toHaveAttribute('fetchpriority', 'low');
    expect(photo).not.toHaveAttribute('loading');
    // The page's inline script finds the frame and the placeholder it swaps in for a photo that fails.
    expect(figure.querySelector('[data-plant-figure]')).toHaveAttribute(
      'data-placeholder',
      PLANT_DATABASE.placeholderImage,
    );
    const credit = within(figure).getByRole('link', { name: linkName(creditLine(words, LAVENDER.image)!) });
    expect(credit).toHaveAttribute('href', LAVENDER.image.source);
    expect(credit).toHaveAttribute('target', '_blank');
  });

  it('writes the credit without a link when the photo has no source page, and no caption when nothing is recorded', () => {
    const { container, rerender } = render(
      <PlantFigure
        photo={LAVENDER.image}
        credit={{ credit: 'A. Gardener' }}
        words={words}
        newTab={newTab}
        place="page"
      />,
    );
    expect(container.querySelector('figcaption')).toHaveTextContent(
      fill(words.photoCreditNoLicence, { credit: 'A. Gardener' }),
    );
    expect(screen.queryByRole('link')).toBeNull();
    rerender(<PlantFigure photo={LAVENDER.image} credit={{}} words={words} newTab={newTab} place="page" />);
    expect(container.querySelector('figcaption')).toBeNull();
  });

  it('in the panel, asks for the photo only once the island runs, and keeps the credit’s line while it is not known', () => {
    const props = { photo: LAVENDER.image, words, newTab, place: 'panel' as const };
    const before = serverRendered(renderToString(<PlantFigure {...props} credit={null} />));
    expect(within(before).getByRole('img', { name: LAVENDER.image.alt })).toHaveAttribute(
      'src',
      PLANT_DATABASE.placeholderImage,
    );
    expect(before.querySelector('figcaption')).toHaveClass('min-h-touch');
    expect(before.querySelector('[data-plant-figure]')).toBeNull();
    render(<PlantFigure {...props} credit={LAVENDER.image} />);
    const photo = screen.getByRole('img', { name: LAVENDER.image.alt });
    expect(photo).toHaveAttribute('src', LAVENDER.image.src);
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: new RegExp(`^${creditLine(words, LAVENDER.image)}`) })).toHaveAttribute(
      'href',
      LAVENDER.image.source,
    );
  });
});

describe('a plant’s badges', () => {
  it('lists its traits and each pet verdict, the verdict linking to its source in a new tab', () => {
    render(<PlantBadges plant={{ ...LAVENDER, pets: toxicPets }} words={words} newTab={newTab} />);
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual([
      words.badges.type,
      words.badges.climate,
      words.badges.light,
      words.badges.water,
      words.pets.cats,
      words.pets.dogs,
    ]);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(values).toEqual([
      LAVENDER.type,
      LAVENDER.climate,
      LAVENDER.light,
      LAVENDER.water,
      `${words.pets.toxic} (${words.pets.source} ${newTab}, ${words.pets.howWeKnow})`,
      `${words.pets['non-toxic']} (${words.pets.source} ${newTab}, ${words.pets.howWeKnow})`,
    ]);
    const sources = screen.getAllByRole('link', { name: linkName(words.pets.source) });
    expect(sources.map((link) => [link.getAttribute('href'), link.getAttribute('target')])).toEqual([
      [CLAIM_SOURCE, '_blank'],
      [CLAIM_SOURCE, '_blank'],
    ]);
    // What a verdict rests on and means is one page of the site's own, opened in place.
    const meaning = screen.getAllByRole('link', { name: words.pets.howWeKnow });
    expect(meaning.map((link) => [link.getAttribute('href'), link.getAttribute('target')])).toEqual([
      [PLANT_DATABASE.petSafetyPath, null],
      [PLANT_DATABASE.petSafetyPath, null],
    ]);
  });

  it('links a verdict that is not known to what that means, with no source', () => {
    const unknown = { toxicity: 'unknown' } as const;
    render(
      <PlantBadges plant={{ ...LAVENDER, pets: { cats: unknown, dogs: unknown } }} words={words} newTab={newTab} />,
    );
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(values.slice(4)).toEqual([
      `${words.pets.unknown} (${words.pets.howWeKnow})`,
      `${words.pets.unknown} (${words.pets.howWeKnow})`,
    ]);
    expect(screen.queryAllByRole('link', { name: linkName(words.pets.source) })).toEqual([]);
  });

  it('keeps a place for a value still on its way (the panel, before the full record)', () => {
    const { container } = render(
      <PlantBadges plant={{ type: LAVENDER.type }} words={words} newTab={newTab} className="mt-4" />,
    );
    const water = screen.getAllByRole('definition')[3]!;
    expect(water).toHaveTextContent(/^$/);
    expect(water.querySelector('.inline-block')).not.toBeNull();
    expect(container.querySelector('dl')).toHaveClass('mt-4', 'flex');
  });
});

describe('what to do if a pet eats the plant', () => {
  it('on a page, a section under its own heading: what to do with its source, then the signs and advice', () => {
    render(<PoisoningNote pets={toxicPets} words={words} newTab={newTab} place="page" />);
    const note = screen.getByRole('region', { name: words.poisoning.heading });
    expect(within(note).getByRole('heading', { level: 2, name: words.poisoning.heading })).toBeInTheDocument();
    expect(note).toHaveTextContent(`${words.poisoning.whatToDo} (${words.pets.source} ${newTab})`);
    expect(within(note).getByRole('link', { name: linkName(words.pets.source) })).toHaveAttribute(
      'href',
      words.poisoning.source,
    );
    const signs = fill(words.poisoning.signs, { animal: words.pets.cats });
    expect(note.querySelectorAll('p')[1]).toHaveTextContent(
      `${signs} Vomiting, Drooling ${words.poisoning.advice} Call a vet.`,
      { normalizeWhitespace: false },
    );
  });

  it('in the panel, one level below the plant’s name, with no id that could meet the page’s own', () => {
    render(
      <PoisoningNote
        pets={{ ...toxicPets, cats: { toxicity: 'toxic', advice: 'Call a vet.' } }}
        words={words}
        newTab={newTab}
        place="panel"
      />,
    );
    const note = screen.getByRole('region', { name: words.poisoning.heading });
    expect(within(note).getByRole('heading', { level: 4 })).not.toHaveAttribute('id');
    expect(note.querySelectorAll('p')[1]).toHaveTextContent(` ${words.poisoning.advice} Call a vet.`, {
      normalizeWhitespace: false,
    });
  });

  it('says nothing for a plant toxic to neither animal', () => {
    const { container } = render(
      <PoisoningNote
        pets={{ ...toxicPets, cats: { toxicity: 'unknown' } }}
        words={words}
        newTab={newTab}
        place="page"
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('a plant’s other names', () => {
  it('says what else the plant is called, and nothing when its file lists no other name', () => {
    const { container, rerender } = render(<PlantAliases aliases={['Sword', 'Tongue']} words={words} place="page" />);
    expect(container).toHaveTextContent(fill(words.alsoKnownAs, { names: 'Sword, Tongue' }));
    rerender(<PlantAliases aliases={[]} words={words} place="panel" />);
    expect(container).toBeEmptyDOMElement();
  });
});
