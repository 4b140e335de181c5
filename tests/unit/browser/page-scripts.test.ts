// @vitest-environment jsdom
import { replaceFailedCovers } from '@/browser/cover-fallback';
import { replaceFailedPhoto } from '@/browser/photo-fallback';
import { reportMissingPage } from '@/browser/missing-page';
import { answerNewsletter } from '@/browser/newsletter';
import { solidHeaderOnScroll } from '@/browser/solid-header';

/** The small scripts of the header, the contact section, the books grid, a plant page and the 404 page, on their markup. */

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('the header', () => {
  it('turns solid once the page scrolls past its threshold, and clear again above it', () => {
    document.body.innerHTML = '<header id="site-header" data-solid-after="80"></header>';
    const header = document.getElementById('site-header')!;
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    };
    scrollTo(0);
    solidHeaderOnScroll(window);
    expect(header.hasAttribute('data-solid')).toBe(false);
    scrollTo(81);
    expect(header.hasAttribute('data-solid')).toBe(true);
    scrollTo(80);
    expect(header.hasAttribute('data-solid')).toBe(false);
  });
});

describe('the newsletter box', () => {
  const box = () => {
    document.body.innerHTML = `<div data-newsletter data-status-text="Sign-up opens soon.">
      <input type="email"><button type="button" data-newsletter-button>Subscribe</button><p data-newsletter-status></p></div>`;
    answerNewsletter(document);
    return document.querySelector('[data-newsletter-status]')!;
  };

  it('says sign-up is not open when Subscribe is pressed', () => {
    const status = box();
    expect(status.textContent).toBe('');
    document.querySelector<HTMLButtonElement>('[data-newsletter-button]')!.click();
    expect(status.textContent).toBe('Sign-up opens soon.');
  });

  it('says so on Enter in the field, and not on other keys', () => {
    const status = box();
    const input = document.querySelector('input')!;
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(status.textContent).toBe('');
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    expect(status.textContent).toBe('Sign-up opens soon.');
  });
});

describe('the books grid', () => {
  it('replaces a cover that fails by the placeholder, once, dropping its <source>', () => {
    document.body.innerHTML = `<div id="book-grid" data-placeholder="/images/cover.svg">
      <picture><source srcset="/covers/a-wide.webp"><img src="/covers/a.webp" alt=""></picture></div>`;
    replaceFailedCovers(document);
    const img = document.querySelector('img')!;
    img.dispatchEvent(new Event('error'));
    expect(img.getAttribute('src')).toBe('/images/cover.svg');
    expect(img.hasAttribute('data-fallback')).toBe(true);
    expect(document.querySelector('source')).toBeNull();
    img.setAttribute('src', '/covers/again.webp');
    img.dispatchEvent(new Event('error'));
    expect(img.getAttribute('src')).toBe('/covers/again.webp');
  });

  it('leaves a grid without a placeholder alone', () => {
    document.body.innerHTML = '<div id="book-grid"><img src="/covers/a.webp" alt=""></div>';
    replaceFailedCovers(document);
    const img = document.querySelector('img')!;
    img.dispatchEvent(new Event('error'));
    expect(img.getAttribute('src')).toBe('/covers/a.webp');
  });
});

describe('the 404 page', () => {
  it('logs the missing path to the console for operators', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.history.replaceState(null, '', '/no/such/page');
    reportMissingPage(window);
    expect(error).toHaveBeenCalledWith('404 Error: User attempted to access non-existent route:', '/no/such/page');
  });
});

describe('a plant page’s photo', () => {
  const figure = () => {
    document.body.innerHTML = `<figure data-plant-figure data-placeholder="/images/plant.svg">
      <picture><source media="(max-width: 767.98px)" srcset="/a-330.jpg"><img src="/a-500.jpg" srcset="/a-500.jpg 500w" alt="A fern"></picture></figure>`;
    return document.querySelector('img')!;
  };

  it('is replaced once by the placeholder when it fails, with its other widths dropped', () => {
    const img = figure();
    replaceFailedPhoto(document);
    img.dispatchEvent(new Event('error'));
    expect(img.getAttribute('src')).toBe('/images/plant.svg');
    expect(img.getAttribute('srcset')).toBe('');
    expect(document.querySelector('source')).toBeNull();
    img.setAttribute('src', '/elsewhere.jpg');
    img.dispatchEvent(new Event('error'));
    expect(img.getAttribute('src')).toBe('/elsewhere.jpg');
  });

  it('is left alone while it loads', () => {
    const img = figure();
    replaceFailedPhoto(document);
    expect(img.getAttribute('src')).toBe('/a-500.jpg');
    expect(img.hasAttribute('data-fallback')).toBe(false);
  });
});
