import { describe, expect, it } from 'vitest'
import {
  countPictures,
  countSectionColumns,
  MAX_SECTION_COLUMNS,
  countTables,
  countTextBoxes,
  paragraphTexts,
  textBoxTexts,
} from './docx-xml.ts'

const box = (text: string): string =>
  `<w:txbxContent><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:txbxContent>`

describe('docx-xml', () => {
  it('counts tables, nested ones included, but not table properties', () => {
    const xml = '<w:tbl><w:tblPr/><w:tr><w:tc><w:tbl><w:tblGrid/></w:tbl></w:tc></w:tr></w:tbl>'
    expect(countTables(xml)).toBe(2)
    expect(countTables('<w:p/>')).toBe(0)
  })

  it('counts a text box once even when Word also wrote its VML fallback', () => {
    const xml = `<mc:AlternateContent><mc:Choice>${box('Skills')}</mc:Choice><mc:Fallback><w:pict>${box('Skills')}</w:pict></mc:Fallback></mc:AlternateContent>`
    expect(countTextBoxes(xml)).toBe(1)
    expect(textBoxTexts(xml)).toEqual(['Skills'])
  })

  it('counts pictures and section columns', () => {
    expect(countPictures('<pic:pic/><w:pict><v:imagedata r:id="x"/></w:pict>')).toBe(2)
    expect(countSectionColumns('<w:sectPr><w:cols w:space="720" w:num="2"/></w:sectPr>')).toBe(2)
    expect(countSectionColumns('<w:sectPr/>')).toBe(1)
  })

  it('reads paragraph text with tabs, breaks and entities', () => {
    const xml =
      '<w:p><w:r><w:t xml:space="preserve">R&amp;D </w:t><w:tab/><w:t>Lead</w:t><w:br/><w:t>&#8470;1</w:t></w:r></w:p><w:p><w:pPr/></w:p>'
    expect(paragraphTexts(xml)).toEqual(['R&D \tLead\n№1', ''])
  })

  it('reads a character reference past U+10FFFF as the replacement character, not a crash', () => {
    const xml = '<w:p><w:r><w:t>a&#99999999;b&#x110000;c&#x10FFFF;</w:t></w:r></w:p>'
    expect(paragraphTexts(xml)).toEqual(['a\uFFFDb\uFFFDc\u{10FFFF}'])
    expect(textBoxTexts(box('&#x7FFFFFFF;'))).toEqual(['\uFFFD'])
  })

  it('caps an absurd column count instead of reporting Infinity', () => {
    const xml = `<w:sectPr><w:cols w:num="${'9'.repeat(400)}"/></w:sectPr>`
    expect(countSectionColumns(xml)).toBe(MAX_SECTION_COLUMNS)
  })
})
