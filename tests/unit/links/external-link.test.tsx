// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { ExternalLink } from '@/components/links/ExternalLink';
import { EXTERNAL_ARROW } from '@/lib/links/external-link';
import { layoutWordsSchema } from '@/schemas/layout-words';
import { readWords } from '../../helpers/words';

// The one link to another site, which the islands draw and the static pages render on the server.
const { newTab } = readWords('layout', layoutWordsSchema);

/** A link's accessible name: its words, then the new-tab hint (jsdom drops the space a browser keeps between them). */
const linkName = (text: string) => new RegExp(`^${text} ?${newTab.replace(/[()]/g, '\\$&')}$`);

afterEach(cleanup);

describe('a link to another site', () => {
  it('opens in a new tab with no handle on this page, and tells screen readers so', () => {
    render(
      <ExternalLink href="https://example.org/" className="underline" newTab={newTab}>
        Example
      </ExternalLink>,
    );
    const link = screen.getByRole('link', { name: linkName('Example') });
    expect(link).toHaveAttribute('href', 'https://example.org/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveClass('underline');
  });

  it('marks a paid link as sponsored, and shows the arrow to sighted readers only', () => {
    render(
      <ExternalLink sponsored arrow href="https://example.org/book" newTab={newTab}>
        A book
      </ExternalLink>,
    );
    const link = screen.getByRole('link', { name: linkName('A book') });
    expect(link).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    expect(link).toHaveTextContent(`A book${EXTERNAL_ARROW}`);
  });
});
