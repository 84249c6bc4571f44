import { describe, expect, it } from 'vitest'
import {
  LIST_MARK,
  listMarker,
  listStyles,
  markListParagraphs,
  readNumbering,
} from './docx-lists.ts'

const NUMBERING =
  '<w:numbering>' +
  '<w:abstractNum w:abstractNumId="3"><w:lvl w:ilvl="0"><w:numFmt w:val="bullet"/></w:lvl><w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="decimal"/></w:lvl></w:abstractNum>' +
  '<w:abstractNum w:abstractNumId="4"><w:lvl w:ilvl="0"><w:start w:val="3"/><w:numFmt w:val="decimal"/></w:lvl><w:lvl w:ilvl="1"><w:numFmt w:val="lowerLetter"/></w:lvl></w:abstractNum>' +
  '<w:abstractNum w:abstractNumId="5"><w:lvl w:ilvl="0"><w:numFmt w:val="none"/></w:lvl></w:abstractNum>' +
  '<w:num w:numId="7"><w:abstractNumId w:val="3"/></w:num>' +
  '<w:num w:numId="8"><w:abstractNumId w:val="4"/></w:num>' +
  '<w:num w:numId="9"><w:abstractNumId w:val="4"/></w:num>' +
  '<w:num w:numId="10"><w:abstractNumId w:val="4"/><w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/></w:lvlOverride></w:num>' +
  '<w:num w:numId="11"><w:abstractNumId w:val="5"/></w:num>' +
  '</w:numbering>'

const style = (id: string, body: string): string =>
  `<w:style w:type="paragraph" w:styleId="${id}">${body}</w:style>`
const numPr = (numId: string, level?: number): string =>
  `<w:pPr><w:numPr>${level === undefined ? '' : `<w:ilvl w:val="${level}"/>`}<w:numId w:val="${numId}"/></w:numPr></w:pPr>`

describe('listMarker', () => {
  it('writes bullets as "- " and numbers from the level start, per abstract list', () => {
    const next = listMarker(readNumbering(NUMBERING))
    expect(next('7', 0)).toBe('- ')
    // numId 8 and 9 share abstract list 4: Word counts on across them, from its w:start of 3.
    expect([next('8', 0), next('8', 0), next('9', 0)]).toEqual(['3. ', '4. ', '5. '])
  })

  it('starts a w:startOverride instance on its own, and deeper levels again under each item', () => {
    const next = listMarker(readNumbering(NUMBERING))
    expect([next('8', 0), next('8', 1), next('8', 1), next('8', 0), next('8', 1)]).toEqual([
      '3. ',
      '1. ',
      '2. ',
      '4. ',
      '1. ',
    ])
    expect([next('10', 0), next('10', 0), next('8', 0)]).toEqual(['1. ', '2. ', '5. '])
  })

  it('writes nothing for a level without a visible mark or an unknown list', () => {
    const next = listMarker(readNumbering(NUMBERING))
    expect(next('11', 0)).toBe('')
    expect(next('99', 0)).toBe('')
    expect(next('7', 5)).toBe('')
  })
})

describe('listStyles', () => {
  it('resolves a style numPr, through basedOn, and honours numId 0 and character styles', () => {
    const styles =
      style('ListBullet', numPr('7')) +
      style('ListNumber2', numPr('8', 1)) +
      style('Child', '<w:basedOn w:val="ListBullet"/>') +
      style('Off', `<w:basedOn w:val="ListBullet"/>${numPr('0')}`) +
      style('Normal', '<w:name w:val="Normal"/>') +
      `<w:style w:type="character" w:styleId="Chars">${numPr('7')}</w:style>`
    expect(Object.fromEntries(listStyles(styles, readNumbering(NUMBERING)))).toEqual({
      ListBullet: { numId: '7', level: 0 },
      ListNumber2: { numId: '8', level: 1 },
      Child: { numId: '7', level: 0 },
    })
  })

  it('survives a basedOn cycle and missing numbering', () => {
    const cycle = style('A', '<w:basedOn w:val="B"/>') + style('B', '<w:basedOn w:val="A"/>')
    expect(listStyles(cycle, readNumbering(NUMBERING)).size).toBe(0)
    expect(listStyles(style('L', numPr('7')), readNumbering('')).size).toBe(0)
  })
})

describe('markListParagraphs', () => {
  it('marks each numbered paragraph with its list and level, and nothing else', () => {
    const xml =
      `<w:p>${numPr('7', 1)}<w:r><w:t>Item</w:t></w:r></w:p>` +
      '<w:p><w:pPr><w:jc w:val="left"/></w:pPr><w:r><w:t>Plain</w:t></w:r></w:p>' +
      `<w:p>${numPr('8')}<w:r><w:t>No level</w:t></w:r></w:p>`
    const marked = markListParagraphs(xml)
    expect([...marked.matchAll(LIST_MARK)].map((match) => [match[1], match[2]])).toEqual([
      ['7', '1'],
      ['8', '0'],
    ])
    // Only the mark runs were added.
    expect(marked.replace(/<w:r><w:t>\uE000\d+\.\d+\uE001<\/w:t><\/w:r>/g, '')).toBe(xml)
  })

  it('reads the current properties, not the old ones of a tracked change', () => {
    const xml = `<w:p><w:pPr><w:numPr><w:numId w:val="7"/></w:numPr><w:pPrChange w:id="1"><w:pPr><w:numPr><w:numId w:val="8"/></w:numPr></w:pPr></w:pPrChange></w:pPr><w:r><w:t>Item</w:t></w:r></w:p>`
    expect([...markListParagraphs(xml).matchAll(LIST_MARK)].map((match) => match[1])).toEqual(['7'])
  })
})

describe('scanning cost', () => {
  it('stays linear on a part full of opening tags that never close', () => {
    const hostile = '<w:pPr><w:numPr>'.repeat(100_000)
    const started = performance.now()
    expect(markListParagraphs(hostile)).toBe(hostile)
    expect(
      readNumbering('<w:abstractNum w:abstractNumId="1"><w:lvl w:ilvl="0">'.repeat(40_000)).size,
    ).toBe(0)
    expect(
      listStyles('<w:style w:type="paragraph" w:styleId="a">'.repeat(40_000), new Map()).size,
    ).toBe(0)
    expect(performance.now() - started).toBeLessThan(500)
  })
})
