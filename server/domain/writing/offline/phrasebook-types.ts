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
  title: string
  company: string
  /** Matching skills, the most important first (at least the first two are named). */
  skills: string[]
  seed: number
}

export interface LetterPhrases {
  greeting(facts: LetterFacts): string
  /** The first body paragraph: the position, the company and the two leading skills. */
  opening(facts: LetterFacts): string[]
  /** The resume's own one-line summary of the candidate, quoted. */
  profile(text: string): string
  /** The middle paragraph's opening when the resume gives no line to cite. */
  noExamples(facts: LetterFacts): string
  /** Introduces the evidence paragraph. */
  evidenceLead(facts: LetterFacts): string
  /** One piece of evidence for `skill`: a first-person predicate from a resume line. */
  evidence(skill: string, predicate: string, index: number): string
  /** Evidence that is not a predicate (a summary line), quoted from the resume. */
  evidenceQuote(skill: string, text: string, index: number): string
  /**
   * A further result from the resume (a first-person predicate), not tied to one skill, in four
   * wordings: index 0 opens the paragraph's examples, 1 to 3 follow others.
   */
  highlight(predicate: string, index: number): string
  /** Skills the resume lists without a line to quote. */
  alsoSkills(skills: string[]): string
  /** The third paragraph: why this company and role, and the request for a conversation. */
  closing(facts: LetterFacts): string[]
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
