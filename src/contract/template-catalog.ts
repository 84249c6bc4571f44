import type { TemplateCatalog } from './resumes.ts'

/**
 * The three export templates (spec §9): GET /templates answers with this, and the mocks use the
 * same object, so the UI reads the same with or without the server. Icons are lucide names the UI
 * ships (docs/decisions.md); the pictures are public/templates/{id}.png.
 */
export const TEMPLATE_CATALOG: TemplateCatalog = {
  minimalist: {
    name: 'Minimalist',
    description: 'One column, generous white space, no colour: reads cleanly in any ATS.',
    preview_icon: 'file-text',
  },
  modern: {
    name: 'Modern',
    description: 'Accent-coloured headings and a compact skills row for tech and design roles.',
    preview_icon: 'layout-template',
  },
  classic: {
    name: 'Classic',
    description: 'Serif type and centred header, suited to law, finance and academia.',
    preview_icon: 'scroll-text',
  },
}
