/*
 * What a language gives the offline composers: the wording of each part of a bio and a cover
 * letter, per tone. The composers decide what goes where and how long it gets; a phrasebook only
 * says it in its language. Every sentence a phrasebook adds on its own (the framing and filler
 * sentences) speaks about the industry, the title or the application, never about facts of the
 * person's career: those come only from the form and the resume.
 */

/** The form's fields as the bio's sentences use them. */
export interface BioNames {
  /** The full name as typed: the subject of the first sentence. */
  full: string
  /** The form used after the first mention (English: surname in formal, first name otherwise). */
  short: string
  /** The current title as it reads inside a sentence. */
  title: string
  /** The industry as it reads inside a sentence. */
  industry: string
  /** Varies the wording between people; the same input always gives the same seed. */
  seed: number
}

export interface BioPhrases {
  /** How many accomplishment predicates one sentence may hold: the tone's sentence rhythm. */
  readonly predicatesPerSentence: number
  /** The opening sentence: name, title and industry. */
  intro(names: BioNames): string
  /** Sentences after the intro about what the title and industry ask of a person. */
  framing(names: BioNames): string[]
  /** The sentence that opens the accomplishments. */
  lead(names: BioNames): string
  /** One sentence of the person's accomplishments: the `index`-th such sentence of the bio. */
  predicates(predicates: string[], index: number, names: BioNames): string
  /** An accomplishment that is a noun phrase ("board member of ..."), introduced. */
  phrase(text: string, index: number, names: BioNames): string
  /** A role the person holds or held, as a noun phrase ("член совета директоров"). */
  role(text: string, index: number, names: BioNames): string
  /** First-person words the bio cannot convert, quoted as the person's own. */
  quote(text: string, names: BioNames): string
  awards(list: string, names: BioNames): string
  education(list: string, names: BioNames): string
  closing(names: BioNames): string[]
  /**
   * Honest sentences about the industry and the title, used in order while the bio is short: each
   * group reads on its own, in the paragraph it names (after the intro, or before the closing).
   */
  fillers(names: BioNames): BioFiller[]
}

export interface BioFiller {
  at: 'intro' | 'end'
  sentences: string[]
}

/** The letter's fields and findings as its sentences use them. */
export interface LetterFacts {
  fullName: string
  email: string
  /** The role applied for, as the form names it. */
  title: string
  company: string
  /** Matching skills, the most important first (the ad's met must-haves lead). */
  skills: string[]
  /** The candidate's current or latest job by the resume; null when it names none. */
  background: {
    title: string
    employer: string
    current: boolean
    /** Years of experience the resume's summary states ("8"), '' when it states none. */
    years: string
  } | null
  seed: number
}

/** A result of the resume, retold in the letter's first person (compose-paraphrase.ts). */
export interface Achievement {
  /** The employer the result was achieved at, '' when unknown. */
  employer: string
  current: boolean
  /** After "I": "headed the migration of our billing service … and cut errors by 92%". */
  predicate: string
  /** The action alone, for a sentence that opens with the outcome. */
  action: string
  /** "reconciliation errors fell by 92%", or null. */
  outcome: string | null
  /** Russian: the gender-free infinitive ("снизить время сборки…"), or null. */
  infinitive: string | null
  /** Russian: the infinitive names an ongoing duty ("руководить"). */
  ongoing: boolean
}

/** What the letter's three body paragraphs say: the tone decides the order and the words. */
export interface LetterBody {
  opening: string[]
  middle: string[]
  closing: string[]
}

export interface LetterPhrases {
  greeting(facts: LetterFacts): string
  /**
   * The three body paragraphs from the facts, the (at most two) achievements to retell and the
   * further matching skills to name. A tone arranges them its own way: where the role and the
   * company are named, which paragraph opens with a result, how the interview is asked for.
   */
  body(facts: LetterFacts, achievements: Achievement[], others: string[]): LetterBody
  /**
   * Honest sentences about the application, used in order while the letter is short, each group in
   * the paragraph it names (the opening, or the closing before the final thanks).
   */
  fillers(facts: LetterFacts): LetterFiller[]
  /** The sign-off word(s) before the name, with their punctuation ("Sincerely,"). */
  signOff(): string
}

export interface LetterFiller {
  at: 'opening' | 'closing'
  sentences: string[]
}
