/** The part of autocannon's programmatic API the SSR benchmark uses (the package ships no types). */
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  type RequestData = { method?: string; path?: string; headers?: Record<string, string> };

  export type Options = {
    url: string;
    connections: number;
    /** Seconds. */
    duration: number;
    headers?: Record<string, string>;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    requests?: Array<RequestData & { setupRequest?: (request: RequestData) => RequestData }>;
  };

  export type Result = {
    /** Epoch milliseconds. */
    start: Date;
    finish: Date;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
  };

  export type Instance = EventEmitter & {
    on(event: "response", listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void): Instance;
    on(event: "done", listener: (result: Result) => void): Instance;
    on(event: "error", listener: (error: Error) => void): Instance;
    stop(): void;
  };

  export default function autocannon(options: Options): Instance;
}
