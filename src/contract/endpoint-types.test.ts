import { describe, expectTypeOf, it } from 'vitest'
import type { QueryOf, RequestOf, ResponseOf } from './endpoint.ts'
import type { endpoints } from './endpoints.ts'
import type { Plan } from './common.ts'

type E = typeof endpoints

// Checked by `tsc` (the test files are in the project); the runtime part is empty.
describe('endpoint types', () => {
  it('infers what the client sends and gets', () => {
    expectTypeOf<RequestOf<E['createResume']>['job_description']>().toEqualTypeOf<
      string | null | undefined
    >()
    expectTypeOf<ResponseOf<E['getProfile']>['plan']>().toEqualTypeOf<Plan>()
    expectTypeOf<ResponseOf<E['getProfile']>['subscription_status']>().toBeString()
    expectTypeOf<ResponseOf<E['listResumes']>>().toBeArray()
    expectTypeOf<ResponseOf<E['exportResume']>>().toEqualTypeOf<Blob>()
    expectTypeOf<ResponseOf<E['deleteResume']>>().toEqualTypeOf<undefined>()
    expectTypeOf<RequestOf<E['uploadResume']>>().toBeNever()
    expectTypeOf<QueryOf<E['getCheckoutStatus']>>().toEqualTypeOf<{ session_id: string }>()
    expectTypeOf<QueryOf<E['getUsageSummary']>>().toEqualTypeOf<{
      days?: number | string | undefined
    }>()
    expectTypeOf<ResponseOf<E['getUsageStats']>['generation_limit']>().toEqualTypeOf<
      number | null
    >()
    expectTypeOf<RequestOf<E['generateBio']>['tone']>().toEqualTypeOf<
      'formal' | 'neutral' | 'creative' | undefined
    >()
  })
})
