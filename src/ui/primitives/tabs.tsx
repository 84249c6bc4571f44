import * as TabsPrimitive from '@radix-ui/react-tabs'
import { cva, type VariantProps } from 'class-variance-authority'
import { createContext, use, useLayoutEffect, useRef, type ComponentProps } from 'react'
import { cn } from '../lib/cn.ts'
import { scrollToReveal } from './tab-scroll.ts'

type TabsVariant = 'line' | 'pill'

const TabsVariantContext = createContext<TabsVariant>('line')

export const tabsListVariants = cva(
  // Scrolls sideways when the tabs do not fit (small screens) instead of wrapping or overflowing the page.
  'relative flex max-w-full [scrollbar-width:thin] items-center overflow-x-auto overscroll-x-contain',
  {
    variants: {
      variant: {
        line: 'gap-1 border-b border-border-subtle',
        pill: 'w-fit gap-1 rounded-ui bg-canvas p-1 ring-1 ring-border-subtle ring-inset',
      },
    },
    defaultVariants: { variant: 'line' },
  },
)

export const tabsTriggerVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 text-sm font-medium whitespace-nowrap text-ink-muted transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-600 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        line: '-mb-px h-10 rounded-t-ui border-b-2 border-transparent px-3 hover:border-border hover:text-ink data-[state=active]:border-accent-600 data-[state=active]:text-accent-700',
        pill: 'h-8 rounded-ui px-3 hover:text-ink data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-raised',
      },
    },
    defaultVariants: { variant: 'line' },
  },
)

export type TabsProps = ComponentProps<typeof TabsPrimitive.Root>

/** Tabs root: give it `defaultValue` (or `value` + `onValueChange`); arrow keys move between tabs. */
export function Tabs({ className, ...props }: TabsProps) {
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      className={cn('flex flex-col gap-4', className)}
      {...props}
    />
  )
}

export type TabsListProps = ComponentProps<typeof TabsPrimitive.List> &
  VariantProps<typeof tabsListVariants>

/**
 * Keeps the active tab of a row that scrolls sideways in view: a page opened on its last tab, or
 * a tab chosen by other means than a click, would otherwise be hidden past the edge on a phone.
 */
function useActiveTabInView(list: React.RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const row = list.current
    if (!row) return
    const reveal = () => {
      const active = row.querySelector<HTMLElement>('[role="tab"][data-state="active"]')
      if (!active || row.scrollWidth <= row.clientWidth) return
      const left = scrollToReveal(
        row.scrollLeft,
        row.clientWidth,
        active.offsetLeft,
        active.offsetWidth,
      )
      if (left !== row.scrollLeft) row.scrollTo({ left })
    }
    reveal()
    const observer = new MutationObserver(reveal)
    observer.observe(row, { subtree: true, attributes: true, attributeFilter: ['data-state'] })
    return () => observer.disconnect()
  }, [list])
}

/** The row of tabs. Name it (`aria-label`) when the page has more than one tab list. */
export function TabsList({ className, variant, ref, ...props }: TabsListProps) {
  const resolved = variant ?? 'line'
  const row = useRef<HTMLDivElement>(null)
  useActiveTabInView(row)
  return (
    <TabsVariantContext value={resolved}>
      <TabsPrimitive.List
        ref={(element) => {
          row.current = element
          if (typeof ref === 'function') ref(element)
          else if (ref) ref.current = element
        }}
        data-slot="tabs-list"
        data-variant={resolved}
        className={cn(tabsListVariants({ variant: resolved }), className)}
        {...props}
      />
    </TabsVariantContext>
  )
}

export type TabsTriggerProps = ComponentProps<typeof TabsPrimitive.Trigger>

export function TabsTrigger({ className, ...props }: TabsTriggerProps) {
  const variant = use(TabsVariantContext)
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(tabsTriggerVariants({ variant }), className)}
      {...props}
    />
  )
}

export type TabsContentProps = ComponentProps<typeof TabsPrimitive.Content>

export function TabsContent({ className, ...props }: TabsContentProps) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn(
        'rounded-ui focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600',
        className,
      )}
      {...props}
    />
  )
}
