import DecapCms from 'decap-cms-app';
import type { ComponentType, ReactNode } from 'react';
import { PET_CLAIM_WIDGET } from '@/lib/cms/fields';
import { CMS } from '@/config/cms';
import { petClaimControl, type ClaimControlProps } from './pet-claim';
import { isImmutable, plantPreview, type ImmutableValue, type PreviewWords } from './plant-preview';

/**
 * The browser editor's start-up on /admin/ (src/pages/admin/index.astro): Decap CMS, bundled here with the site's
 * own React, with a preview of plants and a rule for empty fields. Nothing here reaches a public page.
 */

/** The registry and start of Decap CMS (https://decapcms.org/docs/customization/). */
interface DecapCms {
  init(): void;
  registerPreviewStyle(href: string): void;
  registerPreviewTemplate(collection: string, render: (props: { entry: ImmutableValue }) => ReactNode): void;
  registerEventListener(listener: { name: 'preSave'; handler: (event: { entry: ImmutableValue }) => unknown }): void;
  registerMediaLibrary(library: { name: string; init: () => Promise<MediaLibrary> }): void;
  getWidget(name: string): {
    control: ComponentType<Record<string, unknown>>;
    preview: ComponentType<Record<string, unknown>>;
  };
  registerWidget(
    name: string,
    control: ComponentType<ClaimControlProps>,
    preview: ComponentType<Record<string, unknown>>,
  ): void;
}

/** A Decap media library (https://decapcms.org/docs/custom-widgets/#registermedialibrary). */
interface MediaLibrary {
  show(): void;
  hide(): void;
  enableStandalone(): boolean;
}

/**
 * The editor takes no upload: a plant's photo is a Wikimedia Commons address with its credit, and nothing else on the
 * site shows an uploaded file. This library hides Decap's Media button.
 */
const noUploads: MediaLibrary = {
  show: () => window.alert('Photos are not uploaded here: give a Wikimedia Commons address and its credit.'),
  hide: () => undefined,
  enableStandalone: () => false,
};

const isList = (value: ImmutableValue) => typeof value.push === 'function';

const isEmpty = (value: unknown) =>
  value === '' || value === null || value === undefined || (isImmutable(value) && isList(value) && value.size === 0);

/** Drops empty fields: Decap writes `licence: ''` for a cleared optional field, which the schema refuses. */
export function withoutEmpty(value: unknown): unknown {
  if (!isImmutable(value)) return value;
  const kept = isList(value) ? value : value.filter((item) => !isEmpty(item));
  return kept.map((item) => withoutEmpty(item));
}

/**
 * Registers the previews, the pet-safety claim field and the save rule, then starts Decap CMS (it reads
 * /admin/config.yml). The editor page writes `words` into `<body data-plant-words>`.
 */
export function startEditor(words: PreviewWords, cms: DecapCms = DecapCms as unknown as DecapCms) {
  cms.registerMediaLibrary({ name: CMS.mediaLibrary, init: async () => noUploads });
  // Decap's own object field and preview, with the claim's rule over its two fields (src/browser/admin/pet-claim.ts).
  const object = cms.getWidget('object');
  cms.registerWidget(PET_CLAIM_WIDGET, petClaimControl(object.control), object.preview);
  cms.registerPreviewStyle(`${CMS.path}preview.css`);
  cms.registerPreviewTemplate('plants', plantPreview(words));
  cms.registerEventListener({ name: 'preSave', handler: ({ entry }) => withoutEmpty(entry.get('data')) });
  cms.init();
}
