/**
 * The verbs a ship's move is told with, in every form ("fly", "flies", "flying", "flew"): a system
 * flown over is passed through (./passing-through.ts), a fleet that goes somewhere is ships
 * (./moving-fleet.ts). Each reader once wrote its own list, no two with the same forms ("jumping"
 * in one, "sailed" in the other); one that reads more verbs adds them where it reads them.
 */
export const MOVE_VERBS: readonly string[] = [
  'move', 'moves', 'moving', 'moved',
  'go', 'goes', 'going', 'went',
  'fly', 'flies', 'flying', 'flew',
  'pass', 'passes', 'passing', 'passed',
  'jump', 'jumps', 'jumping', 'jumped',
  'travel', 'travels', 'travelling', 'traveling', 'travelled', 'traveled',
  'sail', 'sails', 'sailing', 'sailed',
];
