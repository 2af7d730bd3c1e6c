/** Site URL of an item: an entry is its page; anything else is an anchor on its page. */
export function itemUrl(route: string, item: { kind: string; anchor: string }): string {
  return item.kind === 'entry' ? route : `${route}#${item.anchor}`;
}
