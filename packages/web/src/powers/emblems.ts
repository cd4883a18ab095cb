import type { GodName } from '@santorini/engine';

/**
 * One simple geometric emblem per god, drawn by us on a 48 × 48 grid: stroked paths (`line`) and
 * filled ones (`solid`), both in the current text colour.
 */
export interface Emblem {
  readonly line: readonly string[];
  readonly solid?: readonly string[];
}

const circle = (cx: number, cy: number, r: number): string =>
  `M${cx - r} ${cy} a${r} ${r} 0 1 0 ${2 * r} 0 a${r} ${r} 0 1 0 ${-2 * r} 0`;

const rays = (cx: number, cy: number, inner: number, outer: number, count: number): string =>
  Array.from({ length: count }, (_, index) => {
    const angle = (index / count) * 2 * Math.PI;
    const [c, s] = [Math.cos(angle), Math.sin(angle)];
    const f = (n: number) => n.toFixed(1);
    return `M${f(cx + c * inner)} ${f(cy + s * inner)} L${f(cx + c * outer)} ${f(cy + s * outer)}`;
  }).join(' ');

export const EMBLEMS: Readonly<Record<GodName, Emblem>> = {
  // The sun.
  apollo: { line: [circle(24, 24, 8), rays(24, 24, 13, 20, 8)] },
  // A bow and its arrow.
  artemis: { line: ['M14 6 Q36 24 14 42', 'M14 6 L14 42', 'M8 24 H42', 'M36 18 L42 24 L36 30'] },
  // An owl's eyes and beak.
  athena: {
    line: [circle(16, 22, 7), circle(32, 22, 7), 'M8 10 L16 15 M40 10 L32 15'],
    solid: ['M21 31 L27 31 L24 38 Z', circle(16, 22, 2.5), circle(32, 22, 2.5)],
  },
  // The heavens on his shoulders.
  atlas: { line: [circle(24, 18, 11), 'M13 18 H35 M24 7 Q16 18 24 29 Q32 18 24 7', 'M8 40 Q24 30 40 40'] },
  // An ear of wheat.
  demeter: {
    line: [
      'M24 44 V8',
      'M24 16 Q16 14 15 8 M24 16 Q32 14 33 8 M24 26 Q16 24 15 18 M24 26 Q32 24 33 18 M24 36 Q16 34 15 28 M24 36 Q32 34 33 28',
    ],
  },
  // A hammer.
  hephaestus: { line: ['M26 22 L10 40'], solid: ['M22 8 L38 8 L42 14 L38 20 L22 20 Z'] },
  // A winged ring.
  hermes: {
    line: [
      circle(24, 28, 7),
      'M17 24 Q8 22 5 12 Q13 16 18 16 Q10 12 10 6 Q18 12 21 21',
      'M31 24 Q40 22 43 12 Q35 16 30 16 Q38 12 38 6 Q30 12 27 21',
    ],
  },
  // Horns over a brow.
  minotaur: {
    line: ['M14 26 Q4 22 6 8 Q12 18 18 20', 'M34 26 Q44 22 42 8 Q36 18 30 20', 'M16 22 Q24 44 32 22 Z'],
  },
  // Pan pipes.
  pan: { line: ['M8 10 V40 M15 10 V34 M22 10 V29 M29 10 V25 M36 10 V21', 'M6 16 L38 16'] },
  // A flame.
  prometheus: {
    line: ['M24 44 Q10 40 12 28 Q14 20 20 14 Q20 22 25 24 Q22 14 28 4 Q40 18 36 32 Q34 42 24 44 Z'],
  },
  // A heart.
  aphrodite: {
    solid: ['M24 40 Q6 28 8 17 Q10 8 18 9 Q22 10 24 15 Q26 10 30 9 Q38 8 40 17 Q42 28 24 40 Z'],
    line: [],
  },
  // A spear and its head.
  ares: { line: ['M8 40 L34 14', 'M14 30 L18 34'], solid: ['M30 10 L42 6 L38 18 Z'] },
  // Force: two chevrons driving forward.
  bia: { line: ['M8 10 L22 24 L8 38', 'M22 10 L36 24 L22 38'] },
  // A spiral.
  chaos: { line: ['M24 24 Q24 20 28 21 Q33 24 30 30 Q25 36 18 31 Q11 24 17 16 Q25 8 35 14 Q44 22 39 34'] },
  // The ferryman's boat and oar.
  charon: { line: ['M4 30 Q24 44 44 30 Z', 'M30 6 L20 36', 'M18 40 L22 32'] },
  // An hourglass.
  chronus: {
    line: ['M12 6 H36 M12 42 H36', 'M14 6 Q14 18 24 24 Q34 18 34 6', 'M14 42 Q14 30 24 24 Q34 30 34 42'],
    solid: ['M18 40 Q24 32 30 40 Z'],
  },
  // A goblet.
  circe: {
    line: ['M12 8 H36 Q36 24 24 26 Q12 24 12 8 Z', 'M24 26 V38 M16 40 H32'],
    solid: [circle(30, 14, 2)],
  },
  // A bunch of grapes.
  dionysus: {
    line: ['M24 4 Q26 8 30 8'],
    solid: [
      circle(18, 14, 4.5),
      circle(28, 14, 4.5),
      circle(13, 22, 4.5),
      circle(23, 22, 4.5),
      circle(33, 22, 4.5),
      circle(18, 30, 4.5),
      circle(28, 30, 4.5),
      circle(23, 38, 4.5),
    ],
  },
  // Love's arrow.
  eros: { line: ['M6 42 L38 10', 'M6 42 L4 34 M6 42 L14 44 M10 38 L8 30 M10 38 L18 40', 'M30 10 H38 V18'] },
  // A crown.
  hera: { line: ['M8 36 L6 14 L16 24 L24 8 L32 24 L42 14 L40 36 Z', 'M8 42 H40'] },
  // The hearth: a house over a fire.
  hestia: {
    line: ['M6 22 L24 6 L42 22', 'M10 20 V42 H38 V20'],
    solid: ['M24 40 Q16 36 19 29 Q21 32 23 32 Q21 26 26 22 Q32 30 30 36 Q28 40 24 40 Z'],
  },
  // Sleep.
  hypnus: { line: ['M8 12 H20 L8 26 H20', 'M24 24 H34 L24 36 H34', 'M36 6 H44 L36 15 H44'] },
  // A bare, broken branch.
  limus: { line: ['M24 44 V20 L16 10', 'M24 28 L34 18 L38 20', 'M24 20 L30 8'] },
  // A snake.
  medusa: { line: ['M8 40 Q16 30 24 36 Q32 42 36 30 Q40 18 30 16 Q22 14 24 8'], solid: [circle(25, 8, 4)] },
  // A cloud of dreams.
  morpheus: {
    line: [
      'M12 34 Q4 34 6 26 Q8 20 14 22 Q14 12 24 12 Q32 12 34 20 Q42 18 43 26 Q44 34 36 34 Z',
      'M14 42 H22 M28 42 H34',
    ],
  },
  // A pomegranate.
  persephone: {
    line: [circle(24, 28, 14), 'M18 14 L20 8 L24 12 L28 8 L30 14'],
    solid: [circle(20, 26, 2), circle(28, 26, 2), circle(24, 32, 2)],
  },
  // A trident.
  poseidon: { line: ['M24 44 V10', 'M12 6 V18 Q12 24 24 24 Q36 24 36 18 V6', 'M20 10 L24 4 L28 10'] },
  // The crescent moon.
  selene: {
    solid: ['M30 6 Q10 10 10 26 Q12 42 30 42 Q18 36 18 24 Q18 12 30 6 Z'],
    line: ['M34 18 L36 22 L40 23 L36 25 L34 29 L32 25 L28 23 L32 22 Z'],
  },
  // Waves and a conch.
  triton: {
    line: [
      'M4 36 Q10 30 16 36 Q22 42 28 36 Q34 30 40 36 Q42 38 44 36',
      'M14 26 L24 6 L34 26 Q24 32 14 26 Z',
      'M19 17 H29',
    ],
  },
  // A thunderbolt.
  zeus: { solid: ['M28 4 L10 26 H22 L16 44 L38 18 H26 Z'], line: [] },
};
