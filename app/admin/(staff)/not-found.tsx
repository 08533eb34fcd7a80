import { AdminPageFrame, Panel } from '@/components/admin/admin-parts';
import Link from '@/components/ui/link';

/** 404 in the back office: an unknown order or customer. */
export default function AdminNotFound() {
  return (
    <AdminPageFrame>
      <h1>Not found</h1>
      <Panel aria-label="Not found">
        <p>There is no such order or customer.</p>
        <p>
          <Link href="/admin/orders">All orders</Link>
        </p>
      </Panel>
    </AdminPageFrame>
  );
}
