/**
 * The plans, lowest first. In a module without zod, so the home page can order its plan cards
 * without loading the schemas (common.ts builds `planSchema` from it).
 */
export const PLANS = ['free', 'premium', 'pro'] as const
