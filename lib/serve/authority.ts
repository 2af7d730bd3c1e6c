import { isIPv6 } from 'node:net';

/**
 * RFC 3986 `host [ ":" port ]`, the form of a Host header and of the authority of an absolute-form
 * request target: an IP literal in brackets (an IPv6 address, or IPvFuture `v1.x`), or a reg-name
 * or IPv4 address, its `%` only in pct-encoded triplets; then an optional port of digits. No
 * userinfo (`user@host`), which RFC 9110 section 4.2.4 has a recipient treat as an error.
 */
const REG_NAME = /^(?:[0-9A-Za-z._~!$&'()*+,;=-]|%[0-9A-Fa-f]{2})*$/;
const IP_FUTURE = /^v[0-9A-Fa-f]+\.[0-9A-Za-z._~!$&'()*+,;=:-]+$/i;
const PORT = /^(?::\d*)?$/;

/**
 * Whether `value` is host[:port]; an empty host only when `emptyHost` allows it (a Host header may
 * be empty, RFC 9112 section 3.2; an http URI's host may not, RFC 9110 section 4.2.1).
 */
export function isHostPort(value: string, emptyHost: boolean): boolean {
  if (value.startsWith('[')) {
    const close = value.indexOf(']');
    if (close < 0 || !PORT.test(value.slice(close + 1))) return false;
    const literal = value.slice(1, close);
    return isIPv6(literal) || IP_FUTURE.test(literal);
  }
  const colon = value.indexOf(':');
  const host = colon < 0 ? value : value.slice(0, colon);
  return REG_NAME.test(host) && (emptyHost || host !== '') && PORT.test(colon < 0 ? '' : value.slice(colon));
}
