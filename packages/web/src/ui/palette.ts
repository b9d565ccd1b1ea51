/**
 * Colours from Okabe and Ito's palette ("Color Universal Design", 2008), chosen so players with the
 * common colour-vision deficiencies can tell them apart; where colours stand for digits, each also
 * has its own shape, so no one has to rely on colour alone.
 */
export interface Swatch {
  name: string;
  colour: string;
}

export const PALETTE: readonly Swatch[] = [
  { name: 'orange', colour: '#E69F00' },
  { name: 'sky blue', colour: '#56B4E9' },
  { name: 'bluish green', colour: '#009E73' },
  { name: 'yellow', colour: '#F0E442' },
  { name: 'blue', colour: '#0072B2' },
  { name: 'vermilion', colour: '#D55E00' },
  { name: 'reddish purple', colour: '#CC79A7' },
  { name: 'grey', colour: '#8C8C8C' },
  { name: 'indigo', colour: '#332288' },
];

/** SVG shapes in a 24×24 box, one per digit (1-9). */
export const SHAPES: readonly string[] = [
  'M12 3a9 9 0 1 0 0.01 0Z', // circle
  'M4 4h16v16H4Z', // square
  'M12 2.5 22 20.5H2Z', // triangle
  'M12 1.5 22.5 12 12 22.5 1.5 12Z', // diamond
  'M2 3.5h20L12 21.5Z', // triangle, point down
  'M12 1.5 21.5 7v10L12 22.5 2.5 17V7Z', // hexagon
  'M12 1.5l3.1 6.6 7.1.8-5.3 4.9 1.5 7-6.4-3.6-6.4 3.6 1.5-7L1.8 8.9l7.1-.8Z', // star
  'M8.5 2h7v6.5H22v7h-6.5V22h-7v-6.5H2v-7h6.5Z', // plus
  'M12 2a10 10 0 1 0 0.01 0Zm0 5a5 5 0 1 1-0.01 0Z', // ring
];

export const swatch = (index1: number): Swatch => PALETTE[index1 - 1];
