import type { Tone } from '../../../../src/contract/common.ts'
import { joinClauses, joinList, pick, upperFirst } from './compose-text.ts'
import type {
  BioFiller,
  BioPhrases,
  LetterFacts,
  LetterFiller,
  LetterPhrases,
} from './phrasebook-types.ts'

const intro = (...sentences: string[]): BioFiller => ({ at: 'intro', sentences })
const end = (...sentences: string[]): BioFiller => ({ at: 'end', sentences })

/** "a" or "an" before a word, by its sound: "an MBA", "a University", "an hourly". */
export function articleEn(word: string): 'a' | 'an' {
  const first = /^[\p{L}&.]+/u.exec(word.trim())?.[0] ?? ''
  if (/^[A-Z&.]{2,5}$/.test(first)) return /^[AEFHILMNORSX]/.test(first) ? 'an' : 'a'
  if (/^(?:hour|honest|honou?r|heir)/i.test(first)) return 'an'
  if (/^(?:uni|use|usu|ure|eu|one|once)/i.test(first)) return 'a'
  return /^[aeiou]/i.test(first) ? 'an' : 'a'
}

/** "Jane's", "James'". */
export function possessiveEn(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`
}

const withArticle = (phrase: string): string => `${articleEn(phrase)} ${phrase}`

const FORMAL_BIO: BioPhrases = {
  predicatesPerSentence: 2,
  intro: (n) =>
    pick(
      [
        `${n.full} is ${withArticle(n.title)} whose career is rooted in ${n.industry}.`,
        `${n.full} serves as ${withArticle(n.title)} in ${n.industry}.`,
      ],
      n.seed,
    ),
  framing: (n) => [
    `In this capacity, ${n.short} carries responsibility for work whose effects reach well beyond a single team.`,
  ],
  lead: (n) => `Over the course of this career, ${n.short} has built a record of concrete results.`,
  predicates: (predicates, index, n) => {
    const opener = pick(['', 'In addition, ', 'Furthermore, ', 'Notably, '], index)
    return `${opener}${n.short} ${joinClauses(predicates, 'en')}.`
  },
  phrase: (text, index) =>
    pick([`Further accomplishments include ${text}.`, `The record also includes ${text}.`], index),
  role: (text, _index, n) => `${n.short} has served as ${withArticle(text)}.`,
  quote: (text, n) => `In ${possessiveEn(n.short)} own words: “${text}.”`,
  awards: (list, n) =>
    `${possessiveEn(n.short)} work has earned the following recognition: ${list}.`,
  education: (list, n) => `${possessiveEn(n.short)} academic credentials include ${list}.`,
  closing: (n) => [
    `Today, ${n.short} brings this experience to the responsibilities of ${withArticle(n.title)} in ${n.industry}.`,
  ],
  fillers: (n) => [
    intro(
      `In ${n.industry}, the position of ${n.title} calls for sound judgement and a readiness to answer for the outcome.`,
    ),
    end(
      `It is a role in which consistency matters as much as ambition, and in which results are measured over years rather than quarters.`,
    ),
    intro(
      `${upperFirst(n.industry)} continues to change, and the expectations placed on ${withArticle(n.title)} change with it.`,
      `What remains constant is the need for careful preparation and for decisions that stand up to scrutiny.`,
    ),
    end(`These are the standards against which the work described here is best understood.`),
    intro(
      `The responsibilities of the role are broad, and they leave little room for improvisation.`,
    ),
    end(`Each of the results above was achieved in that demanding setting.`),
    intro(
      `The title carries a clear mandate: to set direction, to weigh competing priorities and to answer for the outcome.`,
    ),
    end(
      `Such work is rarely visible day to day, yet its effects are felt across the organisation.`,
    ),
    intro(
      `In ${n.industry}, that mandate is shaped by the particular demands of the sector and the people it serves.`,
    ),
  ],
}

const NEUTRAL_BIO: BioPhrases = {
  predicatesPerSentence: 2,
  intro: (n) =>
    pick(
      [
        `${n.full} is ${withArticle(n.title)} working in ${n.industry}.`,
        `${n.full} works in ${n.industry} as ${withArticle(n.title)}.`,
      ],
      n.seed,
    ),
  framing: (n) => [
    `The job means balancing day-to-day delivery with longer-term goals, and that balance is where ${n.short} does the best work.`,
  ],
  lead: () => `A few highlights stand out.`,
  predicates: (predicates, index, n) => {
    const opener = pick(['', 'Along the way, ', 'Beyond that, ', ''], index)
    return `${opener}${n.short} ${joinClauses(predicates, 'en')}.`
  },
  phrase: (text, index) => pick([`Another highlight: ${text}.`, `There is also ${text}.`], index),
  role: (text, _index, n) => `${n.short} has served as ${withArticle(text)}.`,
  quote: (text, n) => `As ${n.short} puts it: “${text}.”`,
  awards: (list) => `Recognition for this work: ${list}.`,
  education: (list, n) => `${possessiveEn(n.short)} education includes ${list}.`,
  closing: (n) => [
    `Today, ${n.short} brings that experience to every part of the ${n.title} role.`,
  ],
  fillers: (n) => [
    intro(
      `Working as ${withArticle(n.title)} in ${n.industry} means turning plans into results that people can rely on.`,
    ),
    end(`It is work that depends on clear priorities and steady follow-through.`),
    intro(
      `Much of the job comes down to making good decisions with the information at hand and seeing them through.`,
    ),
    end(
      `${upperFirst(n.industry)} keeps moving, and the role moves with it.`,
      `That pace is part of what makes the work worth doing well.`,
    ),
    intro(`It is a role where the details matter and where the results are easy to see.`),
    end(`Each of the results above was delivered in that setting.`),
    intro(`The title says a lot about the job: it is about owning outcomes, not just tasks.`),
    end(
      `Much of that work happens behind the scenes, but its effects are felt across the organisation.`,
    ),
    intro(
      `In ${n.industry}, that often means working with many people who depend on the same result.`,
    ),
  ],
}

const CREATIVE_BIO: BioPhrases = {
  predicatesPerSentence: 1,
  intro: (n) =>
    pick(
      [
        `Meet ${n.full}: ${withArticle(n.title)} who has made ${n.industry} home ground.`,
        `${n.full} is ${withArticle(n.title)} with ${n.industry} at the heart of the work.`,
      ],
      n.seed,
    ),
  framing: () => [`Some careers are described in adjectives. This one is better told in results.`],
  lead: () => `The results tell the story.`,
  predicates: (predicates, index, n) => {
    const opener = pick(['', 'On top of that, ', '', 'And '], index)
    const subject = index === 0 ? n.short : pick([n.short, n.short, n.full], index)
    return upperFirst(`${opener}${subject} ${joinClauses(predicates, 'en')}.`)
  },
  phrase: (text, index) => pick([`Add to that ${text}.`, `There is more: ${text}.`], index),
  role: (text, _index, n) => `${n.short} has served as ${withArticle(text)}.`,
  quote: (text, n) => `In ${possessiveEn(n.short)} words: “${text}.”`,
  awards: (list) => `The work has not gone unnoticed: ${list}.`,
  education: (list) => `The foundation? ${upperFirst(list)}.`,
  closing: (n) => [
    `The next chapter is still being written, and ${n.short} plans to make it count.`,
  ],
  fillers: (n) => [
    intro(
      `${upperFirst(n.industry)} never stands still, and neither does the work of ${withArticle(n.title)}.`,
    ),
    end(`Every week brings a new problem to solve. That is the appeal.`),
    intro(`Good work here is rarely loud; it shows up in results that last.`),
    end(
      `It is a field where asking good questions pays off and the details decide the outcome.`,
      `And it is a field that rewards people who keep asking what could work better.`,
    ),
    intro(
      `Plans are easy. Turning them into something real is the hard part, and the interesting one.`,
    ),
    end(`That question runs through everything described here.`),
    intro(`Titles only tell part of the story. The rest is in the work.`),
    end(
      `Most of that work happens out of the spotlight, and that is fine: the outcomes speak loudly enough.`,
    ),
    intro(
      `In ${n.industry}, the difference between good and great often comes down to small decisions made well.`,
    ),
  ],
}

const opening = (...sentences: string[]): LetterFiller => ({ at: 'opening', sentences })
const closing = (...sentences: string[]): LetterFiller => ({ at: 'closing', sentences })

const FORMAL_LETTER: LetterPhrases = {
  greeting: (f) => `Dear ${f.company} Hiring Team,`,
  opening: (f) => [
    `I am writing to apply for the ${f.title} position at ${f.company}.`,
    skillsSentence(
      f,
      (pair) =>
        `The role calls for ${pair}, and both are central to the experience set out in my resume.`,
      (skill) =>
        `The role calls for ${skill}, which is central to the experience set out in my resume.`,
    ),
  ],
  profile: (text) => `My resume summarises my profile as follows: “${text}.”`,
  noExamples: () =>
    `My resume sets out the detail of my experience and the results behind it, and I would be glad to take you through any part of it in person.`,
  evidenceLead: () => `Allow me to illustrate this with a few examples from my work.`,
  evidence: (skill, predicate, index) =>
    pick(
      [
        `With regard to ${skill}, I ${predicate}.`,
        `My work with ${skill} is equally concrete: I ${predicate}.`,
        `In ${skill} as well, I ${predicate}.`,
      ],
      index,
    ),
  evidenceQuote: (skill, text, index) =>
    pick(
      [
        `With regard to ${skill}, my resume states: “${text}.”`,
        `My resume also records my work with ${skill}: “${text}.”`,
      ],
      index,
    ),
  highlight: (predicate, index) =>
    pick(
      [
        `For example, I ${predicate}.`,
        `Among my other results, I ${predicate}.`,
        `In addition, I ${predicate}.`,
        `Likewise, I ${predicate}.`,
      ],
      index,
    ),
  alsoSkills: (skills) =>
    `My resume further documents my experience with ${joinList(skills, 'en')}.`,
  closing: (f) => [
    `I believe this background would allow me to contribute to ${f.company} from the outset.`,
    `I would welcome the opportunity to discuss how my experience could support the goals of your team.`,
    `Thank you for your time and consideration.`,
  ],
  fillers: (f) => [
    opening(
      `I have read the requirements of the ${f.title} role carefully, and I see a close correspondence between them and my own record.`,
    ),
    closing(`My resume, which accompanies this letter, sets out my experience in more detail.`),
    opening(
      `What draws me to this opportunity is the chance to apply my experience where it can make a measurable difference.`,
    ),
    closing(
      `I would be glad to provide any further information that may assist in the assessment of my application.`,
    ),
    opening(
      `I approach each assignment with the same care, and I would bring that care to ${f.company}.`,
    ),
    closing(`I am available for an interview at your convenience.`),
    opening(`My background has prepared me well for the responsibilities this position involves.`),
    closing(
      `I would value the chance to learn more about the team's priorities for the year ahead.`,
    ),
    opening(`I would be proud to contribute to the work of ${f.company}.`),
    closing(
      `Should you wish to discuss any aspect of my experience before then, I would be pleased to do so.`,
    ),
    opening(`I take particular satisfaction in work whose results can be measured and explained.`),
    closing(`I would be pleased to go into further detail on any of the projects mentioned above.`),
  ],
  signOff: () => 'Sincerely,',
}

const NEUTRAL_LETTER: LetterPhrases = {
  greeting: (f) => `Dear ${f.company} hiring team,`,
  opening: (f) => [
    `I would like to apply for the ${f.title} role at ${f.company}.`,
    skillsSentence(
      f,
      (pair) => `The position asks for ${pair}, and those are exactly the areas I work in.`,
      (skill) => `The position asks for ${skill}, and that is exactly the area I work in.`,
    ),
  ],
  profile: (text) => `In a sentence, my resume puts it this way: “${text}.”`,
  noExamples: () =>
    `My resume covers my experience and the results behind it in more detail, and I am happy to go through any part of it together.`,
  evidenceLead: () => `Here are a few examples from my resume.`,
  evidence: (skill, predicate, index) =>
    pick(
      [
        `For ${skill}, I ${predicate}.`,
        `On the ${skill} side, I ${predicate}.`,
        `With ${skill}, I ${predicate}.`,
      ],
      index,
    ),
  evidenceQuote: (skill, text, index) =>
    pick(
      [`On ${skill}, my resume sums it up: “${text}.”`, `For ${skill}, my resume says: “${text}.”`],
      index,
    ),
  highlight: (predicate, index) =>
    pick(
      [
        `For example, I ${predicate}.`,
        `I also ${predicate}.`,
        `And I ${predicate}.`,
        `On top of that, I ${predicate}.`,
      ],
      index,
    ),
  alsoSkills: (skills) => `I also work with ${joinList(skills, 'en')}, as my resume shows.`,
  closing: (f) => [
    `I think this experience would let me make a real contribution at ${f.company}.`,
    `I would be glad to talk about the role and how I could help the team.`,
    `Thank you for considering my application.`,
  ],
  fillers: (f) => [
    opening(
      `I read the job description with interest, and several of its requirements match the work I already do.`,
    ),
    closing(
      `My resume has more detail on each of these points, and I am happy to walk through any of them.`,
    ),
    opening(
      `What I value most in a role like ${f.title} is the chance to see the results of the work.`,
    ),
    closing(
      `I would like to hear about the team's current priorities and where my experience would fit best.`,
    ),
    opening(
      `That is the kind of work I want to keep doing, and ${f.company} looks like the right place for it.`,
    ),
    closing(`I can make time for a conversation whenever it suits you.`),
    opening(`I care about doing the job well, not just getting it done.`),
    closing(`If there is anything specific you would like to know, I am happy to answer.`),
    opening(`I am looking for a team where I can keep growing while contributing from day one.`),
    closing(`I look forward to hearing from you.`),
    opening(`I like work whose results are visible beyond the reports.`),
    closing(`If you would like details on any of these projects, I am happy to share them.`),
  ],
  signOff: () => 'Kind regards,',
}

const CREATIVE_LETTER: LetterPhrases = {
  greeting: (f) => `Hello ${f.company} team,`,
  opening: (f) => [
    `When I saw that ${f.company} is looking for ${withArticle(f.title)}, I knew I wanted to apply.`,
    skillsSentence(
      f,
      (pair) => `The role asks for ${pair}. Good news: that is the work I do.`,
      (skill) => `The role asks for ${skill}. Good news: that is the work I do.`,
    ),
  ],
  profile: (text) => `The one-line version of me: “${text}.”`,
  noExamples: () =>
    `The details live in my resume, and I would much rather walk you through them in a conversation than list them all here.`,
  evidenceLead: () => `Rather than just claim it, let me show you.`,
  evidence: (skill, predicate, index) =>
    pick(
      [
        `${upperFirst(skill)}? I ${predicate}.`,
        `On ${skill}: I ${predicate}.`,
        `And ${skill}: I ${predicate}.`,
      ],
      index,
    ),
  evidenceQuote: (skill, text, index) =>
    pick(
      [`${upperFirst(skill)}? In my resume's words: “${text}.”`, `On ${skill}: “${text}.”`],
      index,
    ),
  highlight: (predicate, index) =>
    pick(
      [
        `Case in point: I ${predicate}.`,
        `Plus, I ${predicate}.`,
        `And yes, I ${predicate}.`,
        `Oh, and I ${predicate}.`,
      ],
      index,
    ),
  alsoSkills: (skills) => `My toolbox also holds ${joinList(skills, 'en')}.`,
  closing: (f) => [
    `I would love to bring that energy to ${f.company}.`,
    `If it sounds like a fit, I would be happy to talk about what your team is building and where I could pitch in.`,
    `Thanks for reading.`,
  ],
  fillers: (f) => [
    opening(`When I read the description of this role, I recognised a lot of my own work in it.`),
    closing(`My resume has the details; this letter is the short version.`),
    opening(`I like problems with real stakes, and the ${f.title} role clearly has them.`),
    closing(`I would love to hear what the team is working on next.`),
    opening(`So here is the short version of why I think we would work well together.`),
    closing(`A conversation would tell us both more than any document can.`),
    opening(
      `I enjoy the moment when a hard problem finally gives way, and I suspect this role has plenty of those.`,
    ),
    closing(`Happy to answer any questions, big or small.`),
    opening(`I also like working with people who care about the details as much as I do.`),
    closing(`Looking forward to hearing from you.`),
    opening(`I like work that shows up as real results, not just in reports.`),
    closing(`If you would like details on any of these projects, I would be happy to share them.`),
    closing(`I hope this letter is the start of a good conversation.`),
  ],
  signOff: () => 'Best wishes,',
}

/** The sentence naming the first two matching skills, or nothing when the analysis found none. */
function skillsSentence(
  facts: LetterFacts,
  two: (pair: string) => string,
  one: (skill: string) => string,
): string {
  const [first, second] = facts.skills
  if (!first) return ''
  return second ? two(`${first} and ${second}`) : one(first)
}

export const EN_BIO: Record<Tone, BioPhrases> = {
  formal: FORMAL_BIO,
  neutral: NEUTRAL_BIO,
  creative: CREATIVE_BIO,
}

export const EN_LETTER: Record<Tone, LetterPhrases> = {
  formal: FORMAL_LETTER,
  neutral: NEUTRAL_LETTER,
  creative: CREATIVE_LETTER,
}
