import type { Tone } from '../../../../src/contract/common.ts'
import { whereOf, type Where } from './compose-evidence.ts'
import { joinClauses, joinList, leadingPair, pick, upperFirst } from './compose-text.ts'
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
 * Spanish needs no pronoun for the person: after the first sentence the verb carries the third
 * person ("Rediseñó el proceso de pago..."), and "su" is the same for everyone, so nothing here
 * depends on the person's gender. Adjectives are only ever said of the work, never of the person.
 */

/** The accomplishment sentence: the name only in the first one, the verb alone afterwards. */
function predicateSentence(predicates: string[], opener: string, subject: string): string {
  const body = joinClauses(predicates, 'es')
  return upperFirst(`${opener}${subject ? `${subject} ` : ''}${body}.`)
}

const FORMAL_BIO: BioPhrases = {
  predicatesPerSentence: 2,
  intro: (n) =>
    pick(
      [
        `${n.full} es ${n.title} y desarrolla su trayectoria profesional en el sector de ${n.industry}.`,
        `${n.full} ejerce como ${n.title} en el sector de ${n.industry}.`,
      ],
      n.seed,
    ),
  framing: () => [
    `Desde esta posición responde de decisiones cuyo alcance va mucho más allá de un solo equipo.`,
  ],
  lead: () => `Su trayectoria reúne resultados concretos.`,
  predicates: (predicates, index) =>
    predicateSentence(
      predicates,
      pick(['', 'Asimismo, ', 'Además, ', 'Cabe destacar que '], index),
      '',
    ),
  phrase: (text, index) =>
    pick(
      [
        `Entre sus logros figura también lo siguiente: ${text}.`,
        `Su historial incluye, además, lo siguiente: ${text}.`,
      ],
      index,
    ),
  role: (text) => `Ha sido ${text}.`,
  quote: (text) => `En sus propias palabras: «${text}».`,
  awards: (list) => `Su labor ha sido reconocida: ${list}.`,
  education: (list) => `En el ámbito académico, su formación incluye ${list}.`,
  closing: (n) => [
    `En la actualidad aporta esta experiencia a su función como ${n.title} en el sector de ${n.industry}.`,
  ],
  fillers: (n) => [
    intro(
      `En el sector de ${n.industry}, la función de ${n.title} exige criterio, rigor y disposición a responder por los resultados.`,
    ),
    end(
      `Es un puesto en el que la constancia importa y en el que los resultados se miden a lo largo de los años.`,
    ),
    intro(
      `El sector evoluciona de forma continua, y con él evolucionan las exigencias de la función.`,
      `Lo que permanece es la necesidad de un trabajo fiable, una preparación cuidadosa y decisiones bien fundamentadas.`,
    ),
    end(`Son estos los criterios con los que mejor se valora el trabajo descrito en estas líneas.`),
    intro(`Las tareas del puesto son amplias y dejan poco margen a la improvisación.`),
    end(`Cada uno de los resultados mencionados se logró en ese exigente contexto.`),
    intro(
      `El puesto conlleva un mandato claro: fijar el rumbo, sopesar prioridades que compiten entre sí y responder por el resultado.`,
    ),
    end(
      `Es un trabajo que rara vez se ve en el día a día, pero cuyos efectos se notan en toda la empresa.`,
    ),
    intro(
      `En el sector de ${n.industry}, ese mandato viene marcado por las exigencias propias del sector y de las personas a las que sirve.`,
    ),
  ],
}

const NEUTRAL_BIO: BioPhrases = {
  predicatesPerSentence: 2,
  intro: (n) =>
    pick(
      [
        `${n.full} es ${n.title} y trabaja en el sector de ${n.industry}.`,
        `${n.full} trabaja como ${n.title} en el sector de ${n.industry}.`,
      ],
      n.seed,
    ),
  framing: () => [
    `Su trabajo consiste en equilibrar la entrega del día a día con los objetivos a largo plazo.`,
  ],
  lead: () => `Algunos resultados destacan especialmente.`,
  predicates: (predicates, index) =>
    predicateSentence(predicates, pick(['', 'También ', 'Por otra parte, ', ''], index), ''),
  phrase: (text, index) =>
    pick([`Otro logro destacado: ${text}.`, `A ello se suma lo siguiente: ${text}.`], index),
  role: (text) => `Ha sido ${text}.`,
  quote: (text) => `Como lo explica: «${text}».`,
  awards: (list) => `Reconocimientos a su trabajo: ${list}.`,
  education: (list) => `Su formación incluye ${list}.`,
  closing: (n) => [`Hoy aplica esa experiencia en cada aspecto de su trabajo como ${n.title}.`],
  fillers: (n) => [
    intro(
      `Trabajar como ${n.title} en el sector de ${n.industry} significa convertir los planes en resultados fiables.`,
    ),
    end(`Es un trabajo que depende de prioridades claras y de un seguimiento constante.`),
    intro(
      `Gran parte del puesto consiste en tomar buenas decisiones con la información disponible y llevarlas a término.`,
    ),
    end(
      // A short sentence beside a long one: people vary their sentences, templates do not.
      `El sector no se detiene.`,
      `El puesto evoluciona con él, y ese ritmo es parte de lo que hace que merezca la pena hacerlo bien.`,
    ),
    intro(`Es un puesto en el que los detalles importan y los resultados se ven con claridad.`),
    end(`Cada uno de los resultados mencionados se logró en ese contexto.`),
    intro(
      `El nombre del puesto lo dice casi todo: se trata de responder por los resultados, no solo por las tareas.`,
    ),
    end(
      `Gran parte de ese trabajo ocurre entre bastidores, pero sus efectos se notan en toda la empresa.`,
    ),
    intro(
      `En el sector de ${n.industry}, eso suele significar trabajar con muchas personas que dependen del mismo resultado.`,
    ),
  ],
}

const CREATIVE_BIO: BioPhrases = {
  predicatesPerSentence: 1,
  intro: (n) =>
    pick(
      [
        `${n.full} es ${n.title}, y el sector de ${n.industry} es su terreno.`,
        `Para ${n.full}, el sector de ${n.industry} es mucho más que un lugar de trabajo: es donde ejerce como ${n.title}.`,
      ],
      n.seed,
    ),
  framing: () => [
    `Hay trayectorias que se cuentan con adjetivos. Esta se cuenta mejor con resultados.`,
  ],
  lead: () => `Los resultados cuentan la historia.`,
  predicates: (predicates, index) =>
    predicateSentence(predicates, pick(['', 'Después, ', '', 'Y además, '], index), ''),
  phrase: (text, index) =>
    pick([`Súmese a eso lo siguiente: ${text}.`, `Y hay más: ${text}.`], index),
  role: (text) => `Ha sido ${text}.`,
  quote: (text) => `En sus palabras: «${text}».`,
  awards: (list) => `Su trabajo no ha pasado desapercibido: ${list}.`,
  education: (list) => `¿La base? ${upperFirst(list)}.`,
  closing: () => [
    `El próximo capítulo está por escribir, y tiene toda la intención de que cuente.`,
  ],
  fillers: (n) => [
    intro(`El sector de ${n.industry} nunca se detiene, y tampoco el trabajo de ${n.title}.`),
    end(`Cada semana trae un problema nuevo que resolver. Ahí está el atractivo.`),
    intro(`El buen trabajo aquí rara vez hace ruido; se nota en resultados que perduran.`),
    end(
      `Es un terreno donde hacer buenas preguntas da frutos y los detalles deciden el resultado.`,
      `Y es un terreno que premia a quien no deja de preguntarse qué podría funcionar mejor.`,
    ),
    intro(`Hacer planes es fácil. Convertirlos en algo real es lo difícil, y lo interesante.`),
    end(`Esa pregunta recorre todo lo que se cuenta aquí.`),
    intro(`Un cargo solo cuenta una parte de la historia. El resto está en el trabajo.`),
    end(
      `Casi todo ese trabajo ocurre lejos de los focos, y está bien: los resultados hablan lo bastante alto.`,
    ),
    intro(
      `En el sector de ${n.industry}, la diferencia entre lo bueno y lo excelente suele estar en pequeñas decisiones bien tomadas.`,
    ),
  ],
}

const opening = (...sentences: string[]): LetterFiller => ({ at: 'opening', sentences })
const closing = (...sentences: string[]): LetterFiller => ({ at: 'closing', sentences })

/** "Diseñadora de Producto en Telefónica", or the title alone when no employer is known. */
function jobOf(background: NonNullable<LetterFacts['background']>): string {
  return background.employer ? `${background.title} en ${background.employer}` : background.title
}

/**
 * A result as a clause: the outcome first when there is one ("la conversión subió un 18 %
 * después de que rediseñé …"), which no resume line reads like; else the retold line.
 */
function toldEs(a: Achievement, also = false): string {
  const again = also ? 'también ' : ''
  return a.outcome ? `${a.outcome} después de que ${again}${a.action}` : `${again}${a.predicate}`
}

function formalResult(a: Achievement, where: Where, index: number): string {
  switch (where) {
    case 'current':
      return `En mi puesto actual, ${toldEs(a)}.`
    case 'there':
      return `En ese puesto, ${toldEs(a)}.`
    case 'same':
      return `En ese mismo puesto, ${toldEs(a, true)}.`
    case 'at':
      return a.current
        ? `En ${a.employer}, donde trabajo actualmente, ${toldEs(a)}.`
        : `${index ? 'Anteriormente' : 'Antes'}, en ${a.employer}, ${toldEs(a)}.`
    default:
      return index ? `Asimismo, ${toldEs(a)}.` : `Por ejemplo, ${toldEs(a)}.`
  }
}

const FORMAL_LETTER: LetterPhrases = {
  greeting: (f) => `Estimado equipo de selección de ${f.company}:`,
  body: (f, achievements, others) => {
    const b = f.background
    const pair = leadingPair(f.skills, 'es')
    const opening = [
      `Me dirijo a ustedes para presentar mi candidatura al puesto de ${f.title} en ${f.company}.`,
      b?.title
        ? b.current
          ? `Actualmente trabajo como ${jobOf(b)}${b.years ? ` y cuento con ${b.years} años de experiencia en el sector` : ''}.`
          : `Mi último puesto ha sido el de ${jobOf(b)}${b.years ? `, tras ${b.years} años de experiencia en el sector` : ''}.`
        : b?.years
          ? `Cuento con ${b.years} años de experiencia en el sector.`
          : '',
      pair.count === 2
        ? `El puesto requiere ${pair.text}, dos ámbitos que ocupan el centro del trabajo que describo a continuación.`
        : pair.count
          ? `El puesto requiere ${pair.text}, un ámbito que ocupa el centro del trabajo que describo a continuación.`
          : '',
    ]
    const middle = achievements.length
      ? [
          achievements.length > 1 ? `Algunos ejemplos.` : `Un ejemplo.`,
          ...achievements.map((a, i) => formalResult(a, whereOf(achievements, i, b), i)),
        ]
      : [
          `El detalle de mi experiencia y de sus resultados se presta mejor a una conversación.`,
          `Prefiero explicar cada proyecto con su contexto, sus dificultades y lo que se consiguió, antes que resumirlo en una lista.`,
        ]
    if (others.length) middle.push(`Mi experiencia abarca, además, ${joinList(others, 'es')}.`)
    return {
      opening,
      middle,
      closing: [
        `Aportaría a ${f.company} esa misma atención a los resultados medibles.`,
        `Les agradecería la oportunidad de comentar mi candidatura en una entrevista.`,
        `Quedo a su disposición.`,
        `Les agradezco de antemano su tiempo y consideración.`,
      ],
    }
  },
  fillers: (f) => [
    opening(
      `He leído con atención los requisitos del puesto y encuentro una estrecha correspondencia con mi trayectoria.`,
    ),
    closing(`Quedo a su disposición para facilitar cualquier información adicional.`),
    opening(
      `Lo que me atrae de ${f.company} es poder aplicar mi experiencia allí donde sus resultados se puedan medir.`,
    ),
    closing(`Puedo acudir a una entrevista cuando lo consideren oportuno.`),
    opening(
      `Abordo cada encargo con el mismo cuidado, y ese cuidado es el que aportaría a ${f.company}.`,
    ),
    closing(
      `Valoraría la oportunidad de conocer las prioridades del equipo para los próximos meses.`,
    ),
    opening(`Me satisface especialmente el trabajo cuyos resultados pueden medirse y explicarse.`),
    closing(`Con gusto ampliaré los detalles de cualquiera de los proyectos mencionados.`),
    opening(`Sería un honor contribuir al trabajo de ${f.company}.`),
    closing(
      `Si desean comentar antes cualquier aspecto de mi experiencia, lo haré con mucho gusto.`,
    ),
    opening(
      `Valoro los entornos exigentes, en los que el buen trabajo se reconoce por lo que consigue.`,
    ),
    closing(`Espero tener la ocasión de comentar esta oportunidad con más detalle.`),
    opening(
      `Me interesan especialmente los retos en los que hay que comprender un sistema complejo y hacerlo más sencillo para quienes lo utilizan.`,
    ),
    closing(
      `Si el proceso de selección incluye una prueba práctica o una conversación con el equipo, participaré en ella con mucho gusto.`,
    ),
    opening(
      `Trabajo bien tanto de forma autónoma como en equipos que comparten abiertamente sus objetivos.`,
    ),
    closing(`No duden en ponerse en contacto conmigo si les surge cualquier pregunta.`),
  ],
  signOff: () => 'Atentamente,',
}

function neutralResult(a: Achievement, where: Where, index: number): string {
  switch (where) {
    case 'current':
      return `En mi trabajo actual, ${toldEs(a)}.`
    case 'there':
      return `Allí, ${toldEs(a)}.`
    case 'same':
      return `${upperFirst(toldEs(a, true))}.`
    case 'at':
      return index ? `Antes, en ${a.employer}, ${toldEs(a)}.` : `En ${a.employer}, ${toldEs(a)}.`
    default:
      return index ? `${upperFirst(toldEs(a, true))}.` : `Por ejemplo, ${toldEs(a)}.`
  }
}

const NEUTRAL_LETTER: LetterPhrases = {
  greeting: (f) => `Hola, equipo de ${f.company}:`,
  body: (f, achievements, others) => {
    const b = f.background
    const pair = leadingPair(f.skills, 'es')
    const opening = b?.title
      ? [
          b.current
            ? `Trabajo como ${jobOf(b)} y me gustaría aportar esa experiencia a ${f.company} en el puesto de ${f.title}.`
            : `Mi último puesto fue el de ${jobOf(b)}, y me gustaría aportar esa experiencia a ${f.company} como ${f.title}.`,
        ]
      : [`Me gustaría presentar mi candidatura al puesto de ${f.title} en ${f.company}.`]
    if (b?.years) opening.push(`Llevo ${b.years} años dedicándome a este trabajo.`)
    if (pair.count)
      opening.push(
        `Su oferta pone en primer lugar ${pair.text}, y ${pair.count === 2 ? 'las dos cosas forman' : 'es'} una parte importante de lo que hago.`,
      )
    const middle = achievements.length
      ? [
          achievements.length > 1 ? `Les cuento algunos ejemplos.` : `Les cuento un ejemplo.`,
          ...achievements.map((a, i) => neutralResult(a, whereOf(achievements, i, b), i)),
        ]
      : [
          `Con gusto les contaré mi experiencia y los resultados que hay detrás.`,
          `Cada proyecto se entiende mejor con su contexto, y eso es más fácil de explicar en una conversación.`,
        ]
    if (others.length)
      middle.push(`Por el camino he trabajado también con ${joinList(others, 'es')}.`)
    return {
      opening,
      middle,
      closing: [
        `Me gustaría hacer ese mismo tipo de trabajo en ${f.company}.`,
        `¿Podríamos concertar una entrevista para hablar del puesto y de lo que necesita su equipo?`,
        `Gracias por su tiempo.`,
      ],
    }
  },
  fillers: (f) => [
    opening(
      `He leído la oferta con interés, y varios de sus requisitos coinciden con el trabajo que ya hago.`,
    ),
    closing(`Con gusto les daré más detalle sobre cualquiera de estos puntos.`),
    opening(`Lo que más valoro de un puesto así es poder ver los resultados del trabajo.`),
    closing(
      `Me interesa conocer las prioridades actuales del equipo y dónde encajaría mejor mi experiencia.`,
    ),
    opening(
      `Es el tipo de trabajo que quiero seguir haciendo, y ${f.company} parece el lugar adecuado.`,
    ),
    closing(`Puedo organizarme para una llamada cuando mejor les venga.`),
    opening(`Me importa hacer bien el trabajo, no solo terminarlo.`),
    closing(`Si hay algo concreto que quieran saber, pregúntenme sin problema.`),
    opening(`Busco un equipo en el que seguir aprendiendo mientras aporto desde el primer día.`),
    closing(`Quedo a la espera de su respuesta.`),
    opening(`Me gusta el trabajo cuyos resultados se ven más allá de los informes.`),
    closing(`Si quieren detalles de cualquiera de estos proyectos, los compartiré con gusto.`),
    opening(`Los buenos equipos comparten lo que aprenden, y procuro poner mi parte.`),
    closing(`Cualquier horario me viene bien para una primera conversación.`),
    opening(
      `Me gustan los retos en los que hay que entender un sistema complejo y hacerlo más sencillo para quien lo usa.`,
    ),
    closing(`Si hace falta una prueba práctica, la haré con gusto.`),
  ],
  signOff: () => 'Un saludo,',
}

/** A result told the creative way: the outcome first when there is one. */
function creativeResult(a: Achievement, where: Where, lead: string): string {
  const at = where === 'at' ? ` en ${a.employer}` : ''
  if (a.outcome) {
    const outcome = lead ? a.outcome : upperFirst(a.outcome)
    return `${lead}${outcome} después de que ${a.action}${at}.`
  }
  const place = at ? `${lead ? at.trim() : upperFirst(at.trim())}, ` : ''
  return `${lead}${place}${lead || place ? a.predicate : upperFirst(a.predicate)}.`
}

const CREATIVE_LETTER: LetterPhrases = {
  greeting: (f) => `¡Hola, equipo de ${f.company}!`,
  body: (f, achievements, others) => {
    const b = f.background
    const pair = leadingPair(f.skills, 'es')
    // The result with a figure that moved opens the letter; the others follow in the middle.
    const ordered = [...achievements].sort((x, y) => Number(!!y.outcome) - Number(!!x.outcome))
    const [first, ...rest] = ordered
    const opening = first
      ? [
          creativeResult(first, whereOf(ordered, 0, b), ''),
          `Es el tipo de resultado que quiero seguir consiguiendo, y el puesto de ${f.title} en ${f.company} parece el sitio ideal para hacerlo.`,
        ]
      : [`${f.company} busca ${f.title}, y me encantaría ser la persona elegida.`]
    if (pair.count)
      opening.push(`¿La versión corta? ${upperFirst(pair.text)}. Es justo mi terreno.`)
    const middle = rest.map((a, i) =>
      creativeResult(
        a,
        whereOf(ordered, i + 1, b),
        i ? 'Y uno más: ' : 'Otro resultado que me gusta contar: ',
      ),
    )
    if (b?.title)
      middle.unshift(
        b.current
          ? `Ahora mismo trabajo como ${jobOf(b)}${b.years ? `, con ${b.years} años de oficio a mis espaldas` : ''}.`
          : `Mi última parada: ${jobOf(b)}.`,
      )
    if (others.length)
      middle.push(`En mi caja de herramientas también hay ${joinList(others, 'es')}.`)
    if (!middle.length)
      middle.push(
        `Los detalles se cuentan mejor en una conversación que en una lista, así que hablemos.`,
        `Prometo respuestas cortas y ejemplos concretos.`,
      )
    return {
      opening,
      middle,
      closing: [
        `Me encantaría llevar esa energía a ${f.company}.`,
        `¿Qué tal una entrevista? Media hora bastaría para saber si encajamos.`,
        `¡Gracias por leer hasta aquí!`,
      ],
    }
  },
  fillers: (f) => [
    opening(
      `Al leer la descripción del puesto, reconocí en ella buena parte de mi propio trabajo.`,
    ),
    closing(`Esta carta es la versión breve; con gusto les cuento el resto.`),
    opening(`Me gustan los problemas que importan de verdad, y el puesto de ${f.title} los tiene.`),
    closing(`Me encantaría saber en qué trabajará el equipo a continuación.`),
    opening(
      `Disfruto del momento en que un problema difícil por fin cede, y sospecho que este puesto tiene muchos de esos.`,
    ),
    closing(`Una conversación nos diría a ambos más que cualquier documento.`),
    opening(
      `También me gusta trabajar con personas a las que les importan los detalles tanto como a mí.`,
    ),
    closing(`Respondo con gusto cualquier pregunta, grande o pequeña.`),
    opening(`Me gusta el trabajo que se traduce en resultados reales, no solo en informes.`),
    closing(`Ojalá hablemos pronto.`),
    opening(`Así que aquí va la versión corta de por qué creo que encajaríamos bien.`),
    closing(`Si quieren detalles de cualquiera de estos proyectos, los compartiré con gusto.`),
    opening(`Un problema enrevesado con un objetivo claro: ese es mi terreno favorito.`),
    closing(`Y si hay una prueba práctica, mejor todavía.`),
    closing(`Espero que esta carta sea el comienzo de una buena conversación.`),
  ],
  signOff: () => 'Saludos cordiales,',
}

export const ES_BIO: Record<Tone, BioPhrases> = {
  formal: FORMAL_BIO,
  neutral: NEUTRAL_BIO,
  creative: CREATIVE_BIO,
}

export const ES_LETTER: Record<Tone, LetterPhrases> = {
  formal: FORMAL_LETTER,
  neutral: NEUTRAL_LETTER,
  creative: CREATIVE_LETTER,
}
