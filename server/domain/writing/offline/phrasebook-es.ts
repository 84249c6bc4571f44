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
      `El sector no se detiene, y el puesto evoluciona con él.`,
      `Ese ritmo es parte de lo que hace que merezca la pena hacerlo bien.`,
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

const FORMAL_LETTER: LetterPhrases = {
  greeting: (f) => `Estimado equipo de selección de ${f.company}:`,
  opening: (f) => [
    `Me dirijo a ustedes para presentar mi candidatura al puesto de ${f.title} en ${f.company}.`,
    skillsSentence(
      f,
      (pair) =>
        `El puesto requiere ${pair}, dos ámbitos centrales de la experiencia que recoge mi currículum.`,
      (skill) =>
        `El puesto requiere ${skill}, un ámbito central de la experiencia que recoge mi currículum.`,
    ),
  ],
  profile: (text) => `Mi currículum resume así mi perfil: «${text}».`,
  noExamples: () =>
    `Mi currículum detalla mi experiencia y los resultados que la respaldan, y con gusto repasaré cualquier parte de él en persona.`,
  evidenceLead: () => `Permítanme ilustrarlo con algunos ejemplos de mi trabajo.`,
  evidence: (skill, predicate, index) =>
    pick(
      [
        `En lo que respecta a ${skill}, ${predicate}.`,
        `Mi experiencia con ${skill} es igualmente concreta: ${predicate}.`,
        `También en ${skill}, ${predicate}.`,
      ],
      index,
    ),
  evidenceQuote: (skill, text, index) =>
    pick(
      [
        `En lo que respecta a ${skill}, mi currículum lo recoge así: «${text}».`,
        `Mi currículum recoge también mi experiencia con ${skill}: «${text}».`,
      ],
      index,
    ),
  highlight: (predicate, index) =>
    pick(
      [
        `Por ejemplo, ${predicate}.`,
        `Entre otros resultados, ${predicate}.`,
        `Asimismo, ${predicate}.`,
        `Del mismo modo, ${predicate}.`,
      ],
      index,
    ),
  alsoSkills: (skills) =>
    `Mi currículum documenta, además, mi experiencia con ${joinList(skills, 'es')}.`,
  closing: (f) => [
    `Tengo la convicción de que esta trayectoria me permitiría contribuir a ${f.company} desde el primer momento.`,
    `Agradecería la oportunidad de exponer en una entrevista cómo mi experiencia puede apoyar los objetivos de su equipo.`,
    `Les agradezco de antemano su tiempo y consideración.`,
  ],
  fillers: (f) => [
    opening(
      `He leído con atención los requisitos del puesto de ${f.title} y encuentro una estrecha correspondencia con mi trayectoria.`,
    ),
    closing(`Mi currículum, que acompaña a esta carta, detalla mi experiencia.`),
    opening(
      `Lo que me atrae de esta oportunidad es poder aplicar mi experiencia allí donde marque una diferencia medible.`,
    ),
    closing(
      `Quedo a su disposición para facilitar cualquier información adicional que pueda ser útil para valorar mi candidatura.`,
    ),
    opening(
      `Abordo cada encargo con el mismo cuidado, y ese cuidado es el que aportaría a ${f.company}.`,
    ),
    closing(`Quedo a su disposición para una entrevista cuando lo consideren oportuno.`),
    opening(`Mi trayectoria me ha preparado para las tareas que implica este puesto.`),
    closing(
      `Valoraría la oportunidad de conocer las prioridades del equipo para los próximos meses.`,
    ),
    opening(`Sería un orgullo contribuir al trabajo de ${f.company}.`),
    closing(`Si desean comentar cualquier aspecto de mi experiencia, lo haré con mucho gusto.`),
    opening(`Me satisface especialmente el trabajo cuyos resultados pueden medirse y explicarse.`),
    closing(`Con gusto ampliaré los detalles de cualquiera de los proyectos mencionados.`),
  ],
  signOff: () => 'Atentamente,',
}

const NEUTRAL_LETTER: LetterPhrases = {
  greeting: (f) => `Estimado equipo de ${f.company}:`,
  opening: (f) => [
    `Me gustaría presentar mi candidatura al puesto de ${f.title} en ${f.company}.`,
    skillsSentence(
      f,
      (pair) => `El puesto pide ${pair}, y son precisamente las áreas en las que trabajo.`,
      (skill) => `El puesto pide ${skill}, y es precisamente el área en la que trabajo.`,
    ),
  ],
  profile: (text) => `En una frase, mi currículum lo dice así: «${text}».`,
  noExamples: () =>
    `Mi currículum recoge con más detalle mi experiencia y sus resultados, y con gusto lo repasaría con ustedes.`,
  evidenceLead: () => `Estos son algunos ejemplos de mi currículum.`,
  evidence: (skill, predicate, index) =>
    pick(
      [
        `En ${skill}, ${predicate}.`,
        `En cuanto a ${skill}, ${predicate}.`,
        `Con ${skill}, ${predicate}.`,
      ],
      index,
    ),
  evidenceQuote: (skill, text, index) =>
    pick(
      [
        `Sobre ${skill}, mi currículum lo resume así: «${text}».`,
        `En cuanto a ${skill}, mi currículum dice: «${text}».`,
      ],
      index,
    ),
  highlight: (predicate, index) =>
    pick(
      [
        `Por ejemplo, ${predicate}.`,
        `También ${predicate}.`,
        `Además, ${predicate}.`,
        `Y además, ${predicate}.`,
      ],
      index,
    ),
  alsoSkills: (skills) =>
    `También trabajo con ${joinList(skills, 'es')}, como muestra mi currículum.`,
  closing: (f) => [
    `Creo que esta experiencia me permitiría aportar algo real a ${f.company}.`,
    `Me encantaría hablar del puesto y de cómo podría ayudar al equipo.`,
    `Gracias por considerar mi candidatura.`,
  ],
  fillers: (f) => [
    opening(
      `He leído la oferta con interés, y varios de sus requisitos coinciden con el trabajo que ya hago.`,
    ),
    closing(
      `Mi currículum ofrece más detalle sobre cada uno de estos puntos, y con gusto los comentaría.`,
    ),
    opening(
      `Lo que más valoro de un puesto como ${f.title} es poder ver los resultados del trabajo.`,
    ),
    closing(
      `Me interesa conocer las prioridades actuales del equipo y dónde encajaría mejor mi experiencia.`,
    ),
    opening(
      `Es el tipo de trabajo que quiero seguir haciendo, y ${f.company} parece el lugar adecuado.`,
    ),
    closing(`Puedo organizarme para una conversación cuando mejor les venga.`),
    opening(`Me importa hacer bien el trabajo, no solo terminarlo.`),
    closing(`Si hay algo concreto que quieran saber, responderé con gusto.`),
    opening(`Busco un equipo en el que seguir creciendo mientras aporto desde el primer día.`),
    closing(`Quedo a la espera de su respuesta.`),
    opening(`Me gusta el trabajo cuyos resultados se ven más allá de los informes.`),
    closing(`Si quieren detalles de cualquiera de estos proyectos, los compartiré con gusto.`),
  ],
  signOff: () => 'Un cordial saludo,',
}

const CREATIVE_LETTER: LetterPhrases = {
  greeting: (f) => `Hola, equipo de ${f.company}:`,
  opening: (f) => [
    `En cuanto vi que ${f.company} busca ${f.title}, supe que quería presentar mi candidatura.`,
    skillsSentence(
      f,
      (pair) => `El puesto pide ${pair}. La buena noticia: es justo lo que hago.`,
      (skill) => `El puesto pide ${skill}. La buena noticia: es justo lo que hago.`,
    ),
  ],
  profile: (text) => `La versión en una línea: «${text}».`,
  noExamples: () =>
    `Los detalles están en mi currículum, y prefiero contarlos en una conversación antes que enumerarlos todos aquí.`,
  evidenceLead: () => `En lugar de afirmarlo sin más, prefiero mostrarlo.`,
  evidence: (skill, predicate, index) =>
    pick(
      [
        `¿${upperFirst(skill)}? ${upperFirst(predicate)}.`,
        `Sobre ${skill}: ${predicate}.`,
        `Y ${skill}: ${predicate}.`,
      ],
      index,
    ),
  evidenceQuote: (skill, text, index) =>
    pick(
      [
        `¿${upperFirst(skill)}? En palabras de mi currículum: «${text}».`,
        `Sobre ${skill}: «${text}».`,
      ],
      index,
    ),
  highlight: (predicate, index) =>
    pick(
      [
        `Un ejemplo: ${predicate}.`,
        `Y además, ${predicate}.`,
        `Y sí: ${predicate}.`,
        `Y por si fuera poco, ${predicate}.`,
      ],
      index,
    ),
  alsoSkills: (skills) => `En mi caja de herramientas también están ${joinList(skills, 'es')}.`,
  closing: (f) => [
    `Me encantaría llevar esa energía a ${f.company}.`,
    `Si encaja, me encantaría conocer en qué está trabajando el equipo y dónde podría sumar.`,
    `Gracias por leerme.`,
  ],
  fillers: (f) => [
    opening(
      `Al leer la descripción del puesto, reconocí en ella buena parte de mi propio trabajo.`,
    ),
    closing(`Mi currículum tiene los detalles; esta carta es la versión breve.`),
    opening(`Me gustan los problemas que importan de verdad, y el puesto de ${f.title} los tiene.`),
    closing(`Me encantaría saber en qué trabajará el equipo a continuación.`),
    opening(`Así que aquí va la versión corta de por qué creo que encajaríamos bien.`),
    closing(`Una conversación nos diría a ambos más que cualquier documento.`),
    opening(
      `Disfruto del momento en que un problema difícil por fin cede, y sospecho que este puesto tiene muchos de esos.`,
    ),
    closing(`Respondo con gusto cualquier pregunta, grande o pequeña.`),
    opening(
      `También me gusta trabajar con personas a las que les importan los detalles tanto como a mí.`,
    ),
    closing(`Ojalá hablemos pronto.`),
    opening(`Me gusta el trabajo que se traduce en resultados reales, no solo en informes.`),
    closing(`Si quieren detalles de cualquiera de estos proyectos, los compartiré con gusto.`),
    closing(`Espero que esta carta sea el comienzo de una buena conversación.`),
  ],
  signOff: () => 'Un saludo,',
}

function skillsSentence(
  facts: LetterFacts,
  two: (pair: string) => string,
  one: (skill: string) => string,
): string {
  const [first, second] = facts.skills
  if (!first) return ''
  return second ? two(joinList([first, second], 'es')) : one(first)
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
