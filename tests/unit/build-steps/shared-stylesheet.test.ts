import { linkStylesheets, sharedStylesheetPath } from '../../../src/integrations/shared-stylesheet';

describe('plant pages link one shared stylesheet instead of inlining it', () => {
  const css = `body{color:red}${' '.repeat(2000)}`;
  const page = `<html><head><style>${css}</style><style>astro-island,astro-slot,astro-static-slot{display:contents}</style></head><body></body></html>`;

  it('moves the large stylesheet into a file named by its content and links it; small rules stay inline', () => {
    const { html, files } = linkStylesheets(page);
    const href = sharedStylesheetPath(css);
    expect(href).toMatch(/^\/_astro\/pages\.[0-9a-f]{10}\.css$/);
    expect(html).toBe(`<html><head><link rel="stylesheet" href="${href}"><style>astro-island,astro-slot,astro-static-slot{display:contents}</style></head><body></body></html>`);
    expect([...files]).toEqual([[href, css]]);
  });

  it('names the same styles alike and different styles apart, and leaves a page without large styles alone', () => {
    expect(linkStylesheets(page).files).toEqual(linkStylesheets(page.replace('<body>', '<body><p>other</p>')).files);
    expect(sharedStylesheetPath(css)).not.toBe(sharedStylesheetPath(`${css}a{}`));
    const small = '<style>a{}</style>';
    expect(linkStylesheets(small)).toEqual({ html: small, files: new Map() });
  });
});
