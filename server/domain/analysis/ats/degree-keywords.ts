/**
 * Degrees sit in the lexicon's certifications category (they are credentials an ad asks for),
 * but a person lists a degree under Education and does not "consider earning" a bachelor's for
 * one application: the advice names them as degrees.
 */
const DEGREE_RE = new RegExp(
  [
    String.raw`\b(?:bachelor'?s?|master'?s degree|masters degree|master degree|ph\.?d\.?|doctorate|doctoral|mba|degree|diploma|b\.?sc\.?|m\.?sc\.?)(?![\p{L}])`,
    String.raw`(?:^|[^\p{L}])(?:grado universitario|licenciatura|título de grado|titulo de grado|máster|maestría|maestria|doctorado|título universitario)(?![\p{L}])`,
    String.raw`(?:^|[^\p{L}])(?:бакалав\p{L}*|магист\p{L}*|степень\p{L}*|высшее образование|кандидат\p{L}* наук|аспирантур\p{L}*)(?![\p{L}])`,
  ].join('|'),
  'iu',
)

/** Does a keyword name an academic degree ("Bachelor's degree", "máster", "степень магистра")? */
export function isDegreeKeyword(keyword: string): boolean {
  return DEGREE_RE.test(keyword)
}
