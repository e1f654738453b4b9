import path from 'node:path';
import type { Plugin } from 'vite';

/** One import a stand-in replaces: the site it counts as seen, and the stand-in relative to the project root. */
export interface StandIn {
  site: string;
  file: string;
}

/**
 * A build-only plugin that resolves some imports to stand-ins (relative to the project root) and fails the build
 * when one of the required sites was not seen: a new version of the package that renamed or dropped an import would
 * otherwise bring the real code back silently. The dev server keeps the real modules.
 */
export function standInPlugin(options: {
  name: string;
  /** The stand-in for an import, or undefined to leave it. */
  standInFor: (source: string, importer: string | undefined) => StandIn | undefined;
  /** The sites the build must see. */
  required: readonly string[];
  /** The build's error when some were not seen. */
  missingError: (missing: string[]) => string;
}): Plugin {
  let root = '';
  const replaced = new Set<string>();
  return {
    name: options.name,
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(source, importer) {
      const standIn = options.standInFor(source, importer);
      if (!standIn) return undefined;
      replaced.add(standIn.site);
      return path.join(root, standIn.file);
    },
    buildEnd(error) {
      const missing = options.required.filter((site) => !replaced.has(site));
      if (!error && missing.length) this.error(options.missingError(missing));
    },
  };
}
