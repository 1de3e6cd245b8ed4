/** UI fuzzing, part 2 of 4 of the games (ui-fuzz.ts). */
import { fuzzGames } from './ui-fuzz.js';

fuzzGames(1, 4);
