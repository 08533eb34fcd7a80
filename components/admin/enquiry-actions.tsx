'use client';
import { Alert } from '@/components/ui/alert';
import { adminBrowserApi } from '@/lib/api/admin-browser';
import { ENQUIRY_TEXT_MAX } from '@/lib/contract/admin-limits';
import type { EnquiryActionName } from '@/lib/contract/admin-enquiries';
import { ActionGrid, StepForm, useActionRunner } from './order-actions';

/**
 * What can be done to an enquiry, as the server answered it (allowed_actions of
 * GET /api/admin/enquiries/{enquiry_id}/): reply by e-mail, add a note for staff, close or reopen. Each
 * is a small form posting its call; the page then reloads its data, and focus moves to the outcome.
 */
export function EnquiryActions({
  enquiryId,
  email,
  replySubject,
  actions,
}: {
  enquiryId: number;
  email: string;
  replySubject: string;
  actions: readonly EnquiryActionName[];
}) {
  const { message, run, props, status } = useActionRunner<EnquiryActionName>();
  const enquiry_id = enquiryId;
  return (
    <>
      <Alert tone="success" {...status}>
        {message}
      </Alert>
      <ActionGrid>
        {actions.includes('reply') ? (
          <StepForm
            {...props('reply')}
            title={`Reply to ${email}`}
            button="Send reply"
            fields={[
              { name: 'subject', label: 'Subject', kind: 'text', defaultValue: replySubject },
              { name: 'body', label: 'Reply', kind: 'textarea', required: true, maxLength: ENQUIRY_TEXT_MAX },
            ]}
            onSubmit={(values) =>
              run('reply', () =>
                adminBrowserApi.replyToEnquiry({
                  enquiry_id,
                  subject: values.subject || undefined,
                  body: values.body ?? '',
                }),
              )
            }
          >
            Sent by e-mail; the enquirer&apos;s answer comes to the shop&apos;s mailbox.
          </StepForm>
        ) : null}
        {actions.includes('note') ? (
          <StepForm
            {...props('note')}
            title="Add a note"
            button="Add note"
            fields={[{ name: 'body', label: 'Note', kind: 'textarea', required: true, maxLength: ENQUIRY_TEXT_MAX }]}
            onSubmit={(values) =>
              run('note', () => adminBrowserApi.addEnquiryNote({ enquiry_id, body: values.body ?? '' }))
            }
          >
            Only staff see notes.
          </StepForm>
        ) : null}
        {actions.includes('close') ? (
          <StepForm
            {...props('close')}
            title="Close"
            button="Close enquiry"
            fields={[]}
            onSubmit={() => run('close', () => adminBrowserApi.changeEnquiryStatus({ enquiry_id, action: 'close' }))}
          >
            Nothing more to do: it leaves the list of new and replied enquiries.
          </StepForm>
        ) : null}
        {actions.includes('reopen') ? (
          <StepForm
            {...props('reopen')}
            title="Reopen"
            button="Reopen enquiry"
            fields={[]}
            onSubmit={() => run('reopen', () => adminBrowserApi.changeEnquiryStatus({ enquiry_id, action: 'reopen' }))}
          >
            To reply again or follow it up.
          </StepForm>
        ) : null}
      </ActionGrid>
    </>
  );
}
