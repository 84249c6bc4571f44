import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { localesPlugin } from './scripts/vite-locales-plugin.ts'

export default defineConfig({
  plugins: [react(), tailwindcss(), localesPlugin()],
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
})
