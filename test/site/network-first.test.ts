import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PAGE, networkFirstPage, pageKeys, type PageSources } from '@/lib/site/network-first';

const page = (text: string, status = 200) => new Response(text, { status, headers: { 'content-type': 'text/html' } });
const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const never = () => new Promise<never>(() => undefined);

/** A precache holding `pages`, and a clock the test controls. */
function sources(network: () => Promise<Response>, pages: Record<string, string>, clock: { fire?: () => void } = {}): PageSources {
  return {
    network,
    cached: async (path) => (Object.hasOwn(pages, path) ? page(pages[path]!) : undefined),
    wait: () => new Promise<void>((resolve) => (clock.fire = resolve)),
  };
}

const PRECACHE = { '/rules/movement/': 'old movement', [NOT_FOUND_PAGE]: 'site 404' };

describe('networkFirstPage', () => {
  it('a cache that cannot be read counts as empty: the slow network is waited for, a 5xx passed on, offline says so', async () => {
    const broken = (network: () => Promise<Response>, clock: { fire?: () => void } = {}): PageSources => ({
      ...sources(network, {}, clock),
      cached: () => Promise.reject(new DOMException('Unexpected internal error.', 'UnknownError')),
    });
    const clock: { fire?: () => void } = {};
    let answerNetwork: (r: Response) => void = () => undefined;
    const slow = networkFirstPage(new URL('https://x/rules/movement/'), broken(() => new Promise<Response>((resolve) => (answerNetwork = resolve)), clock));
    clock.fire!();
    answerNetwork(page('new movement'));
    expect(await (await slow).text()).toBe('new movement');
    const failing = await networkFirstPage(new URL('https://x/rules/movement/'), broken(async () => page('host error', 503)));
    expect([failing.status, await failing.text()]).toEqual([503, 'host error']);
    const away = await networkFirstPage(new URL('https://x/rules/movement/'), broken(offline));
    expect([away.status, await away.text()]).toEqual([503, 'Offline, and this page was never saved for offline use.']);
  });

  it('serves the network answer when it comes in time, even with a copy in the precache', async () => {
    const r = await networkFirstPage(new URL('https://x/rules/movement/'), sources(async () => page('new movement'), PRECACHE));
    expect(await r.text()).toBe('new movement');
  });

  it('passes on a 404 from the server (the host has its own 404 page)', async () => {
    const r = await networkFirstPage(new URL('https://x/nope/'), sources(async () => page('host 404', 404), PRECACHE));
    expect([r.status, await r.text()]).toEqual([404, 'host 404']);
  });

  it('offline: the precached page, found with or without the trailing slash', async () => {
    for (const path of ['/rules/movement/', '/rules/movement']) {
      const r = await networkFirstPage(new URL(`https://x${path}?q=1`), sources(offline, PRECACHE));
      expect(await r.text()).toBe('old movement');
    }
  });

  it("offline: an unknown page gets the site's 404 page with status 404", async () => {
    const r = await networkFirstPage(new URL('https://x/no/such/page/'), sources(offline, PRECACHE));
    expect([r.status, await r.text()]).toEqual([404, 'site 404']);
  });

  it('slow network: the precached page once the timeout passes', async () => {
    const clock: { fire?: () => void } = {};
    const answer = networkFirstPage(new URL('https://x/rules/movement/'), sources(never, PRECACHE, clock));
    clock.fire!();
    expect(await (await answer).text()).toBe('old movement');
  });

  it('slow network: hands a late answer over with the copy that was shown, to compare', async () => {
    const clock: { fire?: () => void } = {};
    let answerNetwork: (r: Response) => void = () => undefined;
    const slow = () => new Promise<Response>((resolve) => (answerNetwork = resolve));
    const late: string[] = [];
    const kept: Promise<unknown>[] = [];
    const answer = networkFirstPage(new URL('https://x/rules/movement/'), {
      ...sources(slow, PRECACHE, clock),
      arrivedLate: async (fresh, shown) => void late.push(`${await fresh.text()} / ${await shown.text()}`),
      keepAlive: (work) => kept.push(work),
    });
    clock.fire!();
    // The copy is shown at once; the body it was shown with is still readable for the comparison.
    expect(await (await answer).text()).toBe('old movement');
    expect(late).toEqual([]);
    answerNetwork(page('new movement'));
    await Promise.all(kept);
    expect(late).toEqual(['new movement / old movement']);
  });

  it('a network answer in time is not reported as late', async () => {
    const late: Response[] = [];
    await networkFirstPage(new URL('https://x/rules/movement/'), { ...sources(async () => page('new'), PRECACHE), arrivedLate: async (r) => void late.push(r) });
    expect(late).toEqual([]);
  });

  it('slow network and no copy: keeps waiting for the network instead of giving up', async () => {
    const clock: { fire?: () => void } = {};
    let answerNetwork: (r: Response) => void = () => undefined;
    const slow = () => new Promise<Response>((resolve) => (answerNetwork = resolve));
    const answer = networkFirstPage(new URL('https://x/new-page/'), sources(slow, PRECACHE, clock));
    clock.fire!();
    await Promise.resolve();
    answerNetwork(page('new page'));
    expect(await (await answer).text()).toBe('new page');
  });

  it('a server error falls back to the precached page, or is passed on when there is none', async () => {
    const broken = async () => page('bad gateway', 502);
    expect(await (await networkFirstPage(new URL('https://x/rules/movement/'), sources(broken, PRECACHE))).text()).toBe('old movement');
    expect((await networkFirstPage(new URL('https://x/other/'), sources(broken, PRECACHE))).status).toBe(502);
  });

  it('offline with nothing precached: a plain 503, never an exception', async () => {
    const r = await networkFirstPage(new URL('https://x/'), sources(offline, {}));
    expect(r.status).toBe(503);
  });
});

describe('pageKeys', () => {
  it('tries the folder form of a path without a trailing slash', () => {
    expect(pageKeys(new URL('https://x/rules/movement'))).toEqual(['/rules/movement', '/rules/movement/']);
    expect(pageKeys(new URL('https://x/rules/movement/?a=1#b'))).toEqual(['/rules/movement/']);
  });
});
