// The part of autocannon's API that the benchmarks use (the package ships no types).
declare module 'autocannon' {
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Seconds before a request counts as timed out (10). */
    timeout?: number;
    /** Requests to send in all, instead of a duration. */
    amount?: number;
    method?: string;
    /** Each connection sends these in turn; `setupRequest` may rewrite one before it goes. */
    requests?: {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (request: RequestShape) => RequestShape;
    }[];
  };
  type RequestShape = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  };
  type Stats = { average: number; total: number; p50: number; p99: number; max: number };
  type Result = {
    requests: Stats;
    latency: Stats;
    '2xx': number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    errors: number;
    timeouts: number;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
