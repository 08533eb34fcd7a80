import 'server-only';
import type { Selectable } from 'kysely';
import type { ProductsTable } from '../../../db/schema';

/** A product as the app uses it: the stored 0/1 flags read as booleans. */
export interface ProductRow extends Omit<Selectable<ProductsTable>, 'top_selling' | 'new_arrival' | 'is_active'> {
  top_selling: boolean;
  new_arrival: boolean;
  is_active: boolean;
}

export function toProductRow<T extends Selectable<ProductsTable>>(
  row: T,
): Omit<T, 'top_selling' | 'new_arrival' | 'is_active'> & ProductRow {
  return {
    ...row,
    top_selling: row.top_selling === 1,
    new_arrival: row.new_arrival === 1,
    is_active: row.is_active === 1,
  };
}
