import DecapCms from 'decap-cms-app';
import { createElement as h, type ComponentType, type ReactNode } from 'react';
import { PET_CLAIM_WIDGET } from '../lib/cms/config';
import { CMS } from '../site.config';
import { petClaimControl, type ClaimControlProps } from './pet-claim';

/**
 * The browser editor's start-up on /admin/ (src/pages/admin/index.astro): Decap CMS (decap-cms-app, bundled here with
 * the site's own React) with a preview of plants and a rule for empty fields. Nothing here reaches a public page.
 */

/** The parts of an Immutable.js map or list (Decap's entry data) this script reads. */
interface ImmutableValue {
  get(key: string): unknown;
  filter(keep: (value: unknown) => boolean): ImmutableValue;
  map(change: (value: unknown) => unknown): ImmutableValue;
  toJS(): unknown;
  size: number;
  push?: unknown;
}

/** The registry and start of Decap CMS (https://decapcms.org/docs/customization/). */
interface DecapCms {
  init(): void;
  registerPreviewStyle(href: string): void;
  registerPreviewTemplate(collection: string, render: (props: { entry: ImmutableValue }) => ReactNode): void;
  registerEventListener(listener: { name: 'preSave'; handler: (event: { entry: ImmutableValue }) => unknown }): void;
  registerMediaLibrary(library: { name: string; init: () => Promise<MediaLibrary> }): void;
  getWidget(name: string): { control: ComponentType<Record<string, unknown>>; preview: ComponentType<Record<string, unknown>> };
  registerWidget(name: string, control: ComponentType<ClaimControlProps>, preview: ComponentType<Record<string, unknown>>): void;
}

/** A Decap media library (https://decapcms.org/docs/custom-widgets/#registermedialibrary). */
interface MediaLibrary {
  show(): void;
  hide(): void;
  enableStandalone(): boolean;
}

/**
 * The editor takes no upload: a plant's photo is a Wikimedia Commons address with its credit, as every plant's is,
 * and nothing else on the site shows an uploaded file. This library hides Decap's Media button; no field opens it.
 */
const noUploads: MediaLibrary = {
  show: () => window.alert('Photos are not uploaded here: give a Wikimedia Commons address and its credit.'),
  hide: () => undefined,
  enableStandalone: () => false,
};

const isImmutable = (value: unknown): value is ImmutableValue =>
  typeof value === 'object' && value !== null && typeof (value as ImmutableValue).toJS === 'function';
const isList = (value: ImmutableValue) => typeof value.push === 'function';

/** True for what an editor leaves empty: an empty text, nothing, or an empty list. */
const isEmpty = (value: unknown) =>
  value === '' || value === null || value === undefined || (isImmutable(value) && isList(value) && value.size === 0);

/**
 * The entry's data without the fields left empty. Decap writes `licence: ''` for a cleared optional field, which
 * the schema refuses (an optional field is absent or valid); absent is what the editor meant.
 */
export function withoutEmpty(value: unknown): unknown {
  if (!isImmutable(value)) return value;
  const kept = isList(value) ? value : value.filter((item) => !isEmpty(item));
  return kept.map((item) => withoutEmpty(item));
}

/** A plant's preview: the plant page's article with the page's own classes (src/pages/plants/[slug].astro). */
function PlantPreview({ entry }: { entry: ImmutableValue }) {
  const data = entry.get('data') as ImmutableValue;
  const text = (key: string) => String(data.get(key) ?? '');
  const image = data.get('image') as ImmutableValue | undefined;
  const photo = (key: string) => String(image?.get(key) ?? '');
  const badge = (label: string) =>
    h('div', { className: 'rounded-full bg-leaf-100 px-3 py-1', key: label },
      h('dt', { className: 'inline text-xs font-semibold text-leaf-800 uppercase' }, label), ' ',
      h('dd', { className: 'inline' }, text(label.toLowerCase())));
  const credit = [photo('credit'), photo('licence')].filter(Boolean).join(', ');
  return h('div', { className: 'surface-light mx-auto max-w-7xl px-4 py-10 lg:px-6' },
    h('article', { className: 'min-w-0' },
      h('header', { className: 'border-b-4 border-double border-ink pb-6' },
        h('h1', { className: 'mt-2 font-serif text-4xl font-bold tracking-tight text-balance sm:text-5xl' }, text('name')),
        h('p', { className: 'mt-2 font-serif text-xl text-ink-soft italic' }, text('scientificName'))),
      h('div', { className: 'mt-8 grid gap-8 md:grid-cols-2' },
        h('figure', null,
          h('div', { className: 'relative aspect-[4/3] overflow-hidden rounded-md bg-paper-deep' },
            photo('src') ? h('img', { src: photo('src'), alt: photo('alt'), className: 'absolute inset-0 size-full object-cover' }) : null),
          credit ? h('figcaption', { className: 'text-sm text-ink-soft' }, `Photo: ${credit}`) : null),
        h('div', null,
          h('dl', { className: 'flex flex-wrap gap-2 text-sm' }, ['Type', 'Climate', 'Light', 'Water'].map(badge)),
          h('p', { className: 'mt-5 font-serif text-lg leading-relaxed' }, text('description')))),
      h('section', { className: 'mt-10 max-w-[68ch]' },
        h('h2', { className: 'border-t border-rule pt-4 font-serif text-2xl font-bold text-leaf-800' }, 'Care'),
        h('p', { className: 'mt-3 font-serif text-lg leading-relaxed' }, text('care')))));
}

/** Registers the previews, the pet-safety claim field and the save rule, then starts Decap CMS, which reads /admin/config.yml. */
export function startEditor(cms: DecapCms = DecapCms as unknown as DecapCms) {
  cms.registerMediaLibrary({ name: CMS.mediaLibrary, init: async () => noUploads });
  // Decap's own object field and preview, with the claim's rule over its two fields (src/admin/pet-claim.ts).
  const object = cms.getWidget('object');
  cms.registerWidget(PET_CLAIM_WIDGET, petClaimControl(object.control), object.preview);
  cms.registerPreviewStyle(`${CMS.path}preview.css`);
  cms.registerPreviewTemplate('plants', PlantPreview);
  cms.registerEventListener({ name: 'preSave', handler: ({ entry }) => withoutEmpty(entry.get('data')) });
  cms.init();
}
