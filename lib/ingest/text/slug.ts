/** Kebab-case slug for routes, anchors and ids: "Déplacement" -> "deplacement", "THE ARBOREC" -> "the-arborec". */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
