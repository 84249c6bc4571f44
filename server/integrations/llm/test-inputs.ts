import type { KeywordAnalysis, KeywordMatch } from '../../../src/contract/analysis.ts'
import type { ResumeChange } from '../../../src/contract/resume-changes.ts'
import type {
  BioInput,
  CoverLetterInput,
  OptimizeResumeInput,
} from '../../domain/writing/writer.ts'

/** Writer inputs for the model writer's tests (hand-written; the analysis is trimmed to what the prompts read). */

function match(keyword: string, partial: Partial<KeywordMatch>): KeywordMatch {
  return {
    keyword,
    category: 'technical',
    found_in_resume: false,
    importance_score: 0.5,
    ...partial,
  }
}

export const TEST_ANALYSIS: KeywordAnalysis = {
  total_keywords: 4,
  matched_keywords: 2,
  missing_keywords: 2,
  match_percentage: 50,
  category_breakdown: {
    technical: { total: 4, matched: 2, missing: 2 },
    tools: { total: 0, matched: 0, missing: 0 },
    soft: { total: 0, matched: 0, missing: 0 },
    certifications: { total: 0, matched: 0, missing: 0 },
  },
  keyword_matches: [
    match('PostgreSQL', {
      found_in_resume: true,
      importance_score: 0.9,
      support: 'proven',
      evidence: { text: '- Tuned PostgreSQL queries.', line: 5, matched: 'PostgreSQL' },
    }),
    match('Go', {
      found_in_resume: true,
      importance_score: 0.8,
      support: 'proven',
      evidence: { text: '- Built services in Go.', line: 4, matched: 'Go' },
    }),
    match('Kubernetes', {
      importance_score: 0.7,
      support: 'related',
      evidence: { text: '- Deployed services on EKS.', line: 6, matched: 'EKS' },
    }),
    match('Scala', { importance_score: 0.6, support: 'none', evidence: null }),
  ],
  suggestions: [],
  ats_score: {
    overall_score: 60,
    category_scores: {},
    keyword_density: 3,
    formatting_score: 70,
    readability_score: 70,
  },
  ats_comparison: null,
  language: 'en',
}

export const TEST_RESUME = `# Jane Doe
jane@example.com

## Experience
Backend Engineer, Acme — 2020 – Present
- Built services in Go.
- Tuned PostgreSQL queries.
- Deployed services on EKS.`

export const OPTIMIZE_INPUT: OptimizeResumeInput = {
  resume: TEST_RESUME,
  jobDescription: 'Backend engineer: Go, PostgreSQL, Kubernetes, Scala.',
  analysis: TEST_ANALYSIS,
  language: 'en',
}

export const BIO_INPUT: BioInput = {
  fullName: 'Lucía Fernández',
  currentTitle: 'Directora de Ingeniería',
  industry: 'Fintech',
  education: 'Ingeniería Informática, Universidad de Sevilla',
  awards: '',
  accomplishments: 'Lideró un equipo de 40 personas.',
  tone: 'formal',
  language: 'es',
}

export const COVER_LETTER_INPUT: CoverLetterInput = {
  fullName: 'Jane Doe',
  email: 'jane@example.com',
  targetJobTitle: 'Senior Backend Engineer',
  companyName: 'Globex',
  resumeContent: TEST_RESUME,
  jobDescription: 'Globex is hiring a Senior Backend Engineer: Go, PostgreSQL.',
  tone: 'creative',
  analysis: TEST_ANALYSIS,
  language: 'en',
}

/** One change as the guard passes it, for tests of what carries changes (runGeneration, the stream). */
export const TEST_CHANGE: ResumeChange = {
  id: 'c1',
  section: 'Experience',
  kind: 'tense',
  before: 'Built services in Go.',
  after: 'Build services in Go.',
  line: 5,
  reason: 'Ongoing work in the current role reads in the present.',
  keywords: [],
  evidence: ['Built services in Go.'],
  needs_user_input: false,
  safe: true,
}
