import * as z from 'zod/mini'

/**
 * The JSON Resume schema, v1.0.0 (https://jsonresume.org/schema): the interchange format Reactive
 * Resume and others read. Every field is optional, as in the schema, and fields it does not name
 * are kept (the schema allows them); what is there must have the right type, and dates must be
 * ISO 8601 as the schema says ("2021", "2021-03", "2021-03-15").
 */
const DATE = /^[12]\d{3}(?:-[01]\d(?:-[0-3]\d)?)?$/
const text = () => z.optional(z.string())
const date = () =>
  z.optional(z.string().check(z.regex(DATE, 'a date like 2021, 2021-03 or 2021-03-15 (ISO 8601)')))
const list = () => z.optional(z.array(z.string()))
/** What a job and a volunteer role both hold. */
const role = () => ({
  position: text(),
  url: text(),
  startDate: date(),
  endDate: date(),
  summary: text(),
  highlights: list(),
})

export const jsonResumeSchema = z.looseObject({
  $schema: text(),
  basics: z.optional(
    z.looseObject({
      name: text(),
      label: text(),
      image: text(),
      email: text(),
      phone: text(),
      url: text(),
      summary: text(),
      location: z.optional(
        z.looseObject({
          address: text(),
          postalCode: text(),
          city: text(),
          countryCode: text(),
          region: text(),
        }),
      ),
      profiles: z.optional(
        z.array(z.looseObject({ network: text(), username: text(), url: text() })),
      ),
    }),
  ),
  work: z.optional(
    z.array(z.looseObject({ name: text(), location: text(), description: text(), ...role() })),
  ),
  volunteer: z.optional(z.array(z.looseObject({ organization: text(), ...role() }))),
  education: z.optional(
    z.array(
      z.looseObject({
        institution: text(),
        url: text(),
        area: text(),
        studyType: text(),
        startDate: date(),
        endDate: date(),
        score: text(),
        courses: list(),
      }),
    ),
  ),
  awards: z.optional(
    z.array(z.looseObject({ title: text(), date: date(), awarder: text(), summary: text() })),
  ),
  certificates: z.optional(
    z.array(z.looseObject({ name: text(), date: date(), url: text(), issuer: text() })),
  ),
  publications: z.optional(
    z.array(
      z.looseObject({
        name: text(),
        publisher: text(),
        releaseDate: date(),
        url: text(),
        summary: text(),
      }),
    ),
  ),
  skills: z.optional(z.array(z.looseObject({ name: text(), level: text(), keywords: list() }))),
  languages: z.optional(z.array(z.looseObject({ language: text(), fluency: text() }))),
  interests: z.optional(z.array(z.looseObject({ name: text(), keywords: list() }))),
  references: z.optional(z.array(z.looseObject({ name: text(), reference: text() }))),
  projects: z.optional(
    z.array(
      z.looseObject({
        name: text(),
        description: text(),
        highlights: list(),
        keywords: list(),
        startDate: date(),
        endDate: date(),
        url: text(),
        roles: list(),
        entity: text(),
        type: text(),
      }),
    ),
  ),
  meta: z.optional(z.looseObject({ canonical: text(), version: text(), lastModified: text() })),
})
export type JsonResume = z.infer<typeof jsonResumeSchema>
