/**
 * Runs in the page (self-contained, for any engine's evaluate): scrolls to `scrollY`, lets the header follow (the scroll
 * event comes with the next frames, then its colour transition runs to its end; not `withoutFrames`, as on a page
 * whose scripts are off, where no frame callback runs and nothing follows), and returns the lowest contrast between
 * the header's link text and the colour actually painted behind it: the first opaque background at the link's centre,
 * the header's own when solid, otherwise what lies under it (its solid layer, the page's top band, or the page). One
 * round trip per position.
 */
export async function headerContrastAt({
  scrollY,
  withoutFrames = false,
}: {
  scrollY: number;
  withoutFrames?: boolean;
}): Promise<number> {
  window.scrollTo({ top: scrollY, behavior: 'instant' });
  if (!withoutFrames) {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(
      document
        .getElementById('site-header')
        ?.getAnimations()
        .map((animation) => animation.finished) ?? [],
    );
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  const parse = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
  const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
    const channel = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const opaque = (color: string) => {
    const parts = parse(color);
    return parts.length === 3 || (parts[3] ?? 0) >= 1;
  };
  const ratios = [...document.querySelectorAll<HTMLElement>('#site-header a, #site-header button')]
    .filter((el) => el.getClientRects().length > 0)
    .map((el) => {
      const rect = el.getBoundingClientRect();
      const stack = document.elementsFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      const behind = stack.map((node) => getComputedStyle(node).backgroundColor).find(opaque) ?? 'rgb(255, 255, 255)';
      const [l1, l2] = [luminance(parse(getComputedStyle(el).color)), luminance(parse(behind))].sort((a, b) => b - a);
      return ((l1 ?? 0) + 0.05) / ((l2 ?? 0) + 0.05);
    });
  return Math.min(...ratios);
}
