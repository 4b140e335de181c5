// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PlantDatabase from '@/islands/PlantDatabase';
import { fill } from '@/lib/shared/text';
import { resetDatabase } from '@/stores/database';
import { forgetLoadedPlantData } from '@/islands/plant-database/load-plant-data';
import { databaseWords, fakeSite, islandProps, manyPlants } from '../../helpers/plants';

const words = databaseWords();

// The detail panel breaks as soon as it shows a plant, as a bug in it would (issue 13: every island sits behind
// IslandBoundary, whose fallback keeps the server-rendered content usable).
vi.mock('@/islands/plant-database/PlantDetails', () => ({
  PlantDetails: ({ slug }: { slug: string | null }) => {
    if (slug !== null) throw new Error('The detail panel broke.');
    return <p>No plant chosen.</p>;
  },
}));

const PLANTS = manyPlants(24);

beforeEach(() => {
  resetDatabase();
  forgetLoadedPlantData();
  fakeSite(PLANTS);
  window.history.replaceState(null, '', '/');
  Element.prototype.scrollIntoView = () => {};
  window.matchMedia = ((media: string) => ({ matches: false, media })) as unknown as typeof window.matchMedia;
});

describe('PlantDatabase island, when it breaks', () => {
  it('shows one short message and keeps the first cards as links to the plants’ pages, with the A–Z link', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    render(<PlantDatabase {...islandProps(PLANTS)} />);
    await user.click(
      within(screen.getByRole('list', { name: words.results.listLabel })).getByRole('link', { name: /^Lavender/ }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(words.broken);
    const links = within(screen.getByRole('list', { name: words.results.listLabel })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      PLANTS.slice(0, 12).map((plant) => `/plants/${plant.slug}/`),
    );
    expect(screen.getByRole('link', { name: fill(words.results.browseAll, { total: 30 }) })).toHaveAttribute(
      'href',
      '/plants/',
    );
    expect(screen.queryByRole('searchbox')).toBeNull();
    // A card of the fallback is a plain link: its click is left to the browser.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    links[0]!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(consoleError.mock.calls.some((call) => String(call[0]).includes('The plant database island failed'))).toBe(
      true,
    );
  });
});
