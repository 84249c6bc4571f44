/**
 * Realistic resumes in the stored light-Markdown form, in the app's three languages. Tests export
 * them and read them back; the thumbnail script and the benchmark render them.
 */
export const ENGLISH_RESUME = `# Jane Doe
Senior Software Engineer
jane.doe@example.com | +1 (555) 123-4567 | [linkedin.com/in/janedoe](https://linkedin.com/in/janedoe) | San Francisco, CA

## Summary
Backend engineer with **8 years** of experience building payment and data platforms in *TypeScript*, Go and PostgreSQL. I like owning services end to end, from design docs to on-call.

## Experience
**Senior Software Engineer**, Acme Payments — Jan 2020 – Present
- Led the migration of the billing service to event sourcing, cutting reconciliation errors by 92%.
- Designed an idempotent payouts API handling 4M requests/day with p99 latency under 120 ms.
- Mentored 5 engineers; introduced design reviews and a weekly architecture forum.

Software Engineer, Globex Corporation — Jun 2016 – Dec 2019
- Built the customer analytics pipeline (Kafka, Spark, Airflow) processing 2 TB/day.
- Reduced AWS costs by $240k a year by right-sizing clusters and adding autoscaling.

## Education
B.S. in Computer Science, University of Washington — 2012 – 2016

## Skills
- Languages: TypeScript, Go, Python, SQL
- Infrastructure: AWS, Kubernetes, Terraform, PostgreSQL, Kafka
- Practices: TDD, domain-driven design, incident response
`

export const RUSSIAN_RESUME = `# Иван Петров
Ведущий разработчик
ivan.petrov@example.ru | +7 (912) 345-67-89 | Москва

## О себе
Разработчик с **10-летним** опытом создания высоконагруженных сервисов на Java и Kotlin.

## Опыт работы
Ведущий разработчик, ООО «Ромашка» — Март 2019 – настоящее время
- Спроектировал платёжный шлюз, обрабатывающий 3 млн транзакций в сутки.
- Сократил время сборки проекта с 40 до 12 минут.

Разработчик, Яндекс — 2014 – 2019
- Разработал сервис рекомендаций для 20 млн пользователей.

## Образование
МГУ им. М. В. Ломоносова, факультет ВМК — 2008 – 2013

## Навыки
- Java, Kotlin, Spring Boot, PostgreSQL, Kafka, Docker
- Английский язык — B2
`

export const SPANISH_RESUME = `# María José Núñez
Diseñadora de Producto Sénior
maria.nunez@example.es | +34 612 345 678 | Madrid, España

## Perfil
Diseñadora con **7 años** de experiencia en aplicaciones móviles y comercio electrónico. Enfoque en investigación con usuarios y accesibilidad.

## Experiencia
Diseñadora de Producto, Telefónica — Ene 2021 – Actualidad
- Rediseñé el proceso de pago, aumentando la conversión un 18 %.
- Coordiné la creación del sistema de diseño «Ñandú» con 120 componentes.

Diseñadora UX, Cabify — Sep 2017 – Dic 2020
- Dirigí 40 entrevistas con conductores y pasajeros en España y Perú.

## Educación
Grado en Diseño, Universidad Politécnica de Madrid — 2013 – 2017

## Habilidades
- Figma, investigación de usuarios, prototipado, pruebas de usabilidad
- Idiomas: español (nativo), inglés (C1), portugués (B1)
`

/** About two pages: the English resume with more roles and bullets, for the export benchmark. */
export function twoPageResume(): string {
  const roles = Array.from({ length: 5 }, (_, role) => {
    const bullets = Array.from(
      { length: 5 },
      (_, bullet) =>
        `- Delivered project ${role + 1}.${bullet + 1}: rebuilt a **critical** service for reliability and speed, coordinating product, design and operations teams across three time zones.`,
    )
    return `Senior Engineer ${role + 1}, Company ${role + 1} — Jan ${2010 + role} – Dec ${2011 + role}\n${bullets.join('\n')}\n`
  })
  return ENGLISH_RESUME.replace('## Education', `${roles.join('\n')}\n## Education`)
}
