/**
 * Spanish and Russian job titles read in English, word by word, so that the English title index
 * (job-titles.ts) can compare "Enfermera de quirófano" with "Operating Room Nurse" and "Главный
 * бухгалтер" with "Chief Accountant". A small curated table of the words titles are made of, not a
 * translator: a title with a word the table lacks gets no reading (null), and the fit report then
 * makes no claim from the index, rather than a guess.
 *
 * Word order: both languages put the head noun's complements after it ("jefe de almacén",
 * "менеджер по продажам", "начальник склада"; Spanish adjectives too, "auxiliar administrativo"),
 * where English puts them before ("warehouse manager", "sales manager"); Russian adjectives and
 * Latin-script words come before the head as in English ("ведущий frontend-разработчик"). So the
 * English title is: the level, the words before the head, the words after it in reverse, the head.
 */

/** What a word does in a title. */
type Kind =
  /** the occupation's noun: the first one is the head ("desarrollador", "бухгалтер") */
  | 'noun'
  /** a word that narrows it ("frontend", "administrativo", "операционная", "склада") */
  | 'modifier'
  /** seniority, read as the English level words job-titles.ts sets aside ("senior", "lead") */
  | 'level'
  /** prepositions, articles and the gender endings written after a slash ("desarrollador/a") */
  | 'skip'

interface Entry {
  en: string
  kind: Kind
}

const TABLE = new Map<string, Entry>()
/** Longest phrase in the table, in words. */
let longest = 1

/** Each form (a word, or words joined by spaces) separated by "|"; ё is written е. */
function words(kind: Kind, en: string, forms: string): void {
  for (const form of forms.split('|')) {
    const key = form.trim()
    if (TABLE.has(key)) throw new Error(`title words: ${key} twice`)
    TABLE.set(key, { en, kind })
    longest = Math.max(longest, key.split(' ').length)
  }
}

// Seniority. "Jefe de" and "responsable de" head a team or a place: they are the manager of what
// follows ("jefe de almacén" is a warehouse manager), and assess-requirements reads them as a
// senior post. "Главный" is a chief ("главный бухгалтер", "главный инженер").
words('level', 'senior', 'senior|sénior|старший|старшая|старшего|сеньор')
words('level', 'junior', 'junior|júnior|младший|младшая|младшего|джуниор')
words('level', 'lead', 'lead|ведущий|ведущая|ведущего|lider técnico|líder técnico|тимлид')
words('level', 'chief', 'главный|главная|главного|chief')
words('level', 'trainee', 'becario|becaria|practicante|practicantes|стажер|стажерка|trainee')
words('level', 'intern', 'intern|interno|interna')
// "Middle" (Russian ads' level between junior and senior) is no level the comparison weighs.
words('skip', '', 'middle|мидл|medio|media|pleno|plena')

words(
  'skip',
  '',
  [
    'de|del|la|el|los|las|en|y|e|para|con|al|a|o|as|os|ra|ora|ras|oras',
    'по|и|в|во|на|с|со|для|отдела|отдел|отделом|departamento|área|area|h m|m f|m h|f m',
    // The unit or the service a post is in ("enfermero/a para servicio de urgencias").
    'servicio|unidad|planta|sala|службы|отделения',
    // A tradesman's grade ("oficial de 1ª electricista"): the trade is the occupation.
    'oficial|1ª|2ª|3ª|1a|2a|3a|primera|segunda|tercera',
  ].join('|'),
)

// The head nouns, with their gender and number forms, and the Russian cases a title puts them in.
words(
  'noun',
  'developer',
  'desarrollador|desarrolladora|desarrolladores|desarrolladoras|разработчик|разработчица|разработчика|разработчиком|разработчики|developer',
)
words(
  'noun',
  'programmer',
  'programador|programadora|programadores|программист|программистка|программиста|программистом',
)
words('noun', 'engineer', 'ingeniero|ingeniera|ingenieros|инженер|инженера|инженером|инженеры')
words('noun', 'software engineer', 'инженер программист|инженера программиста')
words('noun', 'design engineer', 'инженер конструктор|инженера конструктора')
words('noun', 'architect', 'arquitecto|arquitecta|архитектор|архитектора')
words('noun', 'tester', 'tester|тестировщик|тестировщица|тестировщика')
words('noun', 'analyst', 'analista|analistas|аналитик|аналитика|аналитиком')
words('noun', 'designer', 'diseñador|diseñadora|дизайнер|дизайнера')
words('noun', 'administrator', 'administrador|administradora|администратор|администратора')
words('noun', 'technician', 'técnico|técnica|tecnico|tecnica|техник|техника')
words('noun', 'consultant', 'consultor|consultora|консультант|консультанта')
words('noun', 'specialist', 'especialista|специалист|специалиста|специалистом')
words('noun', 'manager', 'manager|gerente|менеджер|менеджера|менеджером|управляющий|управляющая')
// "Jefe de almacén", "начальник склада", "руководитель отдела продаж": the manager of it.
words(
  'noun',
  'manager',
  'jefe|jefa|responsable|начальник|начальника|руководитель|руководителя|заведующий|заведующая',
)
words('noun', 'director', 'director|directora|директор|директора')
words('noun', 'coordinator', 'coordinador|coordinadora|координатор|координатора')
words('noun', 'supervisor', 'supervisor|supervisora|encargado|encargada|супервайзер|бригадир')
words('noun', 'assistant', 'asistente|auxiliar|ayudante|ассистент|ассистента|помощник|помощница')
words('noun', 'administrative assistant', 'auxiliar administrativo|auxiliar administrativa')
words('noun', 'accounting assistant', 'auxiliar contable|asistente contable|помощник бухгалтера')
words('noun', 'accountant', 'contable|contador|contadora|бухгалтер|бухгалтера|бухгалтером')
words('noun', 'bookkeeper', 'tenedor de libros|tenedora de libros')
words('noun', 'auditor', 'auditor|auditora|аудитор|аудитора')
words('noun', 'economist', 'economista|экономист|экономиста')
words('noun', 'cashier', 'cajero|cajera|кассир|кассира')
words('noun', 'lawyer', 'abogado|abogada|юрист|юриста|юрисконсульт')
words('noun', 'recruiter', 'reclutador|reclutadora|рекрутер|рекрутера')
words('noun', 'secretary', 'secretario|secretaria|секретарь|секретаря')
words('noun', 'receptionist', 'recepcionista|ресепшионист|ресепшионистка')
words(
  'noun',
  'teacher',
  'profesor|profesora|maestro|maestra|docente|учитель|учительница|учителя|преподаватель|педагог',
)
words(
  'noun',
  'nurse',
  'enfermero|enfermera|enfermeros|enfermeras|медсестра|медсестры|медсестрой|медбрат',
)
words('noun', 'nurse', 'медицинская сестра|медицинской сестры|медицинский брат')
words(
  'noun',
  'nursing assistant',
  'auxiliar de enfermería|auxiliar de enfermeria|tcae|санитар|санитарка|младшая медицинская сестра',
)
words('noun', 'physician', 'médico|médica|medico|medica|врач|врача')
words('noun', 'pharmacist', 'farmacéutico|farmacéutica|фармацевт|провизор')
words('noun', 'caregiver', 'cuidador|cuidadora|сиделка|сиделки')
words('noun', 'cook', 'cocinero|cocinera|повар|повара')
words('noun', 'chef', 'chef|шеф')
words('noun', 'head chef', 'jefe de cocina|jefa de cocina|шеф повар')
words('noun', 'waiter', 'camarero|camarera|mesero|mesera|официант|официантка|официанта')
words('noun', 'bartender', 'bartender|barman|бармен|бармена')
words('noun', 'barista', 'barista|бариста')
// The shop's salesperson: O*NET's "sales assistant" is another occupation than its retail
// salespersons.
words(
  'noun',
  'salesperson',
  'dependiente|dependienta|vendedor|vendedora|продавец|продавца|продавец консультант',
)
words('noun', 'sales representative', 'comercial|comerciales|торговый представитель')
words('noun', 'driver', 'conductor|conductora|chofer|chófer|водитель|водителя|водителем')
words('noun', 'delivery driver', 'repartidor|repartidora|курьер|курьера|водитель экспедитор')
words(
  'noun',
  'warehouse worker',
  'mozo de almacén|mozo de almacen|mozo|moza|operario de almacén|operaria de almacén|operario de almacen|грузчик|грузчика|кладовщик|кладовщица|кладовщика',
)
words('noun', 'storekeeper', 'almacenero|almacenera')
words('noun', 'forklift operator', 'carretillero|carretillera|водитель погрузчика')
words('noun', 'operator', 'operador|operadora|operario|operaria|оператор|оператора')
words('noun', 'electrician', 'electricista|электрик|электромонтер|электромонтажник')
words('noun', 'plumber', 'fontanero|fontanera|plomero|сантехник')
words('noun', 'mechanic', 'mecánico|mecánica|mecanico|механик|механика|слесарь')
words('noun', 'welder', 'soldador|soldadora|сварщик|сварщика')
words('noun', 'cleaner', 'limpiador|limpiadora|уборщик|уборщица')
words('noun', 'security guard', 'vigilante de seguridad|guardia de seguridad|охранник')
words(
  'noun',
  'customer service representative',
  'agente de atención al cliente|teleoperador|teleoperadora',
)
words('noun', 'marketing specialist', 'маркетолог|маркетолога')
words('noun', 'scientist', 'científico|científica|ученый')
words('noun', 'product manager', 'продакт менеджер|менеджер продукта|менеджер по продукту')
words(
  'noun',
  'project manager',
  'jefe de proyecto|jefa de proyecto|jefe de proyectos|jefa de proyectos|менеджер проекта|менеджер проектов|руководитель проекта|руководитель проектов',
)

// Words that narrow the head: fields, places, kinds of work. Russian complements in the
// genitive ("склада"), the dative after "по" ("продажам") and the instrumental ("складом").
words('modifier', 'frontend', 'frontend|front|фронтенд')
words('modifier', 'backend', 'backend|back|бэкенд|бекенд')
words('modifier', 'fullstack', 'fullstack|фулстек')
words('modifier', 'web', 'web|веб')
words('modifier', 'software', 'software|de software|программного обеспечения')
words('modifier', 'mobile', 'móvil|movil|móviles|мобильных приложений|мобильный')
words('modifier', 'data', 'datos|данных|data')
words('modifier', 'systems', 'sistemas|систем|системный|системная')
words('modifier', 'network', 'redes|сетей|сетевой')
words('modifier', 'database', 'bases de datos|баз данных')
words('modifier', 'business', 'negocio|бизнес')
words('modifier', 'financial', 'financiero|financiera|финансовый|финансовая')
words('modifier', 'finance', 'finanzas|финансов')
words('modifier', 'sales', 'ventas|продаж|продажам|продажами')
words('modifier', 'marketing', 'marketing|маркетинга|маркетингу|маркетингом')
words('modifier', 'purchasing', 'compras|закупок|закупкам|закупками')
words('modifier', 'logistics', 'logística|logistica|логистики|логистике|логист')
words('modifier', 'warehouse', 'almacén|almacen|склада|складу|складом|складской|складе')
words('modifier', 'store', 'tienda|магазина|магазином')
words('modifier', 'restaurant', 'restaurante|ресторана|рестораном')
words('modifier', 'kitchen', 'cocina|кухни')
words('modifier', 'human resources', 'recursos humanos|rrhh|кадров|кадрам|персонала|персоналу|hr')
words(
  'modifier',
  'payroll',
  'nóminas|nomina|nómina|nominas|заработной плате|расчету заработной платы',
)
words('modifier', 'tax', 'impuestos|fiscal|налогам|налоговый|налогового учета')
words(
  'modifier',
  'customer service',
  'atención al cliente|atencion al cliente|обслуживанию клиентов|работе с клиентами',
)
words('modifier', 'call center', 'call center|колл центра|call центра|контакт центра')
words('modifier', 'maintenance', 'mantenimiento|обслуживанию|обслуживания')
words('modifier', 'quality', 'calidad|качества|качеству')
words('modifier', 'safety', 'seguridad|безопасности')
words('modifier', 'production', 'producción|produccion|производства|производству')
words('modifier', 'project', 'proyecto|proyectos|проекта|проектов')
words('modifier', 'product', 'producto|productos|продукта|продукту')
words(
  'modifier',
  'administrative',
  'administrativo|administrativa|административный|административная',
)
words('modifier', 'office', 'oficina|офис|офиса')
words('modifier', 'accounting', 'contabilidad|бухгалтерии|учета')
words('modifier', 'legal', 'legal|jurídico|jurídica|юридический')
words('modifier', 'medical', 'sanitario|sanitaria|медицинский|медицинская|медицинского')
words('modifier', 'nursing', 'enfermería|enfermeria|сестринского дела')
words(
  'modifier',
  'operating room',
  'quirófano|quirofano|quirúrgico|quirúrgica|quirurgico|quirurgica|операционная|операционной|операционный',
)
words('modifier', 'emergency', 'urgencias|emergencias|приемного отделения|скорой помощи')
words('modifier', 'intensive care', 'cuidados intensivos|uci|реанимации|интенсивной терапии')
words('modifier', 'pediatric', 'pediatría|pediatria|pediátrico|pediátrica|педиатрический|детская')
words('modifier', 'home care', 'a domicilio|domicilio|на дому')
words('modifier', 'school', 'escuela|colegio|школы|школьный')
words('modifier', 'primary school', 'primaria|начальных классов')
words('modifier', 'english', 'inglés|ingles|английского языка')
words('modifier', 'truck', 'camión|camion|грузовика|грузового автомобиля')
words('modifier', 'delivery', 'reparto|доставки')
words('modifier', 'forklift', 'carretilla elevadora|carretilla|погрузчика')
words('modifier', 'machine', 'máquina|maquina|máquinas|maquinas|станка|станков|станочник')
words('modifier', 'electrical', 'eléctrico|electrico|eléctrica|electrica|электрический')
words('modifier', 'mechanical', 'механический')
words('modifier', 'civil', 'civil|строительный|гражданский')
words('modifier', 'industrial', 'industrial|промышленный')
words('modifier', 'cloud', 'cloud|nube|облачный')
words('modifier', 'security', 'ciberseguridad|информационной безопасности|кибербезопасности')
words(
  'modifier',
  'support',
  'soporte|поддержки|технической поддержки|soporte técnico|soporte tecnico',
)
words('modifier', 'help desk', 'help desk|helpdesk|хелпдеск')
words('modifier', 'graphic', 'gráfico|grafico|gráfica|grafica|графический')
words('modifier', 'ux', 'ux|ui|ux ui')
words('modifier', 'qa', 'qa|calidad de software')
words('modifier', 'devops', 'devops|девопс')
words('modifier', 'digital', 'digital|интернет|диджитал')
words('modifier', 'hotel', 'hotel|гостиницы|отеля')
words('modifier', 'b2b', 'b2b')
// Languages, platforms and products a Spanish title names in English ("Desarrollador/a Backend
// Java"); a Russian title's Latin words are English already (translateTitle).
const LOANWORDS =
  'java|python|javascript|typescript|php|ruby|golang|scala|kotlin|swift|react|angular|vue|node|net|c++|c#|sql|sap|salesforce|android|ios|aws|azure|linux|seo|sem|crm|erp|it|ecommerce'
for (const word of LOANWORDS.split('|')) words('modifier', word, word)
words('modifier', 'it', 'ti')
// 1С, the Russian accounting platform, written in Cyrillic.
words('modifier', '1c', '1с')
words(
  'modifier',
  'machine learning',
  'machine learning|aprendizaje automático|машинного обучения|ml',
)

/** Romance gender slashes ("Enfermero/a") leave a lone ending that is no word of a title. */
const LATIN = /^[a-z0-9+#]+$/

/**
 * The English reading of a normalised Spanish or Russian title (job-titles.ts normaliseTitle:
 * lower case, punctuation as spaces), or null when a word of it is not in the table or it names
 * no occupation noun. In a title with Cyrillic, a word in Latin letters is English already
 * ("frontend", "python", "qa") and narrows the head.
 */
export function translateTitle(normalised: string): string | null {
  const tokens = normalised
    .replace(/ё/g, 'е')
    .split(' ')
    .filter((w) => w !== '')
  const cyrillic = /\p{Script=Cyrillic}/u.test(normalised)
  const levels: string[] = []
  const before: string[] = []
  const after: string[] = []
  let head: string | null = null
  for (let i = 0; i < tokens.length;) {
    let entry: Entry | undefined
    let size = Math.min(longest, tokens.length - i)
    for (; size > 0; size -= 1) {
      entry = TABLE.get(tokens.slice(i, i + size).join(' '))
      if (entry) break
    }
    const token = tokens[i] ?? ''
    // A number is a grade or a rating ("Técnico 2", "hotel 4*"), not the occupation.
    if (!entry && /^\d+$/.test(token)) {
      i += 1
      continue
    }
    if (!entry && cyrillic && LATIN.test(token)) {
      entry = { en: token, kind: 'modifier' }
      size = 1
    }
    if (!entry) return null
    i += size
    if (entry.kind === 'skip') continue
    if (entry.kind === 'level') {
      if (!levels.includes(entry.en)) levels.push(entry.en)
      continue
    }
    // "Enfermero/enfermera": the second form repeats the first.
    if (entry.kind === 'noun' && head === null) head = entry.en
    else if (entry.en !== head && entry.en !== after.at(-1) && entry.en !== before.at(-1)) {
      ;(head === null ? before : after).push(entry.en)
    }
  }
  if (head === null) return null
  return [...levels, ...before, ...[...after].reverse(), head].join(' ')
}
