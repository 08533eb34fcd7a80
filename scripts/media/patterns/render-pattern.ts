/** One painter per craft; the block-print painter serves every hand block technique. */
import type { CraftKey } from '../art-direction';
import type { PatternContext } from './context';
import { paintBandhani, paintIkat, paintLeheriya } from './dyed';
import { paintAjrakh, paintBlockPrint } from './printed';
import { paintApplique, paintChikankari, paintGota, paintKantha, paintMirror } from './stitched';
import { paintChindi, paintDhurrie, paintJamdani, paintJute, paintKhadi } from './woven';

const PAINTERS: Record<CraftKey, (c: PatternContext) => string> = {
  bagru: paintBlockPrint,
  sanganeri: paintBlockPrint,
  dabu: paintBlockPrint,
  block: paintBlockPrint,
  ajrakh: paintAjrakh,
  ikat: paintIkat,
  bandhani: paintBandhani,
  leheriya: paintLeheriya,
  kantha: paintKantha,
  mirror: paintMirror,
  chikankari: paintChikankari,
  gota: paintGota,
  jamdani: paintJamdani,
  khadi: paintKhadi,
  dhurrie: paintDhurrie,
  jute: paintJute,
  chindi: paintChindi,
  applique: paintApplique,
};

export function renderPattern(c: PatternContext): string {
  return PAINTERS[c.spec.craft](c);
}
