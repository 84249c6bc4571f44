import { describe, expect, it } from 'vitest'
import { isGarbled, measureTextQuality } from './text-quality.ts'

const ENGLISH = `Maya Chen
Senior Frontend Engineer | maya.chen@example.com | +1 (555) 123-4567 | linkedin.com/in/mayachen
EXPERIENCE
Northwind Traders, Senior Frontend Engineer, Jan 2020 – Present
- Built the checkout in React and TypeScript, cutting page load time by 45%
- Led a team of five engineers and ran weekly reviews of accessibility and performance
- Moved CI/CD from Jenkins to GitHub Actions; deploys went from 40 to 8 minutes
Contoso, Frontend Developer, 2016 – 2019
- Wrote a design system in Storybook used by four product teams
- Worked with designers and product managers on every release of the iOS and web apps
SKILLS
JavaScript, TypeScript, React, Node.js, GraphQL, C++, AWS, SQL, HTML5, CSS, Docker`

const SPANISH = `Marta Villalobos
Responsable de marketing digital | marta.villalobos@example.es | +34 612 34 56 78
EXPERIENCIA
- Dirigí la estrategia de contenidos y aumenté el tráfico orgánico un 60 % en un año
- Gestioné un presupuesto de campañas de 200 000 € con informes mensuales para la dirección
- Coordiné a un equipo de cuatro personas y a las agencias externas de diseño y medios
- Lancé la newsletter de la empresa, que hoy tiene más de 30 000 suscriptores
FORMACIÓN
Grado en Publicidad y Relaciones Públicas, Universidad de Valencia, 2012 – 2016`

const RUSSIAN = `Мария Иванова
Ведущий инженер по данным | maria@example.ru | +7 912 345-67-89
ОПЫТ РАБОТЫ
- Построила хранилище данных для отдела продаж и сократила время отчётов вдвое
- Руководила командой из пяти аналитиков и проводила еженедельные обзоры качества
- Настроила проверки данных и оповещения для всех ночных загрузок в Airflow
- Обучила новых сотрудников работе с SQL и Python и написала внутреннее руководство
ОБРАЗОВАНИЕ
МГУ, факультет вычислительной математики и кибернетики, 2010 – 2015`

/** Each distinct character replaced by the next free code from `first`, as a font without a map reads. */
function byCodes(text: string, first: number): string {
  const codes = new Map<string, string>()
  return [...text]
    .map((char) => {
      if (/\s/.test(char)) return char
      if (!codes.has(char)) codes.set(char, String.fromCharCode(first + codes.size))
      return codes.get(char)
    })
    .join('')
}

/** Every Latin and Cyrillic letter shifted along its alphabet: words that look like words. */
function shifted(text: string): string {
  return text.replace(/[a-zа-я]/gu, (char) => {
    const latin = char <= 'z'
    const base = (latin ? 'a' : 'а').charCodeAt(0)
    const size = latin ? 26 : 32
    return String.fromCharCode(base + ((char.charCodeAt(0) - base + 7) % size))
  })
}

describe('measureTextQuality', () => {
  it.each([
    ['English', ENGLISH],
    ['Spanish', SPANISH],
    ['Russian', RUSSIAN],
  ])('reads a %s resume as words', (_language, text) => {
    const quality = measureTextQuality(text)
    expect(quality.wordShare).toBeGreaterThan(0.95)
    expect(quality.functionWordShare).toBeGreaterThan(0.05)
    expect(quality.mojibakeShare).toBe(0)
    expect(isGarbled(quality)).toBe(false)
  })

  it('leaves numbers, links, e-mails and bullets out of the count', () => {
    const quality = measureTextQuality('- 2020 – 2024 | +1 (555) 123-4567 | a@b.com | • 45%')
    expect(quality.tokens).toBe(0)
  })

  it.each([
    ['English', ENGLISH],
    ['Spanish', SPANISH],
    ['Russian', RUSSIAN],
  ])('flags %s read through a font without a Unicode map', (_language, text) => {
    expect(isGarbled(measureTextQuality(byCodes(text, 33)))).toBe(true)
    expect(isGarbled(measureTextQuality(byCodes(text, 0xe000)))).toBe(true)
  })

  it('flags letters swapped for other letters by their few function words', () => {
    const quality = measureTextQuality(shifted(`${ENGLISH}\n${ENGLISH}`))
    expect(quality.functionWordShare).toBeLessThan(0.05)
    expect(isGarbled(quality)).toBe(true)
  })

  it.each([
    ['Spanish', SPANISH],
    ['Russian', RUSSIAN],
  ])('flags %s decoded in the wrong encoding', (_language, text) => {
    const broken = new TextDecoder('windows-1252').decode(new TextEncoder().encode(text))
    const quality = measureTextQuality(broken)
    expect(quality.mojibakeShare).toBeGreaterThan(0.03)
    expect(isGarbled(quality)).toBe(true)
  })

  it('does not judge a text too short to tell', () => {
    expect(isGarbled(measureTextQuality('#$%& ()*+ ,-./'))).toBe(false)
  })
})
