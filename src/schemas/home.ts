import { z } from 'astro/zod';
import { editorLink, text } from './fields';

/** A block of the landing page (`src/content/home/<block>.md`): hero and about. The Markdown body is its text. */
export const homeBlockSchema = z.strictObject({
  kicker: text(2, 40).optional(),
  heading: text(3, 90),
  subheading: text(1, 200).optional(),
  actions: z
    .array(z.strictObject({ label: text(2, 30), href: editorLink }))
    .max(2, { error: 'Give at most two buttons.' })
    .default([]),
  /** Facts listed beside the text (the about block). */
  highlights: z
    .array(z.strictObject({ title: text(2, 40), text: text(2, 160) }))
    .max(4, { error: 'Give at most four highlights.' })
    .default([]),
});
