import type { ReactNode } from 'react';
import type { SocialNetwork } from '@/lib/navigation';

/**
 * Small decorative line icons of the site shell. They are always aria-hidden:
 * the link or button around them carries the accessible name.
 */
interface IconProps {
  size?: number;
}

function Svg({ size = 24, children, fill = 'none' }: IconProps & { children: ReactNode; fill?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={fill}
      stroke={fill === 'none' ? 'currentColor' : 'none'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </Svg>
  );
}

/** An arrow leaving a box: the link opens in a new tab. */
export function NewTabIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M14 4h6v6" />
      <path d="M20 4 11 13" />
      <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </Svg>
  );
}

export function CartIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M6 7h12l-1 13H7L6 7Z" />
      <path d="M9 7V6a3 3 0 0 1 6 0v1" />
    </Svg>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </Svg>
  );
}

export function MenuIcon({ open, ...props }: IconProps & { open: boolean }) {
  return <Svg {...props}>{open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}</Svg>;
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m6 9 6 6 6-6" />
    </Svg>
  );
}

export function WhatsAppIcon({ size = 30 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16 3C8.8 3 3 8.7 3 15.8c0 2.5.7 4.8 2 6.8L3 29l6.6-2c1.9 1 4.1 1.6 6.4 1.6 7.2 0 13-5.7 13-12.8S23.2 3 16 3Zm0 23.3c-2.1 0-4.1-.6-5.8-1.7l-.4-.3-3.9 1.2 1.2-3.8-.3-.4a10.3 10.3 0 0 1-1.7-5.5C5.1 10 10 5.3 16 5.3S26.9 10 26.9 15.8 22 26.3 16 26.3Z"
      />
      <path
        fill="currentColor"
        d="M12.1 9.9c-.3-.6-.5-.6-.8-.6h-.7c-.2 0-.6.1-.9.4-.3.3-1.2 1.2-1.2 2.9s1.2 3.4 1.4 3.6c.2.2 2.4 3.8 5.9 5.2 2.9 1.1 3.5.9 4.1.9.6-.1 2-.8 2.3-1.6.3-.8.3-1.5.2-1.6-.1-.1-.3-.2-.7-.4l-2.3-1.1c-.3-.1-.6-.2-.8.2l-1.1 1.3c-.2.2-.4.3-.8.1-.4-.2-1.5-.5-2.8-1.7-1-.9-1.7-2-1.9-2.4-.2-.3 0-.5.2-.7l.5-.6.4-.6c.1-.2.1-.4 0-.6l-1-2.7Z"
      />
    </svg>
  );
}

/** Simplified brand marks for the footer's social links. */
export function SocialIcon({ network, size = 20 }: IconProps & { network: SocialNetwork }) {
  switch (network) {
    case 'instagram':
      return (
        <Svg size={size}>
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
        </Svg>
      );
    case 'youtube':
      return (
        <Svg size={size}>
          <rect x="2" y="5" width="20" height="14" rx="4" />
          <path d="m10 9 5 3-5 3V9Z" fill="currentColor" />
        </Svg>
      );
    case 'linkedin':
      return (
        <Svg size={size}>
          <rect x="3" y="3" width="18" height="18" rx="3" />
          <path d="M8 10v7M8 7v.01M12 17v-7M12 13.5c0-2 1.3-3.5 3-3.5s2 1.2 2 3v4" />
        </Svg>
      );
    case 'facebook':
      return (
        <Svg size={size}>
          <path d="M15 3h-2a4 4 0 0 0-4 4v3H7v4h2v7h4v-7h3l1-4h-4V7.5c0-.3.2-.5.5-.5H15V3Z" />
        </Svg>
      );
    case 'x':
      return (
        <Svg size={size}>
          <path d="M4 4l16 16M20 4 4 20" />
        </Svg>
      );
    case 'amazon':
      return (
        <Svg size={size}>
          <path d="M4 15c4.5 3 11.5 3 16 0" />
          <path d="m17 13.5 3 1.5-1 3" />
          <path d="M9 6.5c.6-1 1.6-1.5 2.8-1.5 1.9 0 3.2 1 3.2 3v5M15 9.5c-4 0-7 .7-7 3 0 1.2.9 2 2.2 2 1.9 0 3.4-1.3 4.8-3" />
        </Svg>
      );
    case 'pinterest':
      return (
        <Svg size={size}>
          <circle cx="12" cy="12" r="9" />
          <path d="M11 9.5c.3-1.2 1.2-2 2.5-2 1.6 0 2.5 1.2 2.5 2.7 0 2.2-1.3 3.8-3 3.8-1 0-1.6-.6-1.5-1.5M11.5 11 9.5 20" />
        </Svg>
      );
  }
}
