/**
 * The 3D view's colours. Seat colours are not here: they come from ../board/sideColours.ts, and no
 * colour below is meant to be mistaken for one (domes are deep cobalt, highlights are by shape too).
 */

export const SKY = '#e3f1fb';
export const SEA = '#6fb7d6';
export const SHALLOWS = '#a5d8e6';
export const ISLAND_ROCK = '#b08a62';
export const ISLAND_TOP = '#efe4cc';
/** Ground tiles in two warm tones, a checker so the squares read without grid lines. */
export const GROUND: readonly [string, string] = ['#dcb77c', '#cfa86c'];
/** Whitewashed tower tiers, a shade cooler per level so even a greyscale glance separates them. */
export const TIER_COLOURS: readonly string[] = ['#fdfbf6', '#e6dfd0', '#cdc3ae'];
/** The ledge under each tier's top edge: the step's shadow line. */
export const TIER_LEDGE = '#8f8574';
export const DOME_COLOUR = '#1e3a8a';
export const DOME_DRUM = '#f4f1ea';
