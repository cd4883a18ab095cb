import type { SquareView, Target } from './boardState.js';
import { sideColour } from './sideColours.js';

/** The stepped blocks: each level a smaller square on top of the last, lighter to darker. */
const STEPS = [
  { inset: 6, fill: '#ece8dc' },
  { inset: 16, fill: '#d8d1c0' },
  { inset: 26, fill: '#bdb39c' },
];

const rect = (inset: number, fill: string): string =>
  `<rect x="${inset}" y="${inset}" width="${100 - 2 * inset}" height="${100 - 2 * inset}" rx="3" fill="${fill}" stroke="#6b6455" stroke-width="1.5"/>`;

/**
 * A dome seen from above: it covers the top of its tower, with ribs and a lantern on its crown, so
 * it reads as a roof at a glance and never as a worker (a smaller disc with a letter).
 */
const DOME = [
  '<circle class="dome" cx="50" cy="52" r="31" fill="#24479e" stroke="#0b1b4d" stroke-width="2.5"/>',
  '<path d="M50 21 V83 M19 52 H81 M28 30 L72 74 M72 30 L28 74" stroke="#7fa3ec" stroke-width="2.5"/>',
  '<circle cx="50" cy="52" r="17" fill="none" stroke="#7fa3ec" stroke-width="2.5"/>',
  '<circle cx="50" cy="52" r="6" fill="#e8eefc" stroke="#0b1b4d" stroke-width="1.5"/>',
].join('');

const BUILD_MARKER =
  '<rect class="marker" x="38" y="40" width="24" height="24" fill="none" stroke="#b45309" stroke-width="5"/>';

function targetMarker(target: Target, occupied: boolean): string {
  switch (target) {
    case 'swap':
    case 'push':
    case 'move':
    case 'place':
      return occupied
        ? '<circle class="marker" cx="50" cy="55" r="25" fill="none" stroke="#15803d" stroke-width="5"/>'
        : '<circle class="marker" cx="50" cy="55" r="10" fill="#15803d"/>';
    case 'force':
      return '<circle class="marker" cx="50" cy="55" r="10" fill="#7c3aed"/>';
    case 'build':
      return BUILD_MARKER;
    case 'moveOrBuild':
      // Both marks at once: the move's dot inside the build's square.
      return `${BUILD_MARKER}<circle class="marker" cx="50" cy="52" r="6" fill="#15803d"/>`;
    case 'remove':
      return '<rect class="marker" x="34" y="48" width="32" height="8" fill="#b91c1c"/>';
    case 'select':
      return '';
  }
}

const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The inside of one square as SVG markup. */
export function squareSvg(view: SquareView, target: Target | undefined, selected: boolean): string {
  const parts = ['<svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">'];
  parts.push('<rect width="100" height="100" fill="#bcd99a"/>');
  STEPS.slice(0, view.level).forEach((step) => parts.push(rect(step.inset, step.fill)));
  if (view.level > 0)
    // The level in a badge big enough to read on a phone, besides the steps themselves.
    parts.push(
      '<rect x="1" y="1" width="25" height="25" rx="6" fill="#1f2937"/>',
      `<text class="level" x="13.5" y="21" text-anchor="middle" font-size="22" font-weight="800" fill="#ffffff">${view.level}</text>`,
    );
  if (view.dome) parts.push(DOME);
  const worker = view.worker;
  if (worker !== null) {
    const colour = sideColour(worker.side);
    if (selected)
      parts.push('<circle cx="50" cy="55" r="27" fill="none" stroke="#facc15" stroke-width="6"/>');
    parts.push(
      `<circle class="worker" cx="50" cy="55" r="19" fill="${colour.fill}" stroke="#111827" stroke-width="2.5"/>`,
    );
    parts.push(
      `<text x="50" y="62" text-anchor="middle" font-size="20" font-weight="700" fill="${colour.text}">${escapeXml(worker.letter)}</text>`,
    );
    if (worker.female)
      parts.push(
        '<circle class="female" cx="68" cy="38" r="6" fill="#db2777" stroke="#111827" stroke-width="1.5"/>',
      );
  }
  if (target !== undefined) parts.push(targetMarker(target, worker !== null));
  parts.push('</svg>');
  return parts.join('');
}
