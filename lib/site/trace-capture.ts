/** Taking a CDP trace of a page (bench:web's load figure and the scripts/trace-*.ts tools read it with ./trace-tasks.ts). */
import type { CDPSession } from '@playwright/test';
import { TRACE_CATEGORIES, type TraceEvent } from './trace-tasks';

/** Starts tracing `cdp`'s page; the function returned ends the trace and gives its events. */
export async function startTrace(cdp: CDPSession, categories: readonly string[] = TRACE_CATEGORIES): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (d) => {
    events.push(...(d.value as unknown as TraceEvent[]));
  });
  await cdp.send('Tracing.start', { categories: categories.join(','), transferMode: 'ReportEvents' });
  return async () => {
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.end');
    await done;
    return events;
  };
}
