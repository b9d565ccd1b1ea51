import { describe, expect, it } from 'vitest';
import { CLASSIC_GEOMETRY, geometryOf, readGeometry } from './geometry.js';

const JIGSAW_ROWS = { size: 4, regions: [0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3] };

describe('geometry', () => {
  it('equal rules read again (saves, games in progress) give the same geometry, compiled once', () => {
    const a = geometryOf(JSON.parse(JSON.stringify(JIGSAW_ROWS)));
    const b = geometryOf(JSON.parse(JSON.stringify(JIGSAW_ROWS)));
    expect(b).toBe(a);
    const read = readGeometry(JSON.parse(JSON.stringify(JIGSAW_ROWS)));
    expect(read.ok && read.geo).toBe(a);
    expect(geometryOf()).toBe(CLASSIC_GEOMETRY);
    expect(geometryOf({ size: 9 }).classic).toBe(true);
  });
  it('rules that do not hold read as a reason, not an exception', () => {
    const r = readGeometry({ size: 4, regions: [0, 0, 0] });
    expect(r.ok).toBe(false);
    expect(readGeometry('nonsense').ok).toBe(false);
  });
});
