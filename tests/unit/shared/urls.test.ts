import { editorLinkProblem, hostOf, isHttpsUrlOn } from '@/lib/shared/urls';

describe('https addresses on allowed hosts', () => {
  const hosts = ['www.amazon.com', 'amazon.com'];

  it('accepts https links on the hosts, whatever the case of the host', () => {
    expect(isHttpsUrlOn('https://www.amazon.com/dp/B0ABC12345', hosts)).toBe(true);
    expect(isHttpsUrlOn('https://amazon.com/s?k=Zen', hosts)).toBe(true);
    expect(isHttpsUrlOn('https://WWW.AMAZON.COM/dp/B0ABC12345', hosts)).toBe(true);
    expect(isHttpsUrlOn('https://any.example.org/page')).toBe(true);
  });

  it('refuses http, other hosts, look-alikes and text that is no address', () => {
    expect(isHttpsUrlOn('http://www.amazon.com/dp/B0ABC12345', hosts)).toBe(false);
    expect(isHttpsUrlOn('https://www.amazon.com.deals.example.org/dp/B0', hosts)).toBe(false);
    expect(isHttpsUrlOn('https://smile.amazon.co.uk/dp/B0', hosts)).toBe(false);
    expect(isHttpsUrlOn('https://example.org/?u=https://www.amazon.com', hosts)).toBe(false);
    expect(isHttpsUrlOn('www.amazon.com/dp/B0', hosts)).toBe(false);
    expect(isHttpsUrlOn('javascript:alert(1)')).toBe(false);
  });

  it('names the host of an address for messages, or repeats what is no address', () => {
    expect(hostOf('https://images.example.org/a.jpg')).toBe('images.example.org');
    expect(hostOf('not an address')).toBe('not an address');
  });
});

describe('links an editor writes', () => {
  it('accepts https addresses, paths on this site and anchors', () => {
    for (const link of ['https://www.example.org/a', '/books', '/radio?x=1#top', '#database', '/']) {
      expect(editorLinkProblem(link), link).toBeNull();
    }
  });

  it('refuses paths that look local but lead to another site', () => {
    expect(editorLinkProblem('//evil.example/books')).toMatch(/one \/ .*another site/);
    expect(editorLinkProblem('/\\evil.example/books')).toMatch(/another site/);
    expect(editorLinkProblem('/books\\..\\x')).toMatch(/another site/);
  });

  it('refuses http, other schemes, spaces and odd anchors, saying what to write', () => {
    expect(editorLinkProblem('http://insecure.example.org/plants')).toMatch(/^Use an https:\/\/ address/);
    expect(editorLinkProblem('javascript:alert(1)')).toMatch(/^Use an https:\/\/ address/);
    expect(editorLinkProblem('mailto:a@b.c')).toMatch(/^Use an https:\/\/ address/);
    expect(editorLinkProblem('/my books')).toMatch(/no spaces/);
    expect(editorLinkProblem('#data base')).toMatch(/anchor/);
  });
});
