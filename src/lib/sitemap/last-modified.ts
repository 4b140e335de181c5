import { load } from 'js-yaml';
import { isoDate } from '../shared/dates';

/**
 * The sitemap's `lastmod`: a page whose content file says when it last changed (the article pages' `updated`) tells
 * search engines so; every other page gives no date rather than a false one (the build's date would claim a change).
 */

/** A content file that is a page of its own: its address, and its Markdown with the front matter. */
export interface PageFile {
  path: string;
  markdown: string;
}

/** A date field of a Markdown file's front matter, YYYY-MM-DD as the schema reads it, or null where it has none. */
export function frontMatterDate(markdown: string, field: string): Date | null {
  const front = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(markdown)?.[1];
  if (front === undefined) return null;
  const value = (load(front) as Record<string, unknown> | null)?.[field];
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** Each dated page's day of its last change, by its path without a trailing slash: `/privacy` → `2026-11-01`. */
export function lastModifiedByPath(files: readonly PageFile[], field: string): Map<string, string> {
  const dates = new Map<string, string>();
  for (const file of files) {
    const date = frontMatterDate(file.markdown, field);
    if (date) dates.set(file.path.replace(/\/$/, ''), isoDate(date));
  }
  return dates;
}

/** A sitemap entry with its page's date, where its content file has one. */
export function withLastModified<T extends { url: string; lastmod?: string | undefined }>(
  item: T,
  dates: ReadonlyMap<string, string>,
): T {
  const lastmod = dates.get(new URL(item.url).pathname.replace(/\/$/, ''));
  return lastmod ? { ...item, lastmod } : item;
}
