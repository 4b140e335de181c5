import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The build output under test: ASTRO_OUT_DIR, or dist/. */
export const distDir = path.resolve(process.env.ASTRO_OUT_DIR ?? 'dist');

/** A built HTML page: its file, the URL path it is served at, and its markup. */
export interface BuiltPage {
  file: string;
  route: string;
  html: string;
}

/** Every HTML page of the build, with the route the CDN serves it at. */
export function builtPages(): BuiltPage[] {
  const files = (readdirSync(distDir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(distDir, file));
  return files.map((file) => {
    const relative = path.relative(distDir, file).split(path.sep).join('/');
    const route =
      relative === 'index.html' ? '/' : `/${relative.replace(/\/?index\.html$/, '').replace(/\.html$/, '')}`;
    return { file, route, html: readFileSync(file, 'utf8') };
  });
}
