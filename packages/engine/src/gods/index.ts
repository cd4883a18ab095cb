import { GOD_NAMES, type GodName } from './names.js';
import { NO_POWER } from './none.js';
import type { Power } from './power.js';
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

/**
 * The registry: each god's module, keyed by name. A god's line is enabled when its module and its
 * tests are complete; until then positions naming it are rejected as "not implemented yet".
 */
const POWERS: Partial<Record<GodName, Power>> = {
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

export const isImplemented = (god: GodName | null): boolean => god === null || POWERS[god] !== undefined;

/** The gods whose powers are implemented, in rulebook order. */
export const implementedGods = (): GodName[] => GOD_NAMES.filter((god) => POWERS[god] !== undefined);

export function powerOf(god: GodName | null): Power {
  if (god === null) return NO_POWER;
  const power = POWERS[god];
  if (power === undefined) throw new Error(`the power of ${god} is not implemented yet`);
  return power;
}
