/** The little of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before every request (autocannon rebuilds it): return the request to send. */
    setupRequest?: (request: Request) => Request;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Stop after this many requests instead of after `duration`. */
    amount?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: Request[];
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
  }
  interface Instance extends PromiseLike<Result> {
    /** Every answer: its status and how long it took (ms). */
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
    ): Instance;
  }
  export default function autocannon(options: Options): Instance;
}
