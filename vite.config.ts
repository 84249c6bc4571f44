import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { fontPreloadPlugin } from './scripts/vite-font-preload-plugin.ts'
import { localesPlugin } from './scripts/vite-locales-plugin.ts'
import { prerenderHomePlugin } from './scripts/vite-prerender-home-plugin.ts'

export default defineConfig({
  plugins: [react(), tailwindcss(), localesPlugin(), fontPreloadPlugin(), prerenderHomePlugin()],
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the first render needs (the entry's static imports) as one chunk rather than
          // thirty small shared ones, which queue on an HTTP/1.1 connection. Pages, Firebase, the
          // contract's schemas, the editor and the charts stay chunks of their own, loaded where
          // they are used (decisions.md, Front end).
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
})
