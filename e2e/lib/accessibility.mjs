// axe on a page of the assembled app: the same engine and rules the story tests run, on the whole
// page with its navbar and footer, so what the stories prove for each part holds for the assembly.
import { AxeBuilder } from '@axe-core/playwright'

function describe(violations) {
  return violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes
          .slice(0, 5)
          .map(
            (node) =>
              `      ${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
          )
          .join('\n'),
    )
    .join('\n    ')
}

/** Fails with every violation listed when axe finds any on the page as it is now. */
export async function expectAccessible(page, what) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  if (violations.length > 0) {
    throw new Error(
      `axe found ${violations.length} violation(s) on ${what}:\n    ${describe(violations)}`,
    )
  }
}
