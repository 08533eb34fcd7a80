import { AdminPageFrame, Panel } from '@/components/admin/admin-parts';
import Link from '@/components/ui/link';
import { OWNER_ONLY_HEADING } from '@/components/admin/admin-messages';

/** 403: a member without the owner role opened an owner-only page. */
export default function Forbidden() {
  return (
    <AdminPageFrame>
      <h1>{OWNER_ONLY_HEADING}</h1>
      <Panel aria-label="Forbidden">
        <p>Your role does not open this page (403). Ask an owner if you need what it shows.</p>
        <p>
          <Link href="/admin">Back to the dashboard</Link>
        </p>
      </Panel>
    </AdminPageFrame>
  );
}
