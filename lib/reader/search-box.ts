/**
 * The search box in the header: answers while typing. The full index is fetched, built and
 * searched in a worker started once the page is idle (or at the first tap or keystroke); until it
 * answers, the quick index the page preloads (titles and rule numbers, ../search/quick.ts) answers
 * from a small worker of its own started with the page, and the full results replace those as soon
 * as they come. `/` focuses the box,
 * arrows move through the results, Enter opens one; on the home page it is focused. Listeners sit on the document and
 * find the box by id, and the results panel is only created once the reader types: nothing here
 * touches the server-rendered markup before the reader acts (React pages hydrate that markup).
 */
import type { SourceId } from '../corpus/types';
import { startSearch } from '../search/client';
import { QUICK_INDEX_PATH } from '../search/quick';
import { startQuickSearch } from '../search/quick-client';
import type { SearchResult } from '../search/engine';
import { inTurns } from './in-turns';
import { loadSources, saveSources } from './search-sources';
import type { SearchClient } from '../search/remote';
import { snippetQuote } from '../search/segments';
import { rememberHighlight, showPendingHighlight } from './highlight-link';
import { ACTIVE_CLASSES, filtersView, messageView, optionView, resultHref, resultsView, toggleSource, type SearchStatus } from './search-view';
import { mount } from './view';
import { whenParsed } from './when-parsed';
import { whenIdle } from '../site/when-idle';

export const SEARCH_INPUT_ID = 'search-input';
const PANEL_ID = 'search-panel';
const MESSAGE_ID = 'search-message';
const LIST_ID = 'search-results';
const OPTION_PREFIX = 'search-option-';
const PANEL_CLASS =
  'absolute inset-x-0 top-full z-20 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-zinc-300 bg-white shadow-lg dark:border-zinc-700 dark:bg-zinc-900';

let searcher: SearchClient | undefined;
/** The quick index's worker, until the full index answers. */
let quick: SearchClient | undefined;
/** Where the shown results come from: the quick index (titles only) or the worker's full index. */
let stage: 'quick' | 'full' = 'quick';
/** The query the shown results answer, and whether the reader has moved the selection in them. */
let shownQuery = '';
let moved = false;
/** Counts renders, so the rest of a list is not added to one already replaced. */
let renders = 0;
/** Whether the reader has scrolled the results list since it was last drawn. */
let scrolled = false;
/** Results in the list's first paint: about as many as the panel shows on a phone. */
const FIRST_PAINT_RESULTS = 5;
/** The latest query sent: an answer to an older one arriving late is dropped. */
let asked = 0;
let status: SearchStatus = 'idle';
/** The reader's source filters, read from storage on first need (not in the module's task: a first storage access is slow). */
let sources: SourceId[] | undefined;
const chosenSources = (): SourceId[] => (sources ??= loadSources(storage()));
let results: SearchResult[] = [];
let active = 0;
let open = false;

const input = () => document.getElementById(SEARCH_INPUT_ID) as HTMLInputElement | null;
const query = () => input()?.value ?? '';

/** Whether a key press happened while typing somewhere, where `/` is a character, not a shortcut. */
function typingIn(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

/** Settles once the first load of the index has ended (loaded, failed or not preloaded at all). */
let settleIndex!: () => void;
const indexSettled = new Promise<void>((resolve) => (settleIndex = resolve));

function load(): void {
  if (status === 'loading' || status === 'ready') return;
  status = 'loading';
  const started = startSearch();
  searcher = started;
  started.complete.then(settleIndex, settleIndex);
  started.ready.then(
    () => {
      status = 'ready';
      quick?.close();
      quick = undefined;
      update();
    },
    () => {
      // Let the next keystroke try again.
      searcher = undefined;
      status = 'error';
      render();
    },
  );
}

/**
 * Whether the quick index has answered a query (and that answer is painted), has been read and
 * warmed with no query to answer, or cannot answer (failed, stale). The worker's start waits for
 * it: started at the first tap, its script's download and compilation ran beside the quick
 * answer's work, on a phone's few cores.
 */
let quickSettled = false;
/** Whether the worker was asked for before then. */
let fullWanted = false;

function settleQuick(): void {
  quickSettled = true;
  if (fullWanted) load();
}

/** Starts the worker, at once if the quick index has had its turn, else once it has. */
function loadAfterQuick(): void {
  if (quickSettled) load();
  else fullWanted = true;
}

/**
 * Starts the quick index's worker (its script loads beside the page) and hands it the file once the
 * page has loaded: the page preloads it, and the load event waits for it, so it is in at once. Its
 * bytes go over as they are (no decoding or parsing here: the worker does both). Once the worker
 * is ready with no query waiting, or cannot answer, the full index's worker may start. Failing is
 * harmless: the full index answers alone.
 */
function startQuick(): void {
  const bytes = new Promise<ArrayBuffer | undefined>((resolve) =>
    afterLoad(() =>
      fetch(QUICK_INDEX_PATH)
        .then((response) => (response.ok ? response.arrayBuffer() : undefined))
        .then(resolve, () => resolve(undefined)),
    ),
  );
  quick = startQuickSearch(bytes);
  quick.ready.then(() => {
    if (!(open && query().trim())) settleQuick();
  }, settleQuick);
}

/** A result to build a list from before any index is read (never shown). */
const WARM_UP_RESULT: SearchResult = { id: 'warm-up', title: 'Space Combat', number: '78.1', source: 'ti4-lrr-1.2', kind: 'rule', url: '/rules/space-combat#78.1', snippet: [] };

/**
 * Builds a results list and the filters once, off the page: on a slow phone a function's first run
 * (compiled as it runs) costs several times the next, and the first keystroke should not pay that.
 * The search itself is warmed in its worker. Nothing is shown or kept. Steps for `inTurns`, each a
 * short task.
 */
function warmUpSteps(): (() => void)[] {
  return [
    () => void mount(document, resultsView([WARM_UP_RESULT], 0, `${LIST_ID}-warm-up`, `${OPTION_PREFIX}warm-up-`, 'quick')),
    () => void mount(document, filtersView(chosenSources())),
  ];
}

/**
 * Runs `task` in a task of its own once the page has loaded. The reader script runs as the document
 * is parsed, and the load event fires in that same task: work queued there is a tap's wait too.
 */
function afterLoad(task: () => void): void {
  if (document.readyState === 'complete') setTimeout(task);
  else addEventListener('load', () => setTimeout(task), { once: true });
}

/**
 * Starts loading the index once the page has loaded and the browser is idle, so the first
 * keystroke finds it ready; the worker parses it, so this never blocks a tap. Not when the
 * reader asked to save data: then it loads on the first tap or keystroke.
 */
function preload(): void {
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) {
    settleIndex();
    return;
  }
  afterLoad(() => whenIdle(loadAfterQuick, 2000, 500));
}

/** Searches again (query, filters or index changed) and shows the new results. */
function update(): void {
  const ask = ++asked;
  const asking = query();
  if (status !== 'ready' || !searcher) {
    // The full index is not in yet: title and number matches from the quick index's worker.
    if (!asking.trim() || !quick) {
      show([], 'quick', asking);
      return;
    }
    quick.search(asking, { sources: chosenSources() }).then(
      (found) => {
        if (ask !== asked) return;
        show(found, 'quick', asking);
        // Once these are painted, the full index's worker may start.
        requestAnimationFrame(() => setTimeout(settleQuick));
      },
      () => ask === asked && show([], 'quick', asking),
    );
    return;
  }
  searcher.search(asking, { sources: chosenSources() }).then(
    (found) => ask === asked && show(found, 'full', asking),
    () => undefined, // the client failed: `load` shows the error
  );
}

/**
 * Shows new results. When they answer the query already shown (the full index replacing the quick
 * one's), a result the reader has moved to stays chosen, so Enter still opens what they chose.
 */
function show(found: SearchResult[], from: typeof stage, answering: string): void {
  const chosen = answering === shownQuery && moved ? results[active] : undefined;
  if (!chosen) moved = false;
  active = chosen ? Math.max(0, found.findIndex((r) => r.url === chosen.url)) : 0;
  results = found;
  stage = from;
  shownQuery = answering;
  render();
}

function panel(box: HTMLInputElement): HTMLElement {
  const existing = document.getElementById(PANEL_ID);
  if (existing) return existing;
  const created = document.createElement('div');
  created.id = PANEL_ID;
  created.className = PANEL_CLASS;
  created.append(mount(document, filtersView(chosenSources())));
  box.after(created);
  return created;
}

function render(): void {
  const box = input();
  if (!box) return;
  const show = open && query().trim() !== '';
  const listed = show && results.length > 0;
  markExpanded(box, listed);
  if (!show) {
    hidePanel(box);
    return;
  }
  const p = panel(box);
  p.removeAttribute('hidden');
  syncFilters(p);
  document.getElementById(MESSAGE_ID)?.remove();
  document.getElementById(LIST_ID)?.remove();
  const message = messageView(status, query(), results.length);
  if (message) p.append(mount(document, { ...message, attrs: { ...message.attrs, id: MESSAGE_ID } }));
  const painting = ++renders;
  if (listed) paintResults(p, box, painting);
  // A list the reader scrolled, then typed on: the new results start at the top. Otherwise no
  // scrolling (it would lay out the page there and then, before the results can paint).
  if (scrolled && !moved) p.scrollTop = 0;
  scrolled = false;
  markActive(box, moved);
}

/** Tells assistive technology whether the box has a list of results open, and which. */
function markExpanded(box: HTMLInputElement, listed: boolean): void {
  box.setAttribute('aria-expanded', String(listed));
  if (listed) box.setAttribute('aria-controls', LIST_ID);
  else box.removeAttribute('aria-controls');
}

/** Hides the results panel (kept for the next query) and the box's active option with it. */
function hidePanel(box: HTMLInputElement): void {
  document.getElementById(PANEL_ID)?.setAttribute('hidden', '');
  box.removeAttribute('aria-activedescendant');
}

/**
 * Adds the results list to the panel: the first few results (what the panel shows on a phone)
 * paint first; the others follow once they have, unless a later render (`painting` is the count
 * of this one) replaced the list meanwhile: on a slow phone every result is several milliseconds
 * of style and layout.
 */
function paintResults(p: HTMLElement, box: HTMLInputElement, painting: number): void {
  const list = mount(document, resultsView(results, active, LIST_ID, OPTION_PREFIX, stage, FIRST_PAINT_RESULTS));
  p.append(list);
  if (results.length <= FIRST_PAINT_RESULTS) return;
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (painting !== renders) return;
      results.slice(FIRST_PAINT_RESULTS).forEach((r, k) => list.appendChild(mount(document, optionView(r, FIRST_PAINT_RESULTS + k, active, OPTION_PREFIX))));
      // Arrowed down past the first ones meanwhile: the chosen one is here now.
      if (active >= FIRST_PAINT_RESULTS) markActive(box, true);
    }),
  );
}

/** Updates the filter buttons in place, so the one just pressed keeps the keyboard focus. */
function syncFilters(p: HTMLElement): void {
  const views = filtersView(chosenSources()).children ?? [];
  p.querySelectorAll('[role=group] button').forEach((button, i) => {
    const view = views[i];
    if (typeof view !== 'object') return;
    button.setAttribute('aria-pressed', view.attrs?.['aria-pressed'] ?? 'false');
    button.className = view.attrs?.class ?? '';
  });
}

/**
 * Moves the selection in place (no re-render: a tap must land on the option it started on), and
 * scrolls the list to it when `scroll` (the reader moved it with the keyboard).
 */
function markActive(box: HTMLInputElement, scroll: boolean): void {
  document.querySelectorAll(`#${LIST_ID} [role=option]`).forEach((option, i) => {
    option.setAttribute('aria-selected', String(i === active));
    option.classList.toggle(ACTIVE_CLASSES[0]!, i === active);
    option.classList.toggle(ACTIVE_CLASSES[1]!, i === active);
  });
  const chosen = document.getElementById(`${OPTION_PREFIX}${active}`);
  if (chosen && results.length) {
    box.setAttribute('aria-activedescendant', chosen.id);
    if (scroll) chosen.scrollIntoView({ block: 'nearest' });
  } else box.removeAttribute('aria-activedescendant');
}

/**
 * Before a result opens: remembers its sentence for the page it opens. When that is this very page
 * (only the anchor changes, nothing reloads), marks it here once the browser has scrolled.
 */
function opening(result: SearchResult): void {
  rememberHighlight(result.url, snippetQuote(result.snippet));
  // Exactly this path: `/rules/movement` from `/rules/movement/` is another URL, a page load.
  if (new URL(result.url, location.href).pathname === location.pathname) setTimeout(showPendingHighlight, 50);
}

function close(): void {
  open = false;
  render();
}

function onKeyDown(event: KeyboardEvent): void {
  const box = input();
  if (!box) return;
  if (event.target !== box) {
    if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target)) return;
    event.preventDefault();
    box.focus();
    return;
  }
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    const wasOpen = open;
    open = true;
    active = Math.min(Math.max(active + (event.key === 'ArrowDown' ? 1 : -1), 0), Math.max(results.length - 1, 0));
    moved = true;
    if (wasOpen) markActive(box, true);
    else render();
  } else if (event.key === 'Enter') {
    const chosen = results[active] ?? results[0];
    if (chosen) {
      event.preventDefault();
      close();
      opening(chosen);
      window.location.assign(resultHref(chosen));
    }
  } else if (event.key === 'Escape') {
    if (open && query()) close();
    else box.blur();
  }
}

function onPointerDown(event: PointerEvent): void {
  const box = input();
  if (!box || !(event.target instanceof Node)) return;
  // The index loads when the page is idle after load (see `preload`), or on the first tap or
  // keystroke if that comes first; not on focus: the home page focuses the box by itself.
  if (event.target === box) loadAfterQuick();
  // Closing on a press outside (not on blur) keeps a tap on a result from being lost.
  if (open && !box.closest('[role=search]')?.contains(event.target)) close();
}

function onClick(event: MouseEvent): void {
  if (!(event.target instanceof Element)) return;
  const filter = event.target.closest(`#${PANEL_ID} button[data-source]`);
  if (filter) {
    sources = toggleSource(chosenSources(), (filter.getAttribute('data-source') || undefined) as SourceId | undefined);
    saveSources(storage(), sources);
    update();
  } else {
    const option = event.target.closest(`#${LIST_ID} [role=option]`);
    const result = option && results[Number(option.getAttribute('data-index'))];
    if (result) opening(result);
    // A procedure's step (see ./search-view.ts `stepsView`) opens like its result.
    if (option || event.target.closest(`#${LIST_ID} [data-step]`)) close();
  }
}

function onPointerOver(event: PointerEvent): void {
  const option = event.target instanceof Element ? event.target.closest(`#${LIST_ID} [role=option]`) : null;
  const box = input();
  if (!option || !box) return;
  active = Number(option.getAttribute('data-index'));
  moved = true;
  markActive(box, false);
}

/** localStorage, or nothing where reading it throws (some private modes). */
function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Binds the search box to the page and starts loading the index when the page is idle. Returns a
 * promise that settles once that load has ended, for work that should not compete with it.
 */
export function bindSearchBox(): Promise<void> {
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('pointerdown', onPointerDown);
  document.addEventListener('click', onClick);
  document.addEventListener('pointerover', onPointerOver);
  // Scroll events do not bubble: caught on their way down.
  document.addEventListener('scroll', (event) => event.target instanceof Element && event.target.id === PANEL_ID && (scrolled = true), true);
  document.addEventListener('focusin', (event) => {
    if (event.target !== input()) return;
    open = true;
    render();
  });
  document.addEventListener('input', (event) => {
    if (event.target !== input()) return;
    loadAfterQuick();
    open = true;
    update();
  });
  // In a task of its own: focusing forces a style and layout.
  if (location.pathname === '/') whenParsed(() => input()?.focus());
  startQuick();
  afterLoad(() => inTurns(warmUpSteps()));
  preload();
  return indexSettled;
}
