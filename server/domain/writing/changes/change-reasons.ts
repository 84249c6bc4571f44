import type { AnalysisLanguage } from '../../../../src/contract/analysis.ts'

/*
 * Why each change is proposed, in the resume's language: one plain sentence a job seeker can
 * check against the line (issue 21: every change with its reason and evidence).
 */

export interface ChangeReasons {
  stronger_opener: string
  filler_removed: string
  tense: (tense: 'past' | 'present') => string
  split: string
  duplicate_merged: string
  number_asked: string
  skill_wording: (keywords: string) => string
  summary: (facts: string) => string
  inconsistency: (stated: string, shown: string) => string
  question: (keyword: string, related: string) => string
  not_added: (claim: string) => string
  /** A line the model writer reworded, when its rewrite arrives as a whole text. */
  rewritten: string
  /** "7 years 6 months". */
  duration: (years: number, months: number) => string
}

function plural(n: number, one: string, few: string, many: string): string {
  const mod10 = n % 10
  const mod100 = n % 100
  if (mod10 === 1 && mod100 !== 11) return one
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few
  return many
}

export const CHANGE_REASONS: Record<AnalysisLanguage, ChangeReasons> = {
  en: {
    stronger_opener:
      'Opens with what you did, not with a duty or a supporting part: recruiters and ATS read the first word.',
    filler_removed: 'Resume bullets leave out "I": the line reads faster without it.',
    tense: (tense) =>
      tense === 'present'
        ? 'Your current role reads in the present tense.'
        : 'A past role reads in the past tense, like its other bullets.',
    split: 'Two results in one long bullet: split, each is read on its own.',
    duplicate_merged: 'The same bullet appears twice; the repeat goes.',
    number_asked:
      'A number makes this result concrete. Fill in the real figure, or reject the change if you do not know it.',
    skill_wording: (keywords) =>
      `Shown in your experience and asked for in the ad, now in your skills list as the ad words them: ${keywords}.`,
    summary: (facts) => `A summary built only from what your resume proves: ${facts}.`,
    inconsistency: (stated, shown) => `Your summary says ${stated}; your roles add up to ${shown}.`,
    question: (keyword, related) =>
      `Do you have experience with ${keyword}? Your resume shows ${related}, which is related. If you do, add it in your own words where you used it.`,
    not_added: (claim) => `Not added: ${claim}. Nothing in your resume supports it.`,
    rewritten: 'Reworded for this job by the AI writer; check that it still says what you did.',
    duration: (years, months) =>
      [
        years > 0 ? `${years} ${years === 1 ? 'year' : 'years'}` : '',
        months > 0 ? `${months} ${months === 1 ? 'month' : 'months'}` : '',
      ]
        .filter(Boolean)
        .join(' '),
  },
  es: {
    stronger_opener:
      'Empieza por lo que hiciste, no por una función o un apoyo: reclutadores y ATS leen la primera palabra.',
    filler_removed: 'Las viñetas de un currículum no llevan «yo»: la línea se lee más rápido.',
    tense: (tense) =>
      tense === 'present'
        ? 'Tu puesto actual se describe en presente.'
        : 'Un puesto anterior se describe en pasado, como sus otras viñetas.',
    split: 'Dos resultados en una viñeta larga: separados, cada uno se lee por sí mismo.',
    duplicate_merged: 'La misma viñeta aparece dos veces; se quita la repetición.',
    number_asked:
      'Una cifra hace concreto este resultado. Escribe la cifra real o rechaza el cambio si no la sabes.',
    skill_wording: (keywords) =>
      `Lo muestra tu experiencia y lo pide la oferta; ahora también en tu lista de habilidades, con las palabras de la oferta: ${keywords}.`,
    summary: (facts) => `Un perfil hecho solo con lo que tu currículum demuestra: ${facts}.`,
    inconsistency: (stated, shown) => `Tu perfil dice ${stated}; tus puestos suman ${shown}.`,
    question: (keyword, related) =>
      `¿Tienes experiencia con ${keyword}? Tu currículum muestra ${related}, que está relacionado. Si la tienes, añádelo con tus palabras donde lo usaste.`,
    not_added: (claim) => `No añadido: ${claim}. Nada en tu currículum lo respalda.`,
    rewritten:
      'El redactor de IA reescribió esta línea para la oferta; comprueba que sigue diciendo lo que hiciste.',
    duration: (years, months) =>
      [
        years > 0 ? `${years} ${years === 1 ? 'año' : 'años'}` : '',
        months > 0 ? `${months} ${months === 1 ? 'mes' : 'meses'}` : '',
      ]
        .filter(Boolean)
        .join(' y '),
  },
  ru: {
    stronger_opener:
      'Пункт начинается с того, что вы сделали, а не с обязанности или участия: рекрутеры и ATS читают первое слово.',
    filler_removed: 'В пунктах резюме не пишут «я»: без него строка читается быстрее.',
    tense: (tense) =>
      tense === 'present'
        ? 'Текущая работа описывается в настоящем времени.'
        : 'Прошлая работа описывается в прошедшем времени, как остальные её пункты.',
    split: 'Два результата в одном длинном пункте: по отдельности каждый читается сам по себе.',
    duplicate_merged: 'Один и тот же пункт встречается дважды; повтор убран.',
    number_asked:
      'Цифра делает результат конкретным. Впишите настоящую цифру или отклоните изменение, если её не знаете.',
    skill_wording: (keywords) =>
      `Это видно из вашего опыта и требуется в вакансии; теперь это есть и в списке навыков, в формулировке вакансии: ${keywords}.`,
    summary: (facts) => `Краткое описание только из того, что подтверждает резюме: ${facts}.`,
    inconsistency: (stated, shown) =>
      `В описании сказано: ${stated}; по датам ваших мест работы выходит ${shown}.`,
    question: (keyword, related) =>
      `«${keyword}»: есть ли у вас такой опыт? В резюме есть «${related}», это близкий навык. Если есть, добавьте своими словами там, где это было.`,
    not_added: (claim) => `Не добавлено: ${claim}. В резюме нет ничего, что это подтверждает.`,
    rewritten:
      'ИИ переписал эту строку под вакансию; проверьте, что она по-прежнему говорит о том, что вы делали.',
    duration: (years, months) =>
      [
        years > 0 ? `${years} ${plural(years, 'год', 'года', 'лет')}` : '',
        months > 0 ? `${months} ${plural(months, 'месяц', 'месяца', 'месяцев')}` : '',
      ]
        .filter(Boolean)
        .join(' '),
  },
}
