import {
  islandRuntimeCode,
  islandRuntimePath,
  islandRuntimeScripts,
  laterPropsFile,
  withLaterProps,
  withRuntimeFile,
} from '@/integrations/island-runtime';

// What Astro writes into a page with islands (shortened): a directive, then the <astro-island> element.
const DIRECTIVE =
  '(()=>{var l=1;(self.Astro||(self.Astro={})).idle=l;window.dispatchEvent(new Event("astro:idle"));})();';
const ELEMENT = '(()=>{class f extends HTMLElement{}customElements.define("astro-island",f)})();';
const OWN = 'recordIntents(document);';
const page = (islands: string) =>
  `<!DOCTYPE html><html lang="en-GB" data-x="1"><head></head><body>${islands}<script>${DIRECTIVE}</script><script>${ELEMENT}</script><script type="module">${OWN}</script></body></html>`;

describe("Astro's island runtime in a file of its own (issue 46)", () => {
  it('finds the element and the directives, not the page’s own scripts', () => {
    expect(islandRuntimeScripts(page(''))).toEqual([DIRECTIVE, ELEMENT]);
  });

  it('takes them out of the page and names the file on <html>, leaving everything else as it was', () => {
    const href = islandRuntimePath(islandRuntimeCode([DIRECTIVE, ELEMENT]));
    const html = withRuntimeFile(page(''), href);
    expect(html).toContain(`<html lang="en-GB" data-x="1" data-island-runtime="${href}">`);
    expect(islandRuntimeScripts(html)).toEqual([]);
    expect(html).toContain(`<script type="module">${OWN}</script>`);
  });

  it('writes each script once, the directives before the element, and names the file by its content', () => {
    const code = islandRuntimeCode([ELEMENT, DIRECTIVE, DIRECTIVE]);
    expect(code).toBe(`${DIRECTIVE}\n${ELEMENT}`);
    expect(islandRuntimePath(code)).toMatch(/^\/_astro\/islands\.[0-9a-f]{10}\.js$/);
    expect(islandRuntimePath(code)).not.toBe(islandRuntimePath(`${code}\n`));
  });
});

describe('the props of client:near and client:interaction islands in files of their own', () => {
  const props = '{&quot;words&quot;:[0,{&quot;title&quot;:[0,&quot;Tom &amp; Jerry&#39;s &lt;b&gt;&quot;]}]}';
  const island = (client: string) =>
    `<astro-island uid="a" component-url="/_astro/X.js" client="${client}" props="${props}" ssr><p>x</p></astro-island>`;

  it('moves them into a module whose default export is the props as Astro serialized them', () => {
    const file = laterPropsFile(props);
    expect(file.code).toBe(`export default {"words":[0,{"title":[0,"Tom & Jerry's <b>"]}]};\n`);
    expect(file.path).toMatch(/^\/_astro\/props\.[0-9a-f]{10}\.js$/);
  });

  it('empties the attribute and names the file on the island, for both directives', () => {
    for (const client of ['near', 'interaction']) {
      const { html, files } = withLaterProps(island(client));
      expect(files).toHaveLength(1);
      expect(html).toContain(`props="{}" data-later-props="${files[0]!.path}"`);
      expect(html).toContain('<p>x</p>');
    }
  });

  it('leaves the props of every other island in the page', () => {
    for (const client of ['idle', 'visible', 'load']) {
      expect(withLaterProps(island(client))).toEqual({ html: island(client), files: [] });
    }
  });
});
