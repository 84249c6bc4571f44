import {
  Bold,
  Heading1,
  Heading2,
  Italic,
  Link2,
  List,
  Redo2,
  Undo2,
  type LucideIcon,
} from 'lucide-react'
import { useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '../lib/cn.ts'
import { Button } from '../primitives/button.tsx'
import { Tooltip, TooltipProvider } from '../primitives/tooltip.tsx'
import type { ToolbarState } from './quill-commands.ts'
import { nextToolbarIndex } from './toolbar-keys.ts'

export type ToolKey = keyof ToolbarState

type Tool = {
  key: ToolKey
  icon: LucideIcon
  /** The shortcut after the modifier, for the tooltip and aria-keyshortcuts. */
  keys: string[]
  /** Toggles carry aria-pressed; undo and redo do not. */
  toggle: boolean
  /** Starts a new group: a thin divider before it. */
  group?: boolean
}

const TOOLS: Tool[] = [
  { key: 'heading1', icon: Heading1, keys: ['Alt', '1'], toggle: true },
  { key: 'heading2', icon: Heading2, keys: ['Alt', '2'], toggle: true },
  { key: 'bulletList', icon: List, keys: ['Shift', '8'], toggle: true },
  { key: 'bold', icon: Bold, keys: ['B'], toggle: true, group: true },
  { key: 'italic', icon: Italic, keys: ['I'], toggle: true },
  { key: 'link', icon: Link2, keys: ['K'], toggle: true },
  { key: 'undo', icon: Undo2, keys: ['Z'], toggle: false, group: true },
  { key: 'redo', icon: Redo2, keys: ['Shift', 'Z'], toggle: false },
]

const IS_APPLE =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.platform || '')

export type EditorToolbarProps = {
  /** Which toggles are on, and whether undo and redo can run. */
  state: ToolbarState
  /** The id of the editable area the toolbar formats. */
  controls: string
  onAction: (key: ToolKey) => void
  disabled?: boolean
}

/**
 * The formatting toolbar (WAI-ARIA toolbar pattern): one tab stop, arrow keys move between the
 * buttons, Home and End jump to the ends. Toggles say whether they are on with aria-pressed.
 */
export function EditorToolbar({ state, controls, onAction, disabled = false }: EditorToolbarProps) {
  const { t } = useTranslation('editor')
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const [focusIndex, setFocusIndex] = useState(0)

  const enabledOf = (tool: Tool) =>
    !disabled && (tool.key === 'undo' || tool.key === 'redo' ? state[tool.key] : true)
  const enabled = TOOLS.map(enabledOf)
  // The tab stop stays on an enabled button even when the one that had it becomes disabled.
  const tabStop = enabled[focusIndex] ? focusIndex : enabled.indexOf(true)

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextToolbarIndex(event.key, tabStop, enabled)
    if (next === null) return
    event.preventDefault()
    setFocusIndex(next)
    buttons.current[next]?.focus()
  }

  const modifier = IS_APPLE ? '⌘' : 'Ctrl'
  return (
    <TooltipProvider>
      <div
        role="toolbar"
        aria-label={t('toolbar.label')}
        aria-controls={controls}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        className="flex flex-wrap items-center gap-0.5 border-b border-border-subtle bg-canvas p-1.5"
      >
        {TOOLS.map((tool, index) => {
          const Icon = tool.icon
          const label = t(`toolbar.${tool.key}`)
          const shortcut = [modifier, ...tool.keys].join('+')
          const ariaShortcut = [IS_APPLE ? 'Meta' : 'Control', ...tool.keys].join('+')
          return (
            <span key={tool.key} className="contents">
              {tool.group ? (
                <span aria-hidden="true" className="mx-0.5 h-6 w-px shrink-0 bg-border sm:mx-1" />
              ) : null}
              <Tooltip content={t('toolbar.withShortcut', { action: label, shortcut })}>
                <Button
                  ref={(element) => {
                    buttons.current[index] = element
                  }}
                  variant="ghost"
                  size="icon"
                  aria-label={label}
                  aria-keyshortcuts={ariaShortcut}
                  aria-pressed={tool.toggle ? state[tool.key] : undefined}
                  disabled={!enabled[index]}
                  tabIndex={index === tabStop ? 0 : -1}
                  onFocus={() => setFocusIndex(index)}
                  // Keeps the editor's selection while the button is pressed.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onAction(tool.key)}
                  className={cn(
                    'size-8 sm:size-9',
                    'aria-pressed:bg-accent-100 aria-pressed:text-accent-800',
                  )}
                >
                  <Icon aria-hidden="true" />
                </Button>
              </Tooltip>
            </span>
          )
        })}
      </div>
    </TooltipProvider>
  )
}
