/** SVG text helpers. Numbers are written with one decimal: the same picture at a fraction of the markup. */

export const n1 = (v: number): string => (Math.round(v * 10) / 10).toString();

/** Circle as a path segment (to batch thousands of dots into one element). */
export const circ = (x: number, y: number, r: number): string =>
  `M${n1(x - r)} ${n1(y)}a${n1(r)} ${n1(r)} 0 1 0 ${n1(2 * r)} 0a${n1(r)} ${n1(r)} 0 1 0 ${n1(-2 * r)} 0`;

/** Vertices of an n-pointed star (alternating radii r1, r2), rounded to the one decimal the SVG carries. */
export function starVertices(r1: number, r2: number, n: number, rot = 0): [number, number][] {
  const round1 = (v: number) => Math.round(v * 10) / 10;
  const pts: [number, number][] = [];
  for (let i = 0; i < n * 2; i++) {
    const r = i % 2 === 0 ? r1 : r2;
    const a = rot + (Math.PI * i) / n;
    pts.push([round1(Math.cos(a) * r), round1(Math.sin(a) * r)]);
  }
  return pts;
}

export const starPoints = (r1: number, r2: number, n: number, rot = 0): string =>
  starVertices(r1, r2, n, rot)
    .map(([x, y]) => `${n1(x)},${n1(y)}`)
    .join(' ');

/** A w x h rectangle centred at cx,cy and turned by deg degrees, as path data. */
export function rectPath(cx: number, cy: number, w: number, h: number, deg: number): string {
  const a = (deg * Math.PI) / 180;
  const corners: [number, number][] = [
    [-w / 2, -h / 2],
    [w / 2, -h / 2],
    [w / 2, h / 2],
    [-w / 2, h / 2],
  ];
  const pts = corners.map(
    ([x, y]) => `${n1(cx + x * Math.cos(a) - y * Math.sin(a))} ${n1(cy + x * Math.sin(a) + y * Math.cos(a))}`,
  );
  return `M${pts.join('L')}Z`;
}

export function svgDoc(w: number, h: number, body: string, viewBox?: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}" viewBox="${viewBox ?? `0 0 ${w} ${h}`}">${body}</svg>`;
}
