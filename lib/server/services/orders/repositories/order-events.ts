import 'server-only';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, OrderEventsTable } from '../../../db/schema';

export type OrderEventRow = Selectable<OrderEventsTable> & { staff_name: string | null };

export async function insertOrderEvent(db: Kysely<Database>, event: Insertable<OrderEventsTable>): Promise<void> {
  await db.insertInto('order_events').values(event).execute();
}

export async function listOrderEvents(db: Kysely<Database>, orderId: number): Promise<OrderEventRow[]> {
  return db
    .selectFrom('order_events')
    .leftJoin('staff', 'staff.id', 'order_events.staff_id')
    .selectAll('order_events')
    .select('staff.name as staff_name')
    .where('order_events.order_id', '=', orderId)
    .orderBy('order_events.id')
    .execute();
}
