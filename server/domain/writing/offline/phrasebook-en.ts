import type { Tone } from '../../../../src/contract/common.ts'
import { whereOf, type Where } from './compose-evidence.ts'
import { joinClauses, joinList, leadingPair, pick, upperFirst } from './compose-text.ts'
import type {
  Achievement,
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
  lead: (n) => `${possessiveEn(n.short)} record is one of concrete results.`,
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
      `The position calls for sound judgement.`,
      `In ${n.industry}, ${withArticle(n.title)} must also be ready to answer for the outcome of every decision.`,
    ),
    end(
      `It is a role in which consistency matters as much as ambition, and in which results are measured over years rather than quarters.`,
    ),
    intro(
      `The field continues to change, and the expectations placed on ${withArticle(n.title)} change with it.`,
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
      // A short sentence beside a long one: people vary their sentences, templates do not.
      `The field keeps moving.`,
      `The role moves with it, and that pace is part of what makes the work worth doing well.`,
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
      `In ${n.industry}, nothing stands still, and neither does the work of ${withArticle(n.title)}.`,
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

/** "Stripe's", "Acme Payments'". */
const companys = (company: string): string => possessiveEn(company)

/** "Senior Software Engineer at Acme Payments", or the title alone when no employer is known. */
function jobOf(background: NonNullable<LetterFacts['background']>): string {
  const title = withArticle(background.title)
  return background.employer ? `${title} at ${background.employer}` : title
}

/**
 * A result as a clause: the outcome first when there is one ("reconciliation errors fell by 92%
 * after I headed …"), which no resume line reads like; else "I" and the retold line.
 */
function toldEn(a: Achievement, also = false): string {
  const again = also ? 'also ' : ''
  return a.outcome ? `${a.outcome} after I ${again}${a.action}` : `I ${again}${a.predicate}`
}

/** The result sentence of a formal letter: the place first, then the result in full. */
function formalResult(a: Achievement, where: Where, index: number): string {
  switch (where) {
    case 'current':
      return `In my current role, ${toldEn(a)}.`
    case 'there':
      return `In that role, ${toldEn(a)}.`
    case 'same':
      return `In the same position, ${toldEn(a, true)}.`
    case 'at':
      return a.current
        ? `At ${a.employer}, where I work now, ${toldEn(a)}.`
        : `${index ? 'Earlier' : 'Previously'}, at ${a.employer}, ${toldEn(a)}.`
    default:
      return index ? `${upperFirst(toldEn(a, true))}.` : `To give one example, ${toldEn(a)}.`
  }
}

const FORMAL_LETTER: LetterPhrases = {
  greeting: (f) => `Dear ${f.company} Hiring Team,`,
  body: (f, achievements, others) => {
    const b = f.background
    const pair = leadingPair(f.skills, 'en')
    const opening = [
      `I am writing to apply for the position of ${f.title} at ${f.company}.`,
      b?.title
        ? `${b.current ? 'I currently serve as' : 'Most recently, I served as'} ${jobOf(b)}${b.years ? `, with ${b.years} years of experience in the field` : ''}.`
        : b?.years
          ? `I bring ${b.years} years of relevant experience to this application.`
          : '',
      pair.count === 2
        ? `The position calls for ${pair.text}; both lie at the centre of the work I describe below.`
        : pair.count
          ? `The position calls for ${pair.text}, which lies at the centre of the work I describe below.`
          : '',
    ]
    const middle = achievements.length
      ? [
          achievements.length > 1
            ? `Concrete results illustrate the contribution I could make.`
            : `One result illustrates the contribution I could make.`,
          ...achievements.map((a, i) => formalResult(a, whereOf(achievements, i, b), i)),
        ]
      : [
          `The detail of my experience, and the results behind it, would be best discussed in person.`,
          `Each project is better explained with its context, its constraints and its outcome than summarised in a list.`,
        ]
    if (others.length) middle.push(`My experience also extends to ${joinList(others, 'en')}.`)
    return {
      opening,
      middle,
      closing: [
        `I would bring the same attention to measurable results to ${f.company}.`,
        `I would welcome the opportunity to discuss my application with you at an interview.`,
        `Thank you for your time and consideration.`,
      ],
    }
  },
  fillers: (f) => [
    opening(
      `Having read the description of the ${f.title} role with care, I see a close correspondence between its requirements and my own record.`,
    ),
    closing(`I would be pleased to provide any further detail you may need.`),
    opening(
      `What draws me to ${f.company} is the chance to apply my experience where its results can be measured.`,
    ),
    closing(`I am available for an interview at your convenience.`),
    opening(
      `I approach each assignment with the same care, and I would bring that care to ${f.company}.`,
    ),
    closing(
      `I would value the chance to learn more about the team's priorities for the year ahead.`,
    ),
    opening(`I take particular satisfaction in work whose results can be measured and explained.`),
    closing(
      `Should you wish to discuss any aspect of my experience beforehand, I would be pleased to do so.`,
    ),
    opening(`I would be proud to contribute to the work of ${f.company}.`),
    closing(`I would be glad to go into further detail on any of the work mentioned above.`),
    opening(
      `I value a workplace where standards are high and where good work is recognised for what it achieves.`,
    ),
    closing(`I look forward to the possibility of discussing this opportunity further.`),
    opening(`I expect the habits of my previous roles to carry over well.`),
    closing(`Please do not hesitate to contact me should any question arise.`),
  ],
  signOff: () => 'Sincerely,',
}

function neutralResult(a: Achievement, where: Where, index: number): string {
  switch (where) {
    case 'current':
      return `In my current job, ${toldEn(a)}.`
    case 'there':
      return `While I was there, ${toldEn(a)}.`
    case 'same':
      return `${upperFirst(toldEn(a, true))}.`
    case 'at':
      return index
        ? `Before that, at ${a.employer}, ${toldEn(a)}.`
        : `At ${a.employer}, ${toldEn(a)}.`
    default:
      return index ? `${upperFirst(toldEn(a, true))}.` : `For example, ${toldEn(a)}.`
  }
}

const NEUTRAL_LETTER: LetterPhrases = {
  greeting: (f) => `Dear ${f.company} team,`,
  body: (f, achievements, others) => {
    const b = f.background
    const pair = leadingPair(f.skills, 'en')
    const opening = b?.title
      ? [
          `${b.current ? "I'm" : 'My latest role was as'} ${jobOf(b)}, and I'd like to bring that experience to ${f.company} as your next ${f.title}.`,
        ]
      : [`I'd like to apply for the ${f.title} role at ${f.company}.`]
    if (b?.years) opening.push(`I have been doing this work for ${b.years} years.`)
    if (pair.count)
      opening.push(
        `Your ad puts ${pair.text} first, and ${pair.count === 2 ? 'both are' : 'that is'} a big part of what I do.`,
      )
    const middle = achievements.length
      ? [
          `Here is what that looks like in practice.`,
          ...achievements.map((a, i) => neutralResult(a, whereOf(achievements, i, b), i)),
        ]
      : [
          `I'd be happy to walk you through my experience and the results behind it.`,
          `Each project makes more sense with its context, and that is easier to give in a conversation.`,
        ]
    if (others.length)
      middle.push(`Along the way I have also worked with ${joinList(others, 'en')}.`)
    return {
      opening,
      middle,
      closing: [
        `I'd like to do the same kind of work at ${f.company}.`,
        `Could we set up an interview to talk about the role and what your team needs next?`,
        `Thanks for your time.`,
      ],
    }
  },
  fillers: (f) => [
    opening(
      `I read the job description closely, and several of its requirements match the work I already do.`,
    ),
    closing(`I'm happy to share more detail on any of these points.`),
    opening(`What I value most in a role like this is seeing the results of the work.`),
    closing(
      `I'd like to hear about the team's current priorities and where my experience would fit best.`,
    ),
    opening(
      `That is the kind of work I want to keep doing, and ${f.company} looks like the right place for it.`,
    ),
    closing(`I can make time for a call whenever it suits you.`),
    opening(`I care about doing the job well, not just getting it done.`),
    closing(`If there is anything specific you would like to know, just ask.`),
    opening(`I'm looking for a team where I can keep learning while contributing from day one.`),
    closing(`I look forward to hearing from you.`),
    opening(`I like work whose results are visible beyond the reports.`),
    closing(`If you would like details on any of this work, I'm happy to share them.`),
    opening(`Good teams share what they learn, and I try to do my part of that.`),
    closing(`I am flexible on timing for a first conversation.`),
  ],
  signOff: () => 'Best regards,',
}

/** A result told the creative way: the outcome first when there is one. */
function creativeResult(a: Achievement, where: Where, lead: string): string {
  const at = where === 'at' ? ` at ${a.employer}` : ''
  if (a.outcome) return `${lead}${a.outcome} after I ${a.action}${at}.`
  return `${lead}${at ? `${at.trim()}, ` : ''}I ${a.predicate}.`
}

const CREATIVE_LETTER: LetterPhrases = {
  greeting: (f) => `Hello ${f.company} team,`,
  body: (f, achievements, others) => {
    const b = f.background
    const pair = leadingPair(f.skills, 'en')
    // The result with a figure that moved opens the letter; the others follow in the middle.
    const ordered = [...achievements].sort((x, y) => Number(!!y.outcome) - Number(!!x.outcome))
    const [first, ...rest] = ordered
    const opening = first
      ? [
          upperFirst(creativeResult(first, whereOf(ordered, 0, b), '')),
          `That is the kind of result I want to keep delivering, and ${companys(f.company)} search for ${withArticle(f.title)} looks like the right place to do it.`,
        ]
      : [
          `${f.company} is looking for ${withArticle(f.title)}, and I would like to be the person you hire.`,
        ]
    if (pair.count)
      opening.push(`The short version? ${upperFirst(pair.text)}. That is my kind of work.`)
    const middle = rest.length
      ? rest.map((a, i) =>
          creativeResult(
            a,
            whereOf(ordered, i + 1, b),
            i ? 'And one more: ' : 'Another result I am proud of: ',
          ),
        )
      : []
    if (b?.title)
      middle.unshift(
        b.current
          ? `Right now I work as ${jobOf(b)}${b.years ? `, with ${b.years} years in the trade behind me` : ''}.`
          : `My latest stop was ${jobOf(b)}.`,
      )
    if (others.length) middle.push(`My toolbox also holds ${joinList(others, 'en')}.`)
    if (!middle.length)
      middle.push(
        `The details are better told in a conversation than in a list, so let's talk.`,
        `I promise short answers and concrete examples.`,
      )
    return {
      opening,
      middle,
      closing: [
        `I would love to bring that energy to ${f.company}.`,
        `How about an interview? Half an hour would tell us both whether this is a fit.`,
        `Thanks for reading!`,
      ],
    }
  },
  fillers: (f) => [
    opening(`When I read the description of this role, I recognised a lot of my own work in it.`),
    closing(`This letter is the short version; I am happy to fill in the rest.`),
    opening(`I like problems with real stakes, and the ${f.title} role clearly has them.`),
    closing(`I would love to hear what the team is working on next.`),
    opening(
      `I enjoy the moment when a hard problem finally gives way, and I suspect this role has plenty of those.`,
    ),
    closing(`A conversation would tell us both more than any document can.`),
    opening(`I also like working with people who care about the details as much as I do.`),
    closing(`Happy to answer any questions, big or small.`),
    opening(`I like work that shows up as real results, not just in reports.`),
    closing(`Looking forward to hearing from you.`),
    opening(`So here is the short version of why I think we would work well together.`),
    closing(`If you would like details on any of this, I would be happy to share them.`),
    opening(`Give me a messy problem and a clear goal, and I am happy.`),
    closing(`I hope this letter is the start of a good conversation.`),
  ],
  signOff: () => 'Best wishes,',
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
