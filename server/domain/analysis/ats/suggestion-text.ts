import type { AnalysisLanguage } from '../../../../src/contract/analysis.ts'
import type { KeywordCategory } from '../../../../src/contract/common.ts'
import { EXAMPLE_VERBS } from './action-verbs.ts'
import { isDegreeKeyword } from './degree-keywords.ts'
import type { SectionKind } from './sections.ts'

/** The job's weight for a keyword, from its importance (spec §9 bands: above 0.7, above 0.4). */
export type KeywordPriority = 'required' | 'high' | 'normal'
export type ContactItem = 'email' | 'phone'

export interface KeywordNote {
  keyword: string
  category: KeywordCategory
  priority: KeywordPriority
  /** The resume line that relates to the keyword, shortened, when the matcher gave one. */
  line: string | null
}

/** Every sentence the suggestions use, in one language. Numbers arrive formatted. */
export interface SuggestionText {
  keywordRelated(note: KeywordNote): string
  keywordMissing(note: KeywordNote): string
  keywordUnknown(note: KeywordNote): string
  sections(missing: readonly SectionKind[]): string
  contact(missing: readonly ContactItem[]): string
  linkedin: string
  datesMissing: string
  datesMixed: string
  datesReversed: string
  bullets: string
  moreBullets: string
  lengthShort(words: number): string
  lengthLong(words: number): string
  singleColumn: string
  noTables: string
  noTextBoxes: string
  textLayer: string
  contactInBody: string
  readingEase(index: string): string
  bulletLength(share: string): string
  /** `done` of `total` bullets open with an action verb; `example` quotes one that does not. */
  actionVerbs(done: number, total: number, example: string | null): string
  /** One or two bullets, quoted, that open with a weak phrase ("Helped…", "Responsible for…"). */
  weakOpeners(quotes: readonly string[]): string
  quantified(share: string): string
  densityHigh(density: string): string
  allGood: string
}

/** "a, b and c" in the language's own way. */
function list(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1) ?? ''}`
}

/** Russian nouns after a number: 1 слово, 2 слова, 5 слов, 21 слово. */
export function russianPlural(count: number, forms: readonly [string, string, string]): string {
  const n = Math.abs(Math.trunc(count)) % 100
  const last = n % 10
  if (n >= 11 && n <= 14) return forms[2]
  if (last === 1) return forms[0]
  if (last >= 2 && last <= 4) return forms[1]
  return forms[2]
}

const EN_CATEGORY: Record<KeywordCategory, string> = {
  technical: 'technical skill',
  tools: 'tool',
  soft: 'soft skill',
  certifications: 'certification',
}
const EN_SECTION: Record<SectionKind, string> = {
  summary: 'Summary',
  experience: 'Experience',
  education: 'Education',
  skills: 'Skills',
  extras: 'Certifications or Projects',
}

/** A degree is asked for as a credential but listed under Education (degree-keywords.ts). */
const isDegree = (note: KeywordNote): boolean =>
  note.category === 'certifications' && isDegreeKeyword(note.keyword)

function enWhy(note: KeywordNote): string {
  const { keyword, category, priority } = note
  const noun = isDegree(note) ? 'degree' : EN_CATEGORY[category]
  if (priority === 'required') return `"${keyword}" is a required ${noun} for this job`
  if (priority === 'high') return `"${keyword}" is a high-priority ${noun} in this job description`
  return `The job description mentions "${keyword}" (${noun})`
}

const english: SuggestionText = {
  keywordRelated: (note) => {
    const why = enWhy(note)
    if (isDegree(note)) {
      const where = note.line ? `Your line "${note.line}" is related; if` : 'If'
      return `${why}. ${where} you hold ${note.keyword}, name it as such under Education, with the field, the school and the year.`
    }
    if (note.category === 'certifications') {
      const where = note.line ? `Your line "${note.line}" is related; if` : 'If'
      return `${why}. ${where} you hold ${note.keyword}, list it in your Certifications section.`
    }
    if (note.line) {
      return `${why}. Your line "${note.line}" shows related work; mention ${note.keyword} there if you used it.`
    }
    return `${why}, and your resume shows related experience. Mention ${note.keyword} in your experience or skills if you have used it.`
  },
  keywordMissing: (note) => {
    const why = enWhy(note)
    if (isDegree(note)) {
      return `${why}. If you hold it, list it under Education with the field, the school and the year; if you do not, show the equivalent experience the job may accept.`
    }
    if (note.category === 'certifications') {
      return `${why}. If you hold it, list it in a Certifications section with the year; if not, consider earning it.`
    }
    if (note.category === 'soft') {
      return `${why}, and your resume does not show it yet. Add it only if it is true, ideally with a concrete example from your work.`
    }
    return `${why}, and your resume does not show it yet. Add it only if it is true; otherwise consider building it through a project or a course.`
  },
  keywordUnknown: (note) =>
    isDegree(note)
      ? `${enWhy(note)}. If you hold it, list it under Education with the field, the school and the year.`
      : note.category === 'certifications'
        ? `${enWhy(note)}. If you hold it, list it in your Certifications section.`
        : `${enWhy(note)}. If you have this experience, add ${note.keyword} to your skills or to the bullet where you used it.`,
  sections: (missing) =>
    `Add clear section headings for ${list(
      missing.map((kind) => EN_SECTION[kind]),
      'and',
    )}; ATS parsers use headings to sort your resume into fields.`,
  contact: (missing) =>
    `Add ${list(
      missing.map((item) => (item === 'email' ? 'an email address' : 'a phone number')),
      'and',
    )} at the top of your resume; recruiters and ATS parsers look for contact details there.`,
  linkedin: 'Add your LinkedIn profile URL next to your email and phone number.',
  datesMissing:
    'Add start and end dates to every job, in one format, for example "Jan 2020 – Present".',
  datesMixed:
    'Use one date format across your experience (for example "Jan 2020 – Mar 2022" everywhere); mixed formats confuse ATS date parsing.',
  datesReversed: 'Check your dates: at least one period ends before it starts.',
  bullets:
    'Write your experience as bullet points, one achievement per line starting with "- ", instead of paragraphs.',
  moreBullets:
    'Add more bullet points under Experience: aim for three to five achievements for each role.',
  lengthShort: (words) =>
    `Your resume has ${words} words; expand it toward 400–1,200 words with concrete achievements from each role.`,
  lengthLong: (words) =>
    `Your resume has ${words} words; trim it to 1,200 or fewer, keeping what matters for this job.`,
  singleColumn: 'Use a single-column layout; ATS parsers read columns out of order.',
  noTables:
    'Replace tables with plain lines of text; many ATS parsers skip or scramble table cells.',
  noTextBoxes:
    'Move text out of text boxes into the main body; ATS parsers often ignore text boxes.',
  textLayer:
    'Part of your file is an image without text; export a text-based PDF or a DOCX so the ATS can read all of it.',
  contactInBody:
    'Move your email and phone number from the page header or footer into the body; many ATS parsers skip headers and footers.',
  readingEase: (index) =>
    `Simplify your wording: split long lines and prefer short, common words (reading ease ${index}; aim for 50 or more).`,
  bulletLength: (share) =>
    `Keep each bullet between 8 and 30 words (now ${share} are): split long ones and add the result to short ones.`,
  actionVerbs: (done, total, example) => {
    const [a, b, c] = EXAMPLE_VERBS.en
    const now = `now ${done} of ${total} bullets ${done === 1 ? 'does' : 'do'}`
    const not = example ? `; "${example}" does not` : ''
    return `Start each bullet with an action verb such as ${a}, ${b} or ${c}: ${now}${not}.`
  },
  weakOpeners: (quotes) =>
    quotes.length === 1
      ? `The bullet "${quotes[0] ?? ''}" opens with a phrase that describes a duty or a part you played, not what you achieved. Open it with a verb for what you did yourself, then add the result: what changed and by how much.`
      : `Bullets such as ${list(
          quotes.map((quote) => `"${quote}"`),
          'and',
        )} open with phrases that describe a duty or a part you played, not what you achieved. Open each with a verb for what you did yourself, then add the result: what changed and by how much.`,
  quantified: (share) =>
    `Quantify results: add a number, percentage or amount to more bullets (for example "cut build time by 40%"); now ${share} have one.`,
  densityHigh: (density) =>
    `Keywords make up ${density} of your resume; mention each one two or three times at most so it reads naturally.`,
  allGood:
    "Your resume passes every ATS check and covers this job's keywords. Read it once more for accuracy, then apply.",
}

const ES_CATEGORY: Record<KeywordCategory, string> = {
  technical: 'habilidad técnica',
  tools: 'herramienta',
  soft: 'habilidad interpersonal',
  certifications: 'certificación',
}
const ES_SECTION: Record<SectionKind, string> = {
  summary: 'Perfil',
  experience: 'Experiencia',
  education: 'Educación',
  skills: 'Habilidades',
  extras: 'Certificaciones o Proyectos',
}

function esWhy(note: KeywordNote): string {
  const { keyword, category, priority } = note
  const noun = isDegree(note) ? 'titulación' : ES_CATEGORY[category]
  if (priority === 'required') return `«${keyword}» (${noun}) es un requisito del puesto`
  if (priority === 'high') return `«${keyword}» (${noun}) tiene prioridad alta en la oferta`
  return `La oferta menciona «${keyword}» (${noun})`
}

const spanish: SuggestionText = {
  keywordRelated: (note) => {
    const why = esWhy(note)
    if (isDegree(note)) {
      const where = note.line ? `Tu línea «${note.line}» está relacionada; si` : 'Si'
      return `${why}. ${where} tienes ${note.keyword}, nómbralo así en la sección de Educación, con la especialidad, el centro y el año.`
    }
    if (note.category === 'certifications') {
      const where = note.line ? `Tu línea «${note.line}» está relacionada; si` : 'Si'
      return `${why}. ${where} tienes la certificación ${note.keyword}, añádela a la sección de Certificaciones.`
    }
    if (note.line) {
      return `${why}. Tu línea «${note.line}» muestra experiencia relacionada; menciona ${note.keyword} ahí si realmente tienes esa experiencia.`
    }
    return `${why}, y tu currículum muestra experiencia relacionada. Menciona ${note.keyword} en tu experiencia o en tus habilidades si realmente la tienes.`
  },
  keywordMissing: (note) => {
    const why = esWhy(note)
    if (isDegree(note)) {
      return `${why}. Si lo tienes, inclúyelo en la sección de Educación con la especialidad, el centro y el año; si no, muestra la experiencia equivalente que el puesto pueda aceptar.`
    }
    if (note.category === 'certifications') {
      return `${why}. Si la tienes, inclúyela en una sección de Certificaciones con el año; si no, plantéate obtenerla.`
    }
    if (note.category === 'soft') {
      return `${why}, pero tu currículum aún no lo refleja. Añade ${note.keyword} solo si es cierto, idealmente con un ejemplo concreto de tu trabajo.`
    }
    return `${why}, pero tu currículum aún no lo refleja. Añade ${note.keyword} solo si es cierto; si no, plantéate aprenderlo con un proyecto o un curso.`
  },
  keywordUnknown: (note) =>
    isDegree(note)
      ? `${esWhy(note)}. Si lo tienes, inclúyelo en la sección de Educación con la especialidad, el centro y el año.`
      : note.category === 'certifications'
        ? `${esWhy(note)}. Si la tienes, inclúyela en la sección de Certificaciones.`
        : `${esWhy(note)}. Si tienes esa experiencia, añade ${note.keyword} a tus habilidades o a la viñeta donde la aplicaste.`,
  sections: (missing) =>
    `Añade encabezados claros para ${list(
      missing.map((kind) => ES_SECTION[kind]),
      'y',
    )}; los ATS usan los encabezados para clasificar tu currículum.`,
  contact: (missing) =>
    `Añade ${list(
      missing.map((item) => (item === 'email' ? 'un correo electrónico' : 'un número de teléfono')),
      'y',
    )} al principio del currículum; los reclutadores y los ATS buscan ahí los datos de contacto.`,
  linkedin: 'Añade la URL de tu perfil de LinkedIn junto al correo y el teléfono.',
  datesMissing:
    'Añade fechas de inicio y fin a cada puesto con un mismo formato, por ejemplo «ene. 2020 – actualidad».',
  datesMixed:
    'Usa un único formato de fecha en toda tu experiencia (por ejemplo, «ene. 2020 – mar. 2022»); mezclar formatos confunde a los ATS.',
  datesReversed: 'Revisa tus fechas: al menos un periodo termina antes de empezar.',
  bullets:
    'Redacta tu experiencia en viñetas, un logro por línea que empiece por «- », en lugar de párrafos.',
  moreBullets:
    'Añade más viñetas en Experiencia: apunta a entre tres y cinco logros por cada puesto.',
  lengthShort: (words) =>
    `Tu currículum tiene ${words} palabras; amplíalo hasta 400–1200 palabras con logros concretos de cada puesto.`,
  lengthLong: (words) =>
    `Tu currículum tiene ${words} palabras; recórtalo a 1200 o menos y quédate con lo relevante para este puesto.`,
  singleColumn: 'Usa un diseño de una sola columna; los ATS leen las columnas en desorden.',
  noTables:
    'Sustituye las tablas por líneas de texto; muchos ATS omiten o desordenan las celdas de las tablas.',
  noTextBoxes:
    'Pasa el texto de los cuadros de texto al cuerpo del documento; los ATS suelen ignorar esos cuadros.',
  textLayer:
    'Parte de tu archivo es una imagen sin texto; exporta un PDF con texto o un DOCX para que el ATS pueda leerlo entero.',
  contactInBody:
    'Mueve tu correo y tu teléfono del encabezado o del pie de página al cuerpo; muchos ATS ignoran encabezados y pies.',
  readingEase: (index) =>
    `Simplifica la redacción: divide las líneas largas y usa palabras más cortas y comunes (legibilidad ${index}; apunta a 50 o más).`,
  bulletLength: (share) =>
    `Mantén cada viñeta entre 8 y 30 palabras (ahora lo cumple el ${share}): divide las largas y añade el resultado a las cortas.`,
  actionVerbs: (done, total, example) => {
    const [a, b, c] = EXAMPLE_VERBS.es
    const now = `ahora ${done === 1 ? 'lo hace' : 'lo hacen'} ${done} de ${total}`
    const not = example ? `; «${example}» no lo hace` : ''
    return `Empieza cada viñeta con un verbo de acción como ${a}, ${b} o ${c}: ${now}${not}.`
  },
  weakOpeners: (quotes) =>
    quotes.length === 1
      ? `La viñeta «${quotes[0] ?? ''}» empieza con una fórmula que describe una tarea o tu participación, no lo que lograste. Empiézala con un verbo que diga lo que hiciste tú y añade el resultado: qué cambió y en qué medida.`
      : `Viñetas como ${list(
          quotes.map((quote) => `«${quote}»`),
          'y',
        )} empiezan con fórmulas que describen una tarea o tu participación, no lo que lograste. Empieza cada una con un verbo que diga lo que hiciste tú y añade el resultado: qué cambió y en qué medida.`,
  quantified: (share) =>
    `Cuantifica tus resultados: añade una cifra, un porcentaje o un importe a más viñetas (por ejemplo, «reduje el tiempo de compilación un 40 %»); ahora solo el ${share} lo incluye.`,
  densityHigh: (density) =>
    `Las palabras clave suponen el ${density} de tu currículum; menciona cada una dos o tres veces como máximo para que se lea con naturalidad.`,
  allGood:
    'Tu currículum supera todas las comprobaciones ATS y cubre las palabras clave del puesto. Revísalo una última vez y envía tu candidatura.',
}

const RU_CATEGORY: Record<KeywordCategory, string> = {
  technical: 'технический навык',
  tools: 'инструмент',
  soft: 'гибкий навык',
  certifications: 'сертификат',
}
const RU_SECTION: Record<SectionKind, string> = {
  summary: '«О себе»',
  experience: '«Опыт работы»',
  education: '«Образование»',
  skills: '«Навыки»',
  extras: '«Сертификаты» или «Проекты»',
}

function ruWhy(note: KeywordNote): string {
  const { keyword, category, priority } = note
  const noun = isDegree(note) ? 'образование' : RU_CATEGORY[category]
  if (priority === 'required') return `«${keyword}» (${noun}) — обязательное требование вакансии`
  if (priority === 'high') return `«${keyword}» (${noun}) — важное требование вакансии`
  return `В вакансии упоминается «${keyword}» (${noun})`
}

const russian: SuggestionText = {
  keywordRelated: (note) => {
    const why = ruWhy(note)
    if (isDegree(note)) {
      const where = note.line ? `Ваша строка «${note.line}» связана с этим; если` : 'Если'
      return `${why}. ${where} у вас есть ${note.keyword}, назовите это прямо в разделе «Образование», со специальностью, вузом и годом окончания.`
    }
    if (note.category === 'certifications') {
      const where = note.line ? `Ваша строка «${note.line}» связана с ним; если` : 'Если'
      return `${why}. ${where} у вас есть сертификат ${note.keyword}, укажите его в разделе «Сертификаты».`
    }
    if (note.line) {
      return `${why}. Ваша строка «${note.line}» показывает похожий опыт; упомяните в ней ${note.keyword}, если вы действительно с этим работали.`
    }
    return `${why}, а в резюме есть похожий опыт. Упомяните ${note.keyword} в опыте работы или в навыках, если действительно с этим работали.`
  },
  keywordMissing: (note) => {
    const why = ruWhy(note)
    if (isDegree(note)) {
      return `${why}. Если оно у вас есть, укажите его в разделе «Образование» со специальностью, вузом и годом окончания; если нет, покажите равноценный опыт, который работодатель может принять.`
    }
    if (note.category === 'certifications') {
      return `${why}. Если сертификат у вас есть, укажите его в разделе «Сертификаты» с годом получения; если нет, подумайте о том, чтобы его получить.`
    }
    if (note.category === 'soft') {
      return `${why}, но в резюме этого пока нет. Добавляйте ${note.keyword}, только если это правда, — лучше с конкретным примером из вашей работы.`
    }
    return `${why}, но в резюме этого пока нет. Добавляйте ${note.keyword}, только если это правда; иначе стоит освоить это на учебном проекте или курсе.`
  },
  keywordUnknown: (note) =>
    isDegree(note)
      ? `${ruWhy(note)}. Если оно у вас есть, укажите его в разделе «Образование» со специальностью, вузом и годом окончания.`
      : note.category === 'certifications'
        ? `${ruWhy(note)}. Если сертификат у вас есть, укажите его в разделе «Сертификаты».`
        : `${ruWhy(note)}. Если у вас есть такой опыт, добавьте ${note.keyword} в навыки или в пункт, где вы это применяли.`,
  sections: (missing) =>
    `Добавьте понятные заголовки разделов: ${list(
      missing.map((kind) => RU_SECTION[kind]),
      'и',
    )}; по заголовкам ATS раскладывает резюме по полям.`,
  contact: (missing) =>
    `Укажите ${list(
      missing.map((item) => (item === 'email' ? 'адрес электронной почты' : 'номер телефона')),
      'и',
    )} в начале резюме: рекрутеры и ATS ищут контакты именно там.`,
  linkedin: 'Добавьте ссылку на профиль LinkedIn рядом с почтой и телефоном.',
  datesMissing:
    'Укажите даты начала и окончания для каждого места работы в одном формате, например «янв. 2020 — настоящее время».',
  datesMixed:
    'Используйте один формат дат во всём опыте работы (например, «янв. 2020 — март 2022»); смешанные форматы сбивают ATS.',
  datesReversed: 'Проверьте даты: как минимум один период заканчивается раньше, чем начинается.',
  bullets:
    'Оформите опыт работы списком: одно достижение на строку, начиная с «- », а не сплошным текстом.',
  moreBullets:
    'Добавьте больше пунктов в раздел «Опыт работы»: по три–пять достижений на каждое место работы.',
  lengthShort: (words) =>
    `В резюме ${words} ${russianPlural(words, ['слово', 'слова', 'слов'])}; дополните его до 400–1200 слов конкретными достижениями на каждом месте работы.`,
  lengthLong: (words) =>
    `В резюме ${words} ${russianPlural(words, ['слово', 'слова', 'слов'])}; сократите его до 1200 слов, оставив главное для этой вакансии.`,
  singleColumn: 'Используйте макет в одну колонку: ATS читает колонки в неправильном порядке.',
  noTables:
    'Замените таблицы обычными строками текста: многие ATS пропускают или перемешивают ячейки таблиц.',
  noTextBoxes:
    'Перенесите текст из надписей (текстовых полей) в основной текст: ATS часто их игнорирует.',
  textLayer:
    'Часть файла — изображение без текста; сохраните резюме как текстовый PDF или DOCX, чтобы ATS прочитала его целиком.',
  contactInBody:
    'Перенесите почту и телефон из колонтитулов в основной текст: многие ATS пропускают колонтитулы.',
  readingEase: (index) =>
    `Упростите формулировки: разбейте длинные строки и выбирайте короткие, привычные слова (индекс читаемости ${index}; цель — 50 и выше).`,
  bulletLength: (share) =>
    `Делайте пункты длиной от 8 до 30 слов (сейчас таких ${share}): длинные разбейте, в короткие добавьте результат.`,
  actionVerbs: (done, total, example) => {
    const [a, b, c] = EXAMPLE_VERBS.ru
    const verb = russianPlural(done, ['начинается', 'начинаются', 'начинаются'])
    const not = example ? `, а пункт «${example}» — нет` : ''
    return `Начинайте пункты с глагола действия — например, «${a}», «${b}» или «${c}»: сейчас так ${verb} ${done} из ${total}${not}.`
  },
  weakOpeners: (quotes) =>
    quotes.length === 1
      ? `Пункт «${quotes[0] ?? ''}» начинается с формулировки, которая описывает обязанность или участие, а не ваш результат. Начните его с глагола, который говорит, что сделали именно вы, и добавьте результат: что изменилось и насколько.`
      : `Пункты ${list(
          quotes.map((quote) => `«${quote}»`),
          'и',
        )} начинаются с формулировок, которые описывают обязанности или участие, а не ваш результат. Начните каждый с глагола, который говорит, что сделали именно вы, и добавьте результат: что изменилось и насколько.`,
  quantified: (share) =>
    `Добавьте измеримые результаты — число, процент или сумму — в большее число пунктов (например, «сократил время сборки на 40 %»); сейчас они есть в ${share} пунктов.`,
  densityHigh: (density) =>
    `Ключевые слова составляют ${density} текста резюме; упоминайте каждое не больше двух-трёх раз, чтобы текст читался естественно.`,
  allGood:
    'Резюме проходит все проверки ATS и покрывает ключевые слова вакансии. Перечитайте его ещё раз и отправляйте отклик.',
}

export const SUGGESTION_TEXT: Record<AnalysisLanguage, SuggestionText> = {
  en: english,
  es: spanish,
  ru: russian,
}

/** 12.5 → "12.5%" in English, "12,5 %" in Spanish and Russian. */
export function formatPercent(value: number, language: AnalysisLanguage): string {
  const text = String(Math.round(value * 10) / 10)
  return language === 'en' ? `${text}%` : `${text.replace('.', ',')} %`
}

/** A reading-ease index as the language writes decimals. */
export function formatNumber(value: number, language: AnalysisLanguage): string {
  const text = String(Math.round(value * 10) / 10)
  return language === 'en' ? text : text.replace('.', ',')
}
