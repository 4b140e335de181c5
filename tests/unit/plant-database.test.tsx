// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import PlantDatabase from '../../src/islands/PlantDatabase';
import { recordIntents } from '../../src/scripts/intent';
import { DEFAULT_QUERY } from '../../src/lib/plant-query';
import type { PlantRecord } from '../../src/lib/plants-data';
import { $filterPanelOpen, $search, $selectedPlant, loadDatabaseQuery, setFilterPanelOpen } from '../../src/stores/database';

const plant = (
  id: number,
  slug: string,
  name: string,
  scientificName: string,
  type: PlantRecord['type'],
  climate: PlantRecord['climate'],
  light: PlantRecord['light'],
  water: PlantRecord['water'],
): PlantRecord => ({
  id,
  slug,
  name,
  scientificName,
  type,
  climate,
  light,
  water,
  image: { src: `https://upload.wikimedia.org/${slug}.jpg`, width: 500, height: 375, alt: `A photo of ${name}` },
  description: `${name} description.`,
  care: `${name} care instructions.`,
  wikiLink: `https://en.wikipedia.org/wiki/${scientificName.replace(' ', '_')}`,
});

const PLANTS: PlantRecord[] = [
  plant(1, 'monstera-deliciosa', 'Monstera Deliciosa', 'Monstera deliciosa', 'Indoor', 'Tropical', 'Indirect Light', 'Moderate'),
  plant(2, 'snake-plant', 'Snake Plant', 'Dracaena trifasciata', 'Indoor', 'Tropical', 'Low to Bright', 'Low'),
  plant(3, 'fiddle-leaf-fig', 'Fiddle Leaf Fig', 'Ficus lyrata', 'Indoor', 'Tropical', 'Bright Indirect', 'Moderate'),
  plant(4, 'lavender', 'Lavender', 'Lavandula angustifolia', 'Outdoor', 'Mediterranean', 'Full Sun', 'Low'),
  plant(5, 'japanese-maple', 'Japanese Maple', 'Acer palmatum', 'Outdoor', 'Temperate', 'Partial Shade', 'Moderate'),
  plant(6, 'aloe-vera', 'Aloe Vera', 'Aloe vera', 'Indoor', 'Arid', 'Full Sun', 'Low'),
];

const island = <PlantDatabase plants={PLANTS} sectionId="database" />;
let reducedMotion = false;
const scrollIntoView = vi.fn();

beforeEach(() => {
  loadDatabaseQuery(DEFAULT_QUERY);
  setFilterPanelOpen(false);
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
});
afterEach(cleanup);

const cards = () => within(screen.getByRole('list', { name: 'Plants' })).getAllByRole('button');
const cardNames = () => cards().map((card) => card.querySelector('.font-serif')?.textContent);
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('PlantDatabase island', () => {
  it('shows every plant as a button, the result count and the empty panel', () => {
    render(island);
    expect(cardNames()).toEqual(PLANTS.map((p) => p.name));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 6 of 6 plants');
    const details = screen.getByRole('region', { name: 'Plant details' });
    expect(details).toHaveTextContent('Select a plant to view detailed information.');
    expect(screen.getByRole('searchbox', { name: 'Search plants' })).toHaveValue('');
  });

  it('filters as the visitor types, on name or scientific name, ignoring case, and announces the count', async () => {
    const user = userEvent.setup();
    render(island);
    const search = screen.getByRole('searchbox', { name: 'Search plants' });
    await user.type(search, 'FICUS');
    expect(cardNames()).toEqual(['Fiddle Leaf Fig']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 6 plants');
    await user.clear(search);
    await user.type(search, 'maple');
    expect(cardNames()).toEqual(['Japanese Maple']);
    await user.clear(search);
    await user.type(search, '   ');
    expect(cards()).toHaveLength(6);
  });

  it('shows the no-match text with a Clear Filters button that brings every plant back and focuses the search', async () => {
    const user = userEvent.setup();
    render(island);
    const search = screen.getByRole('searchbox', { name: 'Search plants' });
    // user-event reads '[[' as a literal '['.
    await user.type(search, '(*[[');
    expect(search).toHaveValue('(*[');
    expect(screen.queryByRole('list', { name: 'Plants' })).toBeNull();
    expect(screen.getByText('No plants found matching your criteria.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 0 of 6 plants');
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(cards()).toHaveLength(6);
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect($filterPanelOpen.get()).toBe(false);
  });

  it('opens and closes the Filters panel with aria-expanded, offering exactly the specification’s options', async () => {
    const user = userEvent.setup();
    render(island);
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Type' })).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toBeVisible();
    const options = (name: string) =>
      within(screen.getByRole('combobox', { name })).getAllByRole('option').map((option) => option.textContent);
    expect(options('Type')).toEqual(['All', 'Indoor', 'Outdoor']);
    expect(options('Climate')).toEqual(['All', 'Tropical', 'Mediterranean', 'Arid', 'Temperate']);
    expect(options('Light')).toEqual(['All', 'Low', 'Indirect Light', 'Bright Indirect', 'Full Sun', 'Partial Shade']);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('narrows the grid with every select (AND), and Clear Filters resets all of it keeping the panel open', async () => {
    const user = userEvent.setup();
    render(island);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Indoor');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Light' }), 'Full Sun');
    expect(cardNames()).toEqual(['Aloe Vera']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Light' }), 'Low');
    expect(cardNames()).toEqual(['Snake Plant']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Climate' }), 'Arid');
    expect(screen.getByText('No plants found matching your criteria.')).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'Search plants' }), 'snake');
    await user.click(within(screen.getByRole('group', { name: 'Filters' })).getByRole('button', { name: 'Clear Filters' }));
    expect(cards()).toHaveLength(6);
    expect(screen.getByRole('searchbox', { name: 'Search plants' })).toHaveValue('');
    for (const name of ['Type', 'Climate', 'Light']) expect(screen.getByRole('combobox', { name })).toHaveValue('All');
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows a chosen plant’s details, marks its card, scrolls to the panel smoothly and focuses its name', async () => {
    const user = userEvent.setup();
    render(island);
    await user.click(screen.getByRole('button', { name: /Snake Plant/ }));
    expect(screen.getByRole('button', { name: /Snake Plant/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: /Lavender/ })).not.toHaveAttribute('aria-current');
    const details = screen.getByRole('region', { name: 'Plant details' });
    const heading = within(details).getByRole('heading', { level: 3, name: 'Snake Plant' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(details).toHaveTextContent('Dracaena trifasciata');
    const badges = [...details.querySelectorAll('dl > div')].map((badge) => badge.textContent);
    expect(badges).toEqual(['Type Indoor', 'Climate Tropical', 'Light Low to Bright', 'Water Low']);
    expect(details).toHaveTextContent('Snake Plant description.');
    expect(details).toHaveTextContent('Snake Plant care instructions.');
    const link = within(details).getByRole('link', { name: /Read more on Wikipedia/ });
    expect(link).toHaveAttribute('href', 'https://en.wikipedia.org/wiki/Dracaena_trifasciata');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(details).getByRole('img')).toHaveAttribute('alt', 'A photo of Snake Plant');
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(details);
  });

  it('scrolls without animation when the visitor prefers reduced motion', async () => {
    reducedMotion = true;
    const user = userEvent.setup();
    render(island);
    await user.click(screen.getByRole('button', { name: /Lavender/ }));
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'instant', block: 'start' }));
  });

  it('opens the view a shared address describes, with the panel open for its filters', async () => {
    window.history.replaceState(null, '', '/?q=a&type=outdoor&plant=lavender&climate=Lunar');
    render(island);
    await settle();
    expect(screen.getByRole('searchbox', { name: 'Search plants' })).toHaveValue('a');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('Outdoor');
    expect(screen.getByRole('combobox', { name: 'Climate' })).toHaveValue('All');
    expect(cardNames()).toEqual(['Lavender', 'Japanese Maple']);
    expect(screen.getByRole('heading', { level: 3, name: 'Lavender' })).toBeVisible();
    // Opening a shared address does not jump the page; only a choice does.
    expect(scrollIntoView).not.toHaveBeenCalled();
    // The address is tidied: canonical spelling, the unknown climate dropped, the database anchor added.
    expect(`${window.location.search}${window.location.hash}`).toBe('?q=a&type=Outdoor&plant=lavender#database');
  });

  it('writes what the visitor does into the address', async () => {
    const user = userEvent.setup();
    render(island);
    await settle();
    await user.type(screen.getByRole('searchbox', { name: 'Search plants' }), 'fig');
    await user.click(screen.getByRole('button', { name: /Fiddle Leaf Fig/ }));
    await settle();
    expect(window.location.search).toBe('?q=fig&plant=fiddle-leaf-fig');
  });

  it('keeps what was typed and clicked before it hydrated', async () => {
    const section = document.createElement('section');
    section.id = 'database';
    section.dataset.intentHost = 'plant-database';
    recordIntents(document);
    const container = document.createElement('div');
    container.innerHTML = renderToString(island);
    section.appendChild(container);
    document.body.appendChild(section);
    // Before hydration the visitor types into the server-rendered box, clicks two cards and the Filters toggle once
    // (the clicks recorded on the section, as DatabaseSection.astro's few inline lines do).
    container.querySelector('input')!.value = 'aloe';
    fireEvent.click(container.querySelector('[data-plant="snake-plant"]')!);
    fireEvent.click(container.querySelector('[data-plant="aloe-vera"]')!);
    fireEvent.click(container.querySelector('[data-filter-toggle]')!);
    render(island, { container, hydrate: true });
    await settle();
    expect($search.get()).toBe('aloe');
    expect(cardNames()).toEqual(['Aloe Vera']);
    expect($selectedPlant.get()).toBe('aloe-vera');
    expect(screen.getByRole('heading', { level: 3, name: 'Aloe Vera' })).toBeVisible();
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('heading', { level: 3, name: 'Aloe Vera' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'true');
    expect(section.dataset.intents).toBeUndefined();
    expect(section).toHaveAttribute('data-intents-taken');
    section.remove();
  });

  it('replaces a photo that fails to load with the local placeholder', async () => {
    render(island);
    const image = cards()[0]!.querySelector('img')!;
    expect(image).toHaveAttribute('src', 'https://upload.wikimedia.org/monstera-deliciosa.jpg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '500');
    expect(image).toHaveAttribute('height', '375');
    expect(image).toHaveAttribute('alt', '');
    fireEvent.error(image);
    await waitFor(() => expect(image).toHaveAttribute('src', '/images/plant-placeholder.svg'));
  });

  it('pre-renders the local placeholder and asks for the photo only once hydrated', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(island);
    expect(html).toContain('src="/images/plant-placeholder.svg"');
    expect(html).not.toContain('upload.wikimedia.org/monstera');
  });
});
