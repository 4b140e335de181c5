// The editor page's script (src/pages/admin/index.astro loads it). It is bundled on its own, with its own copy of
// React, so that nothing of the editor lands in a chunk the public pages load.
import { startEditor } from './editor';
import type { PreviewWords } from './plant-preview';

startEditor(JSON.parse(document.body.dataset.plantWords ?? '{}') as PreviewWords);
