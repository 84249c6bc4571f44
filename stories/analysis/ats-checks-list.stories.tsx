import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ATS_CHECK_IDS, type AtsCheck } from '../../src/contract/analysis.ts'
import { keywordAnalysis } from '../../src/mocks/fixtures/analysis.ts'
import { AtsChecksList } from '../../src/ui/analysis/ats-checks-list.tsx'

const meta = {
  title: 'Resumes/Analysis/ATS checks list',
  component: AtsChecksList,
  args: { checks: keywordAnalysis.ats_score.checks },
  decorators: [
    (Story) => (
      <div className="mx-auto w-full max-w-5xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AtsChecksList>

export default meta
type Story = StoryObj<typeof meta>

function checkRow(canvasElement: HTMLElement, id: string) {
  const row = canvasElement.querySelector<HTMLElement>(`li[data-check="${id}"]`)
  if (!row) throw new Error(`No check ${id}`)
  return row
}

/** The base resume: formatting 88 of 100, readability 81 of 100, each check with its points. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const formatting = within(page.getByRole('region', { name: 'Formatting' }))
    await expect(formatting.getByText('88 of 100 points')).toBeVisible()
    await expect(formatting.getByText('8 of 10 checks passed')).toBeVisible()
    const length = within(checkRow(canvasElement, 'length'))
    await expect(length.getByText('Length')).toHaveTextContent('Length, Failed')
    await expect(length.getByText('4 of 10 points')).toBeVisible()
    await expect(length.getByText('The resume is one to two pages long.')).toBeVisible()
    const sections = within(checkRow(canvasElement, 'sections'))
    await expect(sections.getByText('Standard sections')).toHaveTextContent(
      'Standard sections, Passed',
    )
    const readability = within(page.getByRole('region', { name: 'Readability' }))
    await expect(readability.getByText('81 of 100 points')).toBeVisible()
  },
}

const every: AtsCheck[] = ATS_CHECK_IDS.map((id, index) => ({
  id,
  aspect: index < 10 ? 'formatting' : 'readability',
  passed: true,
  points: 1,
  weight: 1,
}))

/** Every check id passed, each with its own name and explanation (the singular "point"). */
export const AllPassed: Story = {
  args: { checks: every },
  play: async ({ canvasElement }) => {
    for (const id of ATS_CHECK_IDS) {
      const row = checkRow(canvasElement, id)
      await expect(row).toHaveAttribute('data-passed', 'true')
      // A missing translation would show the key itself.
      await expect(row).not.toHaveTextContent(/checks\.item/)
    }
    await expect(
      within(checkRow(canvasElement, 'text_layer')).getByText('1 of 1 point'),
    ).toBeVisible()
  },
}

/** An analysis from before the checks existed. */
export const NoChecks: Story = {
  args: { checks: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('This analysis has no check details.'),
    ).toBeVisible()
  },
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const formatting = within(page.getByRole('region', { name: 'Оформление' }))
    await expect(formatting.getByText('88 из 100 баллов')).toBeVisible()
    await expect(formatting.getByText('Пройдено 8 из 10 проверок')).toBeVisible()
  },
}

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByText('Comprobaciones ATS')).toBeVisible()
    await expect(
      within(checkRow(canvasElement, 'length')).getByText('4 de 10 puntos'),
    ).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: Default.play,
}
