/**
 * A short resume and a job it partly matches, for tests that need a real analysis or generation
 * but care about what happens around it (outages, timeouts), not about the text.
 */
export const SAMPLE_RESUME = `# Jane Doe
jane@example.com

## Experience
Backend Engineer, Acme Corp, 2019 - Present
- Built REST APIs in Python serving two million requests a day
- Ran PostgreSQL clusters and cut query latency by forty percent

## Skills
Python, PostgreSQL, Docker, REST`

export const SAMPLE_JOB = `Senior Backend Engineer
Requirements:
- Python and PostgreSQL
- Docker and Kubernetes`
