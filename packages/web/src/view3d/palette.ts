/**
 * The 3D view's colours. Seat colours are not here: they come from ../board/sideColours.ts, and no
 * colour below is meant to be mistaken for one (domes are deep cobalt, highlights are by shape too).
 */

export const SKY = '#e3f1fb';
export const SEA = '#6fb7d6';
export const SHALLOWS = '#a5d8e6';
export const ISLAND_ROCK = '#b08a62';
export const ISLAND_TOP = '#d9c49a';
/** Ground tiles in two warm tones, a checker so the squares read without grid lines. */
export const GROUND: readonly [string, string] = ['#e2c48f', '#d6b47c'];
/** Whitewashed tower tiers, a shade cooler per level so even a greyscale glance separates them. */
export const TIER_COLOURS: readonly string[] = ['#fbf8f1', '#ece7dc', '#dcd5c6'];
/** The ledge under each tier's top edge: the step's shadow line. */
export const TIER_LEDGE = '#bdb3a0';
export const DOME_COLOUR = '#1e3a8a';
export const DOME_DRUM = '#f4f1ea';
