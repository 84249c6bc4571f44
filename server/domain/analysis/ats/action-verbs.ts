import type { AnalysisLanguage } from '../../../../src/contract/analysis.ts'
import { fold } from '../fold.ts'

/** English past forms; present forms (lead, builds) are accepted through IRREGULAR_PRESENT and -ed/-d. */
const ENGLISH = `accelerated achieved administered advised analyzed analysed architected assessed
automated boosted built championed coached collaborated completed configured consolidated
constructed contributed converted coordinated created cut debugged decreased defined delivered
deployed designed developed devised diagnosed directed documented doubled drove earned eliminated
enabled engineered enhanced established evaluated exceeded executed expanded facilitated founded
generated grew guided halved handled headed hired identified implemented improved increased
initiated innovated installed instituted integrated introduced invented launched led maintained
managed mentored migrated minimized modernized monitored negotiated optimized orchestrated
organized overhauled oversaw owned partnered performed piloted planned presented prioritized
produced programmed promoted proposed prototyped published raised rebuilt redesigned reduced
refactored regained released remodeled reorganized replaced researched resolved restructured
revamped reviewed saved scaled secured shipped simplified solved spearheaded standardized
streamlined strengthened supervised supported surpassed taught tested trained transformed
tripled troubleshot unified upgraded validated won wrote`

const IRREGULAR_PRESENT: Record<string, string> = {
  lead: 'led',
  build: 'built',
  drive: 'drove',
  grow: 'grew',
  teach: 'taught',
  write: 'wrote',
  oversee: 'oversaw',
  win: 'won',
  rebuild: 'rebuilt',
  troubleshoot: 'troubleshot',
}

/** Spanish first-person (lideré) and third-person (lideró) preterite, from the infinitive. */
const SPANISH_REGULAR = `analizar aumentar automatizar colaborar consolidar construir coordinar
crear definir desarrollar desplegar diseñar dirigir documentar duplicar elaborar eliminar
encabezar establecer evaluar fortalecer formar fundar gestionar generar guiar impulsar implementar
implantar incrementar integrar investigar lanzar liderar lograr mantener mejorar migrar modernizar
negociar optimizar organizar planificar presentar programar publicar rediseñar reestructurar
resolver revisar simplificar supervisar administrar asesorar capacitar configurar ejecutar entregar
escalar estandarizar facilitar identificar instalar migrar monitorizar orientar probar refactorizar
reorganizar acelerar ahorrar alcanzar encabezar entrenar ampliar crecer`

const SPANISH_IRREGULAR = `reduje redujo conduje condujo hice hizo obtuve obtuvo mantuve mantuvo
propuse propuso construí construyó dirigí dirigió establecí estableció resolví resolvió crecí
creció fortalecí fortaleció escribí escribió introduje introdujo produje produjo traduje tradujo
supe logré`

const RUSSIAN = `руководил разработал разрабатывал внедрил внедрял создал создавал спроектировал
проектировал оптимизировал автоматизировал увеличил увеличивал сократил сокращал снизил снижал
улучшил улучшал запустил запускал построил строил выстроил выстраивал организовал организовывал
координировал управлял возглавил возглавлял вел провел проводил настроил настраивал
интегрировал мигрировал перевел реализовал реализовывал обучил обучал наставлял курировал
поддерживал сопровождал анализировал проанализировал исследовал подготовил написал писал
тестировал протестировал повысил повышал ускорил добился достиг обеспечил обеспечивал
сформировал формировал развивал развил доработал дорабатывал модернизировал переработал
спланировал планировал внес запустил нанял собрал ввел представил выпустил
выпускал сэкономил определил масштабировал стандартизировал упростил устранил решил решал
руковожу разрабатываю внедряю управляю веду создаю оптимизирую координирую развиваю
провожу курирую строю`

function words(list: string): string[] {
  return list.split(/\s+/).filter((word) => /^\p{L}+$/u.test(word))
}

function spanishPreterites(infinitive: string): string[] {
  const stem = infinitive.slice(0, -2)
  const ending = infinitive.slice(-2)
  if (ending !== 'ar') return [`${stem}í`, `${stem}ió`]
  // Spelling keeps the sound before é: optimizar → optimicé, publicar → publiqué, migrar stays.
  let firstStem = stem
  if (stem.endsWith('z')) firstStem = `${stem.slice(0, -1)}c`
  else if (stem.endsWith('c')) firstStem = `${stem.slice(0, -1)}qu`
  else if (stem.endsWith('g')) firstStem = `${stem}u`
  return [`${firstStem}é`, `${stem}ó`]
}

const VERBS: Record<AnalysisLanguage, Set<string>> = {
  en: new Set(words(ENGLISH).map(fold)),
  es: new Set(
    [...words(SPANISH_REGULAR).flatMap(spanishPreterites), ...words(SPANISH_IRREGULAR)].map(fold),
  ),
  ru: new Set(words(RUSSIAN).map(fold)),
}

function isEnglishVerb(word: string): boolean {
  const verbs = VERBS.en
  if (verbs.has(word)) return true
  const irregular = IRREGULAR_PRESENT[word] ?? IRREGULAR_PRESENT[word.replace(/s$/, '')]
  if (irregular !== undefined) return true
  // lead/leads, design/designs, manage/manages, optimize/optimizes
  const base = word.endsWith('es') && !verbs.has(`${word.slice(0, -1)}d`) ? word.slice(0, -2) : word
  const bare = base.endsWith('s') ? base.slice(0, -1) : base
  return [word, base, bare].some((form) => verbs.has(`${form}ed`) || verbs.has(`${form}d`))
}

/**
 * Russian past tense agrees in gender and number: разработала, разработали → разработал;
 * достигла → достиг; добилась → добился.
 */
function isRussianVerb(word: string): boolean {
  const verbs = VERBS.ru
  const plain = word.replace(/[аио]$/u, '')
  const candidates = [
    word,
    plain,
    plain.replace(/([гкзсбрт])л$/u, '$1'),
    word.replace(/л[аио]сь$/u, 'лся'),
  ]
  return candidates.some((candidate) => verbs.has(candidate))
}

/**
 * Whether a bullet opens with an action verb. All three lists apply whatever the resume's
 * language, since resumes mix languages (an English verb in a Spanish resume is still an action).
 * Spanish is compared without accents, so "Lidere" counts; the price is that "Desarrollo de..."
 * (a noun, or "I develop") reads as desarrolló.
 */
export function startsWithActionVerb(text: string): boolean {
  const first = /\p{L}[\p{L}\p{M}]*/u.exec(text)
  if (!first || first.index > 3) return false
  const word = fold(first[0])
  return VERBS.es.has(word) || isEnglishVerb(word) || isRussianVerb(word)
}

/** Three verbs to suggest, in the resume's language. */
export const EXAMPLE_VERBS: Record<AnalysisLanguage, readonly [string, string, string]> = {
  en: ['Led', 'Built', 'Designed'],
  es: ['Lideré', 'Desarrollé', 'Diseñé'],
  ru: ['Руководил', 'Разработал', 'Внедрил'],
}
