/**
 * Whose trait is it? Ads praise themselves ("We are a passionate, ambitious team", "Join our
 * creative agency") as often as they ask for something. A sentence in the company's own voice
 * names the company's qualities, not the candidate's; it still names its tools ("We use React").
 * A sentence that turns to the candidate ("We are looking for a curious engineer", "You are
 * pragmatic") is about the candidate, whoever its subject is.
 */
const TO_THE_CANDIDATE = new RegExp(
  [
    // English
    String.raw`\byou(?:r|rs|'re|'ll|'ve|rself)?\b`,
    String.raw`\b(?:candidates?|applicants?|someone|somebody|ideal|wanted)\b`,
    String.raw`\b(?:looking|searching)\s+for\b`,
    String.raw`\b(?:seek|seeking|hiring|need|want)\b`,
    String.raw`\bwho\s+(?:is|are|has|have|can|will|thrives?|enjoys?|loves?)\b`,
    String.raw`\b(?:the|this)\s+(?:person|role|position)\b`,
    // Spanish
    String.raw`\b(?:buscamos|necesitamos|candidat[oa]s?|perfil|persona|usted|tú|tu|tus)\b`,
    // Russian: \b does not see Cyrillic letters, so the words are bounded by hand.
    String.raw`(?:^|[^\p{L}])(?:ищем|вы|ваш\p{L}*|вас|вам|кандидат\p{L}*|соискател\p{L}*)(?=$|[^\p{L}])`,
  ].join('|'),
  'iu',
)

const COMPANY_VOICE = new RegExp(
  [
    String.raw`\b(?:we|we're|our|ours|us)\b`,
    String.raw`^\s*join\b`,
    // "Quillstream helps legal teams ...", "Fernway's scheduling platform helps ...": the company
    // by its name, doing what it does.
    String.raw`^\s*\p{Lu}[\p{L}\p{N}&.-]*(?:\s+\p{Lu}[\p{L}\p{N}&.-]*)*(?:['’]s(?:\s+[\p{Ll}-]+){1,2})?\s+(?:helps|builds|makes|powers|enables|serves|provides|offers|develops|designs|creates|connects|runs|operates|delivers|manufactures|produces|sells)\b`,
    String.raw`\b(?:somos|nuestr[oa]s?|nosotros|ofrecemos)\b`,
    String.raw`(?:^|[^\p{L}])(?:мы|наш\p{L}*|нас|предлагаем)(?=$|[^\p{L}])`,
  ].join('|'),
  'iu',
)

/** Does the sentence speak of the company itself, not of the person it asks for? */
export function inCompanyVoice(sentence: string): boolean {
  return COMPANY_VOICE.test(sentence) && !TO_THE_CANDIDATE.test(sentence)
}

/** Does the sentence turn to the person the ad asks for ("We are looking for", "You will")? */
export function speaksToCandidate(sentence: string): boolean {
  return TO_THE_CANDIDATE.test(sentence)
}
