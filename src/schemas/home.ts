import { z } from 'astro/zod';

/** A link written by an editor: an https address or a path on this site. */
export const editorLink = z
  .string()
  .refine((value) => value.startsWith('/') || value.startsWith('#') || /^https:\/\/[^\s]+$/.test(value), {
    message: 'Use an https:// address, a path on this site such as /books, or an anchor such as #database.',
  });

/**
 * A block of the landing page (`src/content/home/<block>.md`): hero and about.
 * The Markdown body is the block's text.
 */
export const homeBlockSchema = z.object({
  /** The block's heading. */
  heading: z.string().min(3).max(90),
  /** A short line under the heading. */
  subheading: z.string().max(200).optional(),
  /** Buttons under the text, at most two. */
  actions: z
    .array(z.object({ label: z.string().min(2).max(30), href: editorLink }))
    .max(2)
    .default([]),
  /** Short facts shown as a list beside the text (the about block), at most four. */
  highlights: z
    .array(z.object({ title: z.string().min(2).max(40), text: z.string().min(2).max(160) }))
    .max(4)
    .default([]),
});

export type HomeBlock = z.infer<typeof homeBlockSchema>;
