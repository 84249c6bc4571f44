import { fold } from '../../analysis/fold.ts'

/*
 * Spanish bullets often open with a noun of action ("Atención de 60 contactos diarios",
 * "Preparación de los modelos 303 y 390") or with a role ("Encargada de las devoluciones",
 * "Responsable del inventario"): a duty, not what was done. The first-person preterite a Spanish
 * resume uses says the same with the person doing it ("Atendí 60 contactos diarios", "Preparé
 * los modelos 303 y 390", "Gestioné las devoluciones"). Nouns do not decline in Spanish, so only
 * the preposition before the object changes: "de" goes, "del" becomes "el", and verbs that take
 * "a" keep it ("Apoyo al auditor" → "Apoyé al auditor").
 */

/** The noun of action and its first-person preterite; `a`: the verb keeps "a"/"al" before its object. */
const NOUN_VERBS: Record<string, { verb: string; a?: boolean; keep?: boolean }> = {
  atencion: { verb: 'atendí' },
  apoyo: { verb: 'apoyé', a: true },
  soporte: { verb: 'di soporte', a: true },
  // "Hice el seguimiento de las flotas": the preposition stays as written.
  seguimiento: { verb: 'hice el seguimiento', keep: true },
  preparacion: { verb: 'preparé' },
  registro: { verb: 'registré' },
  gestion: { verb: 'gestioné' },
  desarrollo: { verb: 'desarrollé' },
  diseno: { verb: 'diseñé' },
  coordinacion: { verb: 'coordiné' },
  administracion: { verb: 'administré' },
  creacion: { verb: 'creé' },
  supervision: { verb: 'supervisé' },
  planificacion: { verb: 'planifiqué' },
  organizacion: { verb: 'organicé' },
  elaboracion: { verb: 'elaboré' },
  implantacion: { verb: 'implanté' },
  implementacion: { verb: 'implementé' },
  revision: { verb: 'revisé' },
  redaccion: { verb: 'redacté' },
  negociacion: { verb: 'negocié' },
  conciliacion: { verb: 'concilié' },
  facturacion: { verb: 'facturé' },
  contratacion: { verb: 'contraté' },
  capacitacion: { verb: 'capacité' },
  formacion: { verb: 'formé', a: true },
  seleccion: { verb: 'seleccioné' },
  control: { verb: 'controlé' },
  venta: { verb: 'vendí' },
  ventas: { verb: 'vendí' },
  mantenimiento: { verb: 'mantuve' },
  documentacion: { verb: 'documenté' },
  analisis: { verb: 'analicé' },
  optimizacion: { verb: 'optimicé' },
  automatizacion: { verb: 'automaticé' },
  migracion: { verb: 'migré' },
}

/** "Encargada de", "Responsable del": a role held over something, managed. */
const ROLE = /^(?:(?:fui|era)\s+)?(?:(?:el|la)\s+)?(?:encargad[oa]|responsable)\s+(de(?:l)?)\s+/iu

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** The object after the preposition the noun took, as the verb takes it. */
function objectAfter(preposition: string, rest: string, keepsA: boolean): string {
  const p = preposition.toLowerCase()
  if (p === 'a' || p === 'al') return keepsA ? `${p} ${rest}` : `${p === 'al' ? 'el ' : ''}${rest}`
  if (p === 'del') return keepsA ? `al ${rest}` : `el ${rest}`
  return keepsA ? `a ${rest}` : rest
}

/** The bullet opening with a preterite instead of a noun of action or a role; null otherwise. */
export function spanishOpener(text: string): string | null {
  const role = ROLE.exec(text)
  if (role) {
    const rest = text.slice(role[0].length)
    // "Encargado de gestionar…" and "Responsable de la gestión de…" are the filler rules'.
    if (/^\p{L}+(?:ar|er|ir)\b/u.test(rest)) return null
    return capitalize(`gestioné ${objectAfter(role[1] ?? 'de', rest, false)}`)
  }
  const match = /^(\p{L}+)\s+(del|de|al|a)\s+/iu.exec(text)
  if (!match) return null
  const entry = NOUN_VERBS[fold(match[1] ?? '')]
  if (!entry) return null
  const rest = text.slice(match[0].length)
  if (entry.keep) return capitalize(`${entry.verb} ${match[2] ?? 'de'} ${rest}`)
  return capitalize(`${entry.verb} ${objectAfter(match[2] ?? 'de', rest, entry.a === true)}`)
}
