/** Realistic stored resumes, shared by the converter's tests and the editor's stories. */

export const ENGLISH_RESUME = `# Ada Lovelace
Senior Software Engineer
London, UK · ada@example.com · [linkedin.com/in/ada](https://linkedin.com/in/ada)

## Summary
Engineer with 9 years of experience building **data-heavy** web products in TypeScript and Python.
Led teams of 4–8; mentor and *occasional* conference speaker.

## Experience
### Staff Engineer, Analytical Engines Ltd — 2021–present
- Cut report generation time by **63%** by moving batch jobs to streaming (Kafka, Flink)
- Designed the public REST API used by 1,200+ customers
  - Versioning policy, rate limits and OpenAPI docs
  - On-call rotation and incident reviews
- Hired and mentored 5 engineers

### Software Engineer, Difference Co. — 2016–2021
- Built the billing service (Node.js, PostgreSQL) handling $40M a year
- Introduced end-to-end tests; release rollbacks fell from 1 in 10 to 1 in 50

## Education
BSc Mathematics, University of London, 2016

## Skills
TypeScript, React, Node.js, Python, PostgreSQL, Kafka, AWS, CI/CD
`

export const RUSSIAN_RESUME = `# Иван Петров
Ведущий аналитик данных
Москва · ivan.petrov@example.ru · [GitHub](https://github.com/ipetrov)

## О себе
Аналитик с опытом **7 лет** в e-commerce и финтехе. Люблю *чистые* данные.

## Опыт работы
### ООО «Ромашка» — 2020–н. в.
- Построил систему отчётности на SQL и Python для 300+ сотрудников
- Сократил время подготовки выгрузок с 2 дней до **15 минут**
* Внедрил A/B-тестирование

### АО «Вектор» — 2017–2020
- Прогнозирование спроса (ARIMA, градиентный бустинг)

## Образование
МГУ им. М. В. Ломоносова, прикладная математика, 2017
`

export const SPANISH_RESUME = `# María García López
Diseñadora UX/UI
Madrid, España · maria.garcia@example.es · [Portafolio](https://mariagarcia.example.es)

## Perfil
Diseñadora con **6 años** de experiencia en productos digitales para banca y salud.

## Experiencia
### Banco Solar — 2019–actualidad
- Rediseño de la app móvil: valoración en tiendas de 3,1 a **4,6**
- Sistema de diseño con más de 120 componentes
- Investigación con usuarios: *entrevistas*, pruebas de usabilidad

## Idiomas
Español (nativo), inglés (C1), francés (B1)
`

/** A resume whose text holds would-be HTML and script: all of it must stay inert text. */
export const XSS_RESUME = `# Mallory <img src=x onerror="window.__jobfitXss=1">
<script>window.__jobfitXss=2</script>
- [Click me](javascript:window.__jobfitXss=3)
- <a href="javascript:window.__jobfitXss=4">also me</a>
[data](data:text/html,<script>window.__jobfitXss=5</script>)
<iframe src="javascript:window.__jobfitXss=6"></iframe>`
