/** The fields of an item searched separately, so a title match can weigh more than a passing mention. */
export const FIELDS = ['title', 'body'] as const;
export type Field = (typeof FIELDS)[number];
