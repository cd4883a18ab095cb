import type { SquareView, Target } from './boardState.js';
import { sideColour } from './sideColours.js';

/**
 * How a square changed since the board last drew it, for its one-shot animation: a worker arrived
 * from `arrivedFrom` (file and rank steps back to where it was), a block or dome was built, or a
 * block was removed (its ghost fades).
 */
export interface SquareMotion {
  readonly arrivedFrom: readonly [number, number] | null;
  readonly built: boolean;
  readonly removedLevel: number | null;
}

export const STILL: SquareMotion = { arrivedFrom: null, built: false, removedLevel: null };

/**
 * The ground and the three tiers, seen from above. The fills alternate light and dark (whitewash,
 * shaded stone, whitewash) so that each tier stands out from the one under it by at least 3:1,
 * in colour and in greyscale; each tier is also smaller, with a shadow and a bevel.
 */
export const GROUND_FILL = '#a57d4c';
export const TIER_FILLS = ['#f7f3ea', '#857a6b', '#fbfaf6'] as const;
const TIER_INSETS = [7, 17, 27];
const INK = '#1b1f2a';
const DOME_FILL = '#1d3577';
const DOME_LIGHT = '#9db8f2';

function tier(level: number, extraClass: string): string {
  const inset = TIER_INSETS[level - 1] ?? 27;
  const fill = TIER_FILLS[level - 1] ?? TIER_FILLS[2];
  const size = 100 - 2 * inset;
  const dark = level === 2;
  const light = dark ? '#a99e8e' : '#ffffff';
  const shade = dark ? '#5f5648' : '#d7cfbd';
  const far = inset + size;
  return [
    `<g class="tier tier-${level}${extraClass}">`,
    `<rect x="${inset + 2.5}" y="${inset + 3.5}" width="${size}" height="${size}" rx="3" fill="#000" opacity="0.28"/>`,
    `<rect x="${inset}" y="${inset}" width="${size}" height="${size}" rx="3" fill="${fill}" stroke="${INK}" stroke-opacity="0.55" stroke-width="1.2"/>`,
    // The bevel: lit on the top and left edges, shaded on the bottom and right.
    `<path d="M${inset + 2} ${far - 2} V${inset + 2} H${far - 2}" fill="none" stroke="${light}" stroke-width="2.2"/>`,
    `<path d="M${inset + 2.5} ${far - 1.8} H${far - 1.8} V${inset + 2.5}" fill="none" stroke="${shade}" stroke-width="2.2"/>`,
    '</g>',
  ].join('');
}

/** The ground: warm earth with a faint speckle, so it reads as land and not as a tier. */
const GROUND = [
  `<rect width="100" height="100" fill="${GROUND_FILL}"/>`,
  '<path d="M14 20h3M70 12h3M84 64h3M22 80h3M50 90h3M8 52h3" stroke="#8a6538" stroke-width="2" stroke-linecap="round"/>',
].join('');

/**
 * A dome from the side: a blue cap with a highlight and a lantern on a white drum. Always the same
 * size, on the ground as on a tower, and nothing like a worker's pawn.
 */
const domeSvg = (extraClass: string): string =>
  [
    `<g class="dome-shape${extraClass}">`,
    '<ellipse cx="50" cy="80" rx="30" ry="5" fill="#000" opacity="0.3"/>',
    `<rect x="20" y="62" width="60" height="16" rx="2" fill="#ffffff" stroke="${INK}" stroke-width="2"/>`,
    `<path class="dome" d="M22 63 A28 28 0 0 1 78 63 Z" fill="${DOME_FILL}" stroke="${INK}" stroke-width="2"/>`,
    `<path d="M31 55 A20 20 0 0 1 45 40" fill="none" stroke="${DOME_LIGHT}" stroke-width="4" stroke-linecap="round"/>`,
    `<rect x="46" y="28" width="8" height="8" fill="#ffffff" stroke="${INK}" stroke-width="1.5"/>`,
    `<path d="M50 18 V28 M46 22 H54" stroke="${INK}" stroke-width="2"/>`,
    '</g>',
  ].join('');

const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A worker as a pawn: round head on a body with the side's letter; Selene's female in a gown. */
function pawn(view: NonNullable<SquareView['worker']>, motion: SquareMotion): string {
  const colour = sideColour(view.side);
  const from = motion.arrivedFrom;
  const style = from === null ? '' : ` style="--from-x:${from[0] * 106}px;--from-y:${from[1] * 106}px"`;
  const body = view.female ? 'M50 38 L70 80 H30 Z' : 'M38 44 Q38 38 44 38 H56 Q62 38 62 44 L66 74 H34 Z';
  const parts = [
    `<g class="pawn${from === null ? '' : ' arriving'}"${style}>`,
    '<ellipse cx="50" cy="82" rx="22" ry="5" fill="#000" opacity="0.35"/>',
    `<path class="worker" d="${body}" fill="${colour.fill}" stroke="${INK}" stroke-width="2.5" stroke-linejoin="round"/>`,
    `<rect x="30" y="73" width="40" height="9" rx="3" fill="${colour.fill}" stroke="${INK}" stroke-width="2.5"/>`,
    `<circle cx="50" cy="28" r="11" fill="${colour.fill}" stroke="${INK}" stroke-width="2.5"/>`,
  ];
  if (view.female)
    // A crown of three points on her head: the female worker by shape, not by colour.
    parts.push(
      `<path class="female" d="M41 19 L43 9 L47 15 L50 6 L53 15 L57 9 L59 19 Z" fill="${colour.fill}" stroke="${INK}" stroke-width="2" stroke-linejoin="round"/>`,
    );
  parts.push(
    `<text class="worker-letter" x="50" y="${view.female ? 73 : 67}" text-anchor="middle" font-size="20" font-weight="800" fill="${colour.text}">${escapeXml(view.letter)}</text>`,
    '</g>',
  );
  return parts.join('');
}

/** Draws `shape` twice: a white halo under the coloured mark, so it shows on every tier. */
const haloed = (shape: (stroke: string, width: number) => string, colour: string, width: number): string =>
  shape('#ffffff', width + 4) + shape(colour, width);

export const HIGHLIGHT = {
  select: INK,
  selected: '#c026d3',
  move: '#15803d',
  swap: '#0f766e',
  build: '#6d28d9',
  remove: '#b91c1c',
} as const;

const MOVE_DOT = `<circle cx="50" cy="50" r="14" fill="#ffffff"/><circle class="marker marker-move" cx="50" cy="50" r="10" fill="${HIGHLIGHT.move}"/>`;

const buildMark = haloed(
  (stroke, width) =>
    `<path class="marker marker-build" d="M30 30 H70 V70 H30 Z M50 40 V60 M40 50 H60" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linejoin="round"/>`,
  HIGHLIGHT.build,
  4,
);

/** A ring with arrowheads round a worker: swap (two ways) or push (one way). */
const swapMark = (twoWay: boolean): string =>
  haloed(
    (stroke, width) =>
      `<g class="marker marker-swap" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"><circle cx="50" cy="50" r="40"/><path d="M80 16 L90 26 L78 32${twoWay ? ' M20 84 L10 74 L22 68' : ''}"/></g>`,
    HIGHLIGHT.swap,
    4,
  );

const removeMark = haloed(
  (stroke, width) =>
    `<path class="marker marker-remove" d="M32 32 L68 68 M68 32 L32 68" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`,
  HIGHLIGHT.remove,
  7,
);

const forceMark = haloed(
  (stroke, width) =>
    `<g class="marker marker-force" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"><circle cx="50" cy="50" r="40" stroke-dasharray="10 7"/><path d="M38 38 L50 50 L38 62 M52 38 L64 50 L52 62"/></g>`,
  HIGHLIGHT.remove,
  4,
);

const selectMark = haloed(
  (stroke, width) =>
    `<path class="marker marker-select" d="M8 24 V8 H24 M76 8 H92 V24 M92 76 V92 H76 M24 92 H8 V76" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`,
  HIGHLIGHT.select,
  4,
);

const selectedMark = haloed(
  (stroke, width) =>
    `<path class="marker marker-selected" d="M6 6 H94 V94 H6 Z" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linejoin="round"/>`,
  HIGHLIGHT.selected,
  6,
);

function targetMarker(target: Target, occupied: boolean): string {
  switch (target) {
    case 'move':
    case 'place':
      return occupied ? swapMark(true) : MOVE_DOT;
    case 'swap':
      return swapMark(true);
    case 'push':
      return swapMark(false);
    case 'force':
      return forceMark;
    case 'build':
      return buildMark;
    case 'moveOrBuild':
      // Both marks at once: the move's dot inside the build's square.
      return `${buildMark}${MOVE_DOT.replace('r="14"', 'r="9"').replace('r="10"', 'r="6"')}`;
    case 'remove':
      return removeMark;
    case 'select':
      return selectMark;
  }
}

/**
 * The numerals 1–3 drawn as strokes, 20 units tall. Drawn rather than written: a square's visible
 * text would be the numeral and the worker's letter run together ("2B"), which is not in its
 * label, and label-in-name (WCAG 2.5.3) asks that it be.
 */
const NUMERALS: Readonly<Record<number, string>> = {
  1: 'M11.5 10 L16.5 6 V26 M11.5 26 H21.5',
  2: 'M10 11 C10 7.8 12.6 6 16 6 C19.6 6 22 8.2 22 11.4 C22 15.2 17.6 18 10 26 H22.5',
  3: 'M10.5 6.5 H21.5 L15.2 13.8 C19.6 13.8 22.5 16.4 22.5 20.2 C22.5 23.8 19.6 26.2 16 26.2 C13.2 26.2 11.1 25 10 22.8',
};

/** The level as a numeral in a dark plaque, big enough to read on a phone. */
const levelBadge = (level: number): string =>
  [
    `<rect x="1" y="1" width="30" height="30" rx="7" fill="${INK}" stroke="#ffffff" stroke-width="1.5"/>`,
    `<path class="level" data-level="${level}" d="${NUMERALS[level] ?? ''}" fill="none" stroke="#ffffff" stroke-width="3.6" stroke-linecap="round" stroke-linejoin="round"/>`,
  ].join('');

/** The selection's mark, drawn under the worker (empty when the square is not selected). */
export const selectionMarkSvg = (selected: boolean): string => (selected ? selectedMark : '');

/** The target's mark, drawn over the worker (empty when the square is no target). */
export const targetMarkSvg = (target: Target | undefined, occupied: boolean): string =>
  target === undefined ? '' : targetMarker(target, occupied);

/**
 * The groups that hold the selection's and the target's marks: the board changes only their
 * insides when nothing else on the square changed.
 */
export const MARK_GROUPS = { selection: 'mark-selection', target: 'mark-target' } as const;

/** The inside of one square as SVG markup. */
export function squareSvg(
  view: SquareView,
  target: Target | undefined,
  selected: boolean,
  motion: SquareMotion = STILL,
): string {
  const parts = ['<svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">', GROUND];
  for (let level = 1; level <= view.level; level++)
    parts.push(tier(level, motion.built && level === view.level && !view.dome ? ' dropping' : ''));
  if (motion.removedLevel !== null) parts.push(tier(motion.removedLevel, ' fading'));
  if (view.dome) parts.push(domeSvg(motion.built ? ' dropping' : ''));
  parts.push(`<g class="${MARK_GROUPS.selection}">${selectionMarkSvg(selected)}</g>`);
  if (view.worker !== null) parts.push(pawn(view.worker, motion));
  parts.push(`<g class="${MARK_GROUPS.target}">${targetMarkSvg(target, view.worker !== null)}</g>`);
  if (view.level > 0) parts.push(levelBadge(view.level));
  parts.push('</svg>');
  return parts.join('');
}
