import { getEntry, render } from 'astro:content';

/** One of the landing page's Markdown blocks (`src/content/home/<id>.md`): its front matter and its rendered body. */
export async function homeBlock(id: 'hero' | 'about') {
  const entry = await getEntry('home', id);
  if (!entry) throw new Error(`src/content/home/${id}.md is missing: the landing page needs its ${id} text.`);
  const { Content } = await render(entry);
  return { data: entry.data, Content };
}
