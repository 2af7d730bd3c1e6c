/**
 * The timing worker (bundled by scripts/prebuild.ts as a classic worker script): resolves each
 * situation the page posts, off the main thread, so an edit never waits for the engine's cold start
 * (its trigger patterns and card table are built on first use).
 */
import { reply, type TimingRequest } from './protocol';

const scope = globalThis as unknown as { onmessage: ((e: MessageEvent<TimingRequest>) => void) | null; postMessage: (m: unknown) => void };
scope.onmessage = (e) => scope.postMessage(reply(e.data));
