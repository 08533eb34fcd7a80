/**
 * Product silhouettes in an 800 x 800 space: the outline the cloth is clipped
 * to, with the props drawn under it and the seams, handles and fringe over it.
 */
import { GARMENT_SHAPES, HOME_SHAPES, type Shape } from './art-direction';
import { GOLD, IVORY, WOOD, darken, lighten } from './colour';
import { itemAt } from '../../lib/list';
import { n1, rectPath } from './svg';

export function shapeFor(p: { categoryId: number; subCategoryId: number | null; name: string }): Shape {
  const sub = p.subCategoryId;
  if (p.categoryId === 5) return 'bolt';
  if (p.categoryId === 6)
    return sub === 14
      ? 'umbrella'
      : sub === 18
        ? /Potli/.test(p.name)
          ? 'potli'
          : 'bag'
        : sub === 21
          ? 'pouch'
          : 'sash';
  if (p.categoryId === 2) return HOME_SHAPES[sub ?? 16] ?? 'cushion';
  if (p.categoryId === 3 && sub === 19 && !/Kurta/.test(p.name)) return 'set';
  return GARMENT_SHAPES[sub ?? 1] ?? 'dress';
}

interface Silhouette {
  clip: string; // path data for the cloth
  under?: string; // markup drawn before the cloth (props, furniture)
  over?: string; // markup drawn after (seams, handles, fringe)
  folds?: boolean; // vertical garment folds
  floor?: number | null; // y of the floor shadow (null: hanging or flat, no shadow)
}

export function silhouette(shape: Shape, line: string, ground: string): Silhouette {
  const seam = (d: string, w = 2, op = 0.45) =>
    `<path d="${d}" fill="none" stroke="${line}" stroke-width="${w}" opacity="${op}" stroke-linecap="round"/>`;
  switch (shape) {
    case 'dress':
      return {
        clip: 'M330 120Q400 165 470 120L540 150L605 255L562 280L520 218L515 330L610 705Q400 740 190 705L285 330L280 218L238 280L195 255L260 150Z',
        over: seam('M285 330Q400 345 515 330'),
        folds: true,
      };
    case 'kurti':
      return {
        floor: 705,
        clip: 'M330 110Q400 160 470 110L550 140L622 335L576 350L526 232L532 690L268 690L274 232L224 350L178 335L250 140Z',
        over: seam('M400 138V300') + seam('M274 560L268 690M526 560L532 690', 3, 0.6),
        folds: true,
      };
    case 'crop':
      return {
        floor: 535,
        clip: 'M320 250Q400 295 480 250L560 280L604 365L558 385L520 330L520 520L280 520L280 330L242 385L196 365L240 280Z',
        over: seam('M280 505H520'),
      };
    case 'pants':
      return {
        clip: 'M265 110L535 110L565 700L425 700L400 290L375 700L235 700Z',
        over: seam('M265 150H535', 3) + seam('M300 150L305 260M500 150L495 260'),
      };
    case 'harem':
      return {
        clip: 'M270 120L530 120Q610 400 540 640L560 695L440 695L450 640Q430 450 400 380Q370 450 350 640L360 695L240 695L260 640Q190 400 270 120Z',
        over: seam('M270 160H530', 3) + seam('M262 640H350M450 640H540', 3),
      };
    case 'set':
    case 'kurtaset': {
      const long = shape === 'kurtaset';
      const bottom = long ? 600 : 470;
      return {
        clip: `M150 130Q210 160 270 130L338 158L378 290L342 304L318 236L320 ${bottom}L100 ${bottom}L102 236L78 304L42 290L82 158ZM480 ${long ? 300 : 230}L710 ${long ? 300 : 230}L728 730L612 730L595 ${long ? 460 : 400}L578 730L462 730Z`,
        over:
          seam(`M210 150V${bottom - 10}`) +
          [200, 260, 320]
            .map((y) => `<circle cx="216" cy="${y}" r="4" fill="${lighten(ground, 0.5)}" opacity=".9"/>`)
            .join('') +
          seam(`M480 ${long ? 330 : 260}H710`, 3),
        folds: true,
      };
    }
    case 'kaftan':
      return {
        clip: 'M340 110Q400 155 460 110L702 200L692 335L542 305L562 705L238 705L258 305L108 335L98 200Z',
        over: seam('M400 135V250') + seam('M258 305Q400 320 542 305'),
        folds: true,
      };
    case 'lehenga':
      return {
        clip: 'M330 120Q400 150 470 120L522 140L545 205L518 215L502 186L502 280L298 280L298 186L282 215L255 205L278 140ZM300 320L500 320L648 705Q400 745 152 705Z',
        over: seam('M300 338H500', 4, 0.6),
        folds: true,
      };
    case 'sarong':
      return {
        clip: 'M200 135L600 135Q612 420 622 700Q520 688 400 705Q280 688 178 700Q190 420 200 135Z',
        under: `<path d="M150 128H650" stroke="${WOOD}" stroke-width="12" stroke-linecap="round"/>`,
        over: seam('M182 700l-6 40M192 700l2 42M612 700l-4 42M620 700l8 38', 3, 0.7),
        folds: true,
      };
    case 'jacket':
      return {
        floor: 625,
        clip: 'M330 130L400 250L470 130L560 160L622 405L572 420L530 282L536 605L264 605L270 282L228 420L178 405L240 160Z',
        over: seam('M400 250V605', 3, 0.7) + seam('M300 470h70v60h-70zM430 470h70v60h-70z'),
      };
    case 'cushion':
      return {
        floor: 618,
        clip: 'M195 205Q400 175 605 205Q635 400 605 595Q400 625 195 595Q165 400 195 205Z',
        over: seam('M195 205Q400 175 605 205Q635 400 605 595Q400 625 195 595Q165 400 195 205Z', 6, 0.5),
      };
    case 'pouf':
      return {
        floor: 668,
        clip: 'M165 330L165 585A235 75 0 0 0 635 585L635 330A235 75 0 0 0 165 330Z',
        over:
          `<ellipse cx="400" cy="330" rx="235" ry="75" fill="#ffffff" opacity=".12"/>` +
          seam('M165 330A235 75 0 0 0 635 330A235 75 0 0 0 165 330', 5, 0.55) +
          seam('M165 585A235 75 0 0 0 635 585', 5, 0.5),
      };
    case 'runner':
      return {
        floor: null,
        clip: 'M335 250L465 250L560 800L240 800Z',
        under: `<path d="M70 260L730 260L800 800L0 800Z" fill="${WOOD}"/><path d="M70 260L730 260L736 280L64 280Z" fill="${darken(WOOD, 0.2)}"/>`,
        over: seam(
          'M340 250l-6 -22M360 250l-4 -24M380 250l-2 -24M400 250v-24M420 250l2 -24M440 250l4 -24M460 250l6 -22',
          3,
          0.7,
        ),
      };
    case 'curtain':
      return {
        floor: null,
        clip: 'M170 105L630 105L650 730L150 730Z',
        under: `<path d="M110 100H690" stroke="#4a3a2e" stroke-width="10" stroke-linecap="round"/><circle cx="104" cy="100" r="12" fill="#4a3a2e"/><circle cx="696" cy="100" r="12" fill="#4a3a2e"/>`,
        over: [200, 280, 360, 440, 520, 600]
          .map((x) => `<rect x="${x - 12}" y="88" width="24" height="26" rx="4" fill="${darken(ground, 0.15)}"/>`)
          .join(''),
        folds: true,
      };
    case 'wall':
      return {
        floor: null,
        clip: 'M215 155H585V655H215Z',
        under: `<path d="M400 70L230 155M400 70L570 155" stroke="#6b5a4a" stroke-width="3"/><circle cx="400" cy="68" r="7" fill="#6b5a4a"/>`,
        over: `<path d="M215 155H585V655H215Z" fill="none" stroke="${WOOD}" stroke-width="16"/>`,
      };
    case 'rug': {
      let fringe = '';
      for (let x = 175; x <= 625; x += 12) fringe += `M${x} 262l-2 -24`;
      for (let x = 78; x <= 722; x += 14) fringe += `M${x} 638l-3 30`;
      return { floor: null, clip: 'M170 260L630 260L728 640L72 640Z', over: seam(fringe, 3, 0.6) };
    }
    case 'bed':
      return {
        floor: 718,
        clip: 'M112 330L688 330L748 600L52 600ZM52 600H748V705H52Z',
        under: `<rect x="110" y="150" width="580" height="200" rx="24" fill="${WOOD}"/>`,
        over:
          `<rect x="52" y="600" width="696" height="105" fill="#000000" opacity=".16"/>` +
          `<rect x="170" y="300" width="200" height="80" rx="30" fill="${IVORY}"/><rect x="430" y="300" width="200" height="80" rx="30" fill="${IVORY}"/>` +
          `<rect x="170" y="300" width="200" height="80" rx="30" fill="none" stroke="#000" stroke-opacity=".12" stroke-width="3"/><rect x="430" y="300" width="200" height="80" rx="30" fill="none" stroke="#000" stroke-opacity=".12" stroke-width="3"/>`,
      };
    case 'napkins':
      return {
        floor: null,
        clip: rectPath(330, 380, 320, 320, -12) + rectPath(470, 430, 320, 320, 8),
        over: seam(rectPath(470, 430, 320, 320, 8), 3, 0.5) + seam(rectPath(470, 430, 300, 300, 8), 1.5, 0.35),
      };
    case 'bunting': {
      let d = '';
      const qx = (t: number, y0: number, sag: number): [number, number] => [60 + 680 * t, y0 + sag * 4 * t * (1 - t)];
      const strings: [number, number][] = [
        [170, 120],
        [430, 110],
      ];
      for (const [y0, sag] of strings) {
        for (let i = 0; i < 7; i++) {
          const t0 = 0.04 + i * 0.135;
          const [x1, y1] = qx(t0, y0, sag);
          const [x2, y2] = qx(t0 + 0.11, y0, sag);
          d += `M${n1(x1)} ${n1(y1)}L${n1(x2)} ${n1(y2)}L${n1((x1 + x2) / 2)} ${n1((y1 + y2) / 2 + 125)}Z`;
        }
      }
      return {
        floor: null,
        clip: d,
        over: `<path d="M40 160Q400 420 760 160M40 420Q400 660 760 420" fill="none" stroke="#7a6a58" stroke-width="4"/>`,
      };
    }
    case 'toran': {
      let d = 'M90 180H710V290H90Z';
      for (let x = 90; x < 700; x += 76.25) d += `M${n1(x + 2)} 290H${n1(x + 74)}L${n1(x + 38)} 430Z`;
      let tassels = '';
      for (let x = 90; x < 700; x += 76.25) tassels += `M${n1(x + 38)} 430v40`;
      return {
        floor: null,
        clip: d,
        over: seam(tassels, 5, 0.8) + seam('M90 180H710', 6, 0.6) + seam('M90 290H710', 3, 0.5),
      };
    }
    case 'bolt':
      return {
        floor: 738,
        clip: 'M225 235L575 235L598 725L202 725Z',
        under: `<rect x="180" y="150" width="440" height="100" rx="40" fill="${darken(ground, 0.25)}"/><ellipse cx="182" cy="200" rx="22" ry="50" fill="${darken(ground, 0.4)}"/><ellipse cx="182" cy="200" rx="8" ry="18" fill="#d9c8a8"/>`,
        over: `<rect x="180" y="150" width="440" height="100" rx="40" fill="${ground}" opacity=".55"/><rect x="180" y="150" width="440" height="40" rx="20" fill="#ffffff" opacity=".12"/>`,
      };
    case 'umbrella': {
      let d = 'M110 430Q400 40 690 430';
      let ribs = '';
      const n = 6;
      for (let i = 0; i < n; i++) {
        const x1 = 690 - (580 / n) * i;
        const x2 = 690 - (580 / n) * (i + 1);
        d += `Q${n1((x1 + x2) / 2)} 478 ${n1(x2)} 430`;
        ribs += `M400 236L${n1(x2)} 430`;
      }
      return {
        floor: 752,
        clip: d + 'Z',
        under: `<path d="M400 430V700q0 40 -40 40q-30 0 -30 -30" fill="none" stroke="#5b3b24" stroke-width="12" stroke-linecap="round"/>`,
        over: seam(ribs, 2, 0.35) + `<circle cx="400" cy="230" r="10" fill="#5b3b24"/>`,
      };
    }
    case 'bag':
      return {
        floor: 712,
        clip: 'M220 300L580 300L612 700L188 700Z',
        under: `<path d="M290 305C290 120 510 120 510 305" fill="none" stroke="${darken(ground, 0.35)}" stroke-width="18"/>`,
        over: seam('M220 330H580', 3, 0.5),
      };
    case 'potli':
      return {
        floor: 700,
        clip: 'M330 262Q220 420 250 620Q400 722 550 620Q580 420 470 262ZM318 195Q400 175 482 195L470 262L330 262Z',
        over:
          seam('M322 262Q400 280 478 262', 5, 0.7) +
          `<path d="M478 262Q540 300 520 380" fill="none" stroke="${GOLD}" stroke-width="4"/><circle cx="520" cy="392" r="10" fill="${GOLD}"/>`,
      };
    case 'pouch':
      return {
        floor: 612,
        clip: 'M190 300Q190 270 222 270L578 270Q610 270 610 300L610 560Q610 600 570 600L230 600Q190 600 190 560Z',
        over: `<path d="M205 292H595" stroke="#c9b78e" stroke-width="8" stroke-dasharray="3 2"/><rect x="560" y="282" width="22" height="34" rx="4" fill="#b8964e"/><path d="M571 316v40" stroke="${darken(ground, 0.3)}" stroke-width="6"/>`,
      };
    case 'sash': {
      const pts: [number, number][] = [];
      for (let i = 0; i <= 20; i++) {
        const t = i / 20;
        pts.push([140 + 520 * t + Math.sin(t * Math.PI * 2) * 70, 70 + 660 * t]);
      }
      const hw = 62;
      const left: string[] = [];
      const right: string[] = [];
      for (let i = 0; i < pts.length; i++) {
        const [x, y] = itemAt(pts, i);
        const [xn, yn] = itemAt(pts, Math.min(i + 1, pts.length - 1));
        const [xp, yp] = itemAt(pts, Math.max(i - 1, 0));
        const dx = xn - xp;
        const dy = yn - yp;
        const L = Math.hypot(dx, dy) || 1;
        left.push(`${n1(x - (dy / L) * hw)} ${n1(y + (dx / L) * hw)}`);
        right.push(`${n1(x + (dy / L) * hw)} ${n1(y - (dx / L) * hw)}`);
      }
      let fringe = '';
      const [ex, ey] = itemAt(pts, pts.length - 1);
      for (let k = -5; k <= 5; k++) fringe += `M${n1(ex + k * 11)} ${n1(ey)}l${n1(k * 0.5)} 34`;
      return { floor: null, clip: `M${left.join('L')}L${right.reverse().join('L')}Z`, over: seam(fringe, 3, 0.7) };
    }
  }
}
