/**
 * The odds worker (bundled by scripts/prebuild.ts as a classic worker script): computes each
 * battle the page posts, off the main thread, so a tap on + or - never waits for the engine.
 */
import { answer, type OddsRequest } from './protocol';

const scope = globalThis as unknown as { onmessage: ((e: MessageEvent<OddsRequest>) => void) | null; postMessage: (m: unknown) => void };
scope.onmessage = (e) => scope.postMessage(answer(e.data));
