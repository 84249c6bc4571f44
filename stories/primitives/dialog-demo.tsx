import { Button } from '../../src/ui/primitives/button.tsx'
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  type DialogContentProps,
} from '../../src/ui/primitives/dialog.tsx'

export type DialogDemoProps = {
  /** Open on first render (Dialog's `defaultOpen`); it opens from its trigger otherwise. */
  defaultOpen?: boolean
  /** DialogContent's width: sm, md (default), lg or xl. */
  size?: DialogContentProps['size']
  /** DialogContent's × button in the corner; on by default. */
  showCloseButton?: boolean
  /** Dialog's callback on every open and close. */
  onOpenChange?: (open: boolean) => void
  /** The demo's Save button. */
  onSave?: () => void
}

/**
 * A modal dialog (Radix Dialog): header, scrolling body, footer; focus is trapped inside and
 * returns to the trigger. The props below are the demo's; `DialogContent` takes `size` and
 * `showCloseButton`.
 */
export function DialogDemo({
  defaultOpen,
  size,
  showCloseButton,
  onOpenChange,
  onSave,
}: DialogDemoProps) {
  return (
    <Dialog defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary">Rename resume</Button>
      </DialogTrigger>
      <DialogContent size={size} showCloseButton={showCloseButton}>
        <DialogHeader>
          <DialogTitle>Rename resume</DialogTitle>
          <DialogDescription>The new name shows in your resume list and exports.</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="resume-name" className="text-sm font-medium text-ink">
              Resume name
            </label>
            <input
              id="resume-name"
              defaultValue="Product designer – Acme"
              className="h-10 rounded-ui border border-border bg-surface px-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-accent-600"
            />
          </div>
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button onClick={onSave}>Save</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
