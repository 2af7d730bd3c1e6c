/**
 * The only routes that ship React (and Next's runtime): real client apps. Every other page is
 * static HTML plus the small reader script; scripts/postbuild.ts strips Next's scripts from them.
 */
export const REACT_ROUTES: readonly string[] = ['/calc/', '/calc/eotv/', '/timing/'];

/** The route of an exported page file relative to out/: `calc/eotv/index.html` is `/calc/eotv/`. */
export function routeOfPage(file: string): string {
  const path = file.split('\\').join('/');
  return `/${path.replace(/(^|\/)index\.html$/, '$1')}`;
}

export function needsReact(route: string): boolean {
  return REACT_ROUTES.includes(route);
}
