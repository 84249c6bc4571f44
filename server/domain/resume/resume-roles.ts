import { modelRoles, resumeModel, type ResumeModel } from './resume-model.ts'

/**
 * The roles of a resume as the fit report counts them: the dated entries of its work sections
 * in the structured resume model (resume-model.ts), so the report, the exporters and the editor
 * read the same jobs.
 */
export interface ResumeRole {
  title: string
  employer: string
  location: string
  start: string
  end: string
  /** 0-based lines of the role's heading (its dates, title and employer, one to three lines). */
  lines: number[]
  /** 0-based lines of its description, up to the next role or section. */
  body: number[]
}

export function resumeRoles(text: string): ResumeRole[] {
  return rolesOfModel(resumeModel(text))
}

/** The roles of a model already read (the fit report reads the model once for all its facts). */
export function rolesOfModel(model: ResumeModel): ResumeRole[] {
  return modelRoles(model).map((entry) => ({
    title: entry.title,
    employer: entry.employer,
    location: entry.location,
    start: entry.start ?? '',
    end: entry.end ?? '',
    lines: entry.lines,
    body: [...entry.bullets, ...entry.details].flatMap((b) => b.lines).sort((a, b) => a - b),
  }))
}
