/**
 * Realistic inputs for the benchmarks, built from the public samples in ../shared/data: the JSON
 * Resume samples rendered as text and the plain-text job descriptions of the evaluation set, read
 * from disk (no PDF reader loaded into the benchmark's process).
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const DATA = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../shared/data')

export const SAMPLE_RESUMES = ['senior-engineer', 'career-changer', 'sample', 'new-grad'] as const
export const SAMPLE_JOBS = ['backend-eng', 'ml-eng', 'frontend-eng', 'product-manager'] as const

interface JsonResume {
  basics: { name: string; label?: string; email?: string; phone?: string; summary?: string }
  work?: Array<{
    name: string
    position: string
    startDate?: string
    endDate?: string
    summary?: string
    highlights?: string[]
  }>
  education?: Array<{ institution: string; studyType?: string; area?: string; endDate?: string }>
  skills?: Array<{ name: string; keywords?: string[] }>
  projects?: Array<{ name: string; description?: string; highlights?: string[] }>
  certificates?: Array<{ name: string; issuer?: string }>
}

function renderResume(resume: JsonResume): string {
  const { basics } = resume
  const lines = [basics.name, basics.label ?? '', `${basics.email ?? ''} | ${basics.phone ?? ''}`]
  lines.push('', 'SUMMARY', basics.summary ?? '', '', 'EXPERIENCE')
  for (const job of resume.work ?? []) {
    lines.push(`${job.position}, ${job.name}, ${job.startDate ?? ''} - ${job.endDate ?? 'Present'}`)
    if (job.summary) lines.push(job.summary)
    for (const highlight of job.highlights ?? []) lines.push(`- ${highlight}`)
  }
  lines.push('', 'PROJECTS')
  for (const project of resume.projects ?? []) {
    lines.push(project.name, project.description ?? '')
    for (const highlight of project.highlights ?? []) lines.push(`- ${highlight}`)
  }
  lines.push('', 'EDUCATION')
  for (const school of resume.education ?? []) {
    lines.push(
      `${school.studyType ?? ''} ${school.area ?? ''}, ${school.institution}, ${school.endDate ?? ''}`,
    )
  }
  lines.push('', 'CERTIFICATIONS')
  for (const certificate of resume.certificates ?? []) lines.push(`- ${certificate.name}`)
  lines.push('', 'SKILLS')
  for (const skill of resume.skills ?? [])
    lines.push(`${skill.name}: ${(skill.keywords ?? []).join(', ')}`)
  return lines.join('\n')
}

export const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length

/** Whole lines up to about `words` words, so the text still reads like a document. */
export function trimToWords(text: string, words: number): string {
  const kept: string[] = []
  let count = 0
  for (const line of text.split('\n')) {
    if (count >= words) break
    kept.push(line)
    count += countWords(line)
  }
  return kept.join('\n')
}

/**
 * The first sample's resume with the other samples' experience and projects after it, up to about
 * `words` words. `names` picks the samples and their order (the first one's name and summary lead).
 */
export function sampleResume(words: number, names: readonly string[] = SAMPLE_RESUMES): string {
  const [first, ...others] = names.map(
    (name) =>
      JSON.parse(readFileSync(`${DATA}/samples/resumes/${name}.resume.json`, 'utf8')) as JsonResume,
  )
  if (!first) throw new Error('No sample resume')
  const merged: JsonResume = {
    ...first,
    work: [...(first.work ?? []), ...others.flatMap((other) => other.work ?? [])],
    projects: [...(first.projects ?? []), ...others.flatMap((other) => other.projects ?? [])],
  }
  return trimToWords(renderResume(merged), words)
}

/** The plain-text job descriptions named, joined, up to about `words` words. */
export function sampleJobDescription(
  words: number,
  names: readonly string[] = SAMPLE_JOBS,
): string {
  const texts = names.map((name) =>
    readFileSync(`${DATA}/eval/resume-matcher/jds/${name}.txt`, 'utf8'),
  )
  return trimToWords(texts.join('\n\n'), words)
}

/** The same list turned `by` places to the left, for variations of one set of samples. */
export function rotated<T>(items: readonly T[], by: number): T[] {
  const shift = by % items.length
  return [...items.slice(shift), ...items.slice(0, shift)]
}
