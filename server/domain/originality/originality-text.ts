import type { AnalysisLanguage } from '../../../src/contract/analysis.ts'
import { russianPlural } from '../analysis/ats/suggestion-text.ts'
import type { PhraseGroupId } from './corpus/boilerplate-phrases.ts'

export type UniquenessBand = 'excellent' | 'good' | 'low'

export interface FlagCounts {
  known: number
  cliches: number
  machine: number
}

/** Every sentence of the originality result, in one language (the language of the text checked). */
export interface OriginalityText {
  analysis(band: UniquenessBand, score: number, counts: FlagCounts): string
  rewriteKnown(passage: string, source: string): string
  phraseAdvice(group: PhraseGroupId, found: readonly string[]): string
}

function quoted(found: readonly string[], open: string, close: string): string {
  return found.map((phrase) => `${open}${phrase}${close}`).join(', ')
}

const en: OriginalityText = {
  analysis: (band, score, { known, cliches, machine }) => {
    const head = {
      excellent: `Excellent originality: ${score}% of the text matches nothing we know.`,
      good: `Good originality: ${score}% of the text is your own, but some of it reads as familiar.`,
      low: `Low originality: only ${score}% of the text is unique, so a recruiter may have seen it before.`,
    }[band]
    const parts = [
      known > 0 ? `${known} ${known === 1 ? 'passage matches' : 'passages match'} known text` : '',
      cliches > 0 ? `${cliches} ${cliches === 1 ? 'cliché' : 'clichés'}` : '',
      machine > 0 ? `${machine} machine-typical ${machine === 1 ? 'phrase' : 'phrases'}` : '',
    ].filter(Boolean)
    return parts.length === 0 ? head : `${head} Flagged: ${parts.join(', ')}.`
  },
  rewriteKnown: (passage, source) =>
    `Rewrite "${passage}" in your own words, with your own tools, numbers and outcomes: it matches ${source}.`,
  phraseAdvice: (group, found) => {
    const list = quoted(found, '"', '"')
    switch (group) {
      case 'self_praise':
        return `Replace ${list} with evidence: one result that shows the quality, for example "Shipped the checkout redesign two weeks early by splitting it into weekly releases".`
      case 'duties':
        return `Instead of ${list}, start with an action verb and say what changed, for example "Cut invoice errors by 30% by automating the monthly reconciliation".`
      case 'vague_impact':
        return `Put a number on ${list}: which result, how much and by when, for example "Raised trial-to-paid conversion from 4% to 6% in two quarters".`
      case 'buzzwords':
        return `Say plainly what you did instead of ${list}: name the system, the team or the customer and the result.`
      case 'objective':
        return `Drop ${list}: open with what you offer, for example "Backend engineer who cut API latency by 40% at a 2-million-user marketplace".`
      case 'machine':
        return `${list} reads as machine-written: rewrite it in your own plain words, with facts only you know (names, numbers, dates).`
    }
  },
}

const es: OriginalityText = {
  analysis: (band, score, { known, cliches, machine }) => {
    const head = {
      excellent: `Originalidad excelente: el ${score} % del texto no coincide con nada conocido.`,
      good: `Buena originalidad: el ${score} % del texto es propio, pero una parte suena conocida.`,
      low: `Originalidad baja: solo el ${score} % del texto es único; un reclutador puede haberlo visto antes.`,
    }[band]
    const parts = [
      known > 0
        ? `${known} ${known === 1 ? 'pasaje coincide' : 'pasajes coinciden'} con textos conocidos`
        : '',
      cliches > 0 ? `${cliches} ${cliches === 1 ? 'cliché' : 'clichés'}` : '',
      machine > 0
        ? `${machine} ${machine === 1 ? 'expresión típica' : 'expresiones típicas'} de texto generado por máquina`
        : '',
    ].filter(Boolean)
    return parts.length === 0 ? head : `${head} Marcado: ${parts.join(', ')}.`
  },
  rewriteKnown: (passage, source) =>
    `Reescribe «${passage}» con tus propias palabras, herramientas, cifras y resultados: coincide con ${source}.`,
  phraseAdvice: (group, found) => {
    const list = quoted(found, '«', '»')
    switch (group) {
      case 'self_praise':
        return `Sustituye ${list} por pruebas: un resultado que demuestre la cualidad, por ejemplo «Lancé el nuevo proceso de pago dos semanas antes de lo previsto con entregas semanales».`
      case 'duties':
        return `En lugar de ${list}, empieza con un verbo de acción y di qué cambió, por ejemplo «Reduje un 30 % los errores de facturación automatizando la conciliación mensual».`
      case 'vague_impact':
        return `Pon cifras a ${list}: qué resultado, cuánto y en qué plazo, por ejemplo «Subí la conversión de prueba a pago del 4 % al 6 % en dos trimestres».`
      case 'buzzwords':
        return `Di con sencillez qué hiciste en lugar de ${list}: nombra el sistema, el equipo o el cliente y el resultado.`
      case 'objective':
        return `Elimina ${list}: empieza por lo que ofreces, por ejemplo «Ingeniera de backend que redujo un 40 % la latencia de la API en un marketplace de 2 millones de usuarios».`
      case 'machine':
        return `${list} suena a texto generado por máquina: reescríbelo con tus propias palabras y con datos que solo tú conoces (nombres, cifras, fechas).`
    }
  },
}

const ru: OriginalityText = {
  analysis: (band, score, { known, cliches, machine }) => {
    const head = {
      excellent: `Отличная оригинальность: ${score}% текста ни с чем не совпадает.`,
      good: `Хорошая оригинальность: ${score}% текста — ваши собственные слова, но часть звучит знакомо.`,
      low: `Низкая оригинальность: уникально только ${score}% текста, рекрутер мог видеть его раньше.`,
    }[band]
    const parts = [
      known > 0
        ? `${known} ${russianPlural(known, ['фрагмент совпадает', 'фрагмента совпадают', 'фрагментов совпадают'])} с известными текстами`
        : '',
      cliches > 0 ? `${cliches} ${russianPlural(cliches, ['штамп', 'штампа', 'штампов'])}` : '',
      machine > 0
        ? `${machine} ${russianPlural(machine, ['оборот', 'оборота', 'оборотов'])}, типичных для машинного текста`
        : '',
    ].filter(Boolean)
    return parts.length === 0 ? head : `${head} Отмечено: ${parts.join(', ')}.`
  },
  rewriteKnown: (passage, source) =>
    `Перепишите «${passage}» своими словами, со своими инструментами, цифрами и результатами: фрагмент совпадает с текстом «${source}».`,
  phraseAdvice: (group, found) => {
    const list = quoted(found, '«', '»')
    switch (group) {
      case 'self_praise':
        return `Замените ${list} доказательством: результатом, который показывает это качество, например «Запустил новый процесс оплаты на две недели раньше срока за счёт еженедельных релизов».`
      case 'duties':
        return `Вместо ${list} начните с глагола действия и скажите, что изменилось, например «Сократил ошибки в счетах на 30%, автоматизировав ежемесячную сверку».`
      case 'vague_impact':
        return `Подкрепите ${list} цифрами: какой результат, насколько и за какой срок, например «Повысил конверсию из пробного периода в оплату с 4% до 6% за два квартала».`
      case 'buzzwords':
        return `Вместо ${list} просто скажите, что вы сделали: назовите систему, команду или клиента и результат.`
      case 'objective':
        return `Уберите ${list}: начните с того, что вы предлагаете, например «Backend-разработчик, сократил задержку API на 40% в маркетплейсе с 2 млн пользователей».`
      case 'machine':
        return `${list} звучит как машинный текст: перепишите своими словами, с фактами, которые знаете только вы (названия, цифры, даты).`
    }
  },
}

export const ORIGINALITY_TEXT: Record<AnalysisLanguage, OriginalityText> = { en, es, ru }
