import type { Tone } from '../../../../src/contract/common.ts'
import { joinClauses, joinList, pick, upperFirst } from './compose-text.ts'
import type {
  BioFiller,
  BioPhrases,
  LetterFacts,
  LetterFiller,
  LetterPhrases,
} from './phrasebook-types.ts'

const intro = (...sentences: string[]): BioFiller => ({ at: 'intro', sentences })
const end = (...sentences: string[]): BioFiller => ({ at: 'end', sentences })

/*
 * Russian declines names and agrees past tenses and short adjectives with the person's gender,
 * neither of which the form tells us. So every sentence here keeps the person's name in the
 * nominative (as a subject, or before a dash), uses the present tense when the name is the subject,
 * and never says "готов", "рад" or "уверен" of the writer. Past tenses come only from the person's
 * own lines ("Спроектировал...", "Запустила..."), which already carry the right gender. Fields that
 * would need a case (an industry, a title, a company) stand in the nominative after a dash, a colon,
 * or inside «quotes» after a noun that takes the case.
 */

/** A company after a noun in any case: Cyrillic names in «quotes», Latin ones as written. */
export function companyRu(name: string): string {
  const trimmed = name.trim()
  if (/[«"“„]/u.test(trimmed) || !/\p{Script=Cyrillic}/u.test(trimmed)) return trimmed
  return `«${trimmed}»`
}

const FORMAL_BIO: BioPhrases = {
  predicatesPerSentence: 2,
  intro: (n) =>
    pick(
      [
        `${n.full} — ${n.title}. Сфера профессиональной деятельности — ${n.industry}.`,
        `${n.full} — ${n.title}; профессиональная деятельность связана с отраслью «${upperFirst(n.industry)}».`,
      ],
      n.seed,
    ),
  framing: () => [
    `Такая позиция предполагает решения, последствия которых выходят далеко за рамки одной команды.`,
  ],
  lead: () => `Профессиональный путь отмечен конкретными результатами.`,
  predicates: (predicates, index, n) => {
    const opener = pick(['', 'Кроме того, ', 'Также ', 'Среди прочего, '], index)
    return upperFirst(`${opener}${n.full} ${joinClauses(predicates, 'ru')}.`)
  },
  phrase: (text, index) =>
    pick([`В числе достижений — ${text}.`, `Также в активе — ${text}.`], index),
  role: (text, _index, n) => `${n.full} — также ${text}.`,
  quote: (text) => `Из собственного описания опыта: «${text}».`,
  awards: (list) => `Профессиональные заслуги отмечены наградами: ${list}.`,
  education: (list) => `В основе профессиональной подготовки — ${list}.`,
  closing: (n) => [`Сегодня весь этот опыт ${n.full} применяет в текущей роли — ${n.title}.`],
  fillers: (n) => [
    intro(
      `${upperFirst(n.industry)} — отрасль, которая требует от профессионала взвешенных решений и ясного понимания того, кто и за что отвечает.`,
    ),
    end(
      `Это роль, в которой последовательность важна не меньше, чем амбиции, а результаты измеряются годами, а не кварталами.`,
    ),
    intro(
      `Отрасль продолжает меняться, и вместе с ней меняются требования к людям на таких позициях.`,
      `Неизменной остаётся потребность в тщательной подготовке и решениях, выдерживающих проверку.`,
    ),
    end(`Именно по этим критериям лучше всего оценивать описанные здесь результаты.`),
    intro(`Круг обязанностей на такой позиции широк и почти не оставляет места для импровизации.`),
    end(`Каждый из перечисленных результатов достигнут именно в таких требовательных условиях.`),
    intro(
      `Такая должность предполагает ясный мандат: задавать направление, соотносить конкурирующие приоритеты и отвечать за итог.`,
    ),
    end(`Эта работа редко заметна со стороны, но её результаты ощущаются во всей организации.`),
    intro(
      `В отрасли «${upperFirst(n.industry)}» этот мандат определяется особыми требованиями сферы и людей, которым она служит.`,
    ),
  ],
}

const NEUTRAL_BIO: BioPhrases = {
  predicatesPerSentence: 2,
  intro: (n) =>
    pick(
      [
        `${n.full} — ${n.title}; основная сфера работы — ${n.industry}.`,
        `${n.full} работает в отрасли «${upperFirst(n.industry)}»; текущая должность — ${n.title}.`,
      ],
      n.seed,
    ),
  framing: () => [
    `Работа на этой позиции — это баланс между ежедневными задачами и долгосрочными целями.`,
  ],
  lead: () => `Несколько результатов заслуживают отдельного внимания.`,
  predicates: (predicates, index, n) => {
    const opener = pick(['', 'Кроме того, ', 'А ещё ', ''], index)
    return upperFirst(`${opener}${n.full} ${joinClauses(predicates, 'ru')}.`)
  },
  phrase: (text, index) =>
    pick([`Ещё один заметный результат — ${text}.`, `Кроме того — ${text}.`], index),
  role: (text, _index, n) => `${n.full} — также ${text}.`,
  quote: (text) => `Своими словами: «${text}».`,
  awards: (list) => `Среди наград — ${list}.`,
  education: (list) => `Образование — ${list}.`,
  closing: (n) => [`Сегодня ${n.full} применяет этот опыт в ежедневной работе.`],
  fillers: () => [
    intro(
      `Работа в этой сфере — это умение превращать планы в результаты, на которые можно положиться.`,
    ),
    end(`Такая работа держится на ясных приоритетах и последовательном исполнении.`),
    intro(
      `Во многом она сводится к тому, чтобы принимать верные решения на основе имеющихся данных и доводить их до конца.`,
    ),
    end(
      `Отрасль не стоит на месте, и роль меняется вместе с ней.`,
      `Этот темп — часть того, что делает работу по-настоящему интересной.`,
    ),
    intro(`Это роль, в которой важны детали, а результаты хорошо видны.`),
    end(`Каждый из перечисленных результатов достигнут именно в таких условиях.`),
    intro(
      `Сама должность многое говорит о работе: речь идёт о том, чтобы отвечать за результат, а не только за задачи.`,
    ),
    end(
      `Большая часть этой работы незаметна со стороны, но её результаты ощущаются во всей организации.`,
    ),
    intro(
      `В такой сфере это часто означает работу со многими людьми, которые зависят от одного и того же результата.`,
    ),
  ],
}

const CREATIVE_BIO: BioPhrases = {
  predicatesPerSentence: 1,
  intro: (n) =>
    pick(
      [
        `${n.full} — ${n.title}. ${upperFirst(n.industry)} — не просто отрасль, а поле, на котором этот профессиональный путь обретает смысл.`,
        `Знакомьтесь: ${n.full}, ${n.title}. Отрасль — ${n.industry}, и здесь важен прежде всего результат.`,
      ],
      n.seed,
    ),
  framing: () => [
    `Одни карьеры описывают прилагательными. Эту лучше рассказывать через результаты.`,
  ],
  lead: () => `Результаты говорят сами за себя.`,
  predicates: (predicates, index, n) => {
    const opener = pick(['', 'Кроме того, ', '', 'И это не всё: '], index)
    return upperFirst(`${opener}${n.full} ${joinClauses(predicates, 'ru')}.`)
  },
  phrase: (text, index) => pick([`А ещё — ${text}.`, `И это не всё: ${text}.`], index),
  role: (text, _index, n) => `А ещё ${n.full} — ${text}.`,
  quote: (text) => `Своими словами: «${text}».`,
  awards: (list) => `Работа не осталась незамеченной: ${list}.`,
  education: (list) => `Фундамент — ${list}.`,
  closing: () => [`Следующая глава ещё пишется, и в ней найдётся место новым результатам.`],
  fillers: (n) => [
    intro(
      `${upperFirst(n.industry)} — сфера, которая никогда не стоит на месте, как и работа на этой позиции.`,
    ),
    end(`Каждая неделя приносит новую задачу. В этом и состоит интерес.`),
    intro(
      `Хорошая работа здесь редко бывает громкой: она видна по результатам, которые остаются надолго.`,
    ),
    end(
      `Это поле, где любопытство окупается, а детали решают исход.`,
      `И это поле, которое вознаграждает тех, кто не перестаёт спрашивать, что можно сделать лучше.`,
    ),
    intro(`Строить планы легко. Воплощать их — сложнее и интереснее.`),
    end(`Этот вопрос проходит через всё, о чём рассказано здесь.`),
    intro(`Должность рассказывает лишь часть истории. Остальное — в самой работе.`),
    end(
      `Большая часть этой работы происходит вдали от прожекторов, и это нормально: результаты говорят достаточно громко.`,
    ),
    intro(
      `Разница между хорошим и отличным здесь часто складывается из небольших, но точных решений.`,
    ),
  ],
}

const opening = (...sentences: string[]): LetterFiller => ({ at: 'opening', sentences })
const closing = (...sentences: string[]): LetterFiller => ({ at: 'closing', sentences })

/** A resume line quoted in «»: quotes inside it become „“ so the outer ones stay readable. */
const quoted = (text: string): string => `«${text.replace(/«/g, '„').replace(/»/g, '“')}»`

const FORMAL_LETTER: LetterPhrases = {
  greeting: (f) => `Уважаемая команда по найму компании ${companyRu(f.company)}!`,
  opening: (f) => [
    `Прошу рассмотреть мою кандидатуру на должность «${f.title}» в компании ${companyRu(f.company)}.`,
    skillsSentence(
      f,
      (pair) =>
        `Ключевые требования вакансии — ${pair} — совпадают с опытом, отражённым в моём резюме.`,
      (skill) =>
        `Одно из ключевых требований вакансии — ${skill} — совпадает с опытом, отражённым в моём резюме.`,
    ),
  ],
  profile: (text) => `Мой профиль в резюме сформулирован так: ${quoted(text)}.`,
  noExamples: () =>
    `В резюме подробно описаны мой опыт и стоящие за ним результаты; любую его часть могу разобрать на личной встрече.`,
  evidenceLead: () => `Позвольте привести несколько примеров из моей практики.`,
  evidence: (skill, predicate, index) =>
    pick(
      [
        `Пример из практики по направлению «${skill}»: я ${predicate}.`,
        `Опыт в части «${skill}» подтверждается результатами: я ${predicate}.`,
        `Ещё один пример («${skill}»): я ${predicate}.`,
      ],
      index,
    ),
  evidenceQuote: (skill, text, index) =>
    pick(
      [
        `По направлению «${skill}» в моём резюме указано: ${quoted(text)}.`,
        `Опыт в части «${skill}» в резюме описан так: ${quoted(text)}.`,
      ],
      index,
    ),
  highlight: (predicate, index) =>
    pick(
      [
        `Например, я ${predicate}.`,
        `Среди других результатов: я ${predicate}.`,
        `Кроме того, я ${predicate}.`,
        `Также я ${predicate}.`,
      ],
      index,
    ),
  alsoSkills: (skills) =>
    `Кроме того, в моём резюме отражён опыт по следующим направлениям: ${joinList(skills, 'ru')}.`,
  closing: (f) => [
    `Считаю, что этот опыт позволит мне с первых дней принести пользу компании ${companyRu(f.company)}.`,
    `Прошу о возможности обсудить на собеседовании, чем мой опыт может помочь вашей команде.`,
    `Благодарю за уделённое время и внимание к моей кандидатуре.`,
  ],
  fillers: (f) => [
    opening(
      `Требования к позиции «${f.title}» подробно изучены, и многие из них совпадают с моим опытом.`,
    ),
    closing(`Резюме, приложенное к письму, подробно описывает мой опыт.`),
    opening(
      `В этой возможности меня привлекает шанс применить опыт там, где он даст измеримый результат.`,
    ),
    closing(`При необходимости могу предоставить любую дополнительную информацию.`),
    opening(
      `К каждой задаче подхожу с одинаковой тщательностью, и такого же подхода буду придерживаться в компании ${companyRu(f.company)}.`,
    ),
    closing(`Могу встретиться в любое удобное для вас время.`),
    opening(`Накопленный опыт позволяет мне уверенно браться за задачи такого уровня.`),
    closing(`Было бы ценно узнать о приоритетах команды на ближайший период.`),
    opening(`Для меня было бы честью внести вклад в работу компании ${companyRu(f.company)}.`),
    closing(
      `Если потребуется заранее обсудить какой-либо аспект моего опыта, сделаю это с удовольствием.`,
    ),
    opening(`Считаю важным, чтобы результат работы был измеримым и понятным для бизнеса.`),
    closing(`Подробности о любом из упомянутых проектов могу изложить на встрече.`),
  ],
  signOff: () => 'С уважением,',
}

const NEUTRAL_LETTER: LetterPhrases = {
  greeting: (f) => `Здравствуйте, команда подбора компании ${companyRu(f.company)}!`,
  opening: (f) => [
    `Хочу предложить свою кандидатуру на позицию «${f.title}» в компании ${companyRu(f.company)}.`,
    skillsSentence(
      f,
      (pair) => `В вакансии важны ${pair} — и это как раз то, чем я занимаюсь.`,
      (skill) => `В вакансии важно направление «${skill}» — и это как раз то, чем я занимаюсь.`,
    ),
  ],
  profile: (text) => `Если коротко, в резюме это сформулировано так: ${quoted(text)}.`,
  noExamples: () =>
    `В резюме подробнее описаны мой опыт и его результаты, и любую часть могу обсудить отдельно.`,
  evidenceLead: () => `Вот несколько примеров из моего резюме.`,
  evidence: (skill, predicate, index) =>
    pick(
      [
        `${upperFirst(skill)}: я ${predicate}.`,
        `Пример по теме «${skill}»: я ${predicate}.`,
        `И ещё одно — ${skill}: я ${predicate}.`,
      ],
      index,
    ),
  evidenceQuote: (skill, text, index) =>
    pick(
      [
        `${upperFirst(skill)}: в резюме это описано так — ${quoted(text)}.`,
        `По теме «${skill}» в резюме сказано: ${quoted(text)}.`,
      ],
      index,
    ),
  highlight: (predicate, index) =>
    pick(
      [
        `Например, я ${predicate}.`,
        `Ещё пример: я ${predicate}.`,
        `Кроме того, я ${predicate}.`,
        `А ещё я ${predicate}.`,
      ],
      index,
    ),
  alsoSkills: (skills) => `Также в резюме есть опыт по направлениям: ${joinList(skills, 'ru')}.`,
  closing: (f) => [
    `Думаю, этот опыт позволит мне принести реальную пользу компании ${companyRu(f.company)}.`,
    `С удовольствием расскажу подробнее о своём опыте и о том, чем могу помочь команде.`,
    `Спасибо, что рассмотрели мою кандидатуру.`,
  ],
  fillers: (f) => [
    opening(`В описании вакансии нашлось немало того, чем я уже занимаюсь в работе.`),
    closing(
      `В резюме подробнее описан каждый из этих пунктов, и любой из них могу обсудить детально.`,
    ),
    opening(
      `В работе на позиции «${f.title}» для меня особенно ценно видеть результат своего труда.`,
    ),
    closing(
      `Интересно узнать о текущих приоритетах команды и о том, где мой опыт пригодится больше всего.`,
    ),
    opening(
      `Именно такой работой хочется заниматься и дальше, и компания ${companyRu(f.company)} выглядит подходящим местом для этого.`,
    ),
    closing(`Могу найти время для разговора в любой удобный для вас момент.`),
    opening(`Для меня важно не просто выполнить задачу, а сделать её хорошо.`),
    closing(`Если есть конкретные вопросы, с удовольствием отвечу.`),
    opening(`Ищу команду, в которой смогу расти и при этом приносить пользу с первого дня.`),
    closing(`Буду ждать ответа.`),
    opening(`Мне нравится работа, результат которой виден не только в отчётах.`),
    closing(`Если нужны подробности о любом из проектов, с радостью расскажу.`),
  ],
  signOff: () => 'С наилучшими пожеланиями,',
}

const CREATIVE_LETTER: LetterPhrases = {
  greeting: (f) => `Добрый день, команда ${companyRu(f.company)}!`,
  opening: (f) => [
    `Вакансия «${f.title}» в компании ${companyRu(f.company)} — именно то, на что хочется откликнуться.`,
    skillsSentence(
      f,
      (pair) => `Среди требований — ${pair}. Хорошая новость: это как раз моя работа.`,
      (skill) => `Среди требований — ${skill}. Хорошая новость: это как раз моя работа.`,
    ),
  ],
  profile: (text) => `Если в одну строку: ${quoted(text)}.`,
  noExamples: () =>
    `Все подробности — в резюме, и о них куда интереснее рассказать вживую, чем перечислять здесь.`,
  evidenceLead: () => `Вместо громких слов — конкретные примеры.`,
  evidence: (skill, predicate, index) =>
    pick(
      [
        `${upperFirst(skill)}? Я ${predicate}.`,
        `Теперь о теме «${skill}»: я ${predicate}.`,
        `И ещё — ${skill}: я ${predicate}.`,
      ],
      index,
    ),
  evidenceQuote: (skill, text, index) =>
    pick(
      [
        `${upperFirst(skill)}? Словами резюме: ${quoted(text)}.`,
        `И ещё — ${skill}: ${quoted(text)}.`,
      ],
      index,
    ),
  highlight: (predicate, index) =>
    pick(
      [
        `Пример: я ${predicate}.`,
        `А ещё я ${predicate}.`,
        `И ещё: я ${predicate}.`,
        `Плюс к этому я ${predicate}.`,
      ],
      index,
    ),
  alsoSkills: (skills) => `А ещё в моём арсенале — ${joinList(skills, 'ru')}.`,
  closing: (f) => [
    `Хочется привнести эту энергию в компанию ${companyRu(f.company)}.`,
    `Если откликается — давайте поговорим о том, над чем работает команда и где мой опыт пригодится больше всего.`,
    `Спасибо, что дочитали!`,
  ],
  fillers: (f) => [
    opening(`В описании вакансии я узнаю многое из своей собственной работы.`),
    closing(`Все подробности — в резюме; это письмо — короткая версия.`),
    opening(`Мне интересны задачи с настоящей ставкой, и у позиции «${f.title}» их хватает.`),
    closing(`Очень интересно узнать, над чем команда будет работать дальше.`),
    opening(`Итак, вот короткая версия того, почему мы можем хорошо сработаться.`),
    closing(`Живой разговор скажет нам обоим больше любого документа.`),
    opening(
      `Люблю момент, когда сложная задача наконец поддаётся, — и, похоже, в этой роли таких моментов будет немало.`,
    ),
    closing(`С радостью отвечу на любые вопросы — большие и маленькие.`),
    opening(`А ещё мне нравится работать с людьми, которым детали важны так же, как и мне.`),
    closing(`До связи!`),
    opening(
      `Мне нравится, когда работа приносит ощутимый результат, который видно не только в отчётах.`,
    ),
    closing(`Если захочется узнать подробности о любом из проектов — расскажу с удовольствием.`),
    closing(`Надеюсь, это письмо — начало хорошего разговора.`),
  ],
  signOff: () => 'Всего доброго,',
}

function skillsSentence(
  facts: LetterFacts,
  two: (pair: string) => string,
  one: (skill: string) => string,
): string {
  const [first, second] = facts.skills
  if (!first) return ''
  return second ? two(joinList([first, second], 'ru')) : one(first)
}

export const RU_BIO: Record<Tone, BioPhrases> = {
  formal: FORMAL_BIO,
  neutral: NEUTRAL_BIO,
  creative: CREATIVE_BIO,
}

export const RU_LETTER: Record<Tone, LetterPhrases> = {
  formal: FORMAL_LETTER,
  neutral: NEUTRAL_LETTER,
  creative: CREATIVE_LETTER,
}
