import { GOD_NAMES, godTitle, isGodName, type GodName } from '../core/godNames.js';
import { NO_POWER } from './none.js';
import type { ExtraStep, Power } from './power.js';
import { APOLLO } from './apollo.js';
import { ARTEMIS } from './artemis.js';
import { ATHENA } from './athena.js';
import { ATLAS } from './atlas.js';
import { DEMETER } from './demeter.js';
import { HEPHAESTUS } from './hephaestus.js';
import { HERMES } from './hermes.js';
import { MINOTAUR } from './minotaur.js';
import { PAN } from './pan.js';
import { PROMETHEUS } from './prometheus.js';
import { APHRODITE } from './aphrodite.js';
import { ARES } from './ares.js';
import { BIA } from './bia.js';
import { CHAOS } from './chaos.js';
import { CHARON } from './charon.js';
import { CHRONUS } from './chronus.js';
import { CIRCE } from './circe.js';
import { DIONYSUS } from './dionysus.js';
import { EROS } from './eros.js';
import { HERA } from './hera.js';
import { HESTIA } from './hestia.js';
import { HYPNUS } from './hypnus.js';
import { LIMUS } from './limus.js';
import { MEDUSA } from './medusa.js';
import { MORPHEUS } from './morpheus.js';
import { PERSEPHONE } from './persephone.js';
import { POSEIDON } from './poseidon.js';
import { SELENE } from './selene.js';
import { TRITON } from './triton.js';
import { ZEUS } from './zeus.js';

/** The registry: each god's module, keyed by name. Exhaustive: a god without a module is a compile error. */
const POWERS: Readonly<Record<GodName, Power>> = {
  apollo: APOLLO,
  artemis: ARTEMIS,
  athena: ATHENA,
  atlas: ATLAS,
  demeter: DEMETER,
  hephaestus: HEPHAESTUS,
  hermes: HERMES,
  minotaur: MINOTAUR,
  pan: PAN,
  prometheus: PROMETHEUS,
  aphrodite: APHRODITE,
  ares: ARES,
  bia: BIA,
  chaos: CHAOS,
  charon: CHARON,
  chronus: CHRONUS,
  circe: CIRCE,
  dionysus: DIONYSUS,
  eros: EROS,
  hera: HERA,
  hestia: HESTIA,
  hypnus: HYPNUS,
  limus: LIMUS,
  medusa: MEDUSA,
  morpheus: MORPHEUS,
  persephone: PERSEPHONE,
  poseidon: POSEIDON,
  selene: SELENE,
  triton: TRITON,
  zeus: ZEUS,
};

export const powerOf = (god: GodName | null): Power => (god === null ? NO_POWER : POWERS[god]);

/** Every power (the base game's `null` excluded), in rulebook order. */
export const allPowers = (): Power[] => implementedGods().map(powerOf);

/** Every god has its power: kept for callers that list the playable gods. */
export const isImplemented = (god: GodName | null): boolean => god === null || isGodName(god);

const BY_NUMBER: readonly GodName[] = [...GOD_NAMES].sort((a, b) => POWERS[a].number - POWERS[b].number);

/** The gods in rulebook order (their cards' numbers): a new array each call. */
export const implementedGods = (): GodName[] => [...BY_NUMBER];

/** The Simple Gods (1–10), in number order: Chaos's deck (rules.md §7, 14). */
export const simpleGods = (): GodName[] => implementedGods().filter((god) => POWERS[god].number <= 10);

/** The titles of the gods whose power matches, in rulebook order: for messages ("Atlas, Selene"). */
export const godTitlesWhere = (matches: (power: Power) => boolean): string[] =>
  implementedGods()
    .filter((god) => matches(powerOf(god)))
    .map(godTitle);

/** The gods whose power takes a step the base rules lack (a dome below level 3, force, remove, pass). */
export const godsTakingStep = (step: ExtraStep): GodName[] =>
  implementedGods().filter((god) => powerOf(god).extraSteps?.includes(step) === true);
