/**
 * Worker colours by side, with a text colour that reads on each: blue, white and a vermilion orange,
 * told apart with every common colour blindness (they differ along blue–yellow and in lightness).
 * No dome or highlight uses them.
 */
export const SIDE_COLOURS: readonly { readonly fill: string; readonly text: string }[] = [
  { fill: '#2563eb', text: '#ffffff' },
  { fill: '#f8f5ec', text: '#1f2937' },
  { fill: '#c2410c', text: '#ffffff' },
];

export const sideColour = (side: number): { readonly fill: string; readonly text: string } =>
  SIDE_COLOURS[side % SIDE_COLOURS.length] ?? { fill: '#888888', text: '#000000' };
