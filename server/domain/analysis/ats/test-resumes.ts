/** Hand-written resumes for the tests: one per language that passes the text checks, one that does not. */

export const ENGLISH_RESUME = `# Jane Doe
jane.doe@mail.com | (912) 555-4321 | linkedin.com/in/janedoe | Austin, TX

## Summary
Backend engineer with eight years of experience building payment and logistics platforms in Go, Python and TypeScript. I like small services, clear APIs and teams that ship every day.

## Experience
Senior Software Engineer, Acme Payments — Jan 2021 – Present
- Led a team of 6 engineers that rebuilt the card settlement service in Go, cutting nightly run time by 70%.
- Designed an event pipeline on Kafka and PostgreSQL that processes 40 million transactions a day.
- Built a fraud scoring API in Python that blocked $2.4M of chargebacks in its first year.
- Introduced contract tests and canary releases, which reduced failed deployments from 9 to 2 a quarter.
- Mentored 4 junior engineers, two of whom were promoted within eighteen months.
- Automated the on-call runbooks with Terraform and GitHub Actions, saving about 10 hours a week.

Software Engineer, Parcelly — Mar 2017 – Dec 2020
- Developed the route planning service in TypeScript and Node.js used by 300 couriers every day.
- Migrated 14 cron jobs to a queue on RabbitMQ, removing the nightly backlog for good.
- Optimized slow PostgreSQL queries on the orders table and cut p95 latency from 900 ms to 120 ms.
- Created a shared logging library adopted by 11 teams across the company within six months.
- Partnered with product managers to plan quarterly roadmaps and to write clear release notes.

Junior Developer, Webshop Co — Jun 2015 – Feb 2017
- Maintained the PHP storefront and wrote unit tests that raised coverage from 12% to 65%.
- Implemented a CSV import for 5,000 products that the sales team still uses every week.
- Fixed more than 200 bugs reported by customers and answered support tickets in two languages.

## Education
B.Sc. in Computer Science, University of Texas at Austin — 2011 – 2015
- Graduated with honours; thesis on consistent hashing for distributed caches.

## Skills
- Languages: Go, Python, TypeScript, SQL
- Tools: Kafka, PostgreSQL, Docker, Terraform, GitHub Actions, Grafana
- Practices: code review, testing, incident response, mentoring

## Certifications
- AWS Certified Developer – Associate (2022)
- Certified Kubernetes Application Developer (2023)

## Projects
- Wrote an open-source rate limiter for Go with 1,200 stars on GitHub and 30 contributors.
- Built a small budgeting app in React for a local charity that tracks donations for 400 families.
- Organized a monthly backend meetup in Austin that grew from 15 to 120 members in two years.
- Published three articles on event sourcing that were read by more than 25,000 engineers.

## Languages
English (native), Spanish (professional working proficiency), German (basic)

## Interests
Cycling, chess, teaching kids to code at the public library on weekends, and reading history books about the engineering of bridges and railways.
`

export const SPANISH_RESUME = `# Lucía Fernández
lucia.fernandez@correo.es | +34 612 345 678 | linkedin.com/in/luciafernandez

## Perfil
Ingeniera de software con seis años de experiencia en aplicaciones web y servicios en la nube.

## Experiencia
Desarrolladora sénior, Banco Azul — ene. 2021 – actualidad
- Lideré un equipo de cinco personas que migró la banca en línea a Kubernetes en seis meses.
- Desarrollé una API de pagos en Java que procesa 2 millones de operaciones al día.
- Diseñé el sistema de alertas que redujo las incidencias graves un 40 % en un año.
- Optimicé las consultas de PostgreSQL y bajé el tiempo de respuesta de 800 ms a 150 ms.

Desarrolladora, Tienda Verde — mar. 2018 – dic. 2020
- Implementé el carrito de compra en React y aumenté la conversión un 12 % en tres meses.
- Automaticé las pruebas de regresión con Cypress y ahorré 15 horas de trabajo a la semana.

## Educación
Grado en Ingeniería Informática, Universidad de Sevilla — 2013 – 2017

## Habilidades
- Java, TypeScript, React, PostgreSQL, Kubernetes, Docker

## Certificaciones
- AWS Certified Cloud Practitioner (2022)
`

export const RUSSIAN_RESUME = `# Иван Петров
ivan.petrov@mail.ru | +7 (999) 123-45-67 | linkedin.com/in/ivanpetrov

## О себе
Бэкенд-разработчик с опытом пять лет: высоконагруженные сервисы на Go и Python.

## Опыт работы
Ведущий разработчик, Яндекс — январь 2021 — настоящее время
- Руководил командой из шести разработчиков и выстроил процесс код-ревью для всех сервисов.
- Разработал сервис платежей на Go, который обрабатывает 3 млн операций в сутки без простоев.
- Внедрил мониторинг на Prometheus и Grafana и сократил время реакции на инциденты на 60%.
- Оптимизировал запросы к PostgreSQL и снизил среднее время ответа API с 500 до 90 мс.

Разработчик, Сбер — март 2018 — декабрь 2020
- Создал систему отчётности на Python, которой пользуются 200 аналитиков каждый день.
- Автоматизировал развёртывание через GitLab CI и сэкономил команде 10 часов в неделю.

## Образование
Бакалавр прикладной математики, МГУ — 2014 — 2018

## Навыки
- Go, Python, PostgreSQL, Kafka, Docker, Kubernetes

## Сертификаты
- Certified Kubernetes Administrator (2022)
`

/** Fails most text checks: no headings, no contact, no dates, prose instead of bullets. */
export const WEAK_RESUME = `John Smith
I am a hard working person who was responsible for many different things at my previous jobs and I always did my best to help the team with whatever was needed at the time, including various tasks and duties that were assigned by management over the course of several years in the organization.
Responsible for the website.
Team player.`

/** The worked example of docs/analysis-formulas.md. */
export const WORKED_EXAMPLE = `# Ana Ruiz
ana@mail.com | +1 (555) 123-4567

## Experience
Engineer, Acme — Jan 2020 – Present
- Led a team of 4 engineers that rebuilt the billing service in Go.
- Built dashboards for the sales team.

## Education
BSc Computer Science, 2015 – 2019

## Skills
Go, SQL, Docker`
