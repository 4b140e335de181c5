import type { Loader } from 'astro/loaders';
import { editorFolderClashes } from '@/lib/cms/editor-csp';
import { CMS } from '@/config/cms';

/**
 * The legal pages' loader, refusing a file whose page would be served in the browser editor's folder (`admin.md`
 * would be `/admin`): the editor's page would hide it, or it would get the editor's policy. Checked as content is read.
 */
export function outsideEditorFolder(loader: Loader): Loader {
  return {
    ...loader,
    load: async (context) => {
      await loader.load(context);
      const pages = context.store
        .entries()
        .map(([id, entry]) => ({ pathname: `/${id}`, file: entry.filePath ?? `${id}.md` }));
      const clashes = editorFolderClashes(CMS.path, pages);
      if (clashes.length > 0) throw new Error(`A page's address needs changing:\n- ${clashes.join('\n- ')}`);
    },
  };
}
