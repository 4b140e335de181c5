// @vitest-environment jsdom
import { loadConsentTool, reopenConsentChoice, watchConsentLinks } from '@/browser/ad-consent';

const TOOL = 'https://cmp.example.net/i/pub-1234567890123456?ers=1';

beforeEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  delete window.googlefc;
});

describe('the ad network’s consent tool on the page', () => {
  it('loads once, async, with the hidden frame that tells the ad code a consent tool is there', () => {
    loadConsentTool(document, TOOL);
    loadConsentTool(document, TOOL);
    const scripts = document.querySelectorAll('script');
    expect([...scripts].map((script) => [script.src, script.async])).toEqual([[TOOL, true]]);
    const frame = document.querySelector('iframe');
    expect(frame?.name).toBe('googlefcPresent');
    expect(frame?.hidden).toBe(true);
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('loads nothing when the site has no tool', () => {
    loadConsentTool(document, '');
    expect(document.querySelector('script, iframe')).toBeNull();
  });

  it('asks the tool to show the choice again once it knows the visitor’s current one, loading it if need be', () => {
    reopenConsentChoice(window, TOOL);
    expect(document.querySelector('script')?.src).toBe(TOOL);
    const [queued] = (window.googlefc?.callbackQueue ?? []) as { CONSENT_DATA_READY: () => void }[];
    const shown: string[] = [];
    window.googlefc = { ...window.googlefc, showRevocationMessage: () => shown.push('shown') };
    queued?.CONSENT_DATA_READY();
    expect(shown).toEqual(['shown']);
  });

  it('turns the Privacy settings link into that request, instead of leaving the page', () => {
    document.body.innerHTML =
      '<footer><a href="/privacy#ad-consent" data-consent-settings>Privacy settings</a><a href="/terms">Terms</a></footer>';
    watchConsentLinks(window, TOOL);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a[data-consent-settings]')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(window.googlefc?.callbackQueue).toHaveLength(1);
    const other = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a[href="/terms"]')?.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
  });
});
