import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { formatAdminTime, humanize } from '@/components/admin/admin-format';
import { AdminPageFrame, Muted, Panel, StatusPill } from '@/components/admin/admin-parts';
import { EnquiryActions } from '@/components/admin/enquiry-actions';
import { EnquiryText, EnquiryThread } from '@/components/admin/enquiry-thread';
import { FactList } from '@/components/ui/fact-list';
import Link from '@/components/ui/link';
import { loadAdminData } from '../../../admin-data';

type Props = { params: Promise<{ enquiryId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { enquiryId } = await params;
  return { title: `Enquiry ${enquiryId}` };
}

/** One enquiry: who wrote, what they asked, the thread so far and what the server says can be done now. */
export default async function EnquiryPage({ params }: Props) {
  const { enquiryId } = await params;
  if (!/^\d{1,10}$/.test(enquiryId)) notFound();
  const {
    enquiry,
    events,
    allowed_actions: allowedActions,
    reply_subject: replySubject,
  } = await loadAdminData(`/admin/enquiries/${enquiryId}`, (api) => api.getEnquiry({ enquiry_id: Number(enquiryId) }));
  return (
    <AdminPageFrame>
      <p>
        <Link href="/admin/enquiries">← All enquiries</Link>
      </p>
      <h1>Enquiry from {enquiry.name}</h1>
      <FactList>
        <div>
          <dt>Status</dt>
          <dd>
            <StatusPill data-testid="enquiry-status">{humanize(enquiry.status)}</StatusPill>
          </dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
          </dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={`tel:${enquiry.phone}`}>
              {enquiry.country_code} {enquiry.mobile_number}
            </a>
          </dd>
        </div>
        <div>
          <dt>Received</dt>
          <dd>{formatAdminTime(enquiry.created_at)}</dd>
        </div>
      </FactList>
      <Panel aria-labelledby="query-heading">
        <h2 id="query-heading">Their enquiry</h2>
        <EnquiryText>{enquiry.query}</EnquiryText>
      </Panel>
      <Panel aria-labelledby="thread-heading">
        <h2 id="thread-heading">Replies and notes</h2>
        {events.length === 0 ? <Muted>No reply or note yet.</Muted> : <EnquiryThread events={events} />}
      </Panel>
      <Panel aria-labelledby="enquiry-actions-heading">
        <h2 id="enquiry-actions-heading">Answer</h2>
        <EnquiryActions
          enquiryId={enquiry.id}
          email={enquiry.email}
          replySubject={replySubject}
          actions={allowedActions}
        />
      </Panel>
    </AdminPageFrame>
  );
}
