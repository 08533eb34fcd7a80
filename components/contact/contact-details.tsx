import type { ReactNode } from 'react';
import styled from 'styled-components';
import { site } from '@/lib/site';
import { theme } from '@/styles/theme';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(3)};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${theme.breakpoints.sm}) and (max-width: ${theme.breakpoints.lg}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Entry = styled.li`
  display: grid;
  grid-template-columns: 44px minmax(0, 1fr);
  gap: ${theme.space(3)};
  align-items: start;
  padding: ${theme.space(4)};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
`;

const Icon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${theme.radii.round};
  background: ${theme.colors.paper};
  color: ${theme.colors.indigo};
`;

const Label = styled.h3`
  font-family: ${theme.fonts.body};
  font-size: 0.85rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${theme.colors.inkMuted};
  margin: 0 0 ${theme.space(1)};
`;

const Value = styled.div`
  overflow-wrap: anywhere;
  a { color: ${theme.colors.indigo}; font-weight: 600; }
  p { margin: 0; }
  address { font-style: normal; }
`;

function Svg({ children }: { children: ReactNode }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** "+91 98290 12345" → "tel:+919829012345" */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function formatAddress(): string {
  const { street, locality, region, postalCode } = site.address;
  return `${street}, ${locality}, ${region} ${postalCode}, India`;
}

/** The four ways to reach the shop (spec section 2): support e-mail, phone, website, postal address. */
export function ContactDetails() {
  const websiteLabel = site.website.replace(/^https?:\/\//, '');
  return (
    <List aria-label="Contact details">
      <Entry>
        <Icon>
          <Svg>
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <path d="m3 7 9 6 9-6" />
          </Svg>
        </Icon>
        <Value>
          <Label>Support e-mail</Label>
          <p>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </p>
        </Value>
      </Entry>
      <Entry>
        <Icon>
          <Svg>
            <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
          </Svg>
        </Icon>
        <Value>
          <Label>Phone</Label>
          {site.phones.map((phone) => (
            <p key={phone}>
              <a href={telHref(phone)}>{phone}</a>
            </p>
          ))}
        </Value>
      </Entry>
      <Entry>
        <Icon>
          <Svg>
            <circle cx="12" cy="12" r="9" />
            <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
          </Svg>
        </Icon>
        <Value>
          <Label>Website</Label>
          <p>
            <a href={site.website}>{websiteLabel}</a>
          </p>
        </Value>
      </Entry>
      <Entry>
        <Icon>
          <Svg>
            <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
            <circle cx="12" cy="9.5" r="2.5" />
          </Svg>
        </Icon>
        <Value>
          <Label>Address</Label>
          <address>{formatAddress()}</address>
        </Value>
      </Entry>
    </List>
  );
}
