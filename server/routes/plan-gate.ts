import type { FastifyInstance } from 'fastify'
import type { UserRow } from '../db/schema.ts'
import { userOf } from './resumes.ts'

/**
 * Registers routes behind a plan gate that runs before the body is even parsed (decisions.md: a
 * caller without the plan gets 403 whatever it sent). The auth hook (onRequest) has run by then;
 * `gate` throws the route's 403 for a user whose plan does not suffice.
 */
export function registerGated(
  app: FastifyInstance,
  gate: (user: UserRow) => void,
  register: (scope: FastifyInstance) => void,
): void {
  void app.register(async (scope) => {
    scope.addHook('preParsing', async (request, _reply, payload) => {
      gate(userOf(request))
      return payload
    })
    register(scope)
  })
}
