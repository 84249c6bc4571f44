import { describe, expect, it } from 'vitest'
import { spanishOpener } from './spanish-openers.ts'

describe('spanishOpener', () => {
  it('turns a noun of action into the first-person preterite', () => {
    expect(spanishOpener('Atención de 60-80 contactos diarios por teléfono')).toBe(
      'Atendí 60-80 contactos diarios por teléfono',
    )
    expect(spanishOpener('Preparación de los modelos 303 y 390')).toBe(
      'Preparé los modelos 303 y 390',
    )
    expect(spanishOpener('Registro de facturas de proveedores en A3')).toBe(
      'Registré facturas de proveedores en A3',
    )
  })

  it('keeps the preposition of a phrase that needs it', () => {
    expect(spanishOpener('Seguimiento de flotas con GPS')).toBe(
      'Hice el seguimiento de flotas con GPS',
    )
  })

  it('keeps "a" for verbs that take it', () => {
    expect(spanishOpener('Apoyo al auditor externo en la revisión anual')).toBe(
      'Apoyé al auditor externo en la revisión anual',
    )
    expect(spanishOpener('Apoyo a los nuevos agentes')).toBe('Apoyé a los nuevos agentes')
  })

  it('reads a role held over something as managing it', () => {
    expect(spanishOpener('Encargada de las devoluciones y reembolsos')).toBe(
      'Gestioné las devoluciones y reembolsos',
    )
    expect(spanishOpener('Responsable del inventario de la sección')).toBe(
      'Gestioné el inventario de la sección',
    )
  })

  it('leaves other openings alone', () => {
    expect(spanishOpener('Encargado de gestionar la facturación')).toBeNull()
    expect(spanishOpener('Mantuve una satisfacción del 94%')).toBeNull()
    expect(spanishOpener('Reducción del 12% en kilómetros en vacío')).toBeNull()
  })
})
