import type { Catalog } from '../../catalog.js';
import { common } from './common.js';
import { game } from './game.js';
import { online } from './online.js';
import { local } from './local.js';
import { pages } from './pages.js';
import { problem } from './problem.js';
import { refusal } from './refusal.js';

/** Tous les textes français de l’app, clé pour clé comme les anglais. */
export const fr: Catalog = { ...common, game, refusal, problem, online, local, pages };
