import type { AnalysisLanguage } from '../../../../src/contract/analysis.ts'
import { fold } from '../fold.ts'
import { opensWithWeakPhrase } from './weak-openers.ts'

/**
 * English action verbs in the base form, across occupations (office, finance, sales, care,
 * logistics, hospitality, teaching, trades, engineering). Past tense and third person are read
 * back to these (englishBases), so "Prepare", "Prepared" and "Prepares" are one verb.
 */
const ENGLISH = `accelerate accomplish accrue achieve acquire act adapt add address adjust administer
advance advise advocate align allocate analyze anticipate answer apply appraise approve arbitrate
architect arrange assemble assess attain audit author automate balance bake benchmark bill boost
brief broker build calculate calibrate campaign capture care catalog catalogue centralize
champion chart clarify classify clean close coach code collaborate collect command communicate
compile complete compose compute conceive conceptualize conduct configure consolidate construct
consult contract control convert cook coordinate correct counsel craft create cultivate curate
customize cut debug decrease define delegate deliver demonstrate deploy design detect determine
develop devise diagnose digitize direct discover dispatch dispense distribute document double
draft drive earn edit educate eliminate enable encourage engage engineer enhance enlarge enroll
ensure establish estimate evaluate examine exceed execute expand expedite experiment explain
explore extend extract fabricate facilitate file finalize find fix forecast forge form formalize
formulate found fulfill fulfil gain gather generate govern grade greet grow guide halve handle
harmonize head hire hold identify illustrate implement improve increase influence inform
initiate innovate inspect inspire install institute instruct integrate interpret interview
introduce invent invoice investigate issue justify launch lead lecture leverage liaise license
lift load localize lower maintain make manage manufacture map market master maximize measure
mediate meet mentor merge migrate minimize mobilize model moderate modernize modify monetize
monitor motivate navigate negotiate normalize nurse obtain onboard open operate optimize
orchestrate order organize originate outperform outsource overhaul oversee own pack package
partner perform persuade pick pilot pioneer pitch place plan post prepare present preserve
prevent price prioritize process procure produce program promote propose prospect protect
prototype provide publish purchase qualify quantify raise rank rate rationalize reach rebuild
receive recommend reconcile record recruit redesign reduce reengineer refactor refine reform
regain register regulate rehabilitate reinforce release remediate remodel render renegotiate
renew renovate reorganize repair replace replenish report represent research resolve respond
restore restructure retain retrieve revamp review revise revitalize rewrite route run safeguard
save scale schedule score screen script secure select sell serve service set settle shape ship
sign simplify solve sort source spearhead specify speed sponsor stabilize staff standardize
start steer sterilize stock streamline strengthen structure study submit summarize supervise
supply support surpass survey sustain synthesize systematize tailor take target teach test
trace track trade train transcribe transform transition translate transport treat triage triple
troubleshoot tutor uncover undertake unify update upgrade uphold upsell use utilize validate verify
visualize volunteer weld win wire write`

/** Irregular past forms and the base they come from. */
export const IRREGULAR_PAST: Record<string, string> = {
  led: 'lead',
  built: 'build',
  rebuilt: 'rebuild',
  drove: 'drive',
  grew: 'grow',
  taught: 'teach',
  wrote: 'write',
  rewrote: 'rewrite',
  oversaw: 'oversee',
  won: 'win',
  troubleshot: 'troubleshoot',
  met: 'meet',
  ran: 'run',
  sold: 'sell',
  bought: 'buy',
  began: 'begin',
  brought: 'bring',
  held: 'hold',
  upheld: 'uphold',
  kept: 'keep',
  made: 'make',
  sent: 'send',
  took: 'take',
  undertook: 'undertake',
  gave: 'give',
  spoke: 'speak',
  stood: 'stand',
  paid: 'pay',
  drew: 'draw',
  chose: 'choose',
  sped: 'speed',
  spent: 'spend',
}
const BRITISH_ENDING = /([iy])se$/
/** "Co-led", "Re-designed": the verb after a prefix. */
const PREFIXES = new Set(['co', 're', 'pre', 'cross', 'self', 'over', 'under'])
/**
 * Words in -ing that are nouns far more often than verbs at the start of a line ("Engineering
 * team of 12"); they count neither as an action nor as a duty.
 */
const NOUN_GERUNDS = new Set(
  `engineering marketing accounting banking building housing nursing pricing planning programming
  budgeting forecasting recruiting staffing scheduling networking consulting manufacturing
  purchasing sourcing billing shipping packaging licensing mapping modeling modelling reporting
  financing funding hosting logging onboarding outsourcing processing publishing trading training
  tutoring writing testing catering cleaning cooking lending underwriting engineering`.split(/\s+/),
)
/** Verbs whose -ing form opens a duty ("Helping customers…"), though they are no action verbs. */
const DUTY_VERBS = new Set(['help', 'assist', 'aid', 'participate', 'work', 'attend', 'contribute'])

/** Spanish infinitives; preterite, present and imperfect forms are generated (spanishForms). */
const SPANISH_REGULAR = `administrar acelerar ahorrar alcanzar ampliar analizar asesorar atender
aumentar automatizar auditar calcular capacitar cerrar coordinar colaborar conciliar configurar
consolidar construir contratar controlar crear crecer cuidar definir desarrollar desplegar
diagnosticar diseñar dirigir documentar duplicar ejecutar elaborar eliminar encabezar enseñar
entregar entrenar escalar establecer estandarizar evaluar facilitar facturar formar fortalecer
fundar generar gestionar guiar identificar impartir implantar implementar impulsar incrementar
instalar integrar investigar lanzar liderar lograr mantener mejorar migrar modernizar monitorizar
negociar optimizar organizar orientar planificar preparar presentar probar programar publicar
realizar rediseñar reestructurar refactorizar registrar reorganizar resolver revisar
simplificar supervisar vender`

const SPANISH_IRREGULAR = `reduje redujo reduzco reduce conduje condujo conduzco conduce hice hizo
hago hace obtuve obtuvo obtengo obtiene mantuve mantuvo mantengo mantiene propuse propuso propongo
propone construí construyó construyo construye dirigí dirigió dirijo dirige establecí estableció
establezco establece resolví resolvió resuelvo resuelve crecí creció crezco crece fortalecí
fortaleció fortalezco fortalece escribí escribió escribo escribe introduje introdujo introduzco
introduce produje produjo produzco produce traduje tradujo supe logré pruebo prueba cierro cierra`

const RUSSIAN = `руководил разработал разрабатывал внедрил внедрял создал создавал спроектировал
проектировал оптимизировал автоматизировал увеличил увеличивал сократил сокращал снизил снижал
улучшил улучшал запустил запускал построил строил выстроил выстраивал организовал организовывал
координировал управлял возглавил возглавлял вел провел проводил настроил настраивал
интегрировал мигрировал перевел реализовал реализовывал обучил обучал наставлял курировал
поддерживал сопровождал анализировал проанализировал исследовал подготовил подготавливал
готовил написал писал тестировал протестировал повысил повышал ускорил добился достиг обеспечил
обеспечивал сформировал формировал развивал развил доработал дорабатывал модернизировал
переработал спланировал планировал внес нанял собрал ввел представил выпустил выпускал
сэкономил определил масштабировал стандартизировал упростил устранил решил решал составил
составлял обработал обрабатывал проверил проверял согласовал согласовывал контролировал сверял
закрыл закрывал рассчитал рассчитывал начислял начислил консультировал обслуживал продал
продавал заключил заключал привлек привлекал открыл открывал выполнил выполнял наладил
налаживал администрировал вывел провел продвигал продвинул заработал оформил оформлял
сопровождал отладил отлаживал починил ремонтировал отремонтировал доставлял доставил принимал
принял вычислил вычислял подготовил учил преподавал провёл
руковожу разрабатываю внедряю управляю веду создаю оптимизирую координирую развиваю
провожу курирую строю готовлю составляю обрабатываю контролирую обучаю консультирую`

function words(list: string): string[] {
  return list.split(/\s+/).filter((word) => /^\p{L}+$/u.test(word))
}

/** Preterite (lideré, lideró), present (lidero, lidera) and imperfect (lideraba) of an infinitive. */
function spanishForms(infinitive: string): string[] {
  const stem = infinitive.slice(0, -2)
  const ending = infinitive.slice(-2)
  if (ending !== 'ar')
    return [infinitive, `${stem}í`, `${stem}ió`, `${stem}o`, `${stem}e`, `${stem}ía`]
  // Spelling keeps the sound before é: optimizar → optimicé, publicar → publiqué, migrar stays.
  let firstStem = stem
  if (stem.endsWith('z')) firstStem = `${stem.slice(0, -1)}c`
  else if (stem.endsWith('c')) firstStem = `${stem.slice(0, -1)}qu`
  else if (stem.endsWith('g')) firstStem = `${stem}u`
  return [infinitive, `${firstStem}é`, `${stem}ó`, `${stem}o`, `${stem}a`, `${stem}aba`]
}

const ENGLISH_BASES = new Set(words(ENGLISH))
const SPANISH_VERBS = new Set(
  [...words(SPANISH_REGULAR).flatMap(spanishForms), ...words(SPANISH_IRREGULAR)].map(fold),
)
const RUSSIAN_VERBS = new Set(words(RUSSIAN).map(fold))

/** The base forms an English word can be: prepared → prepare, identified → identify, planned → plan. */
export function englishBases(word: string): string[] {
  const bases = [word]
  const irregular = IRREGULAR_PAST[word]
  if (irregular !== undefined) bases.push(irregular)
  if (word.endsWith('ied') || word.endsWith('ies')) bases.push(`${word.slice(0, -3)}y`)
  else if (word.endsWith('ed')) {
    bases.push(word.slice(0, -2), word.slice(0, -1))
    if (word.at(-3) === word.at(-4)) bases.push(word.slice(0, -3))
  } else if (word.endsWith('es')) bases.push(word.slice(0, -2), word.slice(0, -1))
  else if (word.endsWith('s') && !word.endsWith('ss')) bases.push(word.slice(0, -1))
  // British spelling: organised → organise → organize, analysed → analyse → analyze.
  return bases.flatMap((base) =>
    BRITISH_ENDING.test(base) ? [base, base.replace(BRITISH_ENDING, '$1ze')] : [base],
  )
}

/**
 * The base form of an English action verb as written in any form ("Prepared" → "prepare",
 * "leads" → "lead"), or null when the word is no verb of the list.
 */
export function englishActionBase(word: string): string | null {
  const lower = word.toLowerCase()
  if (ENGLISH_BASES.has(lower)) return lower
  return englishBases(lower).find((base) => ENGLISH_BASES.has(base)) ?? null
}

function isEnglishVerb(word: string): boolean {
  // Most opening words are base forms or no verb at all: look them up before building variants.
  if (ENGLISH_BASES.has(word)) return true
  const last = word.at(-1)
  if (last !== 'd' && last !== 's' && IRREGULAR_PAST[word] === undefined) return false
  return englishBases(word).some((base) => ENGLISH_BASES.has(base))
}

/** "Monitoring" → monitor, "Managing" → manage, "Planning" → plan: the verb of an -ing word. */
function isEnglishGerund(word: string): boolean {
  if (!word.endsWith('ing') || word.length < 6 || NOUN_GERUNDS.has(word)) return false
  const stem = word.slice(0, -3)
  const candidates = [stem, `${stem}e`]
  if (stem.at(-1) === stem.at(-2)) candidates.push(stem.slice(0, -1))
  return candidates.some(
    (base) => DUTY_VERBS.has(base) || englishBases(base).some((form) => ENGLISH_BASES.has(form)),
  )
}

/**
 * Russian past tense agrees in gender and number: разработала, разработали → разработал;
 * достигла → достиг; добилась → добился.
 */
function isRussianVerb(word: string): boolean {
  const plain = word.replace(/[аио]$/u, '')
  const candidates = [
    word,
    plain,
    plain.replace(/([гкзсбрт])л$/u, '$1'),
    word.replace(/л[аио]сь$/u, 'лся'),
  ]
  return candidates.some((candidate) => RUSSIAN_VERBS.has(candidate))
}

function isActionVerb(word: string): boolean {
  return SPANISH_VERBS.has(word) || isEnglishVerb(word) || isRussianVerb(word)
}

export type Opener = 'action' | 'weak' | 'other'

/** The opening is decided by the first three words; 60 characters hold them with room to spare. */
const OPENING_KEY_CHARS = 60
const MAX_CACHED_OPENERS = 20_000
const OPENER_CACHE = new Map<string, Opener>()
const FIRST_WORDS = /\p{L}[\p{L}\p{M}]*(?:-\p{L}[\p{L}\p{M}]*)?(?:\s+(\p{L}[\p{L}\p{M}]*))?/u

/**
 * How a bullet opens: with an action verb in any common form (led, leads, lead; lideré, lidera;
 * руководил, руковожу), with a weak phrase or an -ing duty ("Helped…", "Responsible for…",
 * "Monitoring…"), or with anything else (a noun, a number). All three languages apply whatever
 * the resume's language, since resumes mix them. Spanish is compared without accents, so
 * "Lidere" counts; the price is that "Desarrollo de..." (a noun, or "I develop") reads as a verb.
 */
export function openerOf(text: string): Opener {
  const key = text.slice(0, OPENING_KEY_CHARS)
  const known = OPENER_CACHE.get(key)
  if (known !== undefined) return known
  const opener = classify(text)
  // The same bullets are read again and again (the score, the suggestions, the optimizer's
  // before and after): remember them, within a bound.
  if (OPENER_CACHE.size >= MAX_CACHED_OPENERS) OPENER_CACHE.clear()
  OPENER_CACHE.set(key, opener)
  return opener
}

function classify(text: string): Opener {
  if (opensWithWeakPhrase(text)) return 'weak'
  const match = FIRST_WORDS.exec(text)
  if (!match || match.index > 3) return 'other'
  const [first = '', second] = fold(match[0]).split(/\s+/)
  const [prefix, rest] = first.split('-')
  const word = rest !== undefined && prefix !== undefined && PREFIXES.has(prefix) ? rest : first
  if (isActionVerb(word)) return 'action'
  if (isEnglishGerund(word)) return 'weak'
  // "Successfully led…": an adverb before the verb.
  if (word.endsWith('ly') && second !== undefined && isActionVerb(fold(second))) return 'action'
  return 'other'
}

/** Whether a bullet opens with an action verb (not a weak phrase). */
export function startsWithActionVerb(text: string): boolean {
  return openerOf(text) === 'action'
}

/** Three verbs to suggest, in the resume's language. */
export const EXAMPLE_VERBS: Record<AnalysisLanguage, readonly [string, string, string]> = {
  en: ['Led', 'Built', 'Designed'],
  es: ['Lideré', 'Desarrollé', 'Diseñé'],
  ru: ['Руководил', 'Разработал', 'Внедрил'],
}
