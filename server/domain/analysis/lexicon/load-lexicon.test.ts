import { describe, expect, it } from 'vitest'
import { CURATED_CERTIFICATIONS } from './curated-certifications.ts'
import { getLexicon } from './load-lexicon.ts'

describe('getLexicon', () => {
  const lexicon = getLexicon()
  const entry = (display: string) => {
    const id = lexicon.byDisplay.get(display.toLowerCase())
    return id === undefined ? undefined : lexicon.entries[id]
  }

  it('is loaded once per process', () => {
    expect(getLexicon()).toBe(lexicon)
  })

  it('holds every category, with the taxonomies and curated lists in it', () => {
    const counts = { technical: 0, tools: 0, soft: 0, certifications: 0 }
    for (const e of lexicon.entries) counts[e.category] += 1
    expect(counts.technical).toBeGreaterThan(300)
    expect(counts.tools).toBeGreaterThan(1000)
    expect(counts.soft).toBeGreaterThan(100)
    expect(counts.certifications).toBeGreaterThanOrEqual(150)
    expect(CURATED_CERTIFICATIONS.length).toBeGreaterThanOrEqual(150)
  })

  it('resolves curated aliases to one entry', () => {
    const k8s = lexicon.anyCase.get('n|k8s')?.[0]?.entry
    expect(k8s).toBe(lexicon.byDisplay.get('kubernetes'))
    expect(lexicon.anyCase.get('n|golang')?.[0]?.entry).toBe(lexicon.byDisplay.get('go'))
    expect(lexicon.anyCase.get('n|amazon web services')?.[0]?.entry).toBe(
      lexicon.byDisplay.get('aws'),
    )
    expect(lexicon.anyCase.get('n|react.js')?.[0]?.entry).toBe(lexicon.byDisplay.get('react'))
  })

  it('categorises representative terms', () => {
    expect(entry('Python')?.category).toBe('technical')
    expect(entry('Kubernetes')?.category).toBe('tools')
    expect(entry('Microsoft Excel')?.category).toBe('tools')
    expect(entry('leadership')?.category).toBe('soft')
    expect(entry('liderazgo')?.category).toBe('soft')
    expect(entry('коммуникабельность')?.category).toBe('soft')
    expect(entry('CISSP')?.category).toBe('certifications')
  })

  it('keeps ambiguous everyday words out of the any-case index', () => {
    for (const word of ['go', 'r', 'c', 'word', 'access', 'project', 'excel', 'the', 'and']) {
      expect(lexicon.anyCase.has(`n|${word}`), word).toBe(false)
    }
    expect(lexicon.exactCase.has('x|Go')).toBe(true)
    expect(lexicon.exactCase.has('x|Excel')).toBe(true)
  })

  it('keeps O*NET product names without their vendor', () => {
    expect(entry('MATLAB')).toBeDefined()
    expect(entry('Angular')).toBeDefined()
    expect(lexicon.anyCase.get('n|the mathworks matlab')?.[0]?.entry).toBe(entry('MATLAB')?.id)
  })
})
