// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import PlantDatabase from '@/islands/PlantDatabase';
import { fill } from '@/lib/shared/text';
import { recordIntents } from '@/browser/intent';
import { $filterPanelOpen, $search, resetDatabase } from '@/stores/database';
import { forgetLoadedPlantData } from '@/islands/plant-database/load-plant-data';
import { databaseWords, fakeSite, islandProps, manyPlants, SIX_PLANTS } from '../../helpers/plants';
import type { PlantRecord } from '@/schemas/plants';

// What the visitor reads comes from the editor's words file, never from sentences repeated here.
const words = databaseWords();
const badge = words.plant.badges;

const island = <PlantDatabase {...islandProps(SIX_PLANTS)} />;
const LAVENDER_THUMB = SIX_PLANTS.find((plant) => plant.slug === 'lavender')!.image.src;
let reducedMotion = false;
const scrollIntoView = vi.fn();
let site: ReturnType<typeof fakeSite>;

beforeEach(() => {
  resetDatabase();
  forgetLoadedPlantData();
  site = fakeSite(SIX_PLANTS);
  window.history.replaceState(null, '', '/');
  reducedMotion = false;
  scrollIntoView.mockReset();
  Element.prototype.scrollIntoView = scrollIntoView;
  window.matchMedia = ((query: string) => ({
    matches: query.includes('reduce') && reducedMotion,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(cleanup);
// The page's one inline script records presses for the islands; it runs once per page, as here once per file.
beforeAll(() => recordIntents(document));

const grid = () => screen.getByRole('list', { name: words.results.listLabel });
const cards = () => within(grid()).getAllByRole('link');
const card = (name: string) => within(grid()).getByRole('link', { name: new RegExp(`^${name}`) });
const cardNames = () => cards().map((link) => link.querySelector('.font-serif')?.textContent);
const details = () => screen.getByRole('region', { name: words.details.regionLabel });
const searchBox = () => screen.getByRole('searchbox', { name: words.search.label });
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/**
 * The island's server-rendered HTML in the page, inside its section (the intent host that records what the visitor
 * does before the island starts), not yet hydrated. Returns the section and the island's container.
 */
function serverRendered(element: ReactElement): { section: HTMLElement; container: HTMLElement } {
  const section = document.createElement('section');
  section.id = 'database';
  section.dataset.intentHost = 'plant-database';
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  section.appendChild(container);
  document.body.appendChild(section);
  return { section, container };
}

describe('PlantDatabase island, six plants', () => {
  it('shows every plant as a link to its own page, the result count and the empty panel, and fetches nothing', async () => {
    render(island);
    await settle();
    expect(cardNames()).toEqual(SIX_PLANTS.map((p) => p.name));
    expect(cards().map((link) => link.getAttribute('href'))).toEqual(SIX_PLANTS.map((p) => `/plants/${p.slug}/`));
    expect(screen.getByRole('status')).toHaveTextContent(fill(words.results.count, { shown: 6, total: 6 }));
    expect(details()).toHaveTextContent(words.details.noSelection);
    expect(searchBox()).toHaveValue('');
    // All six are already on the page: no Show more, no link to the A–Z index, no search index to fetch.
    expect(screen.queryByRole('button', { name: words.results.showMore })).toBeNull();
    expect(screen.queryByRole('link', { name: /from A to Z/ })).toBeNull();
    expect(site.requests).toEqual([]);
  });

  it('filters as the visitor types, on name or scientific name, ignoring case, and announces the count', async () => {
    const user = userEvent.setup();
    render(island);
    await user.type(searchBox(), 'FICUS');
    expect(cardNames()).toEqual(['Fiddle Leaf Fig']);
    expect(screen.getByRole('status')).toHaveTextContent(fill(words.results.count, { shown: 1, total: 6 }));
    await user.clear(searchBox());
    await user.type(searchBox(), 'maple');
    expect(cardNames()).toEqual(['Japanese Maple']);
    await user.clear(searchBox());
    await user.type(searchBox(), '   ');
    expect(cards()).toHaveLength(6);
    expect(site.requests).toEqual([]);
  });

  it('shows the no-match text with a Clear Filters button that brings every plant back and focuses the search', async () => {
    const user = userEvent.setup();
    render(island);
    // user-event reads '[[' as a literal '['.
    await user.type(searchBox(), '(*[[');
    expect(searchBox()).toHaveValue('(*[');
    expect(screen.queryByRole('list', { name: words.results.listLabel })).toBeNull();
    expect(screen.getByText(words.results.noResults)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(fill(words.results.count, { shown: 0, total: 6 }));
    await user.click(screen.getByRole('button', { name: words.filters.clear }));
    expect(cards()).toHaveLength(6);
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveFocus();
    expect($filterPanelOpen.get()).toBe(false);
  });

  it('forgives a slip, and offers a close name as "Did you mean …?" when nothing matches', async () => {
    const user = userEvent.setup();
    render(island);
    await user.type(searchBox(), 'lavander');
    expect(cardNames()).toEqual(['Lavender']);
    // (*[ is just text: nothing matches, and no name is close to it.
    await user.clear(searchBox());
    await user.type(searchBox(), '(*[[');
    expect(screen.getByText(words.results.noResults)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Did you mean/ })).toBeNull();
    await user.clear(searchBox());
    await user.type(searchBox(), 'lavvendr');
    expect(screen.getByText(words.results.noResults)).toBeVisible();
    await user.click(screen.getByRole('button', { name: fill(words.results.didYouMean, { name: 'Lavender' }) }));
    expect(searchBox()).toHaveValue('Lavender');
    expect(searchBox()).toHaveFocus();
    expect(cardNames()).toEqual(['Lavender']);
  });

  it('opens and closes the Filters panel with aria-expanded, offering exactly the specification’s options', async () => {
    const user = userEvent.setup();
    render(island);
    const toggle = screen.getByRole('button', { name: words.filters.toggle });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: words.filters.type })).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toBeVisible();
    const options = (name: string) =>
      within(screen.getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options(words.filters.type)).toEqual(['All', 'Indoor', 'Outdoor']);
    expect(options(words.filters.climate)).toEqual(['All', 'Tropical', 'Mediterranean', 'Arid', 'Temperate']);
    expect(options(words.filters.light)).toEqual([
      'All',
      'Low',
      'Indirect Light',
      'Bright Indirect',
      'Full Sun',
      'Partial Shade',
    ]);
    expect(options(words.filters.water)).toEqual(['All', 'Moderate', 'Low']);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('narrows the grid with every select (AND), and Clear Filters resets all of it keeping the panel open', async () => {
    const user = userEvent.setup();
    render(island);
    await user.click(screen.getByRole('button', { name: words.filters.toggle }));
    await user.selectOptions(screen.getByRole('combobox', { name: words.filters.type }), 'Indoor');
    await user.selectOptions(screen.getByRole('combobox', { name: words.filters.light }), 'Full Sun');
    expect(cardNames()).toEqual(['Aloe Vera']);
    await user.selectOptions(screen.getByRole('combobox', { name: words.filters.light }), 'Low');
    expect(cardNames()).toEqual(['Snake Plant']);
    await user.selectOptions(screen.getByRole('combobox', { name: words.filters.climate }), 'Arid');
    expect(screen.getByText(words.results.noResults)).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: words.filters.climate }), 'All');
    await user.selectOptions(screen.getByRole('combobox', { name: words.filters.light }), 'All');
    await user.selectOptions(screen.getByRole('combobox', { name: words.filters.water }), 'Low');
    expect(cardNames()).toEqual(['Snake Plant', 'Aloe Vera']);
    await waitFor(() => expect(window.location.search).toContain('water=Low'));
    await user.type(searchBox(), 'snake');
    await user.click(
      within(screen.getByRole('group', { name: words.filters.toggle })).getByRole('button', {
        name: words.filters.clear,
      }),
    );
    expect(cards()).toHaveLength(6);
    expect(searchBox()).toHaveValue('');
    for (const name of [words.filters.type, words.filters.climate, words.filters.light, words.filters.water])
      expect(screen.getByRole('combobox', { name })).toHaveValue('All');
    await waitFor(() => expect(window.location.search).not.toContain('water='));
    expect(screen.getByRole('button', { name: words.filters.toggle })).toHaveAttribute('aria-expanded', 'true');
  });

  it('a plain click on a card fetches the plant’s record and shows it, marks the card, scrolls there and focuses its name', async () => {
    const user = userEvent.setup();
    render(island);
    await user.click(card('Snake Plant'));
    expect(card('Snake Plant')).toHaveAttribute('aria-current', 'true');
    expect(card('Lavender')).not.toHaveAttribute('aria-current');
    const heading = within(details()).getByRole('heading', { level: 3, name: 'Snake Plant' });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(details()).toHaveTextContent('Snake Plant description.'));
    expect(site.requests).toEqual(['/data/plants/snake-plant.json']);
    expect(details()).toHaveTextContent('Dracaena trifasciata');
    const badges = [...details().querySelectorAll('dl > div')].map((badge) => badge.textContent);
    const pet = words.plant.pets;
    expect(badges).toEqual([
      `${badge.type} Indoor`,
      `${badge.climate} Tropical`,
      `${badge.light} Low to Bright`,
      `${badge.water} Low`,
      `${pet.cats} ${pet.unknown} (${pet.howWeKnow})`,
      `${pet.dogs} ${pet.unknown} (${pet.howWeKnow})`,
    ]);
    expect(details()).toHaveTextContent('Snake Plant care instructions.');
    const link = within(details()).getByRole('link', { name: /Read more on Wikipedia/ });
    expect(link).toHaveAttribute('href', 'https://en.wikipedia.org/wiki/Dracaena_trifasciata');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    const credit = within(details()).getByRole('link', { name: /^Photo: Wikimedia Commons/ });
    expect(credit).toHaveAttribute('href', 'https://commons.wikimedia.org/wiki/File:snake-plant.jpg');
    expect(within(details()).getByRole('img')).toHaveAttribute('alt', 'A photo of Snake Plant');
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(details());
  });

  it('a modified click (new tab) is left to the browser: it opens the plant’s page, not the panel', () => {
    render(island);
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }]) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...modifier });
      card('Lavender').dispatchEvent(event);
      expect(event.defaultPrevented, JSON.stringify(modifier)).toBe(false);
    }
    expect(details()).toHaveTextContent(words.details.noSelection);
    expect(site.requests).toEqual([]);
  });

  it('keeps the panel’s space while the record loads: the card’s names and photo at once, the rest after', async () => {
    site.hold = (path) => path.startsWith('/data/plants/');
    const user = userEvent.setup();
    render(island);
    await user.click(card('Lavender'));
    const article = within(details()).getByRole('article');
    expect(article).toHaveAttribute('aria-busy', 'true');
    expect(within(details()).getByRole('heading', { level: 3, name: 'Lavender' })).toBeVisible();
    expect(details()).toHaveTextContent('Lavandula angustifolia');
    const photo = details().querySelector('img');
    const body = article.lastElementChild;
    expect(body).toHaveClass('min-h-[32rem]');
    site.release();
    await waitFor(() => expect(details()).toHaveTextContent('Lavender description.'));
    expect(article).toHaveAttribute('aria-busy', 'false');
    // The same photo element and the same body stay in place: only their contents fill in.
    expect(details().querySelector('img')).toBe(photo);
    expect(article.lastElementChild).toBe(body);
  });

  it('says so in words when a record cannot be fetched, links to the plant’s page, and tries again on the next choice', async () => {
    site.failing.add('/data/plants/aloe-vera.json');
    const user = userEvent.setup();
    render(island);
    await user.click(card('Aloe Vera'));
    await waitFor(() => expect(details()).toHaveTextContent(fill(words.details.failed, { name: 'Aloe Vera' })));
    expect(
      within(details()).getByRole('link', { name: fill(words.details.openPage, { name: 'Aloe Vera' }) }),
    ).toHaveAttribute('href', '/plants/aloe-vera/');
    site.failing.clear();
    await user.click(card('Lavender'));
    await user.click(card('Aloe Vera'));
    await waitFor(() => expect(details()).toHaveTextContent('Aloe Vera description.'));
  });

  it('scrolls without animation when the visitor prefers reduced motion', async () => {
    reducedMotion = true;
    const user = userEvent.setup();
    render(island);
    await user.click(card('Lavender'));
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'instant', block: 'start' }));
  });

  it('opens the view a shared address describes, with the panel open for its filters', async () => {
    window.history.replaceState(null, '', '/?q=a&type=outdoor&plant=lavender&climate=Lunar');
    render(island);
    await settle();
    expect(searchBox()).toHaveValue('a');
    expect(screen.getByRole('combobox', { name: words.filters.type })).toHaveValue('Outdoor');
    expect(screen.getByRole('combobox', { name: words.filters.climate })).toHaveValue('All');
    // Best match first: 'Acer palmatum' starts with the search, Lavender's names only contain it.
    expect(cardNames()).toEqual(['Japanese Maple', 'Lavender']);
    await waitFor(() => expect(details()).toHaveTextContent('Lavender description.'));
    // Opening a shared address does not jump the page; only a choice does.
    expect(scrollIntoView).not.toHaveBeenCalled();
    // The address is tidied: canonical spelling, the unknown climate dropped, the database anchor added.
    await waitFor(() =>
      expect(`${window.location.search}${window.location.hash}`).toBe('?q=a&type=Outdoor&plant=lavender#database'),
    );
  });

  it('drops a plant named by the address that does not exist, as if none had been named', async () => {
    window.history.replaceState(null, '', '/?plant=triffid&climate=arid');
    render(island);
    await waitFor(() => expect(`${window.location.search}`).toBe('?climate=Arid'));
    expect(details()).toHaveTextContent(words.details.noSelection);
    expect(site.requests).toEqual(['/data/plants/triffid.json']);
  });

  it("'Safe for cats' and 'Safe for dogs' keep only plants known to be non-toxic, show it on the cards, and go into the address", async () => {
    // Made-up verdicts for the test, so that the filter's rule is tested apart from what the plant files say today.
    const source = 'https://example.org/pet-safety';
    const plants = SIX_PLANTS.map((plant) =>
      plant.slug === 'aloe-vera'
        ? ({
            ...plant,
            pets: { cats: { toxicity: 'non-toxic', source }, dogs: { toxicity: 'non-toxic', source } },
          } as const)
        : plant.slug === 'lavender'
          ? ({
              ...plant,
              pets: { cats: { toxicity: 'non-toxic', source }, dogs: { toxicity: 'toxic', source } },
            } as const)
          : plant,
    );
    fakeSite(plants);
    const user = userEvent.setup();
    render(<PlantDatabase {...islandProps(plants)} />);
    expect(within(card('Lavender')).getByText(`${words.plant.pets.dogs}: ${words.plant.pets.toxic}`)).toBeVisible();
    expect(card('Snake Plant').querySelector('[data-badge]')).toBeNull();
    await user.click(screen.getByRole('button', { name: words.filters.toggle }));
    await user.click(screen.getByRole('checkbox', { name: words.filters.safeFor.cats }));
    expect(cardNames()).toEqual(['Lavender', 'Aloe Vera']);
    await user.click(screen.getByRole('checkbox', { name: words.filters.safeFor.dogs }));
    expect(cardNames()).toEqual(['Aloe Vera']);
    await settle();
    await waitFor(() => expect(window.location.search).toBe('?safe=cats&safe=dogs'));
    await user.type(searchBox(), 'lav');
    expect(screen.getByText(words.results.noResults)).toBeVisible();
    await user.click(
      within(screen.getByRole('group', { name: words.filters.toggle })).getByRole('button', {
        name: words.filters.clear,
      }),
    );
    expect(screen.getByRole('checkbox', { name: words.filters.safeFor.cats })).not.toBeChecked();
    expect(cards()).toHaveLength(6);
  });

  it('shows a claim’s source beside its verdict in the detail panel, and for a toxic verdict what to do, its signs and advice', async () => {
    const toxic = {
      toxicity: 'toxic' as const,
      source: 'https://example.org/aloe',
      signs: ['Vomiting', 'Diarrhea'],
      advice: 'Call a vet if more than a leaf was eaten.',
    };
    const plants = SIX_PLANTS.map((plant): PlantRecord =>
      plant.slug === 'aloe-vera' ? { ...plant, pets: { cats: toxic, dogs: { toxicity: 'unknown' } } } : plant,
    );
    fakeSite(plants);
    const user = userEvent.setup();
    render(<PlantDatabase {...islandProps(plants)} />);
    await user.click(card('Aloe Vera'));
    const badgeList = () => details().querySelector('dl')!;
    await waitFor(() =>
      expect(
        within(badgeList()).getByRole('link', { name: new RegExp(`^${words.plant.pets.source}`) }),
      ).toHaveAttribute('href', 'https://example.org/aloe'),
    );
    const note = within(details()).getByRole('region', { name: words.plant.poisoning.heading });
    expect(note).toHaveTextContent(words.plant.poisoning.whatToDo);
    expect(
      within(note)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([words.plant.poisoning.source]);
    expect(note).toHaveTextContent(
      `${fill(words.plant.poisoning.signs, { animal: words.plant.pets.cats })} Vomiting, Diarrhea`,
    );
    expect(note).toHaveTextContent(`${words.plant.poisoning.advice} Call a vet if more than a leaf was eaten.`);
    expect(note).not.toHaveTextContent(fill(words.plant.poisoning.signs, { animal: words.plant.pets.dogs }));
    const badges = [...badgeList().querySelectorAll(':scope > div')].map((badge) => badge.textContent);
    expect(badges.slice(4)).toEqual([
      expect.stringMatching(`^${words.plant.pets.cats} ${words.plant.pets.toxic} \\(${words.plant.pets.source}`),
      `${words.plant.pets.dogs} ${words.plant.pets.unknown} (${words.plant.pets.howWeKnow})`,
    ]);
  });

  it('finds a plant by another name it goes by, says on the card which one, and lists them all in the panel', async () => {
    const plants = SIX_PLANTS.map((plant) =>
      plant.slug === 'snake-plant'
        ? { ...plant, aliases: ["Mother-in-law's Tongue", 'Sansevieria trifasciata'] }
        : plant,
    );
    fakeSite(plants);
    const user = userEvent.setup();
    render(<PlantDatabase {...islandProps(plants)} />);
    await user.type(searchBox(), 'in-law');
    expect(cardNames()).toEqual(['Snake Plant']);
    expect(card('Snake Plant')).toHaveTextContent(fill(words.plant.alsoKnownAs, { names: "Mother-in-law's Tongue" }));
    // Found by its own name, the card says nothing more.
    await user.clear(searchBox());
    await user.type(searchBox(), 'snake');
    expect(card('Snake Plant').querySelector('[data-also-known-as]')).toBeNull();
    await user.click(card('Snake Plant'));
    await waitFor(() =>
      expect(details()).toHaveTextContent(
        fill(words.plant.alsoKnownAs, { names: "Mother-in-law's Tongue, Sansevieria trifasciata" }),
      ),
    );
  });

  it('writes what the visitor does into the address', async () => {
    const user = userEvent.setup();
    render(island);
    await settle();
    await user.type(searchBox(), 'fig');
    await user.click(card('Fiddle Leaf Fig'));
    await settle();
    await waitFor(() => expect(window.location.search).toBe('?q=fig&plant=fiddle-leaf-fig'));
  });

  it('keeps what was typed and the Filters toggle pressed before it hydrated', async () => {
    const { section, container } = serverRendered(island);
    container.querySelector('input')!.value = 'aloe';
    fireEvent.click(container.querySelector('[data-filter-toggle]')!);
    render(island, { container, hydrate: true });
    await settle();
    expect($search.get()).toBe('aloe');
    expect(cardNames()).toEqual(['Aloe Vera']);
    expect(screen.getByRole('button', { name: words.filters.toggle })).toHaveAttribute('aria-expanded', 'true');
    expect(section.dataset.intents).toBeUndefined();
    expect(section).toHaveAttribute('data-intents-taken');
    section.remove();
  });

  it('keeps what was typed while it was starting, after its events were live and before its first effects', async () => {
    const { section, container } = serverRendered(island);
    const box = container.querySelector('input')!;
    const root = hydrateRoot(container, island);
    // React commits the hydrated island in one task and runs its start-up (its effects) in a later one: the visitor
    // types in between. React dispatches the change, then puts the box back to the value it rendered ('').
    const committed = () => Object.keys(box).some((key) => key.startsWith('__reactProps'));
    for (let task = 0; task < 100 && !committed(); task++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(committed() && section.dataset.intentsTaken === undefined).toBe(true);
    fireEvent.input(box, { target: { value: 'aloe' } });
    await settle();
    expect($search.get()).toBe('aloe');
    expect(searchBox()).toHaveValue('aloe');
    expect(cardNames()).toEqual(['Aloe Vera']);
    act(() => root.unmount());
    section.remove();
  });

  it('replaces a photo that fails to load with the local placeholder', async () => {
    render(island);
    const image = cards()[0]!.querySelector('img')!;
    expect(image).toHaveAttribute('src', SIX_PLANTS[0]!.image.src);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '500');
    expect(image).toHaveAttribute('height', '375');
    expect(image).toHaveAttribute('alt', '');
    fireEvent.error(image);
    await waitFor(() => expect(image).toHaveAttribute('src', '/images/plant-placeholder.svg'));
  });

  it('pre-renders the local placeholder and asks for the photo only once hydrated', () => {
    const html = renderToString(island);
    expect(html).toContain('src="/images/plant-placeholder.svg"');
    expect(html).not.toContain('upload.wikimedia.org');
  });

  it('once hydrated, offers each card’s photo at Wikimedia’s standard widths up to its own, and a phone no more than 500', () => {
    render(island);
    const photo = card('Lavender').querySelector('img')!;
    const widths = (srcset: string | null) => (srcset ?? '').split(', ').map((candidate) => candidate.split(' ')[1]);
    expect(photo.getAttribute('src')).toBe(LAVENDER_THUMB);
    expect(widths(photo.getAttribute('srcset'))).toEqual(['250w', '330w', '500w']);
    expect(photo.getAttribute('sizes')).toMatch(/17rem.*, 6rem$/);
    // The same widths for every screen: no phone's <source> of its own.
    expect(card('Lavender').querySelector('picture source')).toBeNull();
  });

  it('offers the panel’s photo sharper on wide screens when the file is wider, and a phone still no more than 500', async () => {
    const plants = SIX_PLANTS.map((plant): PlantRecord =>
      plant.slug === 'lavender' ? { ...plant, image: { ...plant.image, originalWidth: 2000 } } : plant,
    );
    fakeSite(plants);
    const user = userEvent.setup();
    render(<PlantDatabase {...islandProps(plants)} />);
    await user.click(card('Lavender'));
    const widths = (srcset: string | null | undefined) =>
      (srcset ?? '').split(', ').map((candidate) => candidate.split(' ')[1]);
    await waitFor(() =>
      expect(widths(details().querySelector('img')?.getAttribute('srcset'))).toEqual([
        '250w',
        '330w',
        '500w',
        '960w',
        '1280w',
        '1920w',
      ]),
    );
    const phone = details().querySelector('picture source');
    expect(phone?.getAttribute('media')).toBe('(max-width: 767.98px)');
    expect(widths(phone?.getAttribute('srcset'))).toEqual(['250w', '330w', '500w']);
  });
});

describe('PlantDatabase island, more plants than one page', () => {
  const PLANTS = manyPlants(24);
  const big = <PlantDatabase {...islandProps(PLANTS)} />;
  beforeEach(() => {
    site = fakeSite(PLANTS);
  });
  const searchIndexRequests = () => site.requests.filter((path) => path === '/data/plant-index.json');

  it('shows the first page of cards, Show more and the A–Z link, and fetches nothing until asked', async () => {
    render(big);
    await settle();
    expect(cards()).toHaveLength(12);
    expect(screen.getByRole('status')).toHaveTextContent(fill(words.results.count, { shown: 12, total: 30 }));
    expect(screen.getByRole('button', { name: words.results.showMore })).toBeVisible();
    expect(screen.getByRole('link', { name: fill(words.results.browseAll, { total: 30 }) })).toHaveAttribute(
      'href',
      '/plants/',
    );
    expect(site.requests).toEqual([]);
  });

  it('fetches the search index once, at the first focus in the search box', async () => {
    const user = userEvent.setup();
    render(big);
    await user.click(searchBox());
    await user.tab();
    await user.click(searchBox());
    await settle();
    expect(searchIndexRequests()).toHaveLength(1);
  });

  it('Show more adds the next page of cards and moves focus to the first new one', async () => {
    const user = userEvent.setup();
    render(big);
    await user.click(screen.getByRole('button', { name: words.results.showMore }));
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(cards()[12]).toHaveFocus();
    expect(cardNames().slice(0, 24)).toEqual(PLANTS.slice(0, 24).map((plant) => plant.name));
    await user.click(screen.getByRole('button', { name: words.results.showMore }));
    expect(cards()).toHaveLength(30);
    expect(screen.queryByRole('button', { name: words.results.showMore })).toBeNull();
    expect(searchIndexRequests()).toHaveLength(1);
  });

  it('keeps a Show more pressed before it hydrated', async () => {
    const { section, container } = serverRendered(big);
    fireEvent.click(container.querySelector('[data-intent="more"]')!);
    render(big, { container, hydrate: true });
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(searchIndexRequests()).toHaveLength(1);
    section.remove();
  });

  it('keeps a search typed while the index is loading and applies it when the index arrives', async () => {
    site.hold = (path) => path === '/data/plant-index.json';
    const target = PLANTS[20]!;
    const user = userEvent.setup();
    render(big);
    await user.type(searchBox(), target.name);
    expect(searchBox()).toHaveValue(target.name);
    expect(screen.getByRole('status')).toHaveTextContent(fill(words.results.loading, { total: 30 }));
    expect(grid()).toHaveAttribute('aria-busy', 'true');
    site.release();
    await waitFor(() => expect(cardNames()).toEqual([target.name]));
    expect(screen.getByRole('status')).toHaveTextContent(fill(words.results.count, { shown: 1, total: 30 }));
    expect(searchBox()).toHaveValue(target.name);
  });

  it('a filtered address fetches the index at once and shows its matches', async () => {
    window.history.replaceState(null, '', '/?climate=Arid');
    render(big);
    const arid = PLANTS.filter((plant) => plant.climate === 'Arid').map((plant) => plant.name);
    await waitFor(() => expect(cardNames()).toEqual(arid.slice(0, 12)));
    expect(searchIndexRequests()).toHaveLength(1);
  });

  it('says so when the index cannot be fetched, keeping the cards and the A–Z link', async () => {
    site.failing.add('/data/plant-index.json');
    const user = userEvent.setup();
    render(big);
    await user.type(searchBox(), 'fern');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(words.results.indexFailed));
    expect(cards()).toHaveLength(12);
    expect(screen.getByRole('link', { name: fill(words.results.browseAll, { total: 30 }) })).toBeVisible();
  });
});
