import type { Plan } from '../../contract/common.ts'
import { PlanGate } from '../gate/plan-gate.tsx'
import type { RenderLink } from '../shell/link.tsx'
import { ResumeEditor, type ResumeEditorProps } from './resume-editor.tsx'

export type ResumeEditorGateProps = ResumeEditorProps & {
  /** The user's plan; missing means free. */
  plan: Plan | null | undefined
  /** Demo mode opens the editor on any plan (spec §1, §6). */
  demoMode?: boolean
  /** Draws the upgrade box's link to /pricing. */
  upgradeLink?: RenderLink
}

/**
 * The editor behind its plan gate (spec §6: premium and pro have the WYSIWYG editor, free does
 * not): a free user sees the upgrade box with "Premium Feature" and "Upgrade to Premium or Pro to
 * access this feature", their current plan and the upgrade button.
 */
export function ResumeEditorGate({
  plan,
  demoMode,
  upgradeLink,
  ...editorProps
}: ResumeEditorGateProps) {
  return (
    <PlanGate plan={plan} requires="premium" demoMode={demoMode} upgradeLink={upgradeLink}>
      <ResumeEditor {...editorProps} />
    </PlanGate>
  )
}
