import { AdminPageFrame, Panel } from '@/components/admin/admin-parts';
import Link from '@/components/ui/link';

const FORBIDDEN_HEADING = 'Only an owner may see this page';

/** 403: a member without the owner role opened an owner-only page. */
export default function Forbidden() {
  return (
    <AdminPageFrame>
      <h1>{FORBIDDEN_HEADING}</h1>
      <Panel aria-label="Forbidden">
        <p>Your role does not open this page (403). Ask an owner if you need what it shows.</p>
        <p>
          <Link href="/admin">Back to the dashboard</Link>
        </p>
      </Panel>
    </AdminPageFrame>
  );
}
