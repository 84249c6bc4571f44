import { fold } from '../fold.ts'

/**
 * Openings that name a duty or a supporting part rather than what the writer did: "Helped",
 * "Responsible for", "Participated in", "Duties included", and their Spanish and Russian
 * equivalents, compared folded (no case, no accents; ё = е). Verbs ending in -ing are judged in
 * action-verbs.ts, which knows which words are verbs.
 */
const WEAK_PHRASES = `
helped | help | helps | helping | assisted | assist | assists | assisting | aided
responsible for | was responsible | were responsible | responsibilities | duties
worked on | working on | work on | participated | participate | participating | participation in
involved in | was involved | were involved | tasked with | in charge of | took part in
exposure to
ayude | ayudo | ayudaba | ayuda | ayudar | asisti | asistia | asistencia | participe | participo
participaba | participacion | participar | responsable | responsables | encargado | encargada
a cargo | funciones | tareas | trabaje en | trabajaba en | involucrado en | involucrada en
forme parte | formaba parte | forma parte
помогал | помогала | помогали | помощь | участвовал | участвовала | участвовали | участие
принимал участие | принимала участие | принимали участие | занимался | занималась | занимались
отвечал за | отвечала за | отвечали за | ответственный за | ответственная за | ответственность за
обязанности | работал над | работала над | был вовлечен | была вовлечена | содействовал
содействовала | ассистировал | ассистировала`

/** The phrases by their first word, so a bullet is compared only with phrases that can fit it. */
const BY_FIRST_WORD = new Map<string, string[][]>()
for (const phrase of WEAK_PHRASES.split(/[|\n]/)) {
  const words = fold(phrase).split(/\s+/).filter(Boolean)
  const [first] = words
  if (first === undefined) continue
  BY_FIRST_WORD.set(first, [...(BY_FIRST_WORD.get(first) ?? []), words])
}
const OPENING_WORDS = /[\p{L}\p{M}]+/gu
const MAX_PHRASE_WORDS = 3

/** The first words of a bullet, folded: at most as many as the longest phrase has. */
export function openingWords(text: string): string[] {
  const words: string[] = []
  for (const match of text.matchAll(OPENING_WORDS)) {
    if (words.length === 0 && match.index > 3) return []
    words.push(fold(match[0]))
    if (words.length === MAX_PHRASE_WORDS) break
  }
  return words
}

/** Whether a bullet opens with a weak phrase ("Helped the team…", "Участвовал в…"). */
export function opensWithWeakPhrase(text: string): boolean {
  const words = openingWords(text)
  const phrases = BY_FIRST_WORD.get(words[0] ?? '')
  if (!phrases) return false
  return phrases.some((phrase) => phrase.every((word, index) => words[index] === word))
}
