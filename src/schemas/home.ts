import { z } from 'astro/zod';
import { editorLink, text } from './fields';

/**
 * A block of the landing page (`src/content/home/<block>.md`): hero and about.
 * The Markdown body is the block's text.
 */
export const homeBlockSchema = z.strictObject({
  /** A short word or two above the heading, such as "About" (optional). */
  kicker: text(2, 40).optional(),
  /** The block's heading. */
  heading: text(3, 90),
  /** A short line under the heading. */
  subheading: text(1, 200).optional(),
  /** Buttons under the text, at most two. */
  actions: z
    .array(z.strictObject({ label: text(2, 30), href: editorLink }))
    .max(2, { error: 'Give at most two buttons.' })
    .default([]),
  /** Short facts shown as a list beside the text (the about block), at most four. */
  highlights: z
    .array(z.strictObject({ title: text(2, 40), text: text(2, 160) }))
    .max(4, { error: 'Give at most four highlights.' })
    .default([]),
});
