import type { FastifyInstance } from 'fastify'

/**
 * Every route of a Fastify instance as 'METHOD /path' (Fastify's form: '/api/resumes/:id'), read
 * from its printed route tree, so a route added anywhere shows up without anyone listing it.
 */
export function registeredRoutesOf(app: FastifyInstance): string[] {
  const routes: string[] = []
  // The full path of the node last seen at each depth of the tree.
  const paths: string[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line)
    if (match === null) continue
    // Each level of the tree indents by four characters ("│   " or "    ").
    const depth = (match[1] ?? '').length / 4
    const path = (depth === 0 ? '' : (paths[depth - 1] ?? '')) + (match[2] ?? '')
    paths[depth] = path
    paths.length = depth + 1
    for (const method of match[3]?.split(', ') ?? []) routes.push(`${method} ${path}`)
  }
  return routes
}
