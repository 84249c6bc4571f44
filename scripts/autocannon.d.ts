// The part of autocannon's programmatic API that scripts/bench-api.ts uses (the package ships no
// types; @types/autocannon describes version 7).
declare module 'autocannon' {
  interface Options {
    url: string
    connections?: number
    duration?: number
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
    headers?: Record<string, string>
    body?: string
    /** Seconds before an unanswered request counts as a timeout (default 10). */
    timeout?: number
  }
  interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    p50: number
    p90: number
    p99: number
    /** On `requests`: every answer received; on `throughput`: every byte. */
    total: number
  }
  interface Result {
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    latency: Histogram
    requests: Histogram
    throughput: Histogram
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
