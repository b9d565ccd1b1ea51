/**
 * Nelder-Mead minimisation (the standard reflect / expand / contract / shrink simplex), for
 * fitting a handful of model parameters where the loss has no convenient gradient.
 */
export function nelderMead(f: (x: number[]) => number, start: number[], { step = 1, iterations = 4000, tolerance = 1e-10 } = {}): { x: number[]; value: number } {
  const n = start.length;
  let simplex = [start.slice(), ...start.map((_, i) => start.map((v, j) => (i === j ? v + step : v)))].map((x) => ({ x, value: f(x) }));
  const towards = (a: number[], b: number[], t: number) => a.map((v, i) => v + t * (b[i] - v));
  for (let it = 0; it < iterations; it++) {
    simplex.sort((a, b) => a.value - b.value);
    const best = simplex[0], worst = simplex[n];
    if (Math.abs(worst.value - best.value) < tolerance) break;
    const centroid = start.map((_, i) => simplex.slice(0, n).reduce((s, p) => s + p.x[i], 0) / n);
    const reflected = towards(centroid, worst.x, -1);
    const fr = f(reflected);
    if (fr < best.value) {
      const expanded = towards(centroid, worst.x, -2);
      const fe = f(expanded);
      simplex[n] = fe < fr ? { x: expanded, value: fe } : { x: reflected, value: fr };
    } else if (fr < simplex[n - 1].value) {
      simplex[n] = { x: reflected, value: fr };
    } else {
      const contracted = towards(centroid, worst.x, fr < worst.value ? -0.5 : 0.5);
      const fc = f(contracted);
      if (fc < Math.min(fr, worst.value)) simplex[n] = { x: contracted, value: fc };
      else simplex = simplex.map((p, i) => (i === 0 ? p : { x: towards(best.x, p.x, 0.5), value: f(towards(best.x, p.x, 0.5)) }));
    }
  }
  simplex.sort((a, b) => a.value - b.value);
  return simplex[0];
}
