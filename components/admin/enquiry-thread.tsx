import type { z } from 'zod';
import type { enquiryEvent } from '@/lib/contract/admin-enquiries';
import { formatAdminTime, humanize } from './admin-format';
import styles from './enquiry-thread.module.css';

type EnquiryEvent = z.output<typeof enquiryEvent>;

/** Text as its writer typed it: line breaks kept, long words wrapped. */
export function EnquiryText({ children }: { children: string }) {
  return <p className={styles.text}>{children}</p>;
}

const KIND_NAMES: Record<EnquiryEvent['kind'], string> = { note: 'Note', reply: 'Reply', status: 'Status' };

/** An enquiry's thread, oldest first: replies e-mailed to the enquirer, notes for staff, changes of status. */
export function EnquiryThread({ events }: { events: EnquiryEvent[] }) {
  return (
    <ol className={styles.thread}>
      {events.map((event) => (
        <li key={event.id} className={styles.event} data-kind={event.kind}>
          <p className={styles.heading}>
            <strong>{event.kind === 'status' ? `${humanize(event.subject ?? '')}` : KIND_NAMES[event.kind]}</strong>
            {' · '}
            {formatAdminTime(event.created_at)}
            {event.staff_name ? ` · by ${event.staff_name}` : ''}
            {event.kind === 'reply' && event.subject ? ` · “${event.subject}”` : ''}
          </p>
          {event.kind === 'status' ? null : <EnquiryText>{event.body}</EnquiryText>}
        </li>
      ))}
    </ol>
  );
}
