import { timeOdds, LARGE_BATTLE } from './lib/calc/bench';
console.log(timeOdds(LARGE_BATTLE, 2000).toFixed(2));
