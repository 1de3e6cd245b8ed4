/** UI fuzzing, part 3 of 4 of the games (ui-fuzz.ts). */
import { fuzzGames } from './ui-fuzz.js';

fuzzGames(2, 4);
