/** UI fuzzing, part 1 of 4 of the games (ui-fuzz.ts). */
import { fuzzGames } from './ui-fuzz.js';

fuzzGames(0, 4);
