/** UI fuzzing, part 4 of 4 of the games (ui-fuzz.ts). */
import { fuzzGames } from './ui-fuzz.js';

fuzzGames(3, 4);
