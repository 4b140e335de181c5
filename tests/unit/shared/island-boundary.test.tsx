// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { IslandBoundary } from '@/islands/shared/IslandBoundary';

function Broken(): never {
  throw new Error('the island broke');
}

describe('IslandBoundary', () => {
  it('shows the fallback instead of an island that throws, says which island failed, and leaves the rest alone', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <div>
        <p>Elsewhere on the page</p>
        <IslandBoundary island="test" fallback={<p>The island could not start.</p>}>
          <Broken />
        </IslandBoundary>
      </div>,
    );
    expect(screen.getByText('The island could not start.')).toBeInTheDocument();
    expect(screen.getByText('Elsewhere on the page')).toBeInTheDocument();
    expect(consoleError.mock.calls.some((call) => String(call[0]).includes('The test island failed'))).toBe(true);
  });

  it('renders the island itself when nothing throws', () => {
    render(
      <IslandBoundary island="test" fallback={<p>fallback</p>}>
        <p>The island</p>
      </IslandBoundary>,
    );
    expect(screen.getByText('The island')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
  });
});
