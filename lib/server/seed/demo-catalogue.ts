/**
 * Demo catalogue for seeding a development / demo database.
 *
 * Pure data plus a few tiny deterministic helpers (seeded randomness from lib/prng, none
 * that changes between runs). Products are written as compact design rows and
 * expanded into full `DemoProduct` records: descriptions are assembled from a
 * garment/product-type sentence, a craft sentence and a care (and, for home
 * goods, size) sentence so that every product reads naturally.
 *
 * Images referenced here are produced by `scripts/media/generate.ts` (npm run media:generate).
 */
import { cycle, itemAt } from '../../list';
import { prng } from '../../prng';

export interface DemoProduct {
  productCode: number;
  name: string;
  description: string;
  categoryId: number;
  subCategoryId: number | null;
  offerPriceCents: number;
  mrpCents: number;
  /**
   * How many reviews the demo seed writes for it (lib/server/seed/demo-reviews.ts), each from a seeded delivered
   * order: the storefront's rating and count come from those rows only, never from a number written here.
   */
  reviewsToSeed: number;
  topSelling: boolean;
  newArrival: boolean;
  isActive: boolean;
  remarks: string;
  media: [string, string, string, string, string];
  stock: { size: string; quantity: number }[];
}

export interface DemoBlogPost {
  title: string;
  image: string;
  descriptionHtml: string;
  productCode: number | null;
  date: string;
}

export interface DemoCategoryTile {
  categoryId: number;
  image: string;
}

// ---------------------------------------------------------------------------
// Deterministic helpers
// ---------------------------------------------------------------------------

/** FNV-1a 32-bit string hash. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function slugify(s: string): string {
  return s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

// ---------------------------------------------------------------------------
// Crafts, fabrics and product types
// ---------------------------------------------------------------------------

export type Craft =
  | 'bagru'
  | 'sanganeri'
  | 'ajrakh'
  | 'dabu'
  | 'kantha'
  | 'ikat'
  | 'bandhani'
  | 'leheriya'
  | 'mirror'
  | 'chikankari'
  | 'applique'
  | 'gota'
  | 'jamdani'
  | 'khadi'
  | 'dhurrie'
  | 'chindi'
  | 'block';

const CRAFT_SENTENCES: Record<Craft, string[]> = {
  bagru: [
    'It is hand block printed in Bagru, a village south-west of Jaipur where Chhipa families print with carved sheesham blocks on cloth first treated with harda (myrobalan), using syahi black made from iron rust and begar red from alum and madder.',
    'Each motif is stamped by hand with wooden blocks in Bagru, then the cloth is boiled with dhawdi flowers to fix the natural dyes and dried in the sun on open ground beside the printing sheds.',
  ],
  sanganeri: [
    'The fine-lined floral is block printed by hand in Sanganer, on the southern edge of Jaipur, where printers build each repeat from an outline block and one block per colour, aligning every impression by eye.',
    'Sanganeri printing is known for delicate butis on a pale ground; our printers in Sanganer use up to four hand-carved blocks for this design and pigment inks free of azo dyes.',
  ],
  ajrakh: [
    'The design is ajrakh, a resist- and mordant-printed geometry from Kutch and Barmer, printed on both faces of the cloth through more than a dozen stages of printing, washing and dyeing in indigo and alizarin red.',
    'Ajrakh takes around two weeks to complete: the cloth is scoured, mordanted, printed with a lime and gum resist, dyed in indigo, then printed again before a final madder-root bath that brings out the reds.',
  ],
  dabu: [
    'The pattern comes from dabu, a mud-resist technique from Rajasthan: a paste of black clay, lime, gum and wheat chaff is block printed onto the cloth and dusted with sawdust, and the fabric is then dyed in indigo so the printed areas stay pale.',
    'It is printed in Akola and Bagru with dabu mud resist and dipped repeatedly in fermented indigo vats; the fine crackle lines where dye seeps through the dried mud are a sign of the hand process.',
  ],
  kantha: [
    'It is finished with kantha, the running-stitch embroidery of West Bengal, in which women layer soft cotton and stitch through every layer in rows of small, even stitches.',
    'Rows of hand-stitched kantha, tiny running stitches worked by women artisans in Bengal, hold the layers together and give the surface its gentle ripple.',
  ],
  ikat: [
    'It is woven on handlooms in Pochampally, Telangana, from yarn that is tied and dyed before weaving, so the pattern appears on the loom with its characteristic feathered edges.',
    'The ikat pattern is resist-dyed into the warp and weft threads before weaving; the small shifts as the weaver lines them up give the soft, blurred outlines.',
  ],
  bandhani: [
    'This is bandhani tie-dye from Kutch and Jamnagar: thousands of tiny points of cloth are pinched and bound with thread before dyeing, leaving a pattern of dots once the knots are opened.',
    'Each dot is a knot tied by hand around a pinch of cloth before dyeing; the fabric arrives with light crinkles from the binding, which relax after the first wash.',
  ],
  leheriya: [
    "Leheriya, Rajasthan's 'wave' tie-dye, is made by rolling the cloth diagonally, binding it at short intervals and dyeing it in successive baths to build up the stripes.",
    'The leheriya stripes are tie-dyed in Jaipur: the cloth is rolled corner to corner, bound with thread and dyed colour by colour, so no two pieces line up in quite the same way.',
  ],
  mirror: [
    'It is decorated with shisha (mirror) work from Kutch and Barmer: small glass mirrors are held in place by a frame of buttonhole stitches and surrounded with chain and herringbone embroidery.',
    'Hand-cut mirrors are stitched on one by one by embroiderers in western Rajasthan, each held by an interlaced thread frame rather than glue.',
  ],
  chikankari: [
    'It is embroidered in Lucknow with chikankari, a tone-on-tone work of shadow, knot and backstitches (bakhiya, phanda and murri) sewn over a washable printed guide.',
    'The chikankari is hand-embroidered by women in and around Lucknow; a single piece can take several days, and the printed guide lines wash out in the first rinse.',
  ],
  applique: [
    'The applique is made in western Rajasthan and Gujarat: shapes are cut from cotton offcuts, their edges turned under and hand-hemmed onto the base cloth.',
    'Each applique shape is cut by hand from leftover fabric from our own workshop and stitched down with tiny hemming stitches, outlined in contrast running stitch.',
  ],
  gota: [
    'It is trimmed with gota patti from Jaipur: woven metallic ribbon is cut into leaves and petals and hand-stitched onto the cloth, a technique traditionally used for weddings and festivals.',
    'Gota patti motifs are cut by hand from flat woven ribbon and appliqued with tiny stitches by karigars in the old city of Jaipur.',
  ],
  jamdani: [
    'Jamdani is a supplementary-weft technique in which the weaver lays each motif into the cloth by hand, thread by thread, on a pit loom in Phulia, West Bengal.',
    'The small woven motifs are jamdani work, inlaid by hand on the loom with separate bobbins of thread, so the pattern is part of the weave rather than printed on top.',
  ],
  khadi: [
    'It is woven on a handloom from hand-spun khadi cotton; the slubs and slight variations in thickness are part of the weave, and the cloth softens with every wash.',
    "The khadi is spun on the charkha and woven on frame looms by a weavers' cooperative; the dyes are low-impact and free of azo compounds.",
  ],
  dhurrie: [
    'It is flat-woven as a dhurrie on a horizontal pit loom by weavers near Jaipur; the weft is packed tightly over a cotton warp, so the rug is fully reversible.',
    'Dhurrie weaving is one of the oldest floor-covering traditions in Rajasthan: two weavers sit side by side at the loom, beating each row of weft down by hand with a metal comb.',
  ],
  chindi: [
    'It is woven from chindi, strips of cotton offcuts from garment workshops (including our own), on a handloom in Panipat, so no two rugs have quite the same colours.',
    'Chindi weaving turns fabric waste into floor rugs: the strips are twisted and woven through a strong cotton warp on a pit loom.',
  ],
  block: [
    'The blocks were carved from sheesham wood by block makers in Pethapur and Jaipur and used for years on the printing tables before being retired.',
    'Every block is hand carved with chisels and a hand drill; the ink stains in the grain show which colours each one printed.',
  ],
};

type Fabric =
  | 'cotton'
  | 'mulmul'
  | 'voile'
  | 'cottonsilk'
  | 'chanderi'
  | 'georgette'
  | 'silk'
  | 'modal'
  | 'khadi'
  | 'handloom'
  | 'quilted'
  | 'canvas'
  | 'rugcotton'
  | 'jute'
  | 'wood';

const FABRICS: Record<Fabric, { phrase: string; care: string }> = {
  cotton: {
    phrase: 'soft cambric cotton',
    care: 'Machine wash cold on a gentle cycle with similar colours and dry in the shade.',
  },
  mulmul: {
    phrase: 'featherweight mulmul cotton',
    care: 'Hand wash cold, dry in the shade and iron while still slightly damp.',
  },
  voile: {
    phrase: 'airy cotton voile',
    care: 'Hand wash cold separately; natural dyes may release a little colour in the first washes.',
  },
  cottonsilk: {
    phrase: 'a cotton-silk blend with a soft sheen',
    care: 'Dry clean for the first wash, then hand wash cold with a mild detergent.',
  },
  chanderi: {
    phrase: 'Chanderi silk-cotton woven in Madhya Pradesh',
    care: 'Dry clean recommended; store folded in a cotton bag.',
  },
  georgette: {
    phrase: 'light viscose georgette',
    care: 'Dry clean or hand wash gently in cold water; do not wring.',
  },
  silk: {
    phrase: 'pure mulberry silk',
    care: 'Dry clean only, and store folded in muslin away from direct sun.',
  },
  modal: {
    phrase: 'smooth modal silk',
    care: 'Hand wash cold separately and dry flat in the shade.',
  },
  khadi: {
    phrase: 'hand-spun, handwoven khadi cotton',
    care: 'Hand or machine wash cold; expect up to 3% shrinkage in the first wash.',
  },
  handloom: {
    phrase: 'handloom cotton',
    care: 'Machine wash cold on a gentle cycle; wash separately the first time.',
  },
  quilted: {
    phrase: 'two layers of cotton with a light cotton wadding',
    care: 'Hand wash cold or dry clean; do not tumble dry or wring.',
  },
  canvas: {
    phrase: 'sturdy cotton canvas',
    care: 'Spot clean with a damp cloth, or hand wash cold and dry flat.',
  },
  rugcotton: {
    phrase: 'thick, tightly spun cotton yarn',
    care: 'Vacuum without the beater bar and spot clean; use a non-slip underlay on smooth floors.',
  },
  jute: {
    phrase: 'hand-braided jute and cotton',
    care: 'Shake out or vacuum regularly and keep dry; blot spills immediately.',
  },
  wood: {
    phrase: 'sheesham wood',
    care: 'Dust with a dry cloth and keep away from damp walls and direct sun.',
  },
};

type Kind =
  | 'dress'
  | 'lehenga'
  | 'pants'
  | 'crop'
  | 'harem'
  | 'pj'
  | 'kaftan'
  | 'sarong'
  | 'jacket'
  | 'coord'
  | 'kurti'
  | 'napkin'
  | 'bunting'
  | 'valance'
  | 'ottoman'
  | 'runner'
  | 'curtain'
  | 'cushion'
  | 'wall'
  | 'rug'
  | 'bedcover'
  | 'mpants'
  | 'mharem'
  | 'mpj'
  | 'mjacket'
  | 'kdress'
  | 'kpj'
  | 'kjacket'
  | 'kcoord'
  | 'fabric'
  | 'umbrella'
  | 'bag'
  | 'pouch'
  | 'sash';

/** Product-type sentences; `{f}` is replaced by the fabric phrase. Picked by name keyword or hash. */
const TYPE_SENTENCES: Record<Kind, string[]> = {
  dress: [
    'A relaxed, pull-on dress in {f}, with in-seam pockets, a self-fabric waist tie and a lined bodice.',
    'Made from {f} with a gently gathered skirt, side pockets and shell buttons at the neckline.',
  ],
  lehenga: [
    'A flared, fully lined lehenga skirt in {f} with a drawstring waist and tasselled ties, paired with a short blouse and a light dupatta.',
    'The set includes a lehenga in {f} with a soft cancan layer, a matching blouse and a dupatta with hand-finished edges.',
  ],
  pants: [
    'High-rise pants in {f} with an elasticated back waist, a flat front and two deep side pockets.',
    'Cut wide and straight from {f}, with a covered drawstring waist and side pockets.',
  ],
  crop: [
    'A cropped top in {f} with a fitted bodice, a back tie closure and a cotton lining.',
    'A short, boxy top in {f}, finished with a bias-bound neckline and a concealed side zip.',
  ],
  harem: [
    'Loose harem pants in {f} with a dropped crotch, an elastic and drawstring waist and gathered ankle cuffs.',
    'Relaxed harem pants cut from {f}, with deep pockets and a smocked waistband for an easy fit.',
  ],
  pj: [
    'A two-piece set in {f}: a button-front shirt with a piped collar and drawstring pyjamas with pockets.',
    'Sleepwear in {f}, with a relaxed notch-collar shirt and elasticated bottoms.',
  ],
  kaftan: [
    'A loose, floor-skimming kaftan in {f} with a keyhole neckline, side slits and an inner tie to shape the waist.',
    'A wrap robe in {f} with wide kimono sleeves, patch pockets and a detachable belt.',
  ],
  sarong: [
    'A generous 110 x 180 cm sarong in {f} with hand-rolled edges, to tie as a skirt, wrap or beach cover-up.',
    'A rectangular sarong in {f}, about 110 x 190 cm, finished with hand-knotted tassels at the corners.',
  ],
  jacket: [
    'A boxy, reversible jacket in {f} with a shawl collar and patch pockets.',
    'Cut from {f} with a mandarin collar, fabric-covered buttons and side-seam pockets; fully lined in cotton.',
  ],
  coord: [
    'A matching two-piece in {f}: a relaxed top with side slits and straight pants with an elasticated waist.',
    'A two-piece set in {f} with a short top and a drawstring bottom, designed to be worn together or apart.',
  ],
  kurti: [
    'A kurti in {f} with a round neck, three-quarter sleeves and side slits, finished with hand-stitched button loops.',
    'Cut from {f} with a mandarin collar, a short front placket and pockets in the side seams.',
  ],
  napkin: [
    'Dinner napkins in {f} with mitred corners and narrow hems, sold as a set.',
    'A set of table napkins in {f}, pre-washed so they are soft from the first use.',
  ],
  bunting: [
    'Flags of {f} stitched onto a 1.5 cm cotton tape, with tie ends at both sides.',
    'Festive bunting made from {f} offcuts from our tailoring unit, lined and sewn onto cotton tape.',
  ],
  valance: [
    'A toran-style door valance in {f} with hanging flaps, backed with cotton and fitted with loops for a rod or hooks.',
    'Hung above doorways for festivals and weddings, this valance is made in {f} with tassels along the lower edge.',
  ],
  ottoman: [
    'A round pouf in {f} with a zip base and piped edges, shipped unfilled to be stuffed with fabric scraps or beans.',
    'A floor pouf in {f} with a canvas base and a side handle, shipped unfilled.',
  ],
  runner: [
    'A table runner in {f}, lined with plain cotton and edged with a narrow border.',
    'A long runner in {f} with tasselled ends, for dining tables, sideboards or the foot of a bed.',
  ],
  curtain: [
    'A curtain panel in {f} with tab tops and a deep bottom hem, sold singly.',
    'A curtain in {f} with a rod pocket and hidden tabs, lined in plain cotton to soften the light.',
  ],
  cushion: [
    'A cushion cover in {f} with a hidden zip along the bottom edge and a plain cotton back.',
    'A square cushion cover in {f}, finished with fine piping and an envelope opening.',
  ],
  wall: [
    'A wall hanging in {f}, with a stitched sleeve at the top for a wooden rod (rod included).',
    'Ready to hang, this piece in {f} is stretched over a simple sheesham frame.',
  ],
  rug: [
    'A flat-woven rug in {f}, reversible, with hand-knotted fringes at both ends.',
    'A reversible floor rug in {f}, woven densely so it lies flat without curling.',
  ],
  bedcover: [
    'A bedcover in {f}, finished with a 2 cm border and mitred corners; it also works as a throw or a large tablecloth.',
    'A lightweight bedcover in {f} with hand-finished edges, to use as a summer quilt or fold at the foot of the bed.',
  ],
  mpants: [
    "Men's pants in {f} with a straight leg, a drawstring waist with belt loops and two side pockets.",
    "Relaxed men's trousers in {f} with a flat front, half-elastic waist and tapered hems.",
  ],
  mharem: [
    "Men's harem pants in {f} with a low crotch, a drawstring waist and cuffed hems.",
    'Roomy harem pants in {f} with deep side pockets and an elastic waistband, cut for yoga and lounging.',
  ],
  mpj: [
    "A men's set in {f}: a knee-length kurta with side slits and a button placket, and a straight drawstring pajama.",
    "A men's sleep set in {f} with a camp-collar shirt and drawstring pajamas with pockets.",
  ],
  mjacket: [
    "A men's Nehru jacket in {f} with a stand collar, five-button front, two welt pockets and a cotton lining.",
    "A men's quilted jacket in {f}, reversible, with a mandarin collar and patch pockets.",
  ],
  kdress: [
    "A children's dress in {f} with a button back, puff sleeves and a gathered skirt, lined to the waist.",
    'An easy dress for children in {f}, with a smocked yoke, pockets and a hidden elastic at the back.',
  ],
  kpj: [
    "A children's pyjama set in {f} with a button-front shirt and an elasticated pyjama; the dyes are azo-free and gentle on skin.",
    'A two-piece nightwear set for children in {f}, with a round-neck top and cuffed pyjamas.',
  ],
  kjacket: [
    "A children's quilted jacket in {f} with a round collar, snap buttons and two patch pockets.",
    "A children's Nehru-style jacket in {f} with a stand collar, wooden buttons and a soft cotton lining.",
  ],
  kcoord: [
    "A children's two-piece in {f} with an elasticated waistband and a relaxed top that is easy to pull on.",
    'A matching set for children in {f}, with a loose top and soft, pull-on bottoms for play.',
  ],
  fabric: [
    'Running fabric in {f}, about 110 cm wide, sold by the metre and cut in one continuous length.',
    'Dress-weight {f}, approximately 112 cm wide, cut to order from the bolt.',
  ],
  umbrella: [
    'A sun parasol with a canopy of {f} stretched over a bamboo frame, with a turned wooden handle.',
    'A decorative garden umbrella with a canopy of {f}, scalloped edges and a steel frame; made for shade, not heavy rain.',
  ],
  bag: [
    'A tote bag in {f} with a cotton lining, an inner zip pocket and long shoulder handles.',
    'A bag made from {f} with a magnetic snap closure, an inner pocket and an adjustable strap.',
    'A drawstring potli bag in {f} with a silk cord, a lined interior and beaded tassels.',
  ],
  pouch: [
    'A zipped pouch in {f} with a water-resistant lining that wipes clean.',
    'A toiletry bag in {f} with a wide opening, a brass zip and a wipe-clean lining.',
  ],
  sash: [
    'A long sash in {f} with hand-knotted fringes, worn as a scarf, belt or hair tie.',
    'A lightweight sash in {f} with rolled edges, to tie at the waist or wear as a stole.',
  ],
};

/** S/M/L meaning for non-garment items. */
const SIZE_SENTENCES: Partial<Record<Kind, string>> = {
  napkin: 'Sizes: S 40 x 40 cm, M 45 x 45 cm, L 50 x 50 cm.',
  bunting: 'Sizes: S 2.5 m (10 flags), M 4 m (16 flags), L 6 m (24 flags).',
  valance: 'Sizes: S 90 cm, M 120 cm and L 150 cm wide.',
  ottoman: 'Sizes: S 40 cm, M 50 cm and L 60 cm in diameter.',
  runner: 'Sizes: S 33 x 150 cm, M 33 x 180 cm, L 33 x 240 cm.',
  curtain: 'Sizes: S 110 x 150 cm (window), M 110 x 215 cm (door), L 110 x 270 cm (long drop).',
  cushion: 'Sizes: S 40 x 40 cm, M 45 x 45 cm, L 60 x 60 cm; inserts not included.',
  wall: 'Sizes: S 45 x 60 cm, M 60 x 90 cm, L 90 x 120 cm.',
  rug: 'Sizes: S 60 x 90 cm, M 120 x 180 cm, L 170 x 240 cm.',
  bedcover: 'Sizes: S single 150 x 225 cm, M queen 228 x 254 cm, L king 274 x 274 cm.',
  umbrella: 'Canopy diameter: S 80 cm, M 100 cm, L 120 cm.',
  bag: 'Sizes: S 28 x 30 cm, M 36 x 38 cm, L 44 x 42 cm.',
  pouch: 'Sizes: S 18 x 12 cm, M 23 x 15 cm, L 28 x 18 cm.',
  sash: 'Lengths: S 150 cm, M 180 cm, L 210 cm.',
};

function typeSentence(kind: Kind, name: string, fabric: Fabric): string {
  const list = TYPE_SENTENCES[kind];
  let idx = hashString(name) % Math.min(list.length, 2);
  // A few keyword overrides so the sentence never contradicts the name.
  if (kind === 'kaftan') idx = /Robe/.test(name) ? 1 : 0;
  if (kind === 'bag') idx = /Potli/.test(name) ? 2 : /Tote|Market/.test(name) ? 0 : 1;
  if (kind === 'mpj') idx = /Kurta/.test(name) ? 0 : 1;
  if (kind === 'mjacket') idx = /Quilted/.test(name) ? 1 : 0;
  if (kind === 'kjacket') idx = /Nehru/.test(name) ? 1 : 0;
  if (kind === 'jacket') idx = /Quilted|Reversible/.test(name) ? 0 : 1;
  if (kind === 'dress' && /Smock|Shirt Dress/.test(name)) idx = 0;
  if (kind === 'ottoman') idx = /Round/.test(name) ? 0 : 1;
  if (kind === 'wall') idx = /Hanging|Tapestry/.test(name) ? 0 : 1;
  return itemAt(list, idx).replace('{f}', FABRICS[fabric].phrase);
}

// ---------------------------------------------------------------------------
// Design rows
// ---------------------------------------------------------------------------

/**
 * [subCategoryId, name, craft, fabric, offer price in whole dollars (stored as one cent less, e.g. 68 -> 6799), flags]
 * flags: T = top selling, N = new arrival, X = inactive, V = colour variant of the previous row (shares its code)
 */
type Row = [number | null, string, Craft, Fabric, number, string?];

interface CategoryBlock {
  categoryId: number;
  kinds: Record<string, Kind>;
  rows: Row[];
}

const WOMEN: CategoryBlock = {
  categoryId: 1,
  kinds: {
    1: 'dress',
    2: 'lehenga',
    3: 'pants',
    4: 'crop',
    5: 'harem',
    6: 'pj',
    7: 'kaftan',
    8: 'sarong',
    20: 'jacket',
    23: 'coord',
    26: 'kurti',
  },
  rows: [
    [1, 'Indigo Dabu Print Cotton Maxi Dress', 'dabu', 'cotton', 68, 'T'],
    [1, 'Madder Red Dabu Print Cotton Maxi Dress', 'dabu', 'cotton', 68, 'V'],
    [1, 'Ivory Sanganeri Floral Midi Dress', 'sanganeri', 'mulmul', 59],
    [1, 'Rust Ajrakh Print Tiered Maxi Dress', 'ajrakh', 'cotton', 79, 'T'],
    [1, 'Sage Bagru Buta Wrap Dress', 'bagru', 'cotton', 64, 'N'],
    [1, 'Mustard Bandhani Cotton Silk Midi Dress', 'bandhani', 'cottonsilk', 86],
    [1, 'Rani Pink Leheriya Sundress', 'leheriya', 'voile', 49, 'N'],
    [1, 'Blush Chikankari Mulmul Shirt Dress', 'chikankari', 'mulmul', 72],
    [1, 'Navy Ikat Handloom Midi Dress', 'ikat', 'handloom', 66],
    [1, 'Teal Mirror Work Yoke Maxi Dress', 'mirror', 'cotton', 89],
    [1, 'Black Kantha Stitch Smock Dress', 'kantha', 'cotton', 58, 'X'],
    [2, 'Rani Pink Gota Patti Georgette Lehenga Set', 'gota', 'georgette', 169, 'N'],
    [2, 'Emerald Bandhani Silk Lehenga Set', 'bandhani', 'silk', 179],
    [2, 'Marigold Leheriya Chanderi Lehenga', 'leheriya', 'chanderi', 139],
    [2, 'Ivory Chikankari Georgette Lehenga', 'chikankari', 'georgette', 159],
    [2, 'Indigo Ajrakh Mirror Work Lehenga Skirt', 'ajrakh', 'cotton', 98],
    [2, 'Maroon Sanganeri Block Print Lehenga Set', 'sanganeri', 'cotton', 112],
    [3, 'Indigo Dabu Print Palazzo Pants', 'dabu', 'cotton', 38, 'T'],
    [3, 'Ochre Bagru Block Print Straight Pants', 'bagru', 'cotton', 36],
    [3, 'Ivory Sanganeri Floral Wide Leg Pants', 'sanganeri', 'mulmul', 39, 'N'],
    [3, 'Charcoal Ikat Drawstring Trousers', 'ikat', 'handloom', 44],
    [3, 'Sage Handloom Khadi Culottes', 'khadi', 'khadi', 42],
    [3, 'Terracotta Ajrakh Cigarette Pants', 'ajrakh', 'cotton', 41],
    [4, 'Ivory Chikankari Cotton Crop Top', 'chikankari', 'cotton', 34],
    [4, 'Mustard Mirror Work Halter Crop Top', 'mirror', 'cotton', 32, 'N'],
    [4, 'Indigo Sanganeri Block Print Crop Top', 'sanganeri', 'cotton', 26],
    [4, 'Rose Bandhani Tie-Up Crop Top', 'bandhani', 'cottonsilk', 29],
    [4, 'Black Kantha Embroidered Crop Top', 'kantha', 'cotton', 31],
    [5, 'Rust Bagru Block Print Harem Pants', 'bagru', 'cotton', 33],
    [5, 'Indigo Ikat Cotton Harem Pants', 'ikat', 'handloom', 37],
    [5, 'Olive Dabu Print Harem Pants', 'dabu', 'cotton', 34],
    [5, 'Charcoal Kantha Patch Harem Pants', 'kantha', 'cotton', 39],
    [5, 'Saffron Leheriya Harem Pants', 'leheriya', 'mulmul', 29, 'N'],
    [6, 'Sky Blue Sanganeri Floral Pyjama Set', 'sanganeri', 'cotton', 48, 'T'],
    [6, 'Blush Bagru Buta Pyjama Set', 'bagru', 'cotton', 46],
    [6, 'Indigo Dabu Print Long Pyjama Set', 'dabu', 'cotton', 52],
    [6, 'Mint Sanganeri Daisy Shorts Pyjama Set', 'sanganeri', 'mulmul', 42, 'N'],
    [6, 'Ivory Chikankari Mulmul Pyjama Set', 'chikankari', 'mulmul', 64],
    [6, 'Lilac Leheriya Cotton Pyjama Set', 'leheriya', 'cotton', 45],
    [7, 'Teal Ajrakh Print Cotton Kaftan', 'ajrakh', 'cotton', 58, 'T'],
    [7, 'Ivory Sanganeri Block Print Kimono Robe', 'sanganeri', 'cotton', 54],
    [7, 'Indigo Dabu Print Long Kaftan', 'dabu', 'mulmul', 56],
    [7, 'Rani Pink Bandhani Silk Kaftan', 'bandhani', 'silk', 84],
    [7, 'Sage Kantha Quilted Cotton Robe', 'kantha', 'quilted', 78, 'N'],
    [7, 'Coral Leheriya Beach Kaftan', 'leheriya', 'voile', 44, 'X'],
    [7, 'Madder Red Bagru Buta Short Kimono Robe', 'bagru', 'cotton', 49],
    [8, 'Turmeric Bagru Block Print Sarong', 'bagru', 'voile', 24],
    [8, 'Indigo Ikat Handloom Sarong', 'ikat', 'handloom', 32],
    [8, 'Teal Bandhani Voile Sarong', 'bandhani', 'voile', 27],
    [8, 'Rust Ajrakh Print Beach Sarong', 'ajrakh', 'cotton', 29, 'N'],
    [8, 'Peach Leheriya Mulmul Sarong', 'leheriya', 'mulmul', 22],
    [20, 'Indigo Kantha Quilted Reversible Jacket', 'kantha', 'quilted', 96, 'T'],
    [20, 'Rust Ajrakh Print Quilted Jacket', 'ajrakh', 'quilted', 92],
    [20, 'Black Mirror Work Embroidered Jacket', 'mirror', 'cotton', 118],
    [20, 'Ivory Jamdani Cropped Jacket', 'jamdani', 'handloom', 84, 'N'],
    [20, 'Mustard Sanganeri Block Print Quilted Jacket', 'sanganeri', 'quilted', 88],
    [20, 'Olive Ikat Handloom Shirt Jacket', 'ikat', 'handloom', 72],
    [23, 'Sage Bagru Block Print Co-ord Set', 'bagru', 'cotton', 74],
    [23, 'Indigo Dabu Print Shirt and Pants Co-ord Set', 'dabu', 'cotton', 78],
    [23, 'Terracotta Ajrakh Kurta Co-ord Set', 'ajrakh', 'cotton', 82, 'N'],
    [23, 'Ivory Chikankari Co-ord Set', 'chikankari', 'mulmul', 94],
    [23, 'Mustard Ikat Handloom Co-ord Set', 'ikat', 'handloom', 79],
    [23, 'Rose Leheriya Crop Top and Skirt Co-ord Set', 'leheriya', 'voile', 68],
    [26, 'Indigo Dabu Print Straight Kurti', 'dabu', 'cotton', 39],
    [26, 'Ivory Chikankari Georgette Kurti', 'chikankari', 'georgette', 52, 'T'],
    [26, 'Rust Ajrakh Print A-Line Kurti', 'ajrakh', 'cotton', 44],
    [26, 'Sage Sanganeri Floral Short Kurti', 'sanganeri', 'cotton', 32],
    [26, 'Mustard Sanganeri Floral Short Kurti', 'sanganeri', 'cotton', 32, 'V'],
    [26, 'Maroon Bandhani Cotton Kurti', 'bandhani', 'cotton', 41],
    [26, 'Teal Mirror Work Kurti', 'mirror', 'cotton', 48, 'N'],
    [26, 'Blush Gota Patti Chanderi Kurti', 'gota', 'chanderi', 55],
    [26, 'Charcoal Ikat Handloom Kurti', 'ikat', 'handloom', 46, 'X'],
  ],
};

const HOME: CategoryBlock = {
  categoryId: 2,
  kinds: {
    9: 'napkin',
    10: 'bunting',
    11: 'valance',
    12: 'ottoman',
    13: 'runner',
    15: 'curtain',
    16: 'cushion',
    17: 'wall',
    22: 'rug',
    24: 'bedcover',
  },
  rows: [
    [9, 'Indigo Dabu Print Napkins, Set of 4', 'dabu', 'cotton', 16],
    [9, 'Madder Red Bagru Buta Napkins, Set of 6', 'bagru', 'cotton', 19, 'T'],
    [9, 'Ivory Sanganeri Floral Napkins, Set of 4', 'sanganeri', 'cotton', 14],
    [9, 'Sage Kantha Stitch Napkins, Set of 4', 'kantha', 'mulmul', 18, 'N'],
    [9, 'Mustard Ikat Handloom Napkins, Set of 6', 'ikat', 'handloom', 20],
    [10, 'Rani Pink Mirror Work Fabric Bunting', 'mirror', 'cotton', 24],
    [10, 'Multicolour Applique Flag Bunting', 'applique', 'cotton', 19],
    [10, 'Indigo Sanganeri Triangle Bunting', 'sanganeri', 'cotton', 16, 'N'],
    [10, 'Marigold Gota Patti Festive Bunting', 'gota', 'cottonsilk', 27],
    [10, 'Rust Kantha Patchwork Bunting', 'kantha', 'cotton', 22],
    [11, 'Marigold Mirror Work Door Valance', 'mirror', 'cotton', 29],
    [11, 'Multicolour Applique Elephant Door Toran', 'applique', 'cotton', 34],
    [11, 'Teal Gota Patti Door Toran', 'gota', 'cottonsilk', 31, 'N'],
    [11, 'Rust Kantha Patchwork Door Valance', 'kantha', 'cotton', 26],
    [11, 'Indigo Bandhani Mirror Door Valance', 'bandhani', 'cotton', 28],
    [12, 'Indigo Kantha Patchwork Round Pouf', 'kantha', 'quilted', 74],
    [12, 'Charcoal Handloom Khadi Floor Pouf', 'khadi', 'khadi', 58],
    [12, 'Mustard Mirror Work Round Pouf', 'mirror', 'canvas', 82],
    [12, 'Madder Red Ajrakh Print Pouf Ottoman', 'ajrakh', 'canvas', 64, 'N'],
    [12, 'Sage Dabu Print Square Pouf', 'dabu', 'canvas', 56],
    [12, 'Rust Ikat Handloom Cube Ottoman', 'ikat', 'handloom', 69],
    [13, 'Indigo Dabu Print Table Runner', 'dabu', 'cotton', 28],
    [13, 'Ivory Sanganeri Floral Table Runner', 'sanganeri', 'cotton', 26, 'T'],
    [13, 'Madder Red Ajrakh Table Runner', 'ajrakh', 'cotton', 34],
    [13, 'Sage Ikat Handloom Table Runner', 'ikat', 'handloom', 36],
    [13, 'Mustard Bagru Buta Table Runner', 'bagru', 'cotton', 24, 'N'],
    [13, 'Charcoal Kantha Stitch Table Runner', 'kantha', 'cotton', 38],
    [15, 'Ivory Sanganeri Floral Cotton Curtain', 'sanganeri', 'cotton', 48, 'T'],
    [15, 'Indigo Dabu Print Curtain Panel', 'dabu', 'cotton', 52],
    [15, 'Sage Bagru Block Print Sheer Curtain', 'bagru', 'voile', 44, 'N'],
    [15, 'Rust Ikat Handloom Curtain', 'ikat', 'handloom', 68],
    [15, 'Ochre Ajrakh Print Curtain Panel', 'ajrakh', 'cotton', 59],
    [15, 'Blush Chikankari Voile Curtain', 'chikankari', 'voile', 78],
    [16, 'Indigo Dabu Print Cushion Cover', 'dabu', 'cotton', 18, 'T'],
    [16, 'Madder Red Ajrakh Cushion Cover', 'ajrakh', 'cotton', 22],
    [16, 'Mustard Mirror Work Cushion Cover', 'mirror', 'cotton', 28, 'T'],
    [16, 'Rust Kantha Stitch Cushion Cover', 'kantha', 'cotton', 24],
    [16, 'Ochre Kantha Stitch Cushion Cover', 'kantha', 'cotton', 24, 'V'],
    [16, 'Ivory Jamdani Woven Cushion Cover', 'jamdani', 'handloom', 27, 'N'],
    [16, 'Teal Ikat Handloom Cushion Cover', 'ikat', 'handloom', 23],
    [16, 'Rani Pink Bandhani Silk Cushion Cover', 'bandhani', 'silk', 29],
    [16, 'Sage Sanganeri Floral Cushion Cover', 'sanganeri', 'cotton', 16],
    [16, 'Charcoal Applique Cushion Cover', 'applique', 'cotton', 21, 'X'],
    [17, 'Indigo Kantha Wall Hanging', 'kantha', 'quilted', 64],
    [17, 'Multicolour Applique Tree of Life Wall Hanging', 'applique', 'cotton', 89, 'N'],
    [17, 'Walnut Hand-Carved Printing Block Wall Art', 'block', 'wood', 118],
    [17, 'Marigold Mirror Work Wall Hanging', 'mirror', 'cotton', 72],
    [17, 'Ivory Sanganeri Tree of Life Tapestry', 'sanganeri', 'cotton', 46],
    [22, 'Indigo Ikat Dhurrie Rug', 'ikat', 'rugcotton', 149],
    [22, 'Charcoal Striped Handwoven Dhurrie', 'dhurrie', 'rugcotton', 119],
    [22, 'Multicolour Chindi Rag Rug', 'chindi', 'rugcotton', 84, 'N'],
    [22, 'Natural Braided Jute Dhurrie Rug', 'dhurrie', 'jute', 98],
    [22, 'Sage Kilim Motif Dhurrie', 'dhurrie', 'rugcotton', 189],
    [22, 'Madder Red Ajrakh Print Cotton Rug', 'ajrakh', 'rugcotton', 229],
    [24, 'Indigo Dabu Print King Bedcover', 'dabu', 'cotton', 112, 'T'],
    [24, 'Ivory Sanganeri Floral Quilted Bedcover', 'sanganeri', 'quilted', 134],
    [24, 'Madder Red Ajrakh Bedcover', 'ajrakh', 'cotton', 124],
    [24, 'Sage Kantha Quilt Bedcover', 'kantha', 'quilted', 139, 'N'],
    [24, 'Mustard Bagru Buta Bedcover', 'bagru', 'cotton', 88],
    [24, 'Multicolour Kantha Patchwork Bedcover', 'kantha', 'quilted', 129],
    [24, 'Teal Ikat Handloom Bedcover', 'ikat', 'handloom', 104],
    [24, 'Blush Bandhani Cotton Bedcover', 'bandhani', 'cotton', 79, 'X'],
  ],
};

const MEN: CategoryBlock = {
  categoryId: 3,
  kinds: { 3: 'mpants', 5: 'mharem', 19: 'mpj', 20: 'mjacket' },
  rows: [
    [3, "Men's Indigo Handloom Khadi Drawstring Pants", 'khadi', 'khadi', 44],
    [3, "Men's Charcoal Ikat Cotton Trousers", 'ikat', 'handloom', 48],
    [3, "Men's Ochre Bagru Block Print Lounge Pants", 'bagru', 'cotton', 36, 'N'],
    [3, "Men's Olive Dabu Print Straight Pants", 'dabu', 'cotton', 42],
    [3, "Men's Ivory Handloom Khadi Relaxed Trousers", 'khadi', 'khadi', 46],
    [5, "Men's Indigo Dabu Harem Pants", 'dabu', 'cotton', 34],
    [5, "Men's Rust Bagru Block Print Harem Pants", 'bagru', 'cotton', 32],
    [5, "Men's Charcoal Handloom Khadi Harem Pants", 'khadi', 'khadi', 39],
    [5, "Men's Olive Ikat Harem Pants", 'ikat', 'handloom', 38, 'N'],
    [5, "Men's Black Kantha Stitch Harem Pants", 'kantha', 'cotton', 36],
    [19, "Men's Ivory Chikankari Kurta Pajama Set", 'chikankari', 'cotton', 69, 'T'],
    [19, "Men's Indigo Dabu Print Kurta Pajama Set", 'dabu', 'cotton', 62],
    [19, "Men's Sage Sanganeri Block Print Pajama Set", 'sanganeri', 'cotton', 54],
    [19, "Men's Navy Ikat Cotton Pajama Set", 'ikat', 'handloom', 58, 'N'],
    [19, "Men's Mustard Handloom Khadi Kurta Pajama Set", 'khadi', 'khadi', 66],
    [19, "Men's Charcoal Bagru Buta Night Pajama Set", 'bagru', 'cotton', 48],
    [20, "Men's Indigo Kantha Quilted Jacket", 'kantha', 'quilted', 104, 'T'],
    [20, "Men's Rust Ajrakh Nehru Jacket", 'ajrakh', 'cotton', 78],
    [20, "Men's Charcoal Ikat Nehru Jacket", 'ikat', 'handloom', 74],
    [20, "Men's Olive Handloom Khadi Bandhgala Jacket", 'khadi', 'khadi', 119, 'N'],
    [20, "Men's Ivory Jamdani Nehru Jacket", 'jamdani', 'handloom', 86],
  ],
};

const KIDS: CategoryBlock = {
  categoryId: 4,
  kinds: { 1: 'kdress', 6: 'kpj', 20: 'kjacket', 23: 'kcoord' },
  rows: [
    [1, "Girls' Mustard Bagru Buta Cotton Dress", 'bagru', 'cotton', 29, 'T'],
    [1, "Girls' Rani Pink Leheriya Frock", 'leheriya', 'mulmul', 26],
    [1, "Girls' Sky Blue Sanganeri Floral Dress", 'sanganeri', 'cotton', 28, 'N'],
    [1, "Girls' Ivory Chikankari Party Dress", 'chikankari', 'mulmul', 38],
    [1, "Girls' Indigo Dabu Smocked Dress", 'dabu', 'cotton', 31],
    [1, "Girls' Peach Applique Elephant Dress", 'applique', 'cotton', 34],
    [6, "Kids' Sky Blue Sanganeri Elephant Pyjama Set", 'sanganeri', 'cotton', 28, 'T'],
    [6, "Kids' Lilac Sanganeri Elephant Pyjama Set", 'sanganeri', 'cotton', 28, 'V'],
    [6, "Kids' Mint Bagru Print Pyjama Set", 'bagru', 'cotton', 26],
    [6, "Kids' Indigo Dabu Star Pyjama Set", 'dabu', 'cotton', 30, 'N'],
    [6, "Kids' Blush Sanganeri Bunny Pyjama Set", 'sanganeri', 'mulmul', 27],
    [6, "Kids' Saffron Leheriya Pyjama Set", 'leheriya', 'cotton', 24, 'X'],
    [20, "Kids' Indigo Kantha Quilted Jacket", 'kantha', 'quilted', 46],
    [20, "Kids' Rust Ajrakh Quilted Jacket", 'ajrakh', 'quilted', 42],
    [20, "Kids' Mustard Sanganeri Quilted Jacket", 'sanganeri', 'quilted', 39, 'N'],
    [20, "Kids' Teal Mirror Work Nehru Jacket", 'mirror', 'cotton', 36],
    [20, "Kids' Olive Ikat Handloom Nehru Jacket", 'ikat', 'handloom', 34],
    [23, "Kids' Sage Bagru Print Shirt and Shorts Set", 'bagru', 'cotton', 32],
    [23, "Kids' Indigo Dabu Kurta and Pants Set", 'dabu', 'cotton', 36],
    [23, "Kids' Ivory Chikankari Kurta Pyjama Co-ord", 'chikankari', 'cotton', 42, 'N'],
    [23, "Girls' Rani Pink Bandhani Top and Skirt Set", 'bandhani', 'cotton', 38],
    [23, "Kids' Mustard Ikat Co-ord Set", 'ikat', 'handloom', 33],
  ],
};

const FABRIC: CategoryBlock = {
  categoryId: 5,
  kinds: { 0: 'fabric' },
  rows: [
    [null, 'Indigo Dabu Print Cotton Fabric', 'dabu', 'cotton', 14, 'T'],
    [null, 'Madder Red Ajrakh Print Cotton Fabric', 'ajrakh', 'cotton', 17],
    [null, 'Ivory Sanganeri Floral Cotton Fabric', 'sanganeri', 'cotton', 11],
    [null, 'Sage Bagru Buta Cotton Fabric', 'bagru', 'cotton', 12, 'N'],
    [null, 'Mustard Bagru Buta Cotton Fabric', 'bagru', 'cotton', 12, 'V'],
    [null, 'Navy Ikat Handloom Cotton Fabric', 'ikat', 'handloom', 16],
    [null, 'Rani Pink Bandhani Cotton Silk Fabric', 'bandhani', 'cottonsilk', 18],
    [null, 'Saffron Leheriya Mulmul Fabric', 'leheriya', 'mulmul', 13],
    [null, 'Natural Handloom Khadi Cotton Fabric', 'khadi', 'khadi', 9],
    [null, 'Ivory Chikankari Embroidered Georgette Fabric', 'chikankari', 'georgette', 18, 'N'],
    [null, 'Teal Jamdani Handloom Fabric', 'jamdani', 'handloom', 17],
    [null, 'Rust Ajrakh Double-Side Print Modal Fabric', 'ajrakh', 'modal', 18, 'X'],
  ],
};

const ACCESSORIES: CategoryBlock = {
  categoryId: 6,
  kinds: { 14: 'umbrella', 18: 'bag', 21: 'pouch', 25: 'sash' },
  rows: [
    [14, 'Indigo Dabu Print Parasol Umbrella', 'dabu', 'cotton', 38],
    [14, 'Madder Red Mirror Work Parasol', 'mirror', 'cotton', 44, 'N'],
    [14, 'Ivory Sanganeri Floral Umbrella', 'sanganeri', 'cotton', 34],
    [14, 'Marigold Applique Garden Umbrella', 'applique', 'canvas', 45],
    [14, 'Multicolour Kantha Patchwork Umbrella', 'kantha', 'cotton', 39],
    [18, 'Indigo Dabu Print Tote Bag', 'dabu', 'canvas', 24, 'T'],
    [18, 'Rust Ajrakh Print Shoulder Bag', 'ajrakh', 'canvas', 32],
    [18, 'Mustard Mirror Work Potli Bag', 'mirror', 'cottonsilk', 22, 'N'],
    [18, 'Black Kantha Stitch Sling Bag', 'kantha', 'quilted', 34],
    [18, 'Rani Pink Gota Patti Potli Bag', 'gota', 'silk', 26],
    [18, 'Ivory Sanganeri Block Print Market Bag', 'sanganeri', 'canvas', 19],
    [18, 'Teal Ikat Handloom Laptop Bag', 'ikat', 'handloom', 48, 'X'],
    [21, 'Indigo Dabu Print Toiletry Bag', 'dabu', 'cotton', 16],
    [21, 'Ivory Sanganeri Floral Makeup Pouch', 'sanganeri', 'cotton', 12],
    [21, 'Madder Red Ajrakh Wash Bag', 'ajrakh', 'cotton', 18, 'N'],
    [21, 'Sage Bagru Buta Cosmetic Pouches, Set of 3', 'bagru', 'cotton', 22],
    [21, 'Mustard Kantha Stitch Makeup Bag', 'kantha', 'cotton', 17],
    [21, 'Teal Ikat Zip Pouch', 'ikat', 'handloom', 14],
    [25, 'Rani Pink Bandhani Silk Sash', 'bandhani', 'silk', 34, 'T'],
    [25, 'Saffron Leheriya Silk Sash', 'leheriya', 'silk', 32],
    [25, 'Indigo Ajrakh Modal Silk Sash', 'ajrakh', 'modal', 29, 'N'],
    [25, 'Emerald Gota Patti Silk Sash', 'gota', 'silk', 42],
    [25, 'Ivory Jamdani Silk Sash', 'jamdani', 'silk', 38],
  ],
};

const BLOCKS: CategoryBlock[] = [WOMEN, HOME, MEN, KIDS, FABRIC, ACCESSORIES];
const GARMENT_CATEGORIES = new Set([1, 3, 4]);

const INACTIVE_REMARKS = [
  'Discontinued: printing block retired after cracking',
  'Paused until the next dyeing season',
  'On hold: fabric lot failed colour-fastness test',
  'Withdrawn pending new size chart',
  'Awaiting restock from the weaving cluster',
  'Seasonal; relaunch planned next year',
  'Hidden while photographs are redone',
  'Supplier changed; relisting with new code',
];

const ACTIVE_REMARKS = [
  'Reorder when total stock falls below 10',
  'Colour varies slightly between dye lots',
  'Photographed on size S',
  'Shared block with matching napkins and runner',
  'Ships folded in recycled paper',
  'Check each piece for print registration before dispatch',
];

// ---------------------------------------------------------------------------
// Expansion
// ---------------------------------------------------------------------------

function priceCents(dollars: number): number {
  return dollars * 100 - 1; // e.g. 68 -> 6799
}

function mrpFor(offer: number, rnd: () => number): number {
  const r = rnd();
  if (r < 0.3) return offer; // no discount
  const discounts = [0.1, 0.15, 0.2, 0.25, 0.3];
  const d = itemAt(discounts, Math.floor(rnd() * discounts.length));
  const raw = offer / (1 - d);
  const mrp = Math.ceil(raw / 100) * 100 - 1;
  return Math.max(mrp, offer);
}

/** A star rating spread like real reviews: mostly 5 and 4, rarely below 3. */
export function ratingFor(rnd: () => number): number {
  const r = rnd();
  if (r < 0.48) return 5;
  if (r < 0.88) return 4;
  if (r < 0.97) return 3;
  if (r < 0.995) return 2;
  return 1;
}

function stockFor(categoryId: number, rnd: () => number): { size: string; quantity: number }[] {
  const sizes = GARMENT_CATEGORIES.has(categoryId) ? ['S', 'M', 'L', 'XL', 'XXL'] : ['S', 'M', 'L'];
  return sizes.map((size) => {
    const r = rnd();
    let quantity: number;
    if (r < 0.04) quantity = 0;
    else if (r < 0.07) quantity = 1;
    else quantity = 2 + Math.floor(rnd() * 39); // 2..40
    // Larger sizes run a little lower.
    if (size === 'XXL' && quantity > 20) quantity -= 12;
    return { size, quantity };
  });
}

function buildProducts(): DemoProduct[] {
  const out: DemoProduct[] = [];
  let inactiveIdx = 0;
  for (const block of BLOCKS) {
    const counters = new Map<number, number>();
    let prevCode = 0;
    for (const [sub, name, craft, fabric, dollars, flags = ''] of block.rows) {
      const isVariant = flags.includes('V');
      let code: number;
      if (isVariant) {
        code = prevCode;
      } else {
        const n = (counters.get(sub ?? 0) ?? 0) + 1;
        counters.set(sub ?? 0, n);
        code = block.categoryId * 10000 + (sub ?? 0) * 100 + n;
      }
      prevCode = code;

      const rnd = prng(hashString(name));
      const kind = block.kinds[String(sub ?? 0)];
      if (kind === undefined)
        throw new Error(`No kind of product for subcategory ${sub ?? 0} of category ${block.categoryId}`);
      const craftList = CRAFT_SENTENCES[craft];
      const sentences = [
        typeSentence(kind, name, fabric),
        cycle(craftList, hashString(name + craft)),
        FABRICS[fabric].care,
      ];
      const size = SIZE_SENTENCES[kind];
      if (size) sentences.push(size);

      const isActive = !flags.includes('X');
      const topSelling = flags.includes('T');
      const newArrival = flags.includes('N');
      const offer = priceCents(dollars);
      const mrp = mrpFor(offer, rnd);
      // Drawn as before the demo reviews became rows, so the stock and remarks drawn after stay the same.
      ratingFor(rnd);
      const popularity = topSelling
        ? 140 + Math.floor(rnd() * 261) // 140..400
        : newArrival
          ? Math.floor(rnd() * 24)
          : Math.floor(rnd() * rnd() * 180);
      const reviewsToSeed = !isActive
        ? 0
        : topSelling
          ? 3 + (popularity % 3)
          : newArrival
            ? 0
            : popularity >= 90
              ? 2
              : popularity >= 30
                ? 1
                : 0;

      let remarks = '';
      if (!isActive) remarks = cycle(INACTIVE_REMARKS, inactiveIdx++);
      else if (rnd() < 0.22) remarks = itemAt(ACTIVE_REMARKS, Math.floor(rnd() * ACTIVE_REMARKS.length));

      const stem = isVariant ? `${code}-${slugify(name.split(' ').slice(0, 2).join(' '))}` : `${code}`;
      const media = [1, 2, 3, 4, 5].map((i) => `/media/products/${stem}-${i}.webp`) as DemoProduct['media'];

      out.push({
        productCode: code,
        name,
        description: sentences.join(' '),
        categoryId: block.categoryId,
        subCategoryId: sub,
        offerPriceCents: offer,
        mrpCents: mrp,
        reviewsToSeed,
        topSelling,
        newArrival,
        isActive,
        remarks,
        media,
        stock: stockFor(block.categoryId, rnd),
      });
    }
  }
  return out;
}

export const demoProducts: DemoProduct[] = buildProducts();

// ---------------------------------------------------------------------------
// Category tiles and banners
// ---------------------------------------------------------------------------

export const demoCategoryImages: DemoCategoryTile[] = [
  { categoryId: 1, image: '/media/categories/women.webp' },
  { categoryId: 2, image: '/media/categories/home-and-living.webp' },
  { categoryId: 3, image: '/media/categories/men.webp' },
  { categoryId: 4, image: '/media/categories/kids.webp' },
  { categoryId: 5, image: '/media/categories/fabric.webp' },
  { categoryId: 6, image: '/media/categories/accessories.webp' },
];

export const demoBannerImages: { women: string; homeAndLiving: string; accessories: string; hero: string } = {
  women: '/media/banners/women.webp',
  homeAndLiving: '/media/banners/home-and-living.webp',
  accessories: '/media/banners/accessories.webp',
  hero: '/media/banners/hero.webp',
};

// ---------------------------------------------------------------------------
// Blog
// ---------------------------------------------------------------------------

/** Code of an active product by exact name (throws at import time if the catalogue drifts). */
function codeOf(name: string): number {
  const p = demoProducts.find((x) => x.name === name);
  if (!p || !p.isActive) throw new Error(`demo-catalogue: blog refers to unknown or inactive product "${name}"`);
  return p.productCode;
}

/** Link to a category (and optional subcategory) listing page, e.g. /home%20&%20living/cushion%20cover */
function shopLink(category: string, sub?: string): string {
  const enc = (s: string) => s.replace(/ /g, '%20');
  return sub ? `/${enc(category)}/${enc(sub)}` : `/${enc(category)}`;
}

function a(text: string, category: string, sub?: string): string {
  return `<a href="${shopLink(category, sub)}">${text}</a>`;
}

function post(title: string, date: string, productName: string | null, html: string): DemoBlogPost {
  return {
    title,
    image: `/media/blog/${slugify(title)}.webp`,
    descriptionHtml: html.trim().replace(/\n\s*/g, '\n'),
    productCode: productName === null ? null : codeOf(productName),
    date,
  };
}

export const demoBlogPosts: DemoBlogPost[] = [
  post(
    'A Morning with the Block Printers of Bagru',
    '2023-02-14',
    'Sage Bagru Buta Wrap Dress',
    `
    <p>Bagru is about thirty kilometres south-west of Jaipur, and you can usually tell you have arrived by the lengths of cloth drying on the open ground at the edge of the village. Many of the families here belong to the Chhipa community of printers, and most of our block-printed cotton starts its life on their tables.</p>
    <h2>Before the first block touches the cloth</h2>
    <p>Printing is the quick part. The cloth is first washed to remove starch, then soaked in <strong>harda</strong>, a solution of ground myrobalan fruit that turns it a pale yellow and helps the natural dyes bond. Only when it has dried in the sun is it ready to be laid out on the long padded tables.</p>
    <p>The traditional Bagru palette is small and earthy:</p>
    <ul>
    <li><strong>Syahi</strong>, a black made by fermenting scrap iron with jaggery for several weeks.</li>
    <li><strong>Begar</strong>, an alum mordant that turns red once the cloth is boiled with madder or al root.</li>
    <li><strong>Indigo</strong>, used over a dabu mud resist for the blue grounds.</li>
    </ul>
    <h2>The rhythm of the table</h2>
    <p>A printer dips the carved sheesham block into a shallow tray of dye, places it against the last impression by eye and strikes the back with the heel of the hand. A single bedcover can take more than a thousand impressions. Where two repeats meet you may see a slightly darker join or a hairline gap: that is not a fault, it is the signature of a person at work.</p>
    <p>After printing, the cloth is boiled with <em>dhawdi</em> flowers to fix the colours, washed in the village tanks and laid out again to dry. The whole process takes between one and three weeks, depending on the weather.</p>
    <h2>Why we keep working this way</h2>
    <p>Screen printing would be faster and cheaper. But block printing keeps skills alive in families that have practised them for generations, and the natural dyes mean far less chemical run-off into the groundwater. We pay our Bagru printers per piece at rates agreed each season, above the state minimum wage, and we buy across the year rather than only before festivals.</p>
    <p>You can see the results across our ${a("women's dresses", 'women', 'dresses')}, our ${a('table runners', 'home & living', 'table runner')} and by the metre in ${a('fabric', 'fabric')}. The small buta on our sage wrap dress was printed with a block carved in 2019 that is still going strong.</p>
    `,
  ),
  post(
    'Sanganeri Printing: Fine Lines on a Pale Ground',
    '2023-05-09',
    'Ivory Sanganeri Floral Table Runner',
    `
    <p>Sanganer sits on the southern edge of Jaipur, close enough to the airport that the flight path passes over the printing workshops. It has been a printing town for centuries, and its style is easy to recognise once you know what to look for: <strong>small, delicate florals on a white or pale ground</strong>, drawn with remarkably fine outlines.</p>
    <h2>How it differs from Bagru</h2>
    <p>The two towns are only a short drive apart, but their work looks very different. Bagru prints tend to sit on a dyed ground in deep, earthy colours. Sanganeri printing grew up around bleached white cloth and a lighter, brighter palette, and its designs are often built up from several blocks: an outline block called the <em>rekh</em>, then one block for each filling colour, the <em>datta</em>.</p>
    <ul>
    <li>The <strong>rekh</strong> block is carved first and sets the drawing.</li>
    <li>Each <strong>datta</strong> block must land exactly inside the outline, so printers work slowly and check every impression.</li>
    <li>A four-colour floral can need four passes down the full length of the table.</li>
    </ul>
    <h2>The motifs</h2>
    <p>Many Sanganeri motifs come from the Mughal garden: carnations, poppies, irises and small scattered sprigs called <em>butis</em>. Our block carvers still cut new designs by hand, and we ask them to keep the proportions of the older pieces while changing the scale or spacing for modern rooms.</p>
    <p>One of our favourite uses is on the table. A long ${a('table runner', 'home & living', 'table runner')} shows off a repeat beautifully, and the pale ground keeps a dining room bright. The same blocks turn up on our ${a('cushion covers', 'home & living', 'cushion cover')} and ${a('curtains', 'home & living', 'curtains')}, so you can mix pieces without everything matching exactly.</p>
    <h2>Looking after pale prints</h2>
    <p>Wash in cold water with a mild detergent and dry in the shade. Strong sun will soften the colours over time; some people like that faded look, but if you do not, turn the runner occasionally so it fades evenly.</p>
    `,
  ),
  post(
    'Dabu: Printing with Mud and Indigo',
    '2023-08-22',
    'Indigo Dabu Print Cotton Maxi Dress',
    `
    <p>If you have ever wondered how a pale pattern ends up on a deep indigo ground, the answer in Rajasthan is often <strong>dabu</strong>, a resist made from mud.</p>
    <h2>The recipe</h2>
    <p>Every workshop guards its own mix, but the basics are the same: black clay from a local pond, slaked lime, a gum made from the seeds of the <em>bavchi</em> or from gum arabic, and wheat chaff to give it body. The paste is left to rest for a day, then beaten smooth.</p>
    <p>The printer presses a carved block into the dabu and onto the cloth, then immediately sprinkles the wet print with sawdust or fine dung powder so that it does not smear when the cloth is folded.</p>
    <h2>Into the vat</h2>
    <ul>
    <li>The cloth is dried in the sun until the mud is hard.</li>
    <li>It is lowered into a fermented indigo vat for a few minutes, lifted out, and left in the air while the indigo oxidises from green to blue.</li>
    <li>Dipping is repeated until the blue is deep enough, sometimes eight or ten times.</li>
    <li>Finally the cloth is washed and the mud softens and falls away, revealing the pattern.</li>
    </ul>
    <p>Because the dried mud cracks as the cloth is handled, indigo seeps into the fine fissures. Those thin, veined lines across the motifs are the mark of real dabu and cannot be copied convincingly by a screen. For a two-tone effect the cloth is printed and dyed a second time, so some areas are a lighter blue.</p>
    <h2>Wearing it</h2>
    <p>Dabu cottons are soft, breathable and get better with age. Our indigo maxi dress is printed in Akola and stitched in our Jaipur workshop, and you will find the same technique on ${a('kurtis', 'women', 'kurtis')}, ${a('bedcovers', 'home & living', 'bedcover')} and by the metre in our ${a('fabric', 'fabric')} section. Wash indigo separately for the first few times: a little colour in the water is normal and a sign that the dye is natural.</p>
    `,
  ),
  post(
    'Kantha: Stories in Running Stitch',
    '2023-11-03',
    'Indigo Kantha Quilted Reversible Jacket',
    `
    <p>Kantha began as a way of making something new from something worn out. In Bengal, women layered old saris and dhotis and stitched them together with simple running stitches to make quilts, wraps and cloths for wrapping books and valuables. The word itself is thought to come from the Sanskrit for rags.</p>
    <h2>The stitch</h2>
    <p>At its simplest kantha is just a running stitch, but the way it is used gives the cloth its character. Rows of small, even stitches pass through every layer, pulling the fabric into a gentle ripple. Thread was traditionally drawn from the coloured borders of the old saris being recycled, which is why antique kanthas often have red, blue and black stitching on a white ground.</p>
    <ul>
    <li><strong>Lep kantha</strong>: thick quilts with many layers, stitched in close parallel lines.</li>
    <li><strong>Sujni kantha</strong>: bedspreads with figurative motifs outlined in running stitch.</li>
    <li><strong>Nakshi kantha</strong>: highly decorated pieces with lotus medallions, birds, fish and scenes from village life.</li>
    </ul>
    <p>Motifs carry meaning too. The lotus at the centre of many nakshi kanthas stands for the universe, fish and peacocks for fertility and good fortune, and the wavy border stitch is said to echo the rivers of the Bengal delta. Women often stitched a kantha for a daughter's wedding or a new grandchild, and it would be used and mended for decades.</p>
    <h2>Who stitches ours</h2>
    <p>We work with groups of women in villages near Bolpur who stitch at home around farm work and family. A quilted jacket like our reversible indigo one takes around four days of stitching; a king-size quilt can take a month. Work is paid by the piece at a rate we set together before each batch, and materials are supplied so nobody pays for thread out of their own pocket.</p>
    <h2>Living with kantha</h2>
    <p>Kantha softens and puckers more with each wash, and that is part of its charm. Hand wash cold or use a gentle cycle, and never tumble dry. You will find it across our ${a('jackets', 'women', 'jacket')}, ${a("men's jackets", 'men', 'jacket')}, ${a('cushion covers', 'home & living', 'cushion cover')} and ${a('bedcovers', 'home & living', 'bedcover')}.</p>
    `,
  ),
  post(
    'Ikat: The Pattern That Is Dyed Before It Is Woven',
    '2024-02-19',
    'Teal Ikat Handloom Cushion Cover',
    `
    <p>Most textile patterns are added to cloth after it is woven. <strong>Ikat</strong> works the other way round: the pattern is dyed into the threads first, and only appears as the weaver puts them together on the loom.</p>
    <h2>Tying and dyeing</h2>
    <p>In Pochampally, in Telangana, where much of our ikat is woven, the yarn is stretched on a frame and the design is marked out. Sections that should stay undyed are tightly wrapped with rubber strips or thread, and the bundle is dipped in dye. For each new colour some wrappings are removed and others added. A three-colour design can mean a week of tying before any weaving starts.</p>
    <h2>Single and double ikat</h2>
    <ul>
    <li><strong>Warp ikat</strong>: only the lengthwise threads are patterned.</li>
    <li><strong>Weft ikat</strong>: only the crosswise threads carry the design.</li>
    <li><strong>Double ikat</strong>: both sets are dyed and must line up exactly, a slow and highly skilled process.</li>
    </ul>
    <p>However careful the weaver, the threads shift slightly as they are beaten into place. That is what gives ikat its soft, feathered edges, and why machine-printed imitations with crisp outlines look flat beside the real thing.</p>
    <p>Ikat is not unique to India. Versions are woven in Indonesia, Central Asia, Japan and Latin America, and the word itself comes from the Malay for 'to tie'. In India the great centres are Pochampally and Koyalagudem in Telangana, Sambalpur in Odisha, and Patan in Gujarat, home of the famous double-ikat patola silk, which can take a family six months to weave.</p>
    <h2>Ikat at home</h2>
    <p>Because the colour goes right through the yarn, ikat is the same on both sides and wears well. It is a good choice for pieces that get heavy use, such as ${a('cushion covers', 'home & living', 'cushion cover')}, ${a('table runners', 'home & living', 'table runner')} and ${a('napkins', 'home & living', 'napkins')}. We also use lighter handloom ikat for ${a('co-ord sets', 'women', 'co-ord set')} and ${a("men's trousers", 'men', 'pants')}.</p>
    <p>Wash handloom ikat in cold water on a gentle cycle. Expect a little shrinkage the first time, which is why we pre-wash our cushion fabric before stitching.</p>
    `,
  ),
  post(
    'Bandhani and Leheriya: Rajasthan and Gujarat in Knots and Waves',
    '2024-04-30',
    'Rani Pink Bandhani Silk Sash',
    `
    <p>Walk through any bazaar in Jaipur before Teej or a wedding season and you will see two kinds of tie-dye everywhere: the dotted <strong>bandhani</strong> and the diagonal stripes of <strong>leheriya</strong>. Both resist dye by binding the cloth, but the results could hardly be more different.</p>
    <h2>Bandhani: thousands of tiny knots</h2>
    <p>Bandhani comes mainly from Kutch and Jamnagar in Gujarat and from parts of Rajasthan. The design is stencilled onto the cloth with a fugitive dye, then women pinch up tiny points of fabric, often using a long fingernail or a small metal ring, and wind thread tightly around each one. A single dupatta can have many thousands of knots.</p>
    <ul>
    <li>The bound cloth is dyed, starting with the lightest colour.</li>
    <li>More areas are tied for each darker colour.</li>
    <li>When the knots are pulled open, each leaves a small ring or square of undyed cloth.</li>
    </ul>
    <p>Fine bandhani arrives crinkled from the binding. Many people prefer to leave it that way; a gentle steam will relax it if you do not.</p>
    <h2>Leheriya: the wave</h2>
    <p>Leheriya means wave, and it belongs to Rajasthan. Instead of knots, the cloth is rolled diagonally from one corner to the opposite one, bound at intervals along the roll and dyed. Unrolled, it shows diagonal stripes. Rolling it again in the other direction and re-dyeing gives the checked pattern called <em>mothra</em>.</p>
    <p>Colour carries meaning in both crafts. A red and yellow bandhani, the <em>chunari</em>, is traditionally worn by brides in Gujarat and Rajasthan, while five-colour leheriya, the <em>panchrangi</em>, is associated with festivals. Saffron and green leheriya turbans are still worn at weddings in Jaipur, and the monsoon festival of Teej is celebrated in green.</p>
    <h2>Wearing tie-dye</h2>
    <p>Silk takes these dyes beautifully, which is why our ${a('silk sashes', 'accessories', 'silk sashes')} are some of the most vivid things we make. Bandhani and leheriya also appear on our ${a('lehengas', 'women', 'lehengas')} and ${a("kids' dresses", 'kids', 'dresses')}. Dry clean silk, and store it folded in muslin, away from strong light.</p>
    `,
  ),
  post(
    'Mirror Work from Kutch and Barmer',
    '2024-07-12',
    'Mustard Mirror Work Cushion Cover',
    `
    <p>Small mirrors stitched onto cloth, <strong>shisha</strong> or <em>abhla bharat</em>, catch the light of an oil lamp or the desert sun and were once believed to deflect the evil eye. In Kutch, in Gujarat, and in the Barmer district of western Rajasthan, mirror work is still part of everyday dress for many communities, and each group has its own stitches and layouts.</p>
    <h2>How a mirror is held without glue</h2>
    <p>Traditional shisha has no adhesive. The embroiderer lays a few long stitches across the mirror to make a grid, then works a ring of buttonhole or interlaced stitches around the edge that catches the grid and frames the glass. The frame is what holds the mirror; if it is well made it will survive years of washing.</p>
    <ul>
    <li>Mirrors were originally cut by hand from blown glass, giving slightly irregular shapes.</li>
    <li>Today most are cut from thin mirrored glass sheets, still trimmed by hand.</li>
    <li>Surrounding motifs are worked in chain, herringbone and satin stitch, often in bright wool or silk thread.</li>
    </ul>
    <p>Different communities place mirrors differently. Rabari embroidery from Kutch uses many small mirrors set in bold chain-stitched outlines on dark cloth; Meghwal work from Barmer packs mirrors closely among tiny, dense geometric stitches; and Banni embroidery combines mirrors with brilliant silk floss. Each of our embroidery groups works in its own tradition, so no two designs are quite alike.</p>
    <h2>Where we use it</h2>
    <p>Mirror work brings a sense of celebration to a room without much effort. Our mustard ${a('cushion covers', 'home & living', 'cushion cover')} pair well with plain linen; a ${a('door valance', 'home & living', 'door valence')} over an entrance is the traditional way to welcome guests during Diwali; and a ${a('wall hanging', 'home & living', 'wall decor')} gives a plain wall a focal point. We also make smaller pieces such as ${a('potli bags', 'accessories', 'bags')} and children\'s ${a('jackets', 'kids', 'jacket')}.</p>
    <h2>Care</h2>
    <p>Turn mirror-work pieces inside out and hand wash in cold water, or dry clean. Iron on the reverse over a folded towel so the mirrors press into it rather than against the iron.</p>
    `,
  ),
  post(
    'Indigo, Madder and Turmeric: A Short Guide to Natural Dyes',
    '2024-10-08',
    'Madder Red Ajrakh Bedcover',
    `
    <p>Before synthetic dyes arrived in the late nineteenth century, every colour on Indian cloth came from a plant, an insect or a mineral. Many of our printers and dyers have gone back to these sources, and we use natural dyes wherever the technique allows.</p>
    <h2>The blues: indigo</h2>
    <p>Indigo comes from the leaves of <em>Indigofera tinctoria</em>. The leaves are fermented to release the dye, which is insoluble in water and must be reduced in an alkaline vat before cloth can take it. The cloth comes out of the vat green and turns blue in the air as the dye oxidises. Deep shades need many dips.</p>
    <h2>The reds: madder and al</h2>
    <p>Red is a mordant dye: on its own it barely stains cloth, but on cloth printed with alum it bonds into a fast, warm red. Indian madder (<em>manjistha</em>) and the root of the al tree give shades from pink to brick to deep maroon, depending on the mordant and how long the cloth is boiled.</p>
    <h2>The yellows and others</h2>
    <ul>
    <li><strong>Turmeric</strong> gives a bright but less light-fast yellow.</li>
    <li><strong>Pomegranate rind</strong> gives a steadier yellow and, with iron, an olive green.</li>
    <li><strong>Myrobalan</strong> (harda) is used as a mordant and gives a pale yellow ground.</li>
    <li><strong>Iron</strong> with jaggery makes the black used for outlines.</li>
    </ul>
    <p>Natural dyeing is also slower and uses more water than synthetic dyeing, which is why the workshops we buy from recycle their rinse water where they can and compost the spent madder roots and indigo sludge. The dyes themselves are biodegradable, and a well-made natural indigo can outlast many synthetic blues.</p>
    <h2>Living with natural colour</h2>
    <p>Natural dyes shift slightly from one batch to the next, and they mellow with washing and light. Wash them in cold water with a pH-neutral detergent, avoid bleach and optical brighteners, and dry in the shade. Our ajrakh ${a('bedcovers', 'home & living', 'bedcover')} and ${a('fabric', 'fabric')} use indigo and madder throughout.</p>
    `,
  ),
  post(
    'What Fair Wages Mean in Our Workshop',
    '2025-01-21',
    null,
    `
    <p>When we started in Jaipur in 2018 we had a tailor, a cutting table and two printers we bought from in Bagru. Today we work with more than a hundred and twenty artisans across Rajasthan, Gujarat, Bengal and Telangana. The single question we are asked most often is what we mean when we say their work is fairly paid.</p>
    <h2>What we commit to</h2>
    <ul>
    <li><strong>Wages above the legal minimum.</strong> Our tailors are salaried and paid above the Rajasthan minimum wage for skilled workers, with paid leave and employer contributions to provident fund and state insurance.</li>
    <li><strong>Piece rates agreed in advance.</strong> For printers, embroiderers and weavers who work from their own homes or workshops, rates are agreed before an order starts, not after the work is delivered.</li>
    <li><strong>Advances.</strong> We pay part of each order up front so artisans do not have to borrow to buy materials.</li>
    <li><strong>Steady work.</strong> We plan orders across the year so income does not stop after the festival season.</li>
    </ul>
    <h2>What we do not do</h2>
    <p>We do not use child labour or unpaid apprentices, and we do not sub-contract work we cannot visit. Every workshop we buy from has been visited by someone from our team, usually more than once a year.</p>
    <p>We also fund two things beyond wages: an annual eye camp for embroiderers, whose work depends on their sight, and a small scholarship for artisans' children who finish school.</p>
    <h2>Where the money goes</h2>
    <p>On a typical printed dress, roughly a third of the price goes to the people who print, dye, cut and stitch it. The rest covers cloth, natural dyes, shipping, our small team in Jaipur and the costs of running this shop. Hand work costs more than factory work, and we would rather explain that than hide it.</p>
    <p><em>If you have questions about a particular product, write to us: we are happy to tell you where and by whom it was made.</em> You can start with our ${a("women's collection", 'women')} or ${a('home & living', 'home & living')}.</p>
    `,
  ),
  post(
    'Caring for Handloom and Hand-Printed Textiles',
    '2025-05-16',
    null,
    `
    <p>Handmade textiles are not delicate, but they are different from factory cloth. A few simple habits will keep them looking good for years.</p>
    <h2>Washing</h2>
    <ul>
    <li><strong>Wash cold.</strong> Warm water lifts natural dyes faster and can shrink handloom cotton.</li>
    <li><strong>Wash new pieces separately</strong> for the first two or three washes. Indigo and madder may release a little colour; this is normal.</li>
    <li><strong>Use a mild, pH-neutral detergent</strong> without bleach or optical brighteners, which dull natural colours.</li>
    <li><strong>Turn printed and embroidered pieces inside out</strong> to protect the surface.</li>
    </ul>
    <h2>Drying</h2>
    <p>Dry in the shade rather than in strong sun, and avoid the tumble dryer. Handloom cotton can shrink around three per cent the first time; reshaping while damp helps. Kantha and quilted pieces should be dried flat so the layers do not pull.</p>
    <h2>Ironing</h2>
    <p>Iron cotton and khadi while still slightly damp on a medium-hot setting. Iron silk, mirror work and gota patti on the reverse, on a low setting, with a cloth between the iron and the fabric.</p>
    <h2>Storing</h2>
    <p>Store textiles clean and completely dry, folded in cotton or muslin rather than plastic so they can breathe. Refold large pieces like bedcovers now and then so the creases do not become permanent. A few neem leaves or a cedar block will keep insects away.</p>
    <h2>Stains and spills</h2>
    <p>Blot spills straight away rather than rubbing them in. For food stains on table linen, soak in cold water with a little mild soap before washing. Avoid stain removers that contain bleach, and test anything new on a hidden corner first. Oil marks usually lift with a sprinkle of talc left overnight, then brushed off.</p>
    <h2>What is not a flaw</h2>
    <p><em>Slubs in handloom, small variations in block registration, slightly uneven dye and the crinkle of bandhani are all part of hand work.</em> They show that a person, not a machine, made the piece.</p>
    <p>Each of our product pages has care notes for that item. Browse our ${a('bedcovers', 'home & living', 'bedcover')}, ${a('fabric', 'fabric')} or ${a('kaftans and robes', 'women', 'kaftan & robes')} to see them.</p>
    `,
  ),
  post(
    'Layering a Room with Indian Textiles',
    '2025-09-04',
    'Indigo Dabu Print King Bedcover',
    `
    <p>Textiles are the quickest way to change the feel of a room, and hand-printed and handwoven pieces bring a depth of colour and texture that plain fabrics cannot. The trick is to layer them without the room feeling busy.</p>
    <h2>Start with one large piece</h2>
    <p>Pick a single large textile as an anchor, a ${a('bedcover', 'home & living', 'bedcover')} in the bedroom or a ${a('rug', 'home & living', 'rugs & carpets')} in the living room, and take two or three colours from it for everything else. An indigo dabu bedcover, for example, gives you deep blue, a pale ground and perhaps a rust accent.</p>
    <h2>Mix scales, not just colours</h2>
    <ul>
    <li>Pair a <strong>large pattern</strong> (a big jaal or tree of life) with a <strong>small one</strong> (tiny butis or bandhani dots).</li>
    <li>Add one <strong>stripe</strong>: an ikat or a woven dhurrie holds patterns together.</li>
    <li>Leave some <strong>plain texture</strong>, such as khadi or linen, so the eye has somewhere to rest.</li>
    </ul>
    <h2>Cushions in odd numbers</h2>
    <p>Three or five ${a('cushion covers', 'home & living', 'cushion cover')} look more relaxed than a matching pair. Try one mirror-work or kantha cushion as the statement piece and two quieter prints around it.</p>
    <h2>Let the walls join in</h2>
    <p>A textile on the wall softens a room and helps with echo in bare, modern spaces. A kantha or applique ${a('wall hanging', 'home & living', 'wall decor')} above a sofa or bed works as a headboard, and old printing blocks make a simple, sculptural display on a shelf.</p>
    <h2>Change with the seasons</h2>
    <p>One of the pleasures of textiles is how easily they change. In summer, swap heavier quilts for a light cotton bedcover and sheer ${a('curtains', 'home & living', 'curtains')} in pale prints; in winter, bring back deep indigo, madder and kantha.</p>
    <h2>Do not forget the table and the door</h2>
    <p>A ${a('table runner', 'home & living', 'table runner')} with matching ${a('napkins', 'home & living', 'napkins')} is an easy way to bring print into a dining room, and a ${a('door valance', 'home & living', 'door valence')} is a traditional welcome that also hides an untidy curtain rail.</p>
    <p><em>Above all, buy pieces you love rather than a complete scheme:</em> handmade textiles collected over time tend to sit together more easily than you might expect.</p>
    `,
  ),
  post(
    'Ajrakh: Two Weeks, Fourteen Steps, One Cloth',
    '2026-03-18',
    'Rust Ajrakh Print Tiered Maxi Dress',
    `
    <p><strong>Ajrakh</strong> is one of the oldest printing traditions in the subcontinent. It came from Sindh and is practised today by Khatri families in Ajrakhpur in Kutch and in Barmer in Rajasthan. It is recognisable by its deep indigo and madder red, its crisp white outlines and its star-like geometric repeats.</p>
    <h2>Printed on both sides</h2>
    <p>Traditional ajrakh is printed on both faces of the cloth with perfectly matched blocks, so that it can be worn either way. It was worn by men as turbans, shoulder cloths and lungis, and is still given as a gift of honour.</p>
    <h2>The long process</h2>
    <ul>
    <li><strong>Saaj</strong>: the cloth is soaked in a mix of camel dung, soda ash and castor oil, then dried, repeated several times.</li>
    <li><strong>Kasanou</strong>: a myrobalan bath prepares it for mordants.</li>
    <li><strong>Khariyanu</strong>: the white outline is printed with a resist of lime and gum arabic.</li>
    <li><strong>Kat</strong>: iron and alum mordants are printed for black and red areas.</li>
    <li><strong>Gach</strong>: a resist of clay, alum and millet flour is printed over areas to stay red, then the cloth is dyed in indigo.</li>
    <li>Finally it is washed and boiled with madder or alizarin to develop the reds.</li>
    </ul>
    <p>Between each stage the cloth is washed in running water and dried in the sun. The whole cycle takes around two weeks and depends on water, which has become a real worry for ajrakh families as groundwater falls.</p>
    <p>The name is often said to come from the Arabic <em>azrak</em>, meaning blue, a nod to the indigo that dominates the cloth. Each colour is associated with nature: indigo with the sky at twilight, red with the earth, black with the night and white with the stars. Some families still keep blocks carved by their great-grandparents.</p>
    <h2>Ajrakh today</h2>
    <p>We use ajrakh for pieces where its bold geometry can be seen: ${a('dresses', 'women', 'dresses')}, ${a('kaftans', 'women', 'kaftan & robes')}, ${a('bedcovers', 'home & living', 'bedcover')} and ${a("men's jackets", 'men', 'jacket')}. Wash it in cold water; the colours will mellow gracefully over the years.</p>
    `,
  ),
];
