// The part of `negotiator` (jshttp/negotiator) that lib/serve/coding.ts uses.
declare module 'negotiator' {
  import type { IncomingHttpHeaders } from 'node:http';

  export default class Negotiator {
    constructor(request: { headers: IncomingHttpHeaders });
    /** The best of `available` that the request's Accept-Encoding allows; ties go to the earlier in `preferred`. */
    encoding(available: string[], preferred?: string[]): string | undefined;
  }
}
