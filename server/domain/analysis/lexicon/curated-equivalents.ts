/**
 * Equivalents: the ways one skill is written. Each concept lists its English, Spanish and Russian
 * forms (abbreviations, other wordings); scripts/build-lexicon.ts links the lexicon entries that
 * hold them under the concept id, so any of them in a resume proves any other in a job ad. Spanish
 * and Russian forms get entries in their own language: a Spanish ad shows "gestión de proyectos",
 * and an English resume's "project management" line is the evidence.
 *
 * Writing a concept:
 * - `en[0]` is the lexicon's display form when the lexicon already has the skill; a form the
 *   lexicon holds brings its entry into the concept, a new form joins the first English entry.
 * - `category` only for a skill no curated list or taxonomy holds yet; without it and without an
 *   entry, the concept waits (the build says so) until an entry exists.
 * - Only forms a recruiter would accept as the same skill: "team player" is teamwork; "object
 *   oriented design" is accepted for object-oriented programming (the lexicon always held it so);
 *   "AP" stands for accounts payable only beside "AR" or an invoice word.
 * - Inflections need no forms: the scan accepts an ending change of up to three letters
 *   ("управления проектами" for "управление проектами"), and the build adds the spelling without
 *   Spanish accents and with е for ё. Longer changes are written out (Russian "разработки ПО").
 * - Product names (Python, Excel, SAP) are the same in every language and need no concept.
 *
 * Coverage: every soft skill of the lexicon, and every skill among the 300 most frequent of the
 * lexicon that is not a product name. Frequency is a committed, rerunnable count: the number of
 * SkillSpan train postings and Resume-Matcher job descriptions each entry occurs in
 * (scripts/count-skill-frequency.ts writes skill-frequency.json beside this file;
 * curated-equivalents.test.ts checks the coverage). At the last count the non-name skills among
 * the 300 were: agile, software development, cloud computing, networking, software engineering,
 * hardware testing methods, security, computer science, monitoring, front-end development,
 * databases, back-end development, full-stack development, budgeting, consumer electronics,
 * containerization, accounting, microservices, quality assurance, data science, machine learning,
 * scalability, project management, test automation, big data, pricing, roadmap, computer
 * engineering, data analysis, artificial intelligence, operating systems, unit testing, product
 * management, supply chain, caching, distributed systems, relational databases, serverless,
 * software architecture, statistics, version control, accessibility, building automation,
 * business intelligence, data structures, data warehousing, digital marketing, forecasting,
 * geographic information systems, graphic design, infrastructure as code, object-oriented
 * programming, risk management, robotics, stakeholder management, user research, web development,
 * algorithms, concepts of telecommunications, control systems, cyber security, data engineering,
 * data modeling, data pipelines, data protection, data quality, e-learning, embedded systems,
 * emergent technologies, firmware, go-to-market, human-computer interaction, integrated
 * development environment software, mobile development, natural language processing,
 * observability, product strategy, quality control systems, building information modelling,
 * building systems monitoring technology, cloud security and compliance, computer equipment,
 * computer vision, data visualization, e-commerce systems, electronic locks, Internet of Things,
 * ICT system programming, A/B testing, Agile project management, Professional certification; and
 * 67 soft skills.
 */
import type { KeywordCategory } from '../../../../src/contract/common.ts'
import { SOFT_CONCEPTS } from './curated-equivalents-soft.ts'

export interface Concept {
  /** Stable kebab-case id, stored in lexicon.json. */
  id: string
  /** Category of the entries the concept creates when the lexicon has none for it. */
  category?: KeywordCategory
  en: readonly string[]
  es: readonly string[]
  ru: readonly string[]
}

const TECHNICAL_CONCEPTS: readonly Concept[] = [
  {
    id: 'artificial-intelligence',
    en: [
      'artificial intelligence',
      'AI',
      'AI-powered',
      'AI powered',
      'AI-driven',
      'AI-based',
      'AI-enabled',
    ],
    es: ['inteligencia artificial', 'IA', 'impulsado por IA', 'basado en IA', 'basada en IA'],
    ru: ['искусственный интеллект', 'ИИ', 'на основе ИИ'],
  },
  {
    id: 'machine-learning',
    en: ['machine learning', 'ML', 'ML-powered', 'ML-based'],
    es: ['aprendizaje automático', 'aprendizaje de máquinas'],
    ru: ['машинное обучение'],
  },
  {
    id: 'deep-learning',
    en: ['deep learning'],
    es: ['aprendizaje profundo'],
    ru: ['глубокое обучение'],
  },
  {
    id: 'natural-language-processing',
    en: ['natural language processing', 'NLP'],
    es: ['procesamiento del lenguaje natural', 'procesamiento de lenguaje natural', 'PLN'],
    ru: ['обработка естественного языка'],
  },
  {
    id: 'computer-vision',
    en: ['computer vision'],
    es: ['visión artificial', 'visión por computadora', 'visión por computador'],
    ru: ['компьютерное зрение'],
  },
  {
    id: 'ci-cd',
    en: ['CI/CD', 'continuous integration', 'continuous delivery', 'continuous deployment'],
    es: ['integración continua', 'entrega continua', 'despliegue continuo'],
    ru: ['непрерывная интеграция', 'непрерывная доставка', 'непрерывное развертывание'],
  },
  {
    id: 'agile',
    en: ['agile', 'agile methodologies'],
    es: ['metodologías ágiles', 'metodología ágil', 'desarrollo ágil'],
    ru: ['гибкие методологии', 'гибкая методология', 'гибкая разработка', 'agile-методологии'],
  },
  {
    id: 'agile-project-management',
    en: ['Agile project management'],
    es: ['gestión ágil de proyectos'],
    ru: ['гибкое управление проектами'],
  },
  {
    id: 'software-development',
    en: ['software development'],
    es: ['desarrollo de software'],
    ru: [
      'разработка программного обеспечения',
      'разработки программного обеспечения',
      'разработка ПО',
      'разработки ПО',
      'разработке ПО',
    ],
  },
  {
    id: 'software-engineering',
    en: ['software engineering'],
    es: ['ingeniería de software'],
    ru: ['программная инженерия', 'инженерия программного обеспечения'],
  },
  {
    id: 'software-architecture',
    en: ['software architecture'],
    es: ['arquitectura de software'],
    ru: ['архитектура программного обеспечения', 'архитектура ПО', 'архитектуры ПО'],
  },
  {
    id: 'cloud-computing',
    en: ['cloud computing'],
    es: ['computación en la nube', 'servicios en la nube'],
    ru: ['облачные вычисления'],
  },
  {
    id: 'computer-networking',
    en: ['networking'],
    es: ['redes informáticas', 'redes de computadoras', 'administración de redes'],
    ru: ['компьютерные сети', 'сетевые технологии', 'администрирование сетей'],
  },
  {
    id: 'hardware-testing-methods',
    en: ['hardware testing methods'],
    es: ['métodos de prueba de hardware'],
    ru: ['методы тестирования оборудования'],
  },
  {
    id: 'information-security',
    en: ['security', 'cybersecurity', 'information security', 'cyber security'],
    es: ['ciberseguridad', 'seguridad informática', 'seguridad de la información'],
    ru: ['информационная безопасность', 'кибербезопасность'],
  },
  {
    id: 'cloud-security-and-compliance',
    en: ['cloud security and compliance'],
    es: ['seguridad y cumplimiento en la nube'],
    ru: ['безопасность и соответствие требованиям в облаке'],
  },
  {
    id: 'data-protection',
    en: ['data protection'],
    es: ['protección de datos'],
    ru: ['защита данных', 'защита персональных данных'],
  },
  {
    id: 'computer-science',
    en: ['computer science'],
    es: ['ciencias de la computación', 'grado en informática'],
    ru: ['информатика', 'компьютерные науки'],
  },
  {
    id: 'computer-engineering',
    en: ['computer engineering'],
    es: ['ingeniería informática', 'ingeniería en computación', 'ingeniería de computadores'],
    ru: ['вычислительная техника', 'компьютерная инженерия'],
  },
  {
    id: 'monitoring',
    en: ['monitoring'],
    es: ['monitorización', 'monitoreo'],
    ru: ['мониторинг'],
  },
  {
    id: 'observability',
    en: ['observability'],
    es: ['observabilidad'],
    ru: ['наблюдаемость'],
  },
  {
    id: 'front-end-development',
    en: ['front-end development'],
    es: ['desarrollo front-end', 'desarrollo frontend'],
    ru: ['фронтенд-разработка', 'фронтенд', 'frontend-разработка'],
  },
  {
    id: 'back-end-development',
    en: ['back-end development'],
    es: ['desarrollo back-end', 'desarrollo backend'],
    ru: ['бэкенд-разработка', 'бэкенд', 'бекенд', 'backend-разработка'],
  },
  {
    id: 'full-stack-development',
    en: ['full-stack development'],
    es: ['desarrollo full-stack', 'desarrollo full stack'],
    ru: ['фулстек-разработка', 'фулстек', 'full-stack разработка'],
  },
  {
    id: 'web-development',
    en: ['web development'],
    es: ['desarrollo web'],
    ru: ['веб-разработка', 'разработка веб-приложений'],
  },
  {
    id: 'mobile-development',
    en: ['mobile development'],
    es: ['desarrollo móvil', 'desarrollo de aplicaciones móviles'],
    ru: ['мобильная разработка', 'разработка мобильных приложений'],
  },
  {
    id: 'databases',
    en: ['databases'],
    es: ['bases de datos', 'base de datos'],
    ru: ['базы данных', 'база данных', 'баз данных'],
  },
  {
    id: 'relational-databases',
    en: ['relational databases'],
    es: ['bases de datos relacionales'],
    ru: ['реляционные базы данных', 'реляционных баз данных'],
  },
  {
    id: 'data-structures',
    en: ['data structures'],
    es: ['estructuras de datos'],
    ru: ['структуры данных'],
  },
  {
    id: 'algorithms',
    en: ['algorithms'],
    es: ['algoritmos'],
    ru: ['алгоритмы'],
  },
  {
    id: 'operating-systems',
    en: ['operating systems'],
    es: ['sistemas operativos'],
    ru: ['операционные системы'],
  },
  {
    id: 'distributed-systems',
    en: ['distributed systems'],
    es: ['sistemas distribuidos'],
    ru: ['распределённые системы'],
  },
  {
    id: 'embedded-systems',
    en: ['embedded systems'],
    es: ['sistemas embebidos'],
    ru: ['встраиваемые системы', 'встроенные системы'],
  },
  {
    id: 'firmware',
    en: ['firmware'],
    es: ['software embebido', 'firmware embebido'],
    ru: ['прошивка', 'встроенное ПО', 'микропрограммное обеспечение'],
  },
  {
    id: 'control-systems',
    en: ['control systems'],
    es: ['sistemas de control'],
    ru: ['системы автоматического управления', 'системы автоматизированного управления'],
  },
  {
    id: 'microservices',
    en: ['microservices'],
    es: ['microservicios', 'arquitectura de microservicios'],
    ru: ['микросервисы', 'микросервисная архитектура'],
  },
  {
    id: 'containerization',
    en: ['containerization'],
    es: ['contenedorización', 'contenerización'],
    ru: ['контейнеризация'],
  },
  {
    id: 'serverless',
    en: ['serverless'],
    es: ['computación sin servidor', 'arquitectura sin servidor'],
    ru: ['бессерверные вычисления', 'бессерверная архитектура'],
  },
  {
    id: 'infrastructure-as-code',
    en: ['infrastructure as code', 'IaC'],
    es: ['infraestructura como código'],
    ru: ['инфраструктура как код'],
  },
  {
    id: 'scalability',
    en: ['scalability'],
    es: ['escalabilidad'],
    ru: ['масштабируемость'],
  },
  {
    id: 'caching',
    en: ['caching'],
    es: ['almacenamiento en caché'],
    ru: ['кэширование', 'кеширование'],
  },
  {
    id: 'version-control',
    en: ['version control'],
    es: ['control de versiones'],
    ru: ['контроль версий', 'системы контроля версий'],
  },
  {
    id: 'object-oriented-programming',
    en: ['object-oriented programming', 'OOP', 'object oriented design', 'object-oriented design'],
    es: ['programación orientada a objetos', 'POO'],
    ru: ['объектно-ориентированное программирование', 'ООП'],
  },
  {
    id: 'unit-testing',
    en: ['unit testing'],
    es: ['pruebas unitarias', 'tests unitarios'],
    ru: ['модульное тестирование', 'юнит-тесты', 'модульные тесты'],
  },
  {
    id: 'test-automation',
    en: ['test automation'],
    es: ['automatización de pruebas', 'pruebas automatizadas'],
    ru: ['автоматизация тестирования', 'автоматизированное тестирование', 'автотесты'],
  },
  {
    id: 'quality-assurance',
    en: ['quality assurance', 'QA'],
    es: ['aseguramiento de la calidad', 'garantía de calidad'],
    ru: ['обеспечение качества'],
  },
  {
    id: 'quality-control-systems',
    en: ['quality control systems'],
    es: ['sistemas de control de calidad'],
    ru: ['системы контроля качества'],
  },
  {
    id: 'ab-testing',
    en: ['A/B testing'],
    es: ['pruebas A/B', 'test A/B'],
    ru: ['A/B тестирование', 'A/B тесты'],
  },
  {
    id: 'data-science',
    en: ['data science'],
    es: ['ciencia de datos'],
    ru: ['наука о данных'],
  },
  {
    id: 'data-analysis',
    en: ['data analysis'],
    es: ['análisis de datos'],
    ru: ['анализ данных'],
  },
  {
    id: 'data-engineering',
    en: ['data engineering'],
    es: ['ingeniería de datos'],
    ru: ['инженерия данных'],
  },
  {
    id: 'data-modeling',
    en: ['data modeling'],
    es: ['modelado de datos'],
    ru: ['моделирование данных'],
  },
  {
    id: 'data-pipelines',
    en: ['data pipelines'],
    es: ['pipelines de datos', 'canalizaciones de datos'],
    ru: ['конвейеры данных', 'пайплайны данных'],
  },
  {
    id: 'data-quality',
    en: ['data quality'],
    es: ['calidad de datos', 'calidad de los datos'],
    ru: ['качество данных'],
  },
  {
    id: 'data-warehousing',
    en: ['data warehousing'],
    es: ['almacenes de datos', 'almacén de datos'],
    ru: ['хранилища данных', 'хранилище данных'],
  },
  {
    id: 'data-visualization',
    en: ['data visualization'],
    es: ['visualización de datos'],
    ru: ['визуализация данных'],
  },
  {
    id: 'big-data',
    en: ['big data'],
    es: ['grandes volúmenes de datos', 'datos masivos'],
    ru: ['большие данные'],
  },
  {
    id: 'business-intelligence',
    en: ['business intelligence', 'BI'],
    es: ['inteligencia de negocio', 'inteligencia empresarial'],
    ru: ['бизнес-аналитика'],
  },
  {
    id: 'statistics',
    en: ['statistics'],
    es: ['estadística'],
    ru: ['статистика'],
  },
  {
    id: 'internet-of-things',
    en: ['Internet of Things', 'IoT'],
    es: ['internet de las cosas'],
    ru: ['интернет вещей'],
  },
  {
    id: 'ict-system-programming',
    en: ['ICT system programming'],
    es: ['programación de sistemas TIC'],
    ru: ['системное программирование'],
  },
  {
    id: 'integrated-development-environments',
    en: ['integrated development environment software'],
    es: ['entornos de desarrollo integrado', 'entorno de desarrollo integrado'],
    ru: ['интегрированные среды разработки', 'интегрированная среда разработки'],
  },
  {
    id: 'human-computer-interaction',
    en: ['human-computer interaction'],
    es: ['interacción persona-ordenador', 'interacción humano-computadora'],
    ru: ['человеко-компьютерное взаимодействие'],
  },
  {
    id: 'user-research',
    en: ['user research'],
    es: ['investigación de usuarios', 'investigación UX'],
    ru: ['пользовательские исследования', 'исследования пользователей', 'UX-исследования'],
  },
  {
    id: 'accessibility',
    en: ['accessibility'],
    es: ['accesibilidad', 'accesibilidad web'],
    ru: ['цифровая доступность', 'веб-доступность'],
  },
  {
    id: 'graphic-design',
    en: ['graphic design'],
    es: ['diseño gráfico'],
    ru: ['графический дизайн'],
  },
  {
    id: 'e-learning',
    en: ['e-learning'],
    es: ['aprendizaje en línea', 'formación en línea'],
    ru: ['электронное обучение', 'дистанционное обучение'],
  },
  {
    id: 'e-commerce-systems',
    en: ['e-commerce systems'],
    es: ['sistemas de comercio electrónico', 'comercio electrónico'],
    ru: ['системы электронной коммерции', 'электронная коммерция'],
  },
  {
    id: 'emergent-technologies',
    en: ['emergent technologies'],
    es: ['tecnologías emergentes'],
    ru: ['перспективные технологии'],
  },
  {
    id: 'telecommunications',
    en: ['concepts of telecommunications', 'telecommunication'],
    es: ['telecomunicaciones', 'telecomunicación'],
    ru: ['телекоммуникации'],
  },
  {
    id: 'consumer-electronics',
    en: ['consumer electronics'],
    es: ['electrónica de consumo'],
    ru: ['бытовая электроника'],
  },
  {
    id: 'computer-equipment',
    en: ['computer equipment'],
    es: ['equipos informáticos'],
    ru: ['компьютерное оборудование'],
  },
  {
    id: 'electronic-locks',
    en: ['electronic locks'],
    es: ['cerraduras electrónicas'],
    ru: ['электронные замки'],
  },
  {
    id: 'robotics',
    en: ['robotics'],
    es: ['robótica'],
    ru: ['робототехника'],
  },
  {
    id: 'building-automation',
    en: ['building automation'],
    es: ['automatización de edificios', 'inmótica'],
    ru: ['автоматизация зданий'],
  },
  {
    id: 'building-information-modelling',
    en: ['building information modelling', 'BIM'],
    es: ['modelado de información de construcción'],
    ru: ['информационное моделирование зданий'],
  },
  {
    id: 'building-systems-monitoring',
    en: ['building systems monitoring technology'],
    es: ['monitorización de sistemas de edificios'],
    ru: ['мониторинг инженерных систем зданий'],
  },
  {
    id: 'geographic-information-systems',
    en: ['geographic information systems', 'GIS'],
    es: ['sistemas de información geográfica', 'SIG'],
    ru: ['геоинформационные системы', 'ГИС'],
  },
  {
    id: 'professional-certification',
    en: ['Professional certification'],
    es: ['certificación profesional'],
    ru: ['профессиональная сертификация'],
  },
  // Business, finance and other occupations.
  {
    id: 'project-management',
    en: ['project management'],
    es: ['gestión de proyectos', 'dirección de proyectos', 'administración de proyectos'],
    ru: ['управление проектами'],
  },
  {
    id: 'product-management',
    en: ['product management'],
    es: ['gestión de producto', 'gestión de productos'],
    ru: ['управление продуктом', 'продуктовый менеджмент'],
  },
  {
    id: 'product-strategy',
    en: ['product strategy'],
    es: ['estrategia de producto'],
    ru: ['продуктовая стратегия', 'стратегия продукта'],
  },
  {
    id: 'roadmap',
    en: ['roadmap'],
    es: ['hoja de ruta'],
    ru: ['дорожная карта'],
  },
  {
    id: 'go-to-market',
    en: ['go-to-market'],
    es: ['estrategia de salida al mercado', 'lanzamiento al mercado'],
    ru: ['вывод на рынок', 'выход на рынок'],
  },
  {
    id: 'stakeholder-management',
    en: ['stakeholder management'],
    es: ['gestión de partes interesadas', 'gestión de stakeholders'],
    ru: ['управление заинтересованными сторонами', 'работа со стейкхолдерами'],
  },
  {
    id: 'risk-management',
    en: ['risk management'],
    es: ['gestión de riesgos'],
    ru: ['управление рисками', 'риск-менеджмент'],
  },
  {
    id: 'supply-chain',
    en: ['supply chain'],
    es: ['cadena de suministro', 'gestión de la cadena de suministro'],
    ru: ['цепочка поставок', 'цепи поставок', 'управление цепочками поставок'],
  },
  {
    id: 'pricing',
    en: ['pricing'],
    es: ['fijación de precios', 'estrategia de precios'],
    ru: ['ценообразование'],
  },
  {
    id: 'digital-marketing',
    en: ['digital marketing'],
    es: ['marketing digital'],
    ru: ['цифровой маркетинг', 'интернет-маркетинг'],
  },
  {
    id: 'market-research',
    en: ['market research'],
    es: ['investigación de mercados', 'estudios de mercado'],
    ru: ['маркетинговые исследования', 'исследование рынка'],
  },
  {
    id: 'accounting',
    en: ['accounting'],
    es: ['contabilidad'],
    ru: ['бухгалтерский учёт', 'бухучёт'],
  },
  {
    id: 'budgeting',
    en: ['budgeting'],
    es: ['elaboración de presupuestos', 'presupuestación', 'gestión presupuestaria'],
    ru: ['бюджетирование', 'составление бюджета'],
  },
  {
    id: 'forecasting',
    en: ['forecasting'],
    es: ['elaboración de previsiones', 'previsiones financieras'],
    ru: ['прогнозирование'],
  },
  {
    id: 'financial-analysis',
    en: ['financial analysis'],
    es: ['análisis financiero', 'modelado financiero'],
    ru: ['финансовый анализ', 'финансовое моделирование'],
  },
  {
    id: 'fp-and-a',
    category: 'technical',
    en: ['FP&A', 'financial planning and analysis'],
    es: ['planificación y análisis financiero'],
    ru: ['финансовое планирование и анализ'],
  },
  {
    id: 'accounts-payable',
    category: 'technical',
    en: ['accounts payable', 'AP invoices', 'AP processing', 'AP clerk', 'AP specialist'],
    es: ['cuentas por pagar', 'cuentas a pagar'],
    ru: ['кредиторская задолженность'],
  },
  {
    id: 'accounts-receivable',
    category: 'technical',
    en: ['accounts receivable', 'AR collections', 'AR specialist'],
    es: ['cuentas por cobrar', 'cuentas a cobrar'],
    ru: ['дебиторская задолженность'],
  },
  {
    id: 'registered-nurse',
    en: ['Registered Nurse', 'RN'],
    es: [
      'enfermero titulado',
      'enfermera titulada',
      'enfermero registrado',
      'enfermera registrada',
    ],
    ru: ['дипломированная медсестра', 'дипломированный медбрат'],
  },
  {
    id: 'cloud-technologies',
    en: ['cloud technologies'],
    es: ['tecnologías en la nube', 'tecnologías cloud'],
    ru: ['облачные технологии'],
  },
  {
    id: 'information-technology',
    en: ['information technology'],
    es: ['tecnologías de la información'],
    ru: ['информационные технологии'],
  },
  {
    id: 'scripting',
    en: ['scripting'],
    es: ['programación de scripts'],
    ru: ['написание скриптов', 'скриптинг'],
  },
  {
    id: 'software-design',
    en: ['software design'],
    es: ['diseño de software'],
    ru: ['проектирование программного обеспечения', 'проектирование ПО'],
  },
  {
    id: 'application-programming',
    en: ['application programming'],
    es: ['programación de aplicaciones'],
    ru: ['прикладное программирование'],
  },
  {
    id: 'visual-design',
    en: ['visual design'],
    es: ['diseño visual'],
    ru: ['визуальный дизайн'],
  },
  {
    id: 'search-engines',
    en: ['search engines'],
    es: ['motores de búsqueda', 'buscadores'],
    ru: ['поисковые системы'],
  },
  {
    id: 'controllers',
    en: ['controllers'],
    es: ['controladores'],
    ru: ['контроллеры'],
  },
  {
    id: 'mechatronics',
    en: ['mechatronics'],
    es: ['mecatrónica'],
    ru: ['мехатроника'],
  },
  {
    id: 'mechanical-engineering',
    en: ['mechanical engineering'],
    es: ['ingeniería mecánica'],
    ru: ['машиностроение', 'механическая инженерия'],
  },
  {
    id: 'chemical-engineering',
    en: ['chemical engineering'],
    es: ['ingeniería química'],
    ru: ['химическая технология', 'химическая инженерия'],
  },
  {
    id: 'quality-control',
    en: ['quality control'],
    es: ['control de calidad'],
    ru: ['контроль качества'],
  },
  {
    id: 'quality-systems',
    en: ['quality systems'],
    es: ['sistemas de calidad', 'sistemas de gestión de calidad'],
    ru: ['системы менеджмента качества', 'системы качества'],
  },
  {
    id: 'continuous-improvement',
    en: ['continuous improvement'],
    es: ['mejora continua'],
    ru: ['непрерывное совершенствование', 'постоянное улучшение'],
  },
  {
    id: 'health-and-safety',
    en: ['health and safety'],
    es: ['seguridad y salud laboral', 'prevención de riesgos laborales', 'seguridad laboral'],
    ru: ['охрана труда'],
  },
  // Sciences and fields of study.
  {
    id: 'physics',
    en: ['physics'],
    es: ['física'],
    ru: ['физика'],
  },
  {
    id: 'chemistry',
    en: ['chemistry'],
    es: ['química'],
    ru: ['химия'],
  },
  {
    id: 'biology',
    en: ['biology'],
    es: ['biología'],
    ru: ['биология'],
  },
  {
    id: 'molecular-biology',
    en: ['molecular biology'],
    es: ['biología molecular'],
    ru: ['молекулярная биология'],
  },
  {
    id: 'cell-biology',
    en: ['cell biology'],
    es: ['biología celular'],
    ru: ['клеточная биология'],
  },
  {
    id: 'biochemistry',
    en: ['biochemistry'],
    es: ['bioquímica'],
    ru: ['биохимия'],
  },
  {
    id: 'bioinformatics',
    en: ['bioinformatics'],
    es: ['bioinformática'],
    ru: ['биоинформатика'],
  },
  {
    id: 'biotechnology',
    en: ['biotechnology'],
    es: ['biotecnología'],
    ru: ['биотехнология', 'биотехнологии'],
  },
  {
    id: 'genomics',
    en: ['genomics'],
    es: ['genómica'],
    ru: ['геномика'],
  },
  {
    id: 'life-sciences',
    en: ['life sciences'],
    es: ['ciencias de la vida'],
    ru: ['науки о жизни'],
  },
  {
    id: 'economics',
    en: ['economics'],
    es: ['economía'],
    ru: ['экономика'],
  },
  {
    id: 'bachelors-degree',
    en: ["Bachelor's degree"],
    es: ['grado universitario', 'licenciatura', 'título de grado'],
    ru: ['степень бакалавра', 'бакалавриат'],
  },
  {
    id: 'masters-degree',
    en: ["Master's degree"],
    es: ['máster', 'maestría', 'título de máster'],
    ru: ['степень магистра', 'магистратура'],
  },
  {
    id: 'business-administration',
    en: ['business administration'],
    es: ['administración de empresas'],
    ru: ['деловое администрирование', 'бизнес-администрирование'],
  },
  // Business functions.
  {
    id: 'finance',
    en: ['finance'],
    es: ['finanzas'],
    ru: ['финансы'],
  },
  {
    id: 'financial-services',
    en: ['financial services'],
    es: ['servicios financieros'],
    ru: ['финансовые услуги'],
  },
  {
    id: 'auditing',
    en: ['auditing'],
    es: ['auditoría'],
    ru: ['аудит'],
  },
  {
    id: 'account-reconciliation',
    en: ['account reconciliation'],
    es: ['conciliación de cuentas', 'conciliaciones bancarias'],
    ru: ['сверка', 'сверка счетов'],
  },
  {
    id: 'procurement',
    en: ['procurement'],
    es: ['compras', 'aprovisionamiento'],
    ru: ['закупки'],
  },
  {
    id: 'logistics',
    en: ['logistics'],
    es: ['logística'],
    ru: ['логистика'],
  },
  {
    id: 'scheduling',
    en: ['scheduling'],
    es: ['programación de horarios', 'planificación de horarios'],
    ru: ['составление расписания', 'составление графиков'],
  },
  {
    id: 'consulting',
    en: ['consulting'],
    es: ['consultoría'],
    ru: ['консалтинг'],
  },
  {
    id: 'business-development',
    en: ['business development'],
    es: ['desarrollo de negocio'],
    ru: ['развитие бизнеса'],
  },
  {
    id: 'account-management',
    en: ['account management'],
    es: ['gestión de cuentas'],
    ru: ['ведение клиентов', 'аккаунт-менеджмент'],
  },
  {
    id: 'b2b-sales',
    en: ['B2B sales'],
    es: ['ventas B2B'],
    ru: ['продажи B2B', 'B2B-продажи'],
  },
  {
    id: 'change-management',
    en: ['change management'],
    es: ['gestión del cambio'],
    ru: ['управление изменениями'],
  },
  {
    id: 'human-resources',
    en: ['human resources'],
    es: ['recursos humanos'],
    ru: ['управление персоналом', 'кадровая работа'],
  },
  {
    id: 'recruitment',
    en: ['recruitment'],
    es: ['reclutamiento', 'selección de personal'],
    ru: ['подбор персонала', 'рекрутинг'],
  },
  {
    id: 'performance-management',
    en: ['performance management'],
    es: ['gestión del desempeño', 'gestión del rendimiento'],
    ru: ['управление эффективностью', 'управление результативностью'],
  },
  {
    id: 'teaching',
    en: ['teaching'],
    es: ['enseñanza', 'docencia'],
    ru: ['преподавание'],
  },
  {
    id: 'acute-care',
    en: ['acute care'],
    es: ['cuidados agudos'],
    ru: ['помощь при острых состояниях'],
  },
  // Less frequent skills of the same count, so the list holds when its tail shifts.
  {
    id: 'case-management',
    en: ['case management'],
    es: ['gestión de casos'],
    ru: ['ведение случаев', 'кейс-менеджмент'],
  },
  {
    id: 'catering',
    en: ['catering'],
    es: ['servicios de catering', 'restauración colectiva'],
    ru: ['кейтеринг', 'общественное питание'],
  },
  {
    id: 'civil-engineering',
    en: ['civil engineering'],
    es: ['ingeniería civil'],
    ru: ['гражданское строительство'],
  },
  {
    id: 'cloud-security',
    en: ['cloud security'],
    es: ['seguridad en la nube'],
    ru: ['облачная безопасность'],
  },
  {
    id: 'contract-management',
    en: ['contract management'],
    es: ['gestión de contratos'],
    ru: ['управление договорами', 'управление контрактами'],
  },
  {
    id: 'data-privacy',
    en: ['data privacy'],
    es: ['privacidad de datos', 'privacidad de los datos'],
    ru: ['конфиденциальность данных'],
  },
  {
    id: 'demand-planning',
    en: ['demand planning'],
    es: ['planificación de la demanda'],
    ru: ['планирование спроса'],
  },
  {
    id: 'drones',
    en: ['drone'],
    es: ['drones'],
    ru: ['беспилотники', 'дроны'],
  },
  {
    id: 'electrical-engineering',
    en: ['electrical engineering'],
    es: ['ingeniería eléctrica'],
    ru: ['электротехника'],
  },
  {
    id: 'feature-stores',
    en: ['feature stores'],
    es: ['almacenes de características'],
    ru: ['хранилища признаков'],
  },
  {
    id: 'food-preparation',
    en: ['food preparation'],
    es: ['preparación de alimentos'],
    ru: ['приготовление пищи'],
  },
  {
    id: 'functional-programming',
    en: ['functional programming'],
    es: ['programación funcional'],
    ru: ['функциональное программирование'],
  },
  {
    id: 'general-ledger',
    en: ['general ledger'],
    es: ['libro mayor'],
    ru: ['главная книга'],
  },
  {
    id: 'housekeeping',
    en: ['housekeeping'],
    es: ['limpieza de habitaciones', 'servicio de pisos'],
    ru: ['уборка номеров', 'хаускипинг'],
  },
  {
    id: 'hydraulics',
    en: ['hydraulics'],
    es: ['hidráulica'],
    ru: ['гидравлика'],
  },
  {
    id: 'integration-testing',
    en: ['integration testing'],
    es: ['pruebas de integración'],
    ru: ['интеграционное тестирование', 'интеграционные тесты'],
  },
  {
    id: 'interaction-design',
    en: ['interaction design'],
    es: ['diseño de interacción'],
    ru: ['дизайн взаимодействия'],
  },
  {
    id: 'key-account-management',
    en: ['key account management'],
    es: ['gestión de cuentas clave', 'cuentas clave'],
    ru: ['управление ключевыми клиентами', 'работа с ключевыми клиентами'],
  },
  {
    id: 'mathematics',
    en: ['mathematics'],
    es: ['matemáticas'],
    ru: ['математика'],
  },
  {
    id: 'performance-optimization',
    en: ['performance optimization'],
    es: ['optimización del rendimiento'],
    ru: ['оптимизация производительности'],
  },
  {
    id: 'pharmacology',
    en: ['pharmacology'],
    es: ['farmacología'],
    ru: ['фармакология'],
  },
  {
    id: 'production-planning',
    en: ['production planning'],
    es: ['planificación de la producción'],
    ru: ['планирование производства'],
  },
  {
    id: 'production-software',
    en: ['production software'],
    es: ['software de producción'],
    ru: ['производственное программное обеспечение'],
  },
  {
    id: 'public-health',
    en: ['public health'],
    es: ['salud pública'],
    ru: ['общественное здравоохранение'],
  },
  {
    id: 'query-languages',
    en: ['query languages'],
    es: ['lenguajes de consulta'],
    ru: ['языки запросов'],
  },
  {
    id: 'regulatory-compliance',
    en: ['regulatory compliance'],
    es: ['cumplimiento regulatorio'],
    ru: ['соответствие нормативным требованиям'],
  },
  {
    id: 'requirements-gathering',
    en: ['requirements gathering'],
    es: ['levantamiento de requisitos', 'análisis de requisitos'],
    ru: ['сбор требований', 'анализ требований'],
  },
  {
    id: 'signal-processing',
    en: ['signal processing'],
    es: ['procesamiento de señales'],
    ru: ['обработка сигналов'],
  },
  {
    id: 'system-integration',
    en: ['system integration'],
    es: ['integración de sistemas'],
    ru: ['системная интеграция', 'интеграция систем'],
  },
  {
    id: 'unstructured-data',
    en: ['unstructured data'],
    es: ['datos no estructurados'],
    ru: ['неструктурированные данные'],
  },
  {
    id: 'search-engine-optimization',
    en: ['SEO', 'search engine optimisation'],
    es: ['posicionamiento en buscadores', 'posicionamiento SEO'],
    ru: ['поисковая оптимизация', 'SEO-оптимизация'],
  },
  // Skills other occupations' lists add: linked as soon as an entry names them.
  {
    id: 'lead-generation',
    en: ['lead generation'],
    es: ['generación de leads', 'generación de clientes potenciales'],
    ru: ['лидогенерация', 'генерация лидов'],
  },
  {
    id: 'cold-calling',
    en: ['cold calling'],
    es: ['llamadas en frío'],
    ru: ['холодные звонки'],
  },
  // Asks of nursing, hospitality and warehouse ads in Spain and Russia, named in their own words.
  {
    id: 'bls',
    en: ['BLS'],
    es: ['soporte vital básico'],
    ru: ['базовая сердечно-лёгочная реанимация'],
  },
  {
    id: 'acls',
    en: ['ACLS'],
    es: ['soporte vital avanzado'],
    ru: ['расширенная сердечно-лёгочная реанимация'],
  },
  {
    id: 'food-handler-certificate',
    en: ['food handler certificate'],
    es: [
      'carné de manipulador de alimentos',
      'carnet de manipulador de alimentos',
      'certificado de manipulador de alimentos',
      'manipulador de alimentos',
    ],
    ru: ['санитарная книжка', 'медицинская книжка', 'медкнижка'],
  },
  {
    id: 'venipuncture',
    category: 'technical',
    en: ['venipuncture', 'venepuncture'],
    es: ['venopunción', 'extracción de sangre'],
    ru: ['венепункция', 'забор крови'],
  },
  {
    id: 'injections',
    category: 'technical',
    en: ['injections', 'administering injections'],
    es: ['inyecciones', 'administración de inyectables'],
    ru: ['инъекции', 'внутривенные инъекции', 'внутримышечные инъекции'],
  },
  {
    id: 'stocktaking',
    category: 'technical',
    en: ['stocktaking', 'stock take', 'stock takes', 'cycle counting', 'inventory counts'],
    es: ['inventario físico', 'recuento de inventario'],
    ru: ['инвентаризация', 'инвентаризации'],
  },
  {
    id: 'stock-control',
    category: 'technical',
    en: ['stock control', 'inventory control'],
    es: ['control de stock', 'control de existencias'],
    ru: ['складской учёт', 'учёт товаров на складе'],
  },
  {
    id: 'rf-scanner',
    en: ['RF scanner'],
    es: ['terminal de radiofrecuencia', 'pistola de radiofrecuencia'],
    ru: ['ТСД', 'терминал сбора данных'],
  },
  {
    id: 'forklift-operation',
    en: ['forklift operation'],
    es: ['carretilla elevadora', 'carné de carretillero', 'carretillero'],
    ru: ['погрузчик', 'водитель погрузчика', 'управление погрузчиком'],
  },
  {
    id: 'patient-care',
    en: ['patient care'],
    es: ['atención al paciente', 'cuidado de pacientes'],
    ru: ['уход за пациентами'],
  },
  {
    id: 'inventory-management',
    en: ['inventory management'],
    es: ['gestión de inventario', 'gestión de inventarios'],
    ru: ['управление запасами'],
  },
  {
    id: 'bookkeeping',
    en: ['bookkeeping'],
    es: ['teneduría de libros'],
    ru: ['ведение бухгалтерии'],
  },
  {
    id: 'internal-controls',
    en: ['internal controls'],
    es: ['control interno', 'controles internos'],
    ru: ['внутренний контроль'],
  },
  {
    id: 'payroll',
    en: ['payroll'],
    es: ['nóminas', 'gestión de nóminas'],
    ru: ['расчёт заработной платы', 'начисление заработной платы'],
  },
  // Everyday engineering practices, asked for by name and missing from both taxonomies.
  {
    id: 'troubleshooting',
    category: 'technical',
    en: ['troubleshooting'],
    es: ['resolución de incidencias', 'diagnóstico de averías'],
    ru: ['устранение неполадок', 'диагностика неисправностей'],
  },
  {
    id: 'debugging',
    category: 'technical',
    en: ['debugging'],
    es: ['depuración', 'depuración de código'],
    ru: ['отладка', 'отладка кода'],
  },
  {
    id: 'refactoring',
    category: 'technical',
    en: ['refactoring', 'code refactoring'],
    es: ['refactorización', 'refactorización de código'],
    ru: ['рефакторинг', 'рефакторинг кода'],
  },
  {
    id: 'code-review',
    category: 'technical',
    en: ['code review', 'code reviews', 'peer code review'],
    es: ['revisión de código', 'revisiones de código'],
    ru: ['ревью кода', 'код-ревью', 'code review'],
  },
  {
    id: 'bug-fixing',
    category: 'technical',
    en: ['bug fixing', 'bug-fixing', 'bug fixes'],
    es: ['corrección de errores', 'corrección de bugs'],
    ru: ['исправление ошибок', 'исправление багов'],
  },
  {
    id: 'technical-documentation',
    category: 'technical',
    en: ['technical documentation'],
    es: ['documentación técnica'],
    ru: ['техническая документация'],
  },
  {
    id: 'prototyping',
    category: 'technical',
    en: ['prototyping', 'rapid prototyping'],
    es: ['prototipado', 'prototipado rápido'],
    ru: ['прототипирование', 'быстрое прототипирование'],
  },
  {
    id: 'pair-programming',
    category: 'technical',
    en: ['pair programming'],
    es: ['programación en pareja', 'programación en parejas'],
    ru: ['парное программирование'],
  },
]

export const CURATED_CONCEPTS: readonly Concept[] = [...TECHNICAL_CONCEPTS, ...SOFT_CONCEPTS]

/** A form naming two concepts at once proves both ("AI/ML" shows AI and machine learning). */
export const SHARED_FORMS: ReadonlyArray<{ form: string; concepts: readonly string[] }> = [
  { form: 'AI/ML', concepts: ['artificial-intelligence', 'machine-learning'] },
  { form: 'AP/AR', concepts: ['accounts-payable', 'accounts-receivable'] },
  { form: 'AR/AP', concepts: ['accounts-payable', 'accounts-receivable'] },
]

/**
 * Skills whose word is not an inflection of a shorter one: a stem would read "key accounts" as
 * accounting, a "training budget" as budgeting, "market" as marketing, "prices" as pricing.
 * These words count only as written.
 */
export const UNINFLECTED_WORDS: readonly string[] = [
  'accounting',
  'budgeting',
  'marketing',
  'advertising',
  'banking',
  'catering',
  'pricing',
  'staffing',
]

/** Product names written in lower case: the same in every language, no concept needed. */
export const LOWER_CASE_NAMES: readonly string[] = [
  'scikit-learn',
  'pandas',
  'npm',
  'dbt',
  'pytest',
]
