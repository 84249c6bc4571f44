import type { ViewportMap } from 'storybook/viewport'

/** The three widths every layout is checked at (issue 2): 360, 768 and 1280 px. */
export const VIEWPORTS: ViewportMap = {
  mobile: { name: 'Mobile (360)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: {
    name: 'Desktop (1280)',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
}
