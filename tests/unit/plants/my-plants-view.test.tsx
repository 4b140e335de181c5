// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PlantDatabase from '@/islands/PlantDatabase';
import { forgetLoadedPlantData } from '@/islands/plant-database/load-plant-data';
import { fill } from '@/lib/shared/text';
import { MY_PLANTS } from '@/config/plants';
import { resetDatabase } from '@/stores/database';
import { resetMyPlants } from '@/stores/my-plants';
import { databaseWords, fakeSite, islandProps, SIX_PLANTS } from '../../helpers/plants';

// My plants as a visitor uses it: Save in the detail panel, the list on its page, a shared address in a fresh browser.
const words = databaseWords();
const my = words.myPlants;
const stored = () => JSON.parse(localStorage.getItem(MY_PLANTS.storageKey) ?? 'null');
const myPlantsPage = (
  <PlantDatabase view="my-plants" total={SIX_PLANTS.length} databasePath="/#database" words={words} />
);
const list = () => screen.getByRole('list', { name: my.listLabel });
const names = () =>
  within(list())
    .queryAllByRole('link')
    .map((link) => link.textContent);

beforeEach(() => {
  resetDatabase();
  resetMyPlants();
  forgetLoadedPlantData();
  fakeSite(SIX_PLANTS);
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  Element.prototype.scrollIntoView = () => {};
  window.matchMedia = ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;
});
afterEach(cleanup);

describe('saving a plant', () => {
  it('is a toggle with aria-pressed that keeps the plant in this browser and links to the list', async () => {
    const user = userEvent.setup();
    render(<PlantDatabase {...islandProps(SIX_PLANTS)} />);
    await user.click(screen.getByRole('link', { name: /^Lavender/ }));
    const save = await screen.findByRole('button', { name: my.save });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('link', { name: fill(my.open, { count: 1 }) })).toBeNull();
    await user.click(save);
    expect(save).toHaveAttribute('aria-pressed', 'true');
    expect(stored()).toEqual({ version: 1, plants: ['lavender'] });
    expect(screen.getByRole('link', { name: fill(my.open, { count: 1 }) })).toHaveAttribute('href', MY_PLANTS.path);
    await user.click(save);
    expect(save).toHaveAttribute('aria-pressed', 'false');
    expect(stored()).toEqual({ version: 1, plants: [] });
  });

  it('says in words that the list will not last where storage refuses it', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const user = userEvent.setup();
    render(<PlantDatabase {...islandProps(SIX_PLANTS)} />);
    await user.click(screen.getByRole('link', { name: /^Lavender/ }));
    await user.click(await screen.findByRole('button', { name: my.save }));
    expect(screen.getByRole('button', { name: my.save })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(my.refused)).toBeVisible();
  });

  it('shows a save made in another tab', async () => {
    const user = userEvent.setup();
    render(<PlantDatabase {...islandProps(SIX_PLANTS)} />);
    await user.click(screen.getByRole('link', { name: /^Lavender/ }));
    const save = await screen.findByRole('button', { name: my.save });
    const value = JSON.stringify({ version: 1, plants: ['lavender'] });
    localStorage.setItem(MY_PLANTS.storageKey, value);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: MY_PLANTS.storageKey, newValue: value }));
    });
    expect(save).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('the My plants page', () => {
  it('lists the saved plants with light, water and pet safety, and removes one', async () => {
    localStorage.setItem(MY_PLANTS.storageKey, JSON.stringify({ version: 1, plants: ['snake-plant', 'lavender'] }));
    const user = userEvent.setup();
    render(myPlantsPage);
    await waitFor(() => expect(names()).toEqual(['Snake Plant', 'Lavender']));
    const lavender = within(list()).getAllByRole('listitem')[1]!;
    expect(lavender).toHaveTextContent('Lavandula angustifolia');
    expect(lavender).toHaveTextContent(`${words.plant.badges.light} Full Sun`);
    expect(lavender).toHaveTextContent(`${words.plant.badges.water} Low`);
    expect(lavender).toHaveTextContent(`${words.plant.pets.cats} ${words.plant.pets.unknown}`);
    await user.click(within(lavender).getByRole('button', { name: fill(my.remove, { name: 'Lavender' }) }));
    expect(names()).toEqual(['Snake Plant']);
    expect(stored()).toEqual({ version: 1, plants: ['snake-plant'] });
  });

  it('says what to do while nothing is saved', async () => {
    render(myPlantsPage);
    expect(await screen.findByText(my.empty)).toBeVisible();
    expect(screen.getByRole('link', { name: my.findPlants })).toHaveAttribute('href', '/#database');
  });

  it('lists a plant the database no longer has as gone, with a way to remove it', async () => {
    localStorage.setItem(MY_PLANTS.storageKey, JSON.stringify({ version: 1, plants: ['lavender', 'dodo-tree'] }));
    const user = userEvent.setup();
    render(myPlantsPage);
    expect(await screen.findByText(fill(my.gone, { name: 'dodo-tree' }))).toBeVisible();
    await user.click(screen.getByRole('button', { name: fill(my.remove, { name: 'dodo-tree' }) }));
    expect(stored()).toEqual({ version: 1, plants: ['lavender'] });
  });

  it('copies an address that carries the list where the browser has no share sheet', async () => {
    localStorage.setItem(MY_PLANTS.storageKey, JSON.stringify({ version: 1, plants: ['lavender', 'aloe-vera'] }));
    // After userEvent.setup(), which puts a clipboard of its own on the navigator.
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(myPlantsPage);
    await user.click(await screen.findByRole('button', { name: my.share }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${MY_PLANTS.path}#plants=lavender,aloe-vera`);
    expect(await screen.findByText(my.copied)).toBeVisible();
  });

  it('shows the address to copy by hand when the clipboard refuses', async () => {
    localStorage.setItem(MY_PLANTS.storageKey, JSON.stringify({ version: 1, plants: ['lavender'] }));
    // After userEvent.setup(), which puts a clipboard of its own on the navigator.
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(myPlantsPage);
    await user.click(await screen.findByRole('button', { name: my.share }));
    expect(await screen.findByRole('textbox', { name: my.copyByHand })).toHaveValue(
      `${window.location.origin}${MY_PLANTS.path}#plants=lavender`,
    );
  });

  it('shows a shared list in a browser with nothing saved, changes nothing until asked, and leaves out the unknown', async () => {
    window.history.replaceState(null, '', `${MY_PLANTS.path}#plants=aloe-vera,lavender,aloe-vera,<b>x</b>,dodo-tree`);
    const user = userEvent.setup();
    render(myPlantsPage);
    expect(await screen.findByRole('heading', { name: my.sharedHeading })).toBeVisible();
    expect(names()).toEqual(['Aloe Vera', 'Lavender']);
    expect(screen.getByText(fill(my.unknownLeftOut, { count: 2 }))).toBeVisible();
    expect(document.body.querySelector('b')).toBeNull();
    expect(stored()).toBeNull();
    await user.click(screen.getByRole('button', { name: my.saveShared }));
    expect(stored()).toEqual({ version: 1, plants: ['aloe-vera', 'lavender'] });
    expect(screen.getByText(my.sharedSaved)).toBeVisible();
  });
});
