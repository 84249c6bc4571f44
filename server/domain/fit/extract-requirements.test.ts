import { describe, expect, it } from 'vitest'
import { cueWordsAround, extractRequirements, jobTitleOf } from './extract-requirements.ts'

const AD = `Senior Accountant
Responsibilities
- Own the month-end close, including accruals
Requirements
- Bachelor's degree in accounting or finance
- 5+ years of accounting experience
- 3+ years of NetSuite
- Active CPA license
Nice to have
- Power BI or Tableau
What we offer
- Hybrid schedule: three days a week at our Portland office
- Free gym membership`

describe('extractRequirements', () => {
  const list = extractRequirements(AD, 'en')
  const named = (name: string) => list.find((r) => r.name === name)

  it('reads the title, the degree, the years, licences and tools with their priority and line', () => {
    expect(named('Senior Accountant')).toMatchObject({ kind: 'title', priority: 'nice' })
    expect(list.find((r) => r.kind === 'degree')).toMatchObject({
      priority: 'must',
      degree: { level: 'bachelor', fields: ['accounting', 'finance'] },
      line: "- Bachelor's degree in accounting or finance",
    })
    expect(list.find((r) => r.kind === 'years')).toMatchObject({
      name: 'accounting experience',
      min_years: 5,
      priority: 'must',
    })
    expect(named('NetSuite')).toMatchObject({ kind: 'tool', priority: 'must', min_years: 3 })
    expect(named('CPA')).toMatchObject({ kind: 'licence', priority: 'must' })
    expect(named('Power BI or Tableau')).toMatchObject({
      kind: 'tool',
      priority: 'nice',
      alternatives: ['Power BI', 'Tableau'],
    })
  })

  it('keeps a condition of the job, and no perk, as a requirement of kind other', () => {
    const other = list.filter((r) => r.kind === 'other')
    expect(other.map((r) => r.name)).toEqual([
      'Hybrid schedule: three days a week at our Portland office',
    ])
  })

  it('takes the job title from the title line without the employer and the place', () => {
    expect(jobTitleOf('Senior Frontend Engineer - Northwind Commerce (Remote, US)')).toBe(
      'Senior Frontend Engineer',
    )
    expect(jobTitleOf('Registered Nurse (Night Shift) at Mercy General')).toBe('Registered Nurse')
    expect(jobTitleOf('Product Manager, Patient Experience | Contoso Health')).toBe(
      'Product Manager, Patient Experience',
    )
    expect(jobTitleOf('Data Analyst')).toBe('Data Analyst')
  })

  it('reads no requirement from the employer introducing itself, until it turns to the candidate', () => {
    const ad = `Senior Frontend Engineer - Northwind Commerce
Northwind builds the checkout and merchant dashboard. The Payments team owns the Stripe integration. We are looking for an engineer who knows Kubernetes.
Requirements
- React`
    const names = extractRequirements(ad, 'en').map((r) => r.name)
    expect(names).not.toContain('Stripe')
    expect(names.some((n) => /checkout/i.test(n))).toBe(false)
    expect(names).toEqual(expect.arrayContaining(['React', 'Kubernetes']))
  })

  it('joins alternatives whose first name runs on, and a noun both share', () => {
    const ad = `Frontend Engineer
Requirements
- State management (TanStack Query or Redux) and REST or GraphQL APIs`
    const list = extractRequirements(ad, 'en')
    expect(list.find((r) => r.alternatives?.includes('Redux'))).toMatchObject({
      name: 'TanStack Query or Redux',
      alternatives: ['TanStack Query', 'Redux'],
    })
    expect(list.find((r) => r.alternatives?.includes('GraphQL'))).toMatchObject({
      name: 'REST or GraphQL APIs',
      kind: 'skill',
      alternatives: ['REST', 'GraphQL'],
    })
    expect(list.map((r) => r.name)).not.toContain('APIs')
  })

  it('names a standard by its whole name, not by its level', () => {
    const ad = `Frontend Engineer
Requirements
- A track record of accessibility work (WCAG 2.1 AA)`
    const names = extractRequirements(ad, 'en').map((r) => r.name)
    expect(names).not.toContain('AA')
    expect(names).toContain('WCAG 2.1 AA')
  })

  it('names years by the field asked, and reads no market segment as a requirement', () => {
    const ad = `Product Manager
Requirements
- 3+ years of product management on a consumer or B2B2C product
- 2+ years of experience in a data or business analyst role
- 5+ years building production web applications
- 2 years minimum line cook experience in a high-volume kitchen
- No moving violations in the past 3 years
- BSN completed within 3 years of hire
- one (1) year of help desk experience`
    const list = extractRequirements(ad, 'en')
    expect(list.filter((r) => r.kind === 'years').map((r) => [r.name, r.min_years])).toEqual([
      ['product management', 3],
      ['data or business analyst role', 2],
      ['building production web applications', 5],
      ['line cook experience', 2],
      ['help desk experience', 1],
    ])
    expect(list.map((r) => r.name)).not.toContain('B2B2C')
  })

  it('reads a bracketed list closed by "or" as the alternatives of one requirement', () => {
    const ad = `Concierge
Requirements
- Fluent English; a third language (French, Italian or Cantonese) is a plus
- Strong Excel (pivot tables, macros, Power Query)`
    const list = extractRequirements(ad, 'en')
    expect(list.find((r) => r.kind === 'language' && r.alternatives)).toMatchObject({
      name: 'French, Italian or Cantonese',
      priority: 'nice',
      alternatives: ['French', 'Italian', 'Cantonese'],
    })
    // Details of a requirement in brackets are ways to show it, not requirements of their own.
    expect(list.map((r) => r.name)).not.toContain('Power Query')
  })

  it('reads what the ad calls a certificate, a card or a course as a certification', () => {
    const ad = `Technician
Requirements
- Oncology nursing certification (OCN)
- Current forklift or pallet jack certification
- Curso de PRL de 60 horas
- аттестат бухгалтера
Nice to have
- Gifted and Talented (GT) endorsement is a plus`
    const list = extractRequirements(ad, 'es')
    const kinds = (kind: string) => list.filter((r) => r.kind === kind).map((r) => r.name)
    expect(kinds('certification')).toEqual(
      expect.arrayContaining([
        'Oncology nursing certification (OCN)',
        'Curso de PRL',
        'аттестат бухгалтера',
        'GT endorsement',
      ]),
    )
    expect(list.find((r) => /forklift/iu.test(r.name))).toMatchObject({
      kind: 'certification',
      name: 'forklift or pallet jack certification',
    })
    expect(kinds('skill')).not.toContain('GT')
  })

  it('names a generic licence with the words that say which one, and a check as a condition', () => {
    const ad = `Teacher
Requirements
- A valid Oregon secondary teaching certificate
- Must pass an FBI fingerprint clearance and a TB screening`
    const list = extractRequirements(ad, 'en')
    expect(list.find((r) => r.kind === 'licence')?.name).toBe(
      'Oregon secondary teaching certificate',
    )
    // The abbreviations name who runs the check: no skill of the candidate's.
    expect(list.filter((r) => r.kind === 'skill').map((r) => r.name)).toEqual([])
    expect(list.filter((r) => r.kind === 'other')).toHaveLength(1)
  })

  it('lets a cue in brackets speak for the brackets only', () => {
    const line = '- First aid card (CPR preferred)'
    expect(cueWordsAround(line, line.indexOf('First'))).not.toMatch(/preferred/u)
    expect(cueWordsAround(line, line.indexOf('CPR'))).toMatch(/preferred/u)
    // Brackets without a cue of their own take the sentence's.
    const plus = 'Wilderness First Responder (WFR) is a plus'
    expect(cueWordsAround(plus, plus.indexOf('WFR'))).toMatch(/a plus/u)
  })

  it('keeps the terms of the job that stand beside pay, in the header and in a terms line', () => {
    const ad = `Payroll Clerk
Northbay Foods — Tacoma, WA (hybrid, 3 days on site)

Northbay Foods is a grocery distributor delivering to 200 stores.

Shift: Tuesday–Saturday, 6:00 AM – 2:30 PM.

Requirements
- Payroll processing

Terms: W-2 contract, pay $24/hr, flexible schedule, free parking.
Мы предлагаем: оклад 60 000 ₽, график 5/2 с 9:00 до 18:00, гибкий график по пятницам.`
    const list = extractRequirements(ad, 'en')
    const other = list.filter((r) => r.kind === 'other').map((r) => r.name)
    expect(other).toEqual([
      'Northbay Foods — Tacoma, WA (hybrid, 3 days on site)',
      'Shift: Tuesday–Saturday, 6:00 AM – 2:30 PM',
      'W-2 contract',
      'график 5/2 с 9:00 до 18:00',
    ])
    // The introduction names the employer's own trade, asked of no one.
    expect(list.map((r) => r.name)).not.toContain('grocery')
  })

  it('puts the years of the job itself on the title, and other titles’ years on their own', () => {
    const years = (ad: string, language: 'en' | 'es' | 'ru' = 'en') =>
      extractRequirements(ad, language)
        .filter((r) => r.min_years !== undefined)
        .map((r) => [r.kind, r.name, r.min_years, r.priority])
    expect(years('Barista\nRequirements\n- 1+ year of barista experience')).toEqual([
      ['title', 'Barista', 1, 'must'],
    ])
    expect(years('Cocinero/a\nRequisitos\n- Al menos 3 años como cocinero/a', 'es')).toEqual([
      ['title', 'Cocinero/a', 3, 'must'],
    ])
    expect(years('Кассир\nТребования:\n- опыт работы кассиром от 1 года;', 'ru')).toEqual([
      ['title', 'Кассир', 1, 'must'],
    ])
    // Another title's years, and a field's, keep their own rows.
    expect(
      years(
        'Charge Nurse\nRequirements\n- 3 years of experience as a registered nurse\n- 2+ years of pediatrics experience',
      ),
    ).toEqual([
      ['title', 'experience as a registered nurse', 3, 'must'],
      ['years', 'pediatrics experience', 2, 'must'],
    ])
  })

  it('reads the narrower years a line adds after the first', () => {
    const ad = `Senior Buyer
Requirements
- 6+ years of procurement experience, including at least 3 in a senior role
- 4+ years in retail, with at least 2 years negotiating supplier contracts`
    const list = extractRequirements(ad, 'en')
    expect(list.find((r) => r.kind === 'title')).toMatchObject({
      name: 'Senior Buyer',
      min_years: 3,
      priority: 'must',
    })
    expect(list.find((r) => r.name === 'procurement experience')).toMatchObject({ min_years: 6 })
    expect(list.find((r) => r.kind === 'years' && r.name === 'retail')).toMatchObject({
      min_years: 4,
    })
  })

  it('lets a cue after a comma speak for the setting it adds, not for the years', () => {
    const ad = `Payroll Specialist
Requirements
- 3+ years of payroll experience, preferably in healthcare`
    expect(extractRequirements(ad, 'en').find((r) => r.kind === 'years')).toMatchObject({
      min_years: 3,
      priority: 'must',
    })
  })

  it('reads a skill the duties name as a nice-to-have, and a duty naming none as nothing', () => {
    const ad = `Bookkeeper
What you will do
- Reconcile the bank accounts every week in QuickBooks
- Greet visitors and keep the office tidy
Requirements
- 2+ years of bookkeeping experience`
    const list = extractRequirements(ad, 'en')
    expect(list.find((r) => r.name === 'QuickBooks')).toMatchObject({ priority: 'nice' })
    expect(list.map((r) => r.line)).not.toContain('- Greet visitors and keep the office tidy')
  })

  it('reads phrases outside the lexicon by the shape of a requirement line, and products by their noun', () => {
    const ad = `Veterinary Receptionist
Requirements
- Experience selling to pet owners, breeders or shelters
- Animal shelter experience
- Daily work in the Vetstoria platform
Nice to have
- Experience with a similar role
- Experiencia con el programa Qvet`
    const list = extractRequirements(ad, 'en')
    expect(
      list.find((r) => r.name === 'selling to pet owners, breeders or shelters'),
    ).toMatchObject({ kind: 'skill', priority: 'must' })
    expect(list.find((r) => r.name.toLowerCase() === 'animal shelter')).toMatchObject({
      kind: 'skill',
    })
    expect(list.find((r) => r.name === 'Vetstoria')).toMatchObject({ kind: 'tool' })
    expect(list.find((r) => r.name === 'Qvet')).toMatchObject({ kind: 'tool', priority: 'nice' })
    expect(list.some((r) => /similar role/.test(r.name))).toBe(false)
  })

  it('tells a skill from a tool by the words around the name', () => {
    const ad = `Systems Administrator
Requirements
- Linux administration
- Familiarity with ITIL
- Daily use of our CRM (Pipedrive)`
    const list = extractRequirements(ad, 'en')
    expect(list.find((r) => r.name === 'Linux')).toMatchObject({ kind: 'skill' })
    expect(list.find((r) => r.name === 'ITIL')).toMatchObject({ kind: 'skill' })
    expect(list.find((r) => r.kind === 'tool' && r.alternatives?.includes('CRM'))).toBeDefined()
  })

  it('reads no requirement from a trait describing a thing, the title, a perk or an issuer', () => {
    const ad = `Night Auditor
As our Night Auditor you will balance the day's revenue.
Requirements
- Dependable transportation
- Opera, Protel or another hotel property management system
- CPR certification (ARC)
- Staff discount of 30%, flexible scheduling and free parking`
    const list = extractRequirements(ad, 'en')
    const names = list.map((r) => r.name.toLowerCase())
    expect(names).not.toContain('dependable')
    expect(list.filter((r) => r.kind !== 'title' && /night auditor/i.test(r.name))).toEqual([])
    expect(names).not.toContain('arc')
    expect(names).not.toContain('scheduling')
    expect(list.filter((r) => r.kind === 'title')).toHaveLength(1)
  })

  it('reads an endorsement as part of the driving licence the ad asks for, and permits by their noun', () => {
    const driver = `Box Truck Driver
Requirements
- Class B CDL
- Doubles and Passenger endorsements are a plus`
    expect(
      extractRequirements(driver, 'en').find(
        (r) => r.name === 'Doubles and Passenger endorsements',
      ),
    ).toMatchObject({ kind: 'licence', priority: 'nice' })
    const nurse = `Fisioterapeuta
Requisitos:
- Colegiación en vigor`
    expect(extractRequirements(nurse, 'es').find((r) => r.name === 'Colegiación')).toMatchObject({
      kind: 'licence',
      priority: 'must',
    })
  })

  it('gives the years to a name that closes the object written before them', () => {
    const ad = `Android-разработчик
Требования:
— опыт промышленной разработки на Kotlin не менее 4 лет;`
    const list = extractRequirements(ad, 'ru')
    expect(list.find((r) => r.name === 'Kotlin')).toMatchObject({ kind: 'skill', min_years: 4 })
    expect(list.filter((r) => r.kind === 'years')).toEqual([])
  })

  it('reads every field a years requirement names as part of it, not as skills', () => {
    const ad = `Platform Engineer
Requirements
- 3+ years in a network, cloud or platform engineering role`
    const list = extractRequirements(ad, 'en')
    expect(list.find((r) => r.kind === 'years')).toMatchObject({ min_years: 3 })
    expect(list.filter((r) => r.kind === 'skill' && /cloud|network/i.test(r.name))).toEqual([])
  })
})
