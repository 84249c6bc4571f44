/**
 * The public sample texts in the reference corpus, with where each comes from and its licence
 * (../shared/data/SOURCES.md). build-samples.ts copies their text into samples/ so the product
 * ships them itself; samples/ATTRIBUTION.md repeats the credits for people reading the tree.
 */
export interface SampleSource {
  /** The file name in samples/ (without .txt). */
  id: string
  /** Shown to the user as the passage's source. */
  title: string
  /** The file in ../shared/data it was read from. */
  origin: string
  licence: 'MIT' | 'Apache-2.0'
}

const RESUME_MATCHER = 'Resume-Matcher project sample data'
const JSON_RESUME = 'JSON Resume schema example'

function resumeMatcher(id: string, what: string, origin: string): SampleSource {
  return { id, title: `${what} (${RESUME_MATCHER}, Apache-2.0)`, origin, licence: 'Apache-2.0' }
}

function jsonResume(id: string, what: string, origin: string): SampleSource {
  return { id, title: `${what} (${JSON_RESUME}, MIT)`, origin, licence: 'MIT' }
}

export const SAMPLE_SOURCES: readonly SampleSource[] = [
  jsonResume('jsonresume-sample', 'Sample resume', 'samples/resumes/sample.resume.json'),
  jsonResume('jsonresume-new-grad', 'New-graduate resume', 'samples/resumes/new-grad.resume.json'),
  jsonResume(
    'jsonresume-career-changer',
    'Career-changer resume',
    'samples/resumes/career-changer.resume.json',
  ),
  jsonResume(
    'jsonresume-senior-engineer',
    'Senior engineer resume',
    'samples/resumes/senior-engineer.resume.json',
  ),
  jsonResume('jsonresume-job', 'Sample job description', 'samples/jds/sample.job.json'),
  resumeMatcher('rm-master-resume', 'Master resume', 'eval/resume-matcher/master-resume.json'),
  resumeMatcher(
    'rm-jd-backend',
    'Backend engineer job description',
    'eval/resume-matcher/jds/backend-eng.txt',
  ),
  resumeMatcher(
    'rm-jd-frontend',
    'Frontend engineer job description',
    'eval/resume-matcher/jds/frontend-eng.txt',
  ),
  resumeMatcher('rm-jd-ml', 'ML engineer job description', 'eval/resume-matcher/jds/ml-eng.txt'),
  resumeMatcher(
    'rm-jd-product-manager',
    'Product manager job description',
    'eval/resume-matcher/jds/product-manager.txt',
  ),
  resumeMatcher(
    'rm-resume-alfred',
    'Product manager resume',
    'samples/resumes/alfred_pennyworth_pm.pdf',
  ),
  resumeMatcher(
    'rm-resume-barry',
    'Front-end engineer resume',
    'samples/resumes/barry_allen_fe.pdf',
  ),
  resumeMatcher('rm-resume-harvey', 'ML engineer resume', 'samples/resumes/harvey_dent_mle.pdf'),
  resumeMatcher(
    'rm-resume-bruce',
    'Full-stack engineer resume',
    'samples/resumes/bruce_wayne_fullstack.pdf',
  ),
  resumeMatcher('rm-resume-john', 'Software engineer resume', 'samples/resumes/john_doe.pdf'),
  resumeMatcher(
    'rm-jd-full-stack',
    'Full-stack engineer job description',
    'samples/jds/job_desc_full_stack_engineer.pdf',
  ),
  resumeMatcher(
    'rm-jd-front-end',
    'Front-end engineer job description',
    'samples/jds/job_desc_front_end_engineer.pdf',
  ),
  resumeMatcher(
    'rm-jd-product-manager-pdf',
    'Product manager job description (PDF)',
    'samples/jds/job_desc_product_manager.pdf',
  ),
  resumeMatcher(
    'rm-jd-java',
    'Java developer job description',
    'samples/jds/job_desc_java_developer.pdf',
  ),
]
