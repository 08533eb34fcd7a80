/** The words and proportions of the generated catalogue (bench/generate-catalogue.ts). */
export const COLOURS = [
  'Indigo',
  'Madder Red',
  'Ivory',
  'Rust',
  'Sage',
  'Mustard',
  'Rani Pink',
  'Blush',
  'Navy',
  'Teal',
  'Black',
  'Emerald',
  'Marigold',
  'Maroon',
  'Ochre',
  'Charcoal',
  'Terracotta',
  'Olive',
  'Saffron',
  'Turmeric',
  'Sky Blue',
  'Mint',
  'Lilac',
  'Coral',
  'Peach',
  'Plum',
  'Rose',
  'Turquoise',
  'Mauve',
  'Natural',
  'Multicolour',
  'Pomegranate',
] as const;

interface Craft {
  words: string;
  sentence: string;
}

export const CRAFTS: readonly Craft[] = [
  {
    words: 'Dabu Hand Block Printed',
    sentence:
      'Printed by hand with dabu, the mud-resist of Rajasthan: clay and lime paste is stamped on, dusted with sawdust and dyed, so the pattern stays pale where the mud sat.',
  },
  {
    words: 'Bagru Block Print',
    sentence:
      'Block printed by Chhipa families in Bagru with carved sheesham blocks and natural dyes fixed by boiling with dhawdi flowers.',
  },
  {
    words: 'Sanganeri Floral',
    sentence:
      'A fine-lined Sanganeri floral, printed in Sanganer with an outline block and one block per colour, aligned by eye.',
  },
  {
    words: 'Ajrakh Print',
    sentence:
      'Ajrakh from Kutch: resist- and mordant-printed on both faces through more than a dozen stages of printing, washing and dyeing.',
  },
  {
    words: 'Kantha Stitch',
    sentence: 'Hand quilted with kantha, rows of small running stitches worked by women artisans in West Bengal.',
  },
  {
    words: 'Ikat Handloom',
    sentence:
      'Woven on a handloom from ikat yarn tied and dyed before weaving, so every edge of the pattern feathers a little.',
  },
  {
    words: 'Bandhani',
    sentence:
      'Bandhani from Jamnagar: thousands of tiny knots are tied by hand before dyeing, each opening into a dot.',
  },
  {
    words: 'Leheriya',
    sentence: 'Leheriya, the wave pattern of Rajasthan, made by rolling, tying and dyeing the cloth on the diagonal.',
  },
  {
    words: 'Mirror Work',
    sentence: 'Embroidered by hand with small mirrors (shisha) held in place by a ring of buttonhole stitches.',
  },
  {
    words: 'Chikankari',
    sentence:
      'Chikankari from Lucknow: white-on-white shadow work and knots embroidered by hand over a block-printed outline.',
  },
  {
    words: 'Applique',
    sentence: 'Appliqued by hand: shapes cut from printed cotton are turned under and hemmed on with tiny stitches.',
  },
  {
    words: 'Gota Patti',
    sentence: 'Gota patti work: ribbons of woven metallic lace are folded into leaves and stitched on by hand.',
  },
  {
    words: 'Jamdani',
    sentence: 'Jamdani: the motifs are woven in by hand on the loom, thread by thread, rather than printed.',
  },
  {
    words: 'Kalamkari',
    sentence: 'Kalamkari: drawn freehand with a bamboo kalam and natural dyes, then washed in running water.',
  },
  {
    words: 'Shibori',
    sentence: 'Shibori: folded, stitched and bound by hand before an indigo vat, so no two pieces match.',
  },
  {
    words: 'Phulkari',
    sentence: 'Phulkari from Punjab: darning-stitch flowers embroidered from the back in floss silk.',
  },
  {
    words: 'Batik',
    sentence: 'Batik: hot wax is drawn on with a tjanting and the cloth dyed, cracking the wax into fine veins.',
  },
  { words: 'Hand Embroidered', sentence: 'Embroidered by hand in our Jaipur workshop with cotton threads.' },
];

interface FabricWord {
  words: string;
  phrase: string;
  care: string;
}

const GARMENT_FABRICS: readonly FabricWord[] = [
  { words: 'Cotton', phrase: 'soft cambric cotton', care: 'Machine wash cold on a gentle cycle and dry in the shade.' },
  {
    words: 'Mulmul',
    phrase: 'featherweight mulmul cotton',
    care: 'Hand wash cold and iron while still slightly damp.',
  },
  {
    words: 'Voile',
    phrase: 'airy cotton voile',
    care: 'Hand wash cold separately; natural dyes may release a little colour at first.',
  },
  {
    words: 'Cotton Silk',
    phrase: 'a cotton-silk blend with a soft sheen',
    care: 'Dry clean the first time, then hand wash cold.',
  },
  { words: 'Chanderi', phrase: 'Chanderi silk-cotton', care: 'Dry clean recommended; store folded in a cotton bag.' },
  { words: 'Georgette', phrase: 'light viscose georgette', care: 'Dry clean or hand wash gently; do not wring.' },
  { words: 'Silk', phrase: 'pure mulberry silk', care: 'Dry clean only.' },
  { words: 'Modal', phrase: 'smooth modal silk', care: 'Hand wash cold and dry flat in the shade.' },
  {
    words: 'Khadi',
    phrase: 'hand-spun, handwoven khadi',
    care: 'Wash cold; expect a little shrinkage in the first wash.',
  },
  { words: 'Linen', phrase: 'washed linen', care: 'Machine wash cold; it softens with every wash.' },
];

const HOME_FABRICS: readonly FabricWord[] = [
  { words: 'Cotton', phrase: 'heavy cotton', care: 'Machine wash cold and dry in the shade.' },
  { words: 'Handloom Cotton', phrase: 'handloom cotton', care: 'Wash separately the first time.' },
  { words: 'Canvas', phrase: 'sturdy cotton canvas', care: 'Spot clean, or hand wash cold and dry flat.' },
  { words: 'Khadi', phrase: 'handwoven khadi', care: 'Wash cold; expect a little shrinkage.' },
  { words: 'Linen', phrase: 'linen', care: 'Machine wash cold.' },
];

const RUG_FABRICS: readonly FabricWord[] = [
  { words: 'Cotton', phrase: 'thick, tightly spun cotton yarn', care: 'Vacuum without the beater bar and spot clean.' },
  { words: 'Jute', phrase: 'hand-braided jute', care: 'Shake out and keep dry; blot spills at once.' },
  { words: 'Wool', phrase: 'hand-spun wool', care: 'Vacuum gently; professional cleaning only.' },
];

const ACCESSORY_FABRICS: readonly FabricWord[] = [
  { words: 'Canvas', phrase: 'cotton canvas', care: 'Spot clean with a damp cloth.' },
  { words: 'Cotton', phrase: 'quilted cotton', care: 'Hand wash cold.' },
  { words: 'Silk', phrase: 'silk', care: 'Dry clean only.' },
];

interface TypeWords {
  /** Product type words ending the name. */
  types: readonly string[];
  fabrics: readonly FabricWord[];
  /** "Men's", "Kids'"... before the colour. */
  prefixes?: readonly string[];
}

/** Product types by category and subcategory (0 for none). */
export const TYPES: Record<number, Record<number, TypeWords>> = {
  1: {
    1: {
      types: [
        'Maxi Dress',
        'Midi Dress',
        'Wrap Dress',
        'Tiered Dress',
        'Shirt Dress',
        'Sundress',
        'Smock Dress',
        'Anarkali Dress',
      ],
      fabrics: GARMENT_FABRICS,
    },
    26: {
      types: ['Kurta', 'Straight Kurti', 'A-Line Kurti', 'Short Kurti', 'Anarkali Kurta', 'Tunic'],
      fabrics: GARMENT_FABRICS,
    },
    2: { types: ['Lehenga Set', 'Lehenga Skirt', 'Lehenga Choli'], fabrics: GARMENT_FABRICS },
    23: { types: ['Co-ord Set', 'Kurta and Palazzo Set', 'Shirt and Pants Co-ord Set'], fabrics: GARMENT_FABRICS },
    3: {
      types: ['Palazzo Pants', 'Straight Pants', 'Wide Leg Pants', 'Culottes', 'Cigarette Pants', 'Trousers'],
      fabrics: GARMENT_FABRICS,
    },
    5: { types: ['Harem Pants', 'Dhoti Pants', 'Afghani Pants'], fabrics: GARMENT_FABRICS },
    4: { types: ['Crop Top', 'Halter Crop Top', 'Tie-Up Crop Top', 'Blouse'], fabrics: GARMENT_FABRICS },
    6: { types: ['Pyjama Set', 'Shorts Pyjama Set', 'Night Suit'], fabrics: GARMENT_FABRICS },
    7: { types: ['Kaftan', 'Kimono Robe', 'Robe', 'Beach Kaftan'], fabrics: GARMENT_FABRICS },
    8: { types: ['Sarong', 'Beach Sarong', 'Pareo'], fabrics: GARMENT_FABRICS },
    20: { types: ['Quilted Jacket', 'Reversible Jacket', 'Cropped Jacket', 'Shirt Jacket'], fabrics: GARMENT_FABRICS },
  },
  2: {
    16: { types: ['Cushion Cover', 'Lumbar Cushion Cover', 'Floor Cushion Cover'], fabrics: HOME_FABRICS },
    24: { types: ['Bedcover', 'King Bedcover', 'Single Bedcover', 'Quilt', 'Razai'], fabrics: HOME_FABRICS },
    15: { types: ['Curtain', 'Curtain Panel', 'Sheer Curtain'], fabrics: HOME_FABRICS },
    13: { types: ['Table Runner', 'Tablecloth'], fabrics: HOME_FABRICS },
    9: { types: ['Napkins, Set of 4', 'Napkins, Set of 6'], fabrics: HOME_FABRICS },
    10: { types: ['Bunting', 'Flag Bunting'], fabrics: HOME_FABRICS },
    11: { types: ['Door Valance', 'Door Toran'], fabrics: HOME_FABRICS },
    12: { types: ['Pouf', 'Round Pouf', 'Ottoman'], fabrics: HOME_FABRICS },
    17: { types: ['Wall Hanging', 'Tapestry'], fabrics: HOME_FABRICS },
    22: { types: ['Dhurrie Rug', 'Rug', 'Runner Rug', 'Rag Rug'], fabrics: RUG_FABRICS },
  },
  3: {
    3: { types: ['Drawstring Pants', 'Trousers', 'Lounge Pants'], fabrics: GARMENT_FABRICS, prefixes: ["Men's"] },
    5: { types: ['Harem Pants', 'Dhoti Pants'], fabrics: GARMENT_FABRICS, prefixes: ["Men's"] },
    19: { types: ['Kurta Pajama Set', 'Pajama Set', 'Kurta'], fabrics: GARMENT_FABRICS, prefixes: ["Men's"] },
    20: {
      types: ['Nehru Jacket', 'Bandhgala Jacket', 'Quilted Jacket'],
      fabrics: GARMENT_FABRICS,
      prefixes: ["Men's"],
    },
  },
  4: {
    1: { types: ['Dress', 'Frock', 'Party Dress'], fabrics: GARMENT_FABRICS, prefixes: ["Girls'"] },
    6: { types: ['Pyjama Set', 'Night Suit'], fabrics: GARMENT_FABRICS, prefixes: ["Kids'"] },
    23: {
      types: ['Kurta Pyjama Set', 'Shirt and Shorts Set', 'Top and Skirt Set'],
      fabrics: GARMENT_FABRICS,
      prefixes: ["Kids'", "Girls'"],
    },
    20: { types: ['Nehru Jacket', 'Quilted Jacket'], fabrics: GARMENT_FABRICS, prefixes: ["Kids'"] },
  },
  5: {
    0: { types: ['Fabric', 'Fabric by the Metre', 'Running Fabric'], fabrics: GARMENT_FABRICS },
  },
  6: {
    18: { types: ['Tote Bag', 'Potli Bag', 'Sling Bag', 'Shoulder Bag', 'Market Bag'], fabrics: ACCESSORY_FABRICS },
    21: { types: ['Toiletry Bag', 'Makeup Pouch', 'Wash Bag'], fabrics: ACCESSORY_FABRICS },
    25: { types: ['Sash', 'Stole'], fabrics: ACCESSORY_FABRICS },
    14: { types: ['Parasol', 'Umbrella'], fabrics: ACCESSORY_FABRICS },
  },
};

/** Share of the catalogue per category: clothes for women and the home dominate, as in the demo. */
export const CATEGORY_WEIGHTS: readonly (readonly [number, number])[] = [
  [1, 35],
  [2, 25],
  [3, 12],
  [4, 10],
  [5, 8],
  [6, 10],
];

/** Clothes come in S to XXL; everything else is one size. */
export const GARMENT_CATEGORIES = new Set([1, 3, 4]);
export const GARMENT_SIZES = ['S', 'M', 'L', 'XL', 'XXL'];
export const ONE_SIZE = ['Free Size'];

/** How many colours one design comes in (they share its product_code). */
export const VARIANT_COUNTS: readonly (readonly [number, number])[] = [
  [1, 60],
  [2, 25],
  [3, 10],
  [4, 5],
];

export const ACTIVE_SHARE = 0.95;
export const TOP_SELLING_SHARE = 0.02;
export const NEW_ARRIVAL_SHARE = 0.08;
