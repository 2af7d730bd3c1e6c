/** The answers a request gets whatever its path (lib/serve/early-answer.ts). */
import { describe, expect, it } from 'vitest';
import { earlyAnswer } from '@/lib/serve/early-answer';

const head = (method: string, url = '/', httpVersionMajor = 1, rawHeaders = ['Host', 'x']) => ({ method, url, httpVersionMajor, rawHeaders });

describe('earlyAnswer', () => {
  it('leaves GET and HEAD to be looked up', () => {
    expect(earlyAnswer(head('GET'))).toBeUndefined();
    expect(earlyAnswer(head('HEAD'))).toBeUndefined();
  });
  it('answers another HTTP version 505 and a malformed request 400, both closing, before the method is looked at', () => {
    expect(earlyAnswer(head('POST', '/', 2))).toEqual({ status: 505, body: 'HTTP Version Not Supported', close: true });
    expect(earlyAnswer(head('POST', '/', 1, ['Host', 'a', 'Host', 'b']))).toEqual({ status: 400, body: 'Bad Request: more than one Host header', close: true });
  });
  it('answers OPTIONS 204 and any other method 405, both with Allow', () => {
    expect(earlyAnswer(head('OPTIONS', '*'))).toEqual({ status: 204, allow: true });
    expect(earlyAnswer(head('DELETE'))).toEqual({ status: 405, body: 'Method Not Allowed', allow: true });
  });
});
