/**
 * Attempt seeds for generateForTechnique's tests: attemptTechnique(id, attemptSeed) makes a puzzle
 * that needs the technique. Found by generateForTechnique(id, { seed: 2026 }) on 2026-11-27
 * (engine of branch learn; Naked Quad and Jellyfish with seed 2027 and five minutes); null where
 * that search found none within a minute on a busy machine
 * (the rare ones: quads, Jellyfish, some chains; see the README's technique benchmark).
 */
export const TECHNIQUE_SEEDS: readonly { id: string; attemptSeed: number | null }[] = [
  { id: 'full-house', attemptSeed: 5423483993434327 },
  { id: 'hidden-single', attemptSeed: 5423483993434327 },
  { id: 'naked-single', attemptSeed: 1503889959998117 },
  { id: 'pointing', attemptSeed: 3606993450045329 },
  { id: 'claiming', attemptSeed: 855036976879331 },
  { id: 'naked-pair', attemptSeed: 6691108301893086 },
  { id: 'x-wing', attemptSeed: 6513972810036871 },
  { id: 'hidden-pair', attemptSeed: 5028483466004368 },
  { id: 'naked-triple', attemptSeed: 8783666177970696 },
  { id: 'swordfish', attemptSeed: 266406213258112 },
  { id: 'hidden-triple', attemptSeed: 5464907004658375 },
  { id: 'xy-wing', attemptSeed: 5423483993434327 },
  { id: 'xyz-wing', attemptSeed: 1503889959998117 },
  { id: 'unique-rectangle', attemptSeed: 325939794303792 },
  { id: 'naked-quad', attemptSeed: 5885860603559148 },
  { id: 'jellyfish', attemptSeed: 7129028640803044 },
  { id: 'hidden-quad', attemptSeed: null },
  { id: 'bug', attemptSeed: 2443358149400242 },
  { id: 'aligned-pair-exclusion', attemptSeed: 5886843931609068 },
  { id: 'skyscraper', attemptSeed: 325939794303792 },
  { id: '2-string-kite', attemptSeed: 799405912663493 },
  { id: 'turbot-fish', attemptSeed: 1467614677998194 },
  { id: 'finned-fish', attemptSeed: null },
  { id: 'simple-colouring', attemptSeed: 5510173294978239 },
  { id: 'x-chain', attemptSeed: 8783666177970696 },
  { id: 'xy-chain', attemptSeed: null },
  { id: 'w-wing', attemptSeed: 2577860109013876 },
  { id: 'als-xz', attemptSeed: 1467614677998194 },
  { id: 'aic', attemptSeed: 5423483993434327 },
  { id: 'aligned-triplet-exclusion', attemptSeed: null },
  { id: 'nishio', attemptSeed: 302430423297914 },
  { id: 'forcing-chains', attemptSeed: 5423483993434327 },
  { id: 'dynamic-forcing-chains', attemptSeed: 2297128382956667 },
];
