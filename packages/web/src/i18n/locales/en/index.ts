import { common } from './common.js';
import { game } from './game.js';
import { online } from './online.js';
import { local } from './local.js';
import { pages } from './pages.js';
import { problem } from './problem.js';
import { refusal } from './refusal.js';

/** Every English word of the app: the reference catalog the others must match key for key. */
export const en = { ...common, game, refusal, problem, online, local, pages };
