import type { Metadata } from 'next';
import type { ReactNode } from 'react';

// Staff pages: rendered for each request with its session, never cached (proxy.ts also sends no-store and noindex).
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: { default: 'Back office', template: '%s · Back office' },
  robots: { index: false, follow: false },
};

export default function AdminLayout({ children }: { children: ReactNode }) {
  return children;
}
