'use client';
import Link from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

export const ANNOUNCEMENT_TEXT = 'Free shipping on every prepaid order · Handcrafted by artisan families in Jaipur';

const Strip = styled.aside`
  background: ${theme.colors.madderDark};
  ${theme.focus.onDarkSurface}
  color: #fff;
  font-size: 0.875rem;
  text-align: center;
  padding: ${theme.space(2)} ${theme.space(4)};
  p {
    margin: 0;
  }
  a {
    font-weight: 700;
    white-space: nowrap;
    text-underline-offset: 3px;
  }
`;

/** The banner section above the header, on the home page only (spec route table). */
export function AnnouncementBar() {
  const pathname = usePathname();
  if (pathname !== '/') return null;
  return (
    <Strip aria-label="Announcement">
      <p>
        {ANNOUNCEMENT_TEXT}. <Link href="/collections">Shop the collections</Link>
      </p>
    </Strip>
  );
}
