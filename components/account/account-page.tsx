import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

const Page = styled.div<{ $wide: boolean; $intro: boolean }>`
  max-width: ${({ $wide }) => ($wide ? '960px' : '720px')};
  margin: 0 auto;
  padding: ${theme.space(8)} ${theme.space(4)} ${theme.space(12)};
  h1 {
    font-size: clamp(1.75rem, 4vw, 2.5rem);
    margin-bottom: ${({ $intro }) => theme.space($intro ? 2 : 6)};
    word-break: break-word;
  }
  > a:first-child + h1 {
    margin-top: ${theme.space(2)};
  }
  > p {
    margin: 0 0 ${theme.space(6)};
    color: ${theme.colors.inkMuted};
  }
`;

export interface AccountPageProps {
  heading: string;
  /** One muted line under the heading. */
  intro?: string;
  /** Lists of orders get the wider column. */
  wide?: boolean;
  /** A link back, above the heading. */
  back?: ReactNode;
  /** The heading's id, for the content to be labelled by it. */
  headingId?: string;
  children: ReactNode;
}

/**
 * The server shell of the signed-in pages (account, orders, e-mail
 * confirmation): the heading and intro render on the server, the personal
 * part is the client leaf passed as children (it lives behind the browser's token).
 */
export function AccountPage({ heading, intro, wide = false, back, headingId, children }: AccountPageProps) {
  return (
    <Page $wide={wide} $intro={Boolean(intro)}>
      {back}
      <h1 id={headingId}>{heading}</h1>
      {intro ? <p>{intro}</p> : null}
      {children}
    </Page>
  );
}
