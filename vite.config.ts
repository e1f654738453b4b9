import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The rich-text editor (ra-input-rich-text, tiptap, ProseMirror), which only the news and blog forms load. Rollup
 * puts it in the chunk those forms share; that chunk is named editor-*.js for `npm run bench:bundle`. */
const EDITOR =
  /node_modules\/(ra-input-rich-text|@tiptap|prosemirror-|linkifyjs|orderedmap|rope-sequence|w3c-keyname)/;

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    sourcemap: false,
    manifest: true,
    rollupOptions: {
      output: {
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => EDITOR.test(id))
            ? 'assets/editor-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
});
