import { describe, expect, it } from 'vitest';
import { parseLength, parseMargins, parsePageSize } from './units.js';

describe('units', () => {
  it('page sizes: named (ISO, US, trade trims) and WxH with a unit, in points', () => {
    expect(parsePageSize('A4')).toEqual({ ok: true, value: { width: (210 * 72) / 25.4, height: (297 * 72) / 25.4 } });
    expect(parsePageSize('6x9in')).toEqual({ ok: true, value: { width: 432, height: 648 } });
    expect(parsePageSize('6x9')).toEqual({ ok: true, value: { width: 432, height: 648 } });
    expect(parsePageSize('100x200pt')).toEqual({ ok: true, value: { width: 100, height: 200 } });
    expect(parsePageSize('napkin').ok).toBe(false);
    expect(parsePageSize('0x9in').ok).toBe(false);
  });

  it('lengths and margins', () => {
    expect(parseLength('0.5in')).toEqual({ ok: true, value: 36 });
    expect(parseLength('36')).toEqual({ ok: true, value: 36 });
    expect(parseLength('-1mm').ok).toBe(false);
    expect(parseMargins('1in,0,2in,36pt')).toEqual({ ok: true, value: { top: 72, right: 0, bottom: 144, left: 36 } });
    expect(parseMargins('1,2').ok).toBe(false);
  });
});
