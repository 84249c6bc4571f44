import { describe, expect, it } from 'vitest'
import { englishPast, spanishPreterite, tightenBullet } from './optimize-bullets.ts'

describe('tightenBullet', () => {
  it.each([
    ['Responsible for managing a team of 6 engineers.', 'Managed a team of 6 engineers'],
    ['Was responsible for building the billing API', 'Built the billing API'],
    [
      'responsible for the payments platform (40% of revenue)',
      'Owned the payments platform (40% of revenue)',
    ],
    [
      'Was involved in migrating 120 services to Kubernetes',
      'Contributed to migrating 120 services to Kubernetes',
    ],
    ['Helped with the GDPR audit.', 'Supported the GDPR audit'],
    ['I reduced costs by $240k a year.', 'Reduced costs by $240k a year'],
    ['Tasked with planning quarterly releases', 'Planned quarterly releases'],
  ])('English: %s', (input, expected) => {
    expect(tightenBullet(input)).toBe(expected)
  })

  it.each([
    ['Responsable de gestionar un equipo de 5 personas.', 'Gestioné un equipo de 5 personas'],
    ['Encargada de optimizar las consultas SQL', 'Optimicé las consultas SQL'],
    ['Responsable del desarrollo del portal de clientes', 'Desarrollé el portal de clientes'],
    ['Participé en la migración a la nube', 'Contribuí a la migración a la nube'],
    ['Ayudé con las pruebas de usabilidad.', 'Apoyé las pruebas de usabilidad'],
  ])('Spanish: %s', (input, expected) => {
    expect(tightenBullet(input)).toBe(expected)
  })

  it.each([
    ['Был ответственным за платёжный шлюз.', 'Отвечал за платёжный шлюз'],
    [
      'Принимал участие в разработке сервиса на 20 млн пользователей',
      'Участвовал в разработке сервиса на 20 млн пользователей',
    ],
    ['Я сократил время сборки с 40 до 12 минут.', 'Сократил время сборки с 40 до 12 минут'],
  ])('Russian: %s', (input, expected) => {
    expect(tightenBullet(input)).toBe(expected)
  })

  it('keeps a bullet that already opens with an action verb, results and all', () => {
    const bullet = 'Built REST APIs serving 50K requests/day using Python and FastAPI'
    expect(tightenBullet(bullet)).toBe(bullet)
    expect(tightenBullet('Cut p99 latency from 900 ms to 120 ms.')).toBe(
      'Cut p99 latency from 900 ms to 120 ms',
    )
  })

  it('keeps an ellipsis and an abbreviation’s dot', () => {
    expect(tightenBullet('Shipped SDKs for iOS, Android, etc.')).toBe(
      'Shipped SDKs for iOS, Android, etc.',
    )
    expect(tightenBullet('Grew usage...')).toBe('Grew usage...')
  })
})

describe('verb forms', () => {
  it.each([
    ['managing', 'managed'],
    ['planning', 'planned'],
    ['carrying', 'carried'],
    ['building', 'built'],
    ['leading', 'led'],
    ['creating', 'created'],
  ])('englishPast(%s) = %s', (gerund, past) => {
    expect(englishPast(gerund)).toBe(past)
  })

  it.each([
    ['gestionar', 'gestioné'],
    ['optimizar', 'optimicé'],
    ['publicar', 'publiqué'],
    ['entregar', 'entregué'],
    ['mantener', 'mantuve'],
    ['definir', 'definí'],
  ])('spanishPreterite(%s) = %s', (infinitive, preterite) => {
    expect(spanishPreterite(infinitive)).toBe(preterite)
  })
})

describe('tightenBullet agrees with the writer', () => {
  it('keeps the feminine past of a Russian filler opening', () => {
    expect(tightenBullet('Ответственная за ведение 6 клиентских сообществ')).toBe(
      'Отвечала за ведение 6 клиентских сообществ',
    )
    expect(tightenBullet('Принимала участие в запуске магазина')).toBe(
      'Участвовала в запуске магазина',
    )
    expect(tightenBullet('Был ответственным за портфель клиентов')).toBe(
      'Отвечал за портфель клиентов',
    )
  })

  it('prepares the documentation a Spanish "responsable de la documentación de" held', () => {
    expect(tightenBullet('Responsable de la documentación de transporte (CMR, albaranes)')).toBe(
      'Preparé la documentación de transporte (CMR, albaranes)',
    )
  })
})
