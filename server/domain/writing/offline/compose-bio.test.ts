import { describe, expect, it } from 'vitest'
import type { BioInput } from '../writer.ts'
import { BIO_MAX_WORDS, BIO_MIN_WORDS, composeBio } from './compose-bio.ts'
import {
  BIO_FORMS,
  inventedNumbers,
  jaccard,
  LANGUAGES,
  longestSharedRun,
  paragraphsOf,
  TINY_BIO_FORMS,
  TONES,
  unsupportedSkills,
} from './compose-test-fixtures.ts'
import { countWords } from './compose-text.ts'

const sourcesOf = (input: BioInput): string[] => [
  input.fullName,
  input.currentTitle,
  input.industry,
  input.education,
  input.awards,
  input.accomplishments,
]

describe('composeBio', () => {
  for (const language of LANGUAGES) {
    for (const tone of TONES) {
      for (const [size, forms] of [
        ['full', BIO_FORMS],
        ['tiny', TINY_BIO_FORMS],
      ] as const) {
        const input: BioInput = { ...forms[language], tone }

        it(`writes a ${size} ${language} bio in the ${tone} tone with the spec's length and shape`, () => {
          const bio = composeBio(input)
          const words = countWords(bio)
          expect(words).toBeGreaterThanOrEqual(BIO_MIN_WORDS)
          expect(words).toBeLessThanOrEqual(BIO_MAX_WORDS)
          const paragraphs = paragraphsOf(bio)
          expect(paragraphs.length).toBeGreaterThanOrEqual(3)
          expect(paragraphs.length).toBeLessThanOrEqual(4)
          // One blank line between paragraphs, no heading, no stray spaces.
          expect(bio).not.toMatch(/\n{3,}|^\s|\s$|[ ]{2,}|^#/)
          expect(bio.split('\n\n')).toHaveLength(paragraphs.length)
          expect(bio.startsWith(input.fullName) || bio.includes(` ${input.fullName}`)).toBe(true)
        })

        it(`adds no number and no skill to the ${size} ${language} ${tone} bio`, () => {
          const bio = composeBio(input)
          expect(inventedNumbers(bio, sourcesOf(input))).toEqual([])
          expect(unsupportedSkills(bio, sourcesOf(input), language)).toEqual([])
        })
      }
    }

    it(`gives each tone its own ${language} wording and the same text for the same input`, () => {
      const bios = TONES.map((tone) => composeBio({ ...BIO_FORMS[language], tone }))
      expect(new Set(bios).size).toBe(TONES.length)
      for (const [index, tone] of TONES.entries()) {
        expect(composeBio({ ...BIO_FORMS[language], tone })).toBe(bios[index])
      }
      // The tones differ in more than a word or two: most of their sentences are their own.
      const sentences = bios.map((bio) => new Set(bio.split(/(?<=[.!?])\s+/)))
      const [formal, , creative] = sentences
      const shared = [...(formal ?? [])].filter((sentence) => creative?.has(sentence))
      expect(shared.length).toBeLessThan((formal?.size ?? 0) / 2)
    })
  }

  it('weaves in every accomplishment, the education and the awards of the form', () => {
    const bio = composeBio({ ...BIO_FORMS.en, tone: 'formal' })
    // Retold, not pasted: another verb, and the result clause as a verb of its own.
    expect(bio).toContain(
      'headed the turnaround of a $400M business unit and returned it to profit within two years',
    )
    expect(bio).toContain('grew recurring revenue from $10M to $45M')
    expect(bio).toContain('earned a place on the Forbes Finance Council in 2020')
    // "I built" becomes the third person, with the name as its subject; a line too short to
    // retell opens with one of its phrases instead of repeating the line's order.
    expect(bio).toContain('Across three countries, Doe built a finance team of 40.')
    expect(bio).not.toMatch(/\bI\b|\bmy\b/)
    expect(bio).toContain("served on the board of the Detroit Children's Fund")
    expect(bio).toContain('an MBA, Wharton School')
    expect(bio).toContain('CFO of the Year 2021 (Finance Weekly)')
  })

  it('writes the third person in English: the surname when formal, the first name otherwise', () => {
    expect(composeBio({ ...BIO_FORMS.en, tone: 'formal' })).toMatch(/\bDoe headed\b/)
    expect(composeBio({ ...BIO_FORMS.en, tone: 'neutral' })).toMatch(/\bJane headed\b/)
  })

  it('turns Spanish first-person verbs into the third person without naming a gender', () => {
    const bio = composeBio({ ...BIO_FORMS.es, tone: 'neutral' })
    expect(bio).toContain('Encabezó la expansión a 4 países de Latinoamérica')
    expect(bio).toContain('recortó los costes logísticos un 22 %')
    expect(bio).toContain('dirigió un equipo de 120 personas')
    expect(bio).not.toMatch(/\b(?:Lideré|Reduje|Dirigí)\b/)
    expect(bio).toContain('directora de operaciones')
  })

  it('keeps the name in the nominative in Russian and takes the gender only from the form', () => {
    for (const tone of TONES) {
      const bio = composeBio({ ...BIO_FORMS.ru, tone })
      expect(bio).toContain('Иван Петров руководил IPO компании на Московской бирже')
      // No declined forms of the name, and no gendered words the form did not supply.
      expect(bio).not.toMatch(/Ивана|Ивану|Иваном|Петрова|Петрову|Петровым/)
      expect(bio).not.toMatch(
        /(?<![\p{L}])(?:готов|готова|рад|рада|уверен|уверена|известен|известна)(?![\p{L}])/u,
      )
    }
    const withRole = composeBio({
      ...BIO_FORMS.ru,
      accomplishments: `${BIO_FORMS.ru.accomplishments}\nЧлен совета директоров фонда «Вера».`,
      tone: 'formal',
    })
    expect(withRole).toContain('Иван Петров — также член совета директоров фонда «Вера».')
    const tiny = composeBio({ ...TINY_BIO_FORMS.ru, tone: 'neutral' })
    expect(tiny).toContain('Анна Ли снизила затраты')
  })

  it('retells the accomplishments without quoting them, in tones that differ', () => {
    for (const language of LANGUAGES) {
      const bios = TONES.map((tone) => composeBio({ ...BIO_FORMS[language], tone }))
      for (const bio of bios) {
        expect(longestSharedRun(bio, [BIO_FORMS[language].accomplishments])).toBeLessThan(8)
        expect(bio).not.toMatch(/[“”]|own words|propias palabras|своими словами/iu)
      }
      for (const [i, a] of bios.entries()) {
        for (const b of bios.slice(i + 1)) expect(jaccard(a, b)).toBeLessThan(0.6)
      }
    }
  })

  it("retells the person's own possessives in the third person instead of quoting them", () => {
    const bio = composeBio({
      ...BIO_FORMS.en,
      accomplishments: 'Grew my team from 4 to 12 engineers.',
      tone: 'neutral',
    })
    expect(bio).toContain('Jane grew the team from 4 engineers to 12')
    expect(bio).not.toMatch(/\bmy\b|[“”]/u)
  })

  it('stays under 400 words when the accomplishments run long, keeping the first ones', () => {
    const accomplishments = Array.from(
      { length: 30 },
      (_, index) =>
        `Led program ${index + 1} across the regional operations group, delivering the agreed plan on schedule and within budget.`,
    ).join('\n')
    const bio = composeBio({ ...BIO_FORMS.en, accomplishments, tone: 'formal' })
    expect(countWords(bio)).toBeLessThanOrEqual(BIO_MAX_WORDS)
    expect(countWords(bio)).toBeGreaterThanOrEqual(BIO_MIN_WORDS)
    expect(bio).toContain('program 1 ')
    expect(paragraphsOf(bio).length).toBeLessThanOrEqual(4)
  })

  it('writes a bio in well under 50 ms', () => {
    const input: BioInput = { ...BIO_FORMS.ru, tone: 'creative' }
    composeBio(input)
    const start = performance.now()
    for (let i = 0; i < 20; i += 1) composeBio(input)
    expect((performance.now() - start) / 20).toBeLessThan(50)
  })
})
