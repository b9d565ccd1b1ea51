/**
 * Page sizes and lengths for `print`, in PDF points (1/72 inch). Named sizes are the ISO and US
 * paper sizes and the common trade-book trim sizes (as printers list them, width x height);
 * any other size is `WxHin`, `WxHmm` or `WxHpt`.
 */

export interface PageSize {
  width: number;
  height: number;
}

const PT_PER: Record<string, number> = { pt: 1, in: 72, mm: 72 / 25.4, cm: 72 / 2.54 };

const inches = (w: number, h: number): PageSize => ({ width: w * 72, height: h * 72 });
const millimetres = (w: number, h: number): PageSize => ({ width: (w * 72) / 25.4, height: (h * 72) / 25.4 });

export const NAMED_PAGES: Record<string, PageSize> = {
  a4: millimetres(210, 297),
  a5: millimetres(148, 210),
  b5: millimetres(176, 250),
  letter: inches(8.5, 11),
  legal: inches(8.5, 14),
  // Trade-book trim sizes.
  '5x8in': inches(5, 8),
  '5.25x8in': inches(5.25, 8),
  '5.5x8.5in': inches(5.5, 8.5),
  '6x9in': inches(6, 9),
  '6.14x9.21in': inches(6.14, 9.21),
  '7x10in': inches(7, 10),
  '8x10in': inches(8, 10),
  '8.25x11in': inches(8.25, 11),
  '8.5x11in': inches(8.5, 11),
};

export type UnitsError = { code: 'bad-page' | 'bad-length'; message: string };

/** A length like `12mm`, `0.5in`, `1.2cm` or `36pt` (a bare number is points). */
export function parseLength(text: string): { ok: true; value: number } | { ok: false; error: UnitsError } {
  const m = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*(pt|in|mm|cm)?\s*$/i.exec(text);
  if (!m) return { ok: false, error: { code: 'bad-length', message: `'${text}' is not a length (e.g. 12mm, 0.5in, 36pt)` } };
  return { ok: true, value: Number(m[1]) * PT_PER[(m[2] ?? 'pt').toLowerCase()] };
}

export function parsePageSize(text: string): { ok: true; value: PageSize } | { ok: false; error: UnitsError } {
  const name = text.trim().toLowerCase();
  const named = NAMED_PAGES[name] ?? NAMED_PAGES[`${name}in`];
  if (named) return { ok: true, value: named };
  const m = /^(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)(pt|in|mm|cm)$/.exec(name);
  if (!m || Number(m[1]) <= 0 || Number(m[2]) <= 0) {
    return {
      ok: false,
      error: { code: 'bad-page', message: `unknown page size '${text}': use ${Object.keys(NAMED_PAGES).join(', ')}, or WxHin / WxHmm` },
    };
  }
  const unit = PT_PER[m[3]];
  return { ok: true, value: { width: Number(m[1]) * unit, height: Number(m[2]) * unit } };
}

export interface Margins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** One length for every side, or four (`top,right,bottom,left`, as CSS). */
export function parseMargins(text: string): { ok: true; value: Margins } | { ok: false; error: UnitsError } {
  const parts = text.split(',');
  if (parts.length !== 1 && parts.length !== 4) {
    return { ok: false, error: { code: 'bad-length', message: `--margins takes one length or four (top,right,bottom,left); got '${text}'` } };
  }
  const values: number[] = [];
  for (const p of parts) {
    const r = parseLength(p);
    if (!r.ok) return r;
    values.push(r.value);
  }
  const [top, right, bottom, left] = values.length === 1 ? [values[0], values[0], values[0], values[0]] : values;
  return { ok: true, value: { top, right, bottom, left } };
}
