import * as a11yAnnotations from '@storybook/addon-a11y/preview'
import { setProjectAnnotations } from '@storybook/react-vite'
import * as previewAnnotations from '../../.storybook/preview.tsx'

// The same decorators, loaders and parameters as Storybook itself, so a screenshot shows what a
// designer sees there. Accessibility is checked by the stories project, not again here.
setProjectAnnotations([
  a11yAnnotations,
  previewAnnotations,
  { parameters: { a11y: { test: 'off' } } },
])
