import type { Tone } from '../../../../src/contract/common.ts'
import { whereOf, type Where } from './compose-evidence.ts'
import { inSentence, joinClauses, joinList, leadingPair, pick, upperFirst } from './compose-text.ts'
import type {
  Achievement,
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
      // A short sentence beside a long one: people vary their sentences, templates do not.
      `Отрасль не стоит на месте.`,
      `Роль меняется вместе с ней, и этот темп — часть того, что делает работу по-настоящему интересной.`,
    ),
    intro(`Детали здесь решают многое.`, `Это роль, в которой результаты хорошо видны.`),
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

/** An employer after "в" or "из": "ООО «Ромашка»" as written, otherwise "компании «Яндекс»". */
function employerRu(name: string, noun = 'компании'): string {
  if (/^(?:ООО|ОАО|ЗАО|ПАО|АО|ИП|НКО|ФГУП|ГК)\s/u.test(name)) return name
  return `${noun} ${companyRu(name)}`
}

/** "1 год", "3 года", "10 лет". */
export function yearsRu(count: string): string {
  const n = Number(count)
  const word =
    n % 10 === 1 && n % 100 !== 11
      ? 'год'
      : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14)
        ? 'года'
        : 'лет'
  return `${count} ${word}`
}

/** "в ООО «Ромашка» (должность — ведущий разработчик)". */
function jobOf(background: NonNullable<LetterFacts['background']>): string {
  // The resume's own title without «»: a quoted run of its words would read as a quotation.
  const where = background.employer ? `в ${employerRu(background.employer)} ` : ''
  return `${where}(должность — ${inSentence(background.title)})`
}

/** "ООО «Ромашка», должность — ведущий разработчик": a past job after a dash. */
function latestOf(background: NonNullable<LetterFacts['background']>): string {
  const title = `должность — ${inSentence(background.title)}`
  return background.employer ? `${employerRu(background.employer, 'компания')}, ${title}` : title
}

/**
 * A result in the first person without a gendered past tense: "мне удалось снизить…" (or, for an
 * ongoing duty, "в мои задачи входило руководить…"); the resume's own past form ("я
 * спроектировал…") only when the rules cannot make the infinitive.
 */
function resultRu(a: Achievement, managed = 'мне удалось'): string {
  if (!a.infinitive) return `я ${a.predicate}`
  return a.ongoing ? `в мои задачи входило ${a.infinitive}` : `${managed} ${a.infinitive}`
}

function formalResult(a: Achievement, where: Where, index: number): string {
  switch (where) {
    case 'current':
      return `На текущем месте работы ${resultRu(a)}.`
    case 'there':
      return `На этой позиции ${resultRu(a)}.`
    case 'same':
      return `Там же ${resultRu(a, 'удалось')}.`
    case 'at':
      return a.current
        ? `В ${employerRu(a.employer)}, где я работаю сейчас, ${resultRu(a)}.`
        : `${index ? 'Ранее' : 'Прежде'}, в ${employerRu(a.employer)}, ${resultRu(a)}.`
    default:
      return index ? `Кроме того, ${resultRu(a)}.` : `Например, ${resultRu(a)}.`
  }
}

const FORMAL_LETTER: LetterPhrases = {
  greeting: (f) => `Уважаемая команда по найму компании ${companyRu(f.company)}!`,
  body: (f, achievements, others) => {
    const b = f.background
    const pair = leadingPair(f.skills, 'ru')
    const opening = [
      `Прошу рассмотреть мою кандидатуру на должность «${f.title}» в компании ${companyRu(f.company)}.`,
      b?.title
        ? `${b.current ? `В настоящее время работаю ${jobOf(b)}` : `Последнее место работы — ${latestOf(b)}`}${b.years ? `; общий опыт в профессии — ${yearsRu(b.years)}` : ''}.`
        : b?.years
          ? `Мой опыт в профессии — ${yearsRu(b.years)}.`
          : '',
      pair.count === 2
        ? `Ключевые требования вакансии — ${pair.text} — лежат в основе работы, о которой пойдёт речь ниже.`
        : pair.count
          ? `Одно из ключевых требований вакансии — ${pair.text} — лежит в основе работы, о которой пойдёт речь ниже.`
          : '',
    ]
    const middle = achievements.length
      ? [
          achievements.length > 1 ? `Несколько примеров.` : `Один пример.`,
          ...achievements.map((a, i) => formalResult(a, whereOf(achievements, i, b), i)),
          `Подробности — при встрече.`,
        ]
      : [
          `Подробности моего опыта и его результатов уместнее обсудить на личной встрече.`,
          `Каждый проект лучше объяснять вместе с контекстом: какие были условия, что мешало и чего удалось добиться.`,
        ]
    if (others.length) middle.push(`Кроме того, владею навыками: ${joinList(others, 'ru')}.`)
    return {
      opening,
      middle,
      closing: [
        `Такое же внимание к измеримому результату смогу привнести в работу компании ${companyRu(f.company)}.`,
        `Прошу пригласить меня на собеседование, чтобы обсудить мою кандидатуру подробнее.`,
        `Надеюсь на встречу.`,
        `Благодарю за уделённое время.`,
      ],
    }
  },
  fillers: (f) => [
    opening(
      `Требования к позиции «${f.title}» подробно изучены, и многие из них совпадают с моим опытом.`,
    ),
    closing(`При необходимости могу предоставить любую дополнительную информацию.`),
    opening(
      `В этой возможности меня привлекает шанс применить опыт там, где он даст измеримый результат.`,
    ),
    closing(`Могу встретиться в любое удобное для вас время.`),
    opening(
      `К каждой задаче подхожу с одинаковой тщательностью, и такого же подхода буду придерживаться в компании ${companyRu(f.company)}.`,
    ),
    closing(`Было бы ценно узнать о приоритетах команды на ближайший период.`),
    opening(`Накопленный опыт позволяет мне уверенно браться за задачи такого уровня.`),
    closing(
      `Если потребуется заранее обсудить какой-либо аспект моего опыта, сделаю это с удовольствием.`,
    ),
    opening(`Для меня было бы честью внести вклад в работу компании ${companyRu(f.company)}.`),
    closing(`Подробности о любом из упомянутых проектов могу изложить на встрече.`),
    opening(`Считаю важным, чтобы результат работы был измеримым и понятным для бизнеса.`),
    closing(`Дополнительные материалы о моей работе могу предоставить по запросу.`),
    opening(`Мне близки задачи, в которых от качества решений напрямую зависит результат бизнеса.`),
    closing(`Надеюсь на возможность личной встречи.`),
    opening(
      `Высоко ценю среду, в которой качество работы оценивается по её результатам, а не по количеству потраченных часов.`,
    ),
    closing(
      `Если понадобится тестовое задание или дополнительная беседа со специалистами команды, охотно в них поучаствую.`,
    ),
    opening(
      `Особенно интересны задачи, где нужно разобраться в сложной системе и сделать её понятнее для тех, кто с ней работает.`,
    ),
  ],
  signOff: () => 'С уважением,',
}

function neutralResult(a: Achievement, where: Where, index: number): string {
  switch (where) {
    case 'current':
      return `На нынешней работе ${resultRu(a)}.`
    case 'there':
      return `Там ${resultRu(a)}.`
    case 'same':
      return `Там же ${resultRu(a, 'удалось')}.`
    case 'at':
      return index
        ? `До этого, в ${employerRu(a.employer)}, ${resultRu(a, 'удалось')}.`
        : `В ${employerRu(a.employer)} ${resultRu(a)}.`
    default:
      return index ? `Ещё пример: ${resultRu(a, 'удалось')}.` : `Например, ${resultRu(a)}.`
  }
}

const NEUTRAL_LETTER: LetterPhrases = {
  greeting: (f) => `Здравствуйте, команда подбора компании ${companyRu(f.company)}!`,
  body: (f, achievements, others) => {
    const b = f.background
    const pair = leadingPair(f.skills, 'ru')
    const opening = b?.title
      ? [
          b.current
            ? `Меня зовут ${f.fullName}, сейчас работаю ${jobOf(b)}.`
            : `Меня зовут ${f.fullName}; последнее место работы — ${latestOf(b)}.`,
          `Вакансия «${f.title}» в компании ${companyRu(f.company)} сразу привлекла внимание: она очень близка к моему опыту.`,
        ]
      : [
          `Хочу предложить свою кандидатуру на позицию «${f.title}» в компании ${companyRu(f.company)}.`,
        ]
    if (b?.years) opening.push(`Опыт работы в профессии — ${yearsRu(b.years)}.`)
    if (pair.count)
      opening.push(`В вакансии на первом месте ${pair.text} — и это как раз то, чем я занимаюсь.`)
    const middle = achievements.length
      ? [
          pick([`Вот пример.`, `Вот два примера.`, `Вот три примера.`], achievements.length - 1),
          ...achievements.map((a, i) => neutralResult(a, whereOf(achievements, i, b), i)),
        ]
      : [
          `С удовольствием расскажу о своём опыте и результатах подробнее.`,
          `Любой проект проще объяснить вживую, вместе с контекстом и ограничениями, чем перечислять в письме.`,
        ]
    if (others.length) middle.push(`В работе также использую ${joinList(others, 'ru')}.`)
    return {
      opening,
      middle,
      closing: [
        `Хотелось бы применить этот опыт в компании ${companyRu(f.company)}.`,
        `Давайте обсудим детали на собеседовании? Могу подстроиться под удобное вам время.`,
        `Жду ответа.`,
        `Спасибо за внимание.`,
      ],
    }
  },
  fillers: (f) => [
    opening(`В описании вакансии нашлось немало того, чем я уже занимаюсь в работе.`),
    closing(`Любой из этих пунктов могу обсудить подробнее.`),
    opening(`В такой работе для меня особенно ценно видеть результат своего труда.`),
    closing(
      `Интересно узнать о текущих приоритетах команды и о том, где мой опыт пригодится больше всего.`,
    ),
    opening(
      `Именно такой работой хочется заниматься и дальше, и компания ${companyRu(f.company)} выглядит подходящим местом для этого.`,
    ),
    closing(`Если есть конкретные вопросы, с удовольствием отвечу.`),
    opening(`Для меня важно не просто выполнить задачу, а сделать её хорошо.`),
    opening(`Ищу команду, в которой смогу расти и при этом приносить пользу с первого дня.`),
    closing(`Если нужны подробности о любом из проектов, с радостью расскажу.`),
    opening(`Мне нравится работа, результат которой виден не только в отчётах.`),
    closing(`Могу созвониться в любой удобный день.`),
    opening(`Ценю команды, в которых принято открыто обсуждать решения и учиться на ошибках.`),
    closing(
      `Если понадобится тестовое задание или разговор с кем-то из команды, охотно в этом поучаствую.`,
    ),
    opening(
      `Больше всего люблю задачи, где нужно разобраться в сложной системе и сделать её проще для тех, кто с ней работает.`,
    ),
    closing(`Заранее спасибо за обратную связь, какой бы она ни была.`),
    opening(`Мне нравится, когда договорённости в команде ясные и их соблюдают.`),
  ],
  signOff: () => 'С наилучшими пожеланиями,',
}

/** The creative letter's first result: the task, then "Получилось." */
function creativeHook(a: Achievement, where: Where): string {
  const at = where === 'at' ? `В ${employerRu(a.employer)} ` : ''
  if (a.infinitive && !a.ongoing)
    return at
      ? `${at}стояла задача ${a.infinitive}. Получилось.`
      : `${upperFirst(a.infinitive)}? Получилось.`
  return upperFirst(`${at}${resultRu(a)}.`)
}

const CREATIVE_LETTER: LetterPhrases = {
  greeting: (f) => `Добрый день, команда ${companyRu(f.company)}!`,
  body: (f, achievements, others) => {
    const b = f.background
    const pair = leadingPair(f.skills, 'ru')
    const [first, ...rest] = achievements
    const opening = first
      ? [
          creativeHook(first, whereOf(achievements, 0, b)),
          `Теперь хочется решать похожие задачи в роли «${f.title}» в компании ${companyRu(f.company)}.`,
        ]
      : [
          `Вакансия «${f.title}» в компании ${companyRu(f.company)} — именно то, на что хочется откликнуться.`,
        ]
    if (pair.count) opening.push(`Коротко: ${pair.text}. Это как раз моя работа.`)
    const middle = rest.map((a, i) => {
      const where = whereOf(achievements, i + 1, b)
      const at = where === 'at' ? `в ${employerRu(a.employer)} ` : ''
      const lead = i ? 'И ещё' : 'Ещё один результат, о котором приятно рассказать'
      return `${lead}: ${at}${resultRu(a, 'получилось')}.`
    })
    if (b?.title)
      middle.unshift(
        b.current
          ? `Сейчас работаю ${jobOf(b)}${b.years ? `, за плечами — ${yearsRu(b.years)} в профессии` : ''}.`
          : `Последнее место работы — ${latestOf(b)}.`,
      )
    if (others.length) middle.push(`А ещё в арсенале — ${joinList(others, 'ru')}.`)
    if (!middle.length)
      middle.push(
        `Подробности интереснее рассказать вживую, чем перечислять здесь, — давайте поговорим.`,
      )
    return {
      opening,
      middle,
      closing: [
        `Хочется привнести эту энергию в компанию ${companyRu(f.company)}.`,
        `Итак?`,
        `Как насчёт собеседования? Получаса хватит, чтобы понять, подходим ли мы друг другу.`,
        `Спасибо, что дочитали!`,
      ],
    }
  },
  fillers: (f) => [
    opening(`В описании вакансии я узнаю многое из своей собственной работы.`),
    closing(`Это письмо — короткая версия; остальное с радостью расскажу при встрече.`),
    opening(`Мне интересны задачи с настоящей ставкой, и у позиции «${f.title}» их хватает.`),
    closing(`Очень интересно узнать, над чем команда будет работать дальше.`),
    opening(
      `Люблю момент, когда сложная задача наконец поддаётся, — и, похоже, в этой роли таких моментов будет немало.`,
    ),
    closing(`Живой разговор скажет нам обоим больше любого документа.`),
    opening(`А ещё мне нравится работать с людьми, которым детали важны так же, как и мне.`),
    closing(`С радостью отвечу на любые вопросы — большие и маленькие.`),
    opening(
      `Мне нравится, когда работа приносит ощутимый результат, который видно не только в отчётах.`,
    ),
    closing(`До связи!`),
    opening(
      `Хорошая задача для меня — та, после которой что-то начинает работать быстрее, проще или надёжнее.`,
    ),
    closing(`Если захочется узнать подробности о любом из проектов — расскажу с удовольствием.`),
    opening(`Итак, вот короткая версия того, почему мы можем хорошо сработаться.`),
    closing(`Очень надеюсь, что это письмо — начало хорошего разговора.`),
    opening(`Дайте запутанную задачу и понятную цель — и дальше будет интересно обеим сторонам.`),
    closing(`Обещаю короткие ответы и конкретные примеры.`),
    opening(
      `Лучшие проекты в моей практике начинались с вопроса «а почему это так устроено?», и этот вопрос у меня всегда наготове.`,
    ),
    closing(`Если понадобится тестовое задание — тем интереснее.`),
    opening(`Мне нравится работать с людьми, которые не боятся задавать неудобные вопросы.`),
    closing(`Хорошего дня — и до встречи на собеседовании, надеюсь!`),
  ],
  signOff: () => 'Всего доброго,',
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
