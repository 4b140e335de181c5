import type { APIRoute, GetStaticPaths } from 'astro';
import { manifestIconPng } from '@/icons/draw';
import { ICONS, type ManifestIcon } from '@/config/icons';

const FOLDER = /^\/icons\/([a-z0-9-]+)\.png$/;

/** The manifest's PNG icons (ICONS.manifest), one file each under /icons/. */
export const getStaticPaths = (() =>
  ICONS.manifest.map((icon) => {
    const name = FOLDER.exec(icon.path)?.[1];
    if (!name) throw new Error(`ICONS.manifest: ${icon.path} must be /icons/<name>.png, the route that draws it.`);
    return { params: { icon: name }, props: { icon } };
  })) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { icon } = props as { icon: ManifestIcon };
  return new Response(new Uint8Array(await manifestIconPng(icon)), { headers: { 'Content-Type': icon.type } });
};
