/**
 * The registry: every god the reference supports, one line each, and who holds which power in a turn.
 * Adding a god: write `powers/<god>.ts` exporting a `Power`, add its line to POWERS, and add its name
 * to GODS in crosscheck.test.ts.
 */
import { type GodName, type State, player } from './model.js';
import type { Power } from './power.js';
import { APOLLO } from './powers/apollo.js';
import { ARTEMIS } from './powers/artemis.js';
import { ATHENA } from './powers/athena.js';
import { ATLAS } from './powers/atlas.js';
import { DEMETER } from './powers/demeter.js';
import { HEPHAESTUS } from './powers/hephaestus.js';
import { HERMES } from './powers/hermes.js';
import { MINOTAUR } from './powers/minotaur.js';
import { PAN } from './powers/pan.js';
import { PROMETHEUS } from './powers/prometheus.js';
import { APHRODITE } from './powers/aphrodite.js';
import { ARES } from './powers/ares.js';
import { BIA } from './powers/bia.js';
import { CHARON } from './powers/charon.js';
import { CHRONUS } from './powers/chronus.js';
import { EROS } from './powers/eros.js';
import { HERA } from './powers/hera.js';
import { HESTIA } from './powers/hestia.js';
import { HYPNUS } from './powers/hypnus.js';
import { LIMUS } from './powers/limus.js';
import { CHAOS } from './powers/chaos.js';
import { CIRCE } from './powers/circe.js';
import { DIONYSUS } from './powers/dionysus.js';
import { MEDUSA } from './powers/medusa.js';
import { MORPHEUS } from './powers/morpheus.js';
import { PERSEPHONE } from './powers/persephone.js';
import { POSEIDON } from './powers/poseidon.js';
import { SELENE } from './powers/selene.js';
import { TRITON } from './powers/triton.js';
import { ZEUS } from './powers/zeus.js';

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
  charon: CHARON,
  chronus: CHRONUS,
  eros: EROS,
  hera: HERA,
  hestia: HESTIA,
  hypnus: HYPNUS,
  limus: LIMUS,
  chaos: CHAOS,
  circe: CIRCE,
  dionysus: DIONYSUS,
  medusa: MEDUSA,
  morpheus: MORPHEUS,
  persephone: PERSEPHONE,
  poseidon: POSEIDON,
  selene: SELENE,
  triton: TRITON,
  zeus: ZEUS,
};

export const isSupported = (god: GodName | null): boolean => god === null || POWERS[god] !== undefined;

export function powerByName(god: GodName | null): Power | null {
  if (god === null) return null;
  const power = POWERS[god];
  if (power === undefined) throw new Error(`reference: ${god} is not supported yet`);
  return power;
}

/** The power printed on the seat's own card (setup powers, the first start-of-turn effect). */
export const ownPower = (state: State, seat: number): Power | null => powerByName(player(state, seat).god);

/**
 * Per seat, the power it holds now: none when another seat `silences` it (Circe), else its own card's,
 * or the god its card `actsAs` (Chaos's card, Circe's borrowed power).
 */
export function effectivePowers(state: State): (Power | null)[] {
  return state.players.map((_, seat) => {
    const silenced = state.players.some(
      (__, other) => other !== seat && ownPower(state, other)?.silences?.(state, other, seat) === true,
    );
    if (silenced) return null;
    const own = ownPower(state, seat);
    return own?.actsAs === undefined ? own : powerByName(own.actsAs(state, seat));
  });
}
