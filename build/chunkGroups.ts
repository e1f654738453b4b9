// Issue 24: the first list view fetched 57 small chunks, because Rollup gives every set of lazy modules with the
// same importers its own chunk. `chunkGroups()` is `build.rollupOptions.output.manualChunks`: it puts the lazy
// modules (those the entry does not reach through static imports) into a few chunks by area, so that opening the
// first list or the first form costs a handful of requests. Modules the entry reaches statically are never
// assigned: Rollup would move them out of the entry into the group, and the entry would then import the group.
// It goes with `output.onlyExplicitManualChunks: true` (Rollup ≥ 4.52), without which Rollup also pulls each
// assigned module's static dependencies, entry modules included, into its group. Every group holds a view that is
// imported dynamically: Rollup treats a manual chunk without one (a separate 'vendor-lazy' chunk was tried) as a
// static entry, assumes nothing is loaded before it and splits the modules it shares with the entry off the entry.
// Packages the entry reaches only through a barrel (react-admin's index) without using them are left to Rollup:
// they form one or two shared lazy chunks (Rollup names one after its first module, e.g. dataProvider-*.js).
import type { GetManualChunk, ManualChunkMeta } from 'rollup';

type ModuleInfo = NonNullable<ReturnType<ManualChunkMeta['getModuleInfo']>>;

/** The rich-text editor, which only the news and blog forms load (the bundle bench finds it by its chunk name). */
export const EDITOR =
  /node_modules\/(ra-input-rich-text|@tiptap|prosemirror-|linkifyjs|orderedmap|rope-sequence|w3c-keyname)/;

/** The list views of the resources (the files src/resources/defineResource.ts makes `views.list`). */
const LIST_VIEW = /\/src\/resources\/[^/]+\/[A-Za-z]+List\.tsx$/;
/** Create, edit and show views. */
const FORM_VIEW = /\/src\/resources\/[^/]+\/[A-Za-z]+(Create|Edit|Show)\.tsx$/;
/** The tools' pages outside the resources that edit with react-admin's forms and buttons (Gallring's rules and
 * their edit view, Länkkontroll): in a group of their own Rollup split the react-admin modules they share with
 * the forms (Edit, EditButton, SimpleForm) into chunks of their own, three more files for the forms' prefetch. */
const TOOL_VIEW = /\/src\/(retention|dashboard)\/[A-Za-z]+(Page|Edit)\.tsx$/;
/** What the data provider loads on its first call, i.e. with the first list: ra-supabase's CRUD provider, the
 * resources' lifecycle callbacks (src/providers/dataProvider.ts) and the presence methods, which every list calls
 * for the rows open elsewhere (a chunk of their own was one more request beside the rows'). */
const FIRST_DATA_CALL = /\/src\/providers\/(crudProvider|presence|[A-Za-z]+Callbacks)\.ts$/;
/** The texts views show beyond the sign-in page's and the dashboard's (src/i18n/svViews.ts), which every view
 * waits for: with the lists they cost the first list view no request of their own. */
const VIEW_TEXTS = /\/src\/i18n\/svViews\.ts$/;

export type ChunkGroup = 'editor' | 'lists' | 'forms';

/** Module id → group for every lazy module that belongs to one; the others are left to Rollup. */
export function assignGroups(
  moduleIds: Iterable<string>,
  getModuleInfo: (id: string) => ModuleInfo | null,
): Map<string, ChunkGroup> {
  const ids = [...moduleIds];
  /** `roots` and what they reach through `next` (static imports or importers), not entering `stop`. */
  const walk = (
    roots: Iterable<string>,
    next: (info: ModuleInfo) => readonly string[],
    stop: (id: string) => boolean = () => false,
  ) => {
    const seen = new Set<string>();
    const queue = [...roots].filter((id) => !stop(id));
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      const info = getModuleInfo(id);
      if (info) queue.push(...next(info).filter((other) => !stop(other)));
    }
    return seen;
  };
  const imports = (info: ModuleInfo) => info.importedIds;
  // Dynamic imports start lazy graphs: only static imports keep a module in the entry.
  const inEntry = walk(
    ids.filter((id) => getModuleInfo(id)?.isEntry),
    imports,
  );
  const lazyIds = ids.filter((id) => !inEntry.has(id));
  // The editor and every lazy module that imports it, statically and at any depth (the news and blog forms).
  const editorSide = walk(
    lazyIds.filter((id) => EDITOR.test(id)),
    (info) => info.importers,
    (id) => inEntry.has(id),
  );
  const beside = (id: string) => inEntry.has(id) || editorSide.has(id);

  const groups = new Map<string, ChunkGroup>();
  const claim = (group: ChunkGroup, members: Iterable<string>, accept = (_id: string) => true) => {
    for (const id of members) if (!inEntry.has(id) && !groups.has(id) && accept(id)) groups.set(id, group);
  };
  // Every list view, the provider code and the texts the first list needs and what they share. The set is closed
  // under static imports, so this chunk imports only the entry; the other groups may import it.
  claim(
    'lists',
    walk(
      lazyIds.filter((id) => LIST_VIEW.test(id) || FIRST_DATA_CALL.test(id) || VIEW_TEXTS.test(id)),
      imports,
      beside,
    ),
  );
  // The forms without the editor side, with the packages only they need (MUI X date pickers, react-admin's inputs).
  claim(
    'forms',
    walk(
      lazyIds.filter((id) => FORM_VIEW.test(id) || TOOL_VIEW.test(id)),
      imports,
      beside,
    ),
  );
  // The editor, the forms that use it, and what only they import: loaded by news and blog only.
  claim(
    'editor',
    walk(editorSide, imports, (id) => inEntry.has(id)),
  );
  return groups;
}

/** `manualChunks` for Rollup: the groups are computed once per build from the complete module graph. */
export function chunkGroups(): GetManualChunk {
  const byBuild = new WeakMap<object, Map<string, ChunkGroup>>();
  return (id, { getModuleIds, getModuleInfo }) => {
    let groups = byBuild.get(getModuleInfo);
    if (!groups) {
      groups = assignGroups(getModuleIds(), getModuleInfo);
      byBuild.set(getModuleInfo, groups);
    }
    return groups.get(id);
  };
}
