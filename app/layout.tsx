import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { bodyFont, displayFont } from '@/styles/fonts';
import { GlobalStyles } from '@/styles/global-styles';
import { StyledComponentsRegistry } from '@/styles/registry';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { site } from '@/lib/site';
import { getSiteUrl } from '@/lib/server/site-url';

export async function generateMetadata(): Promise<Metadata> {
  return {
    metadataBase: new URL(getSiteUrl()),
    title: { default: `${site.name} | Handcrafted Indian Home Decor, Textiles & Garments`, template: `%s | ${site.name}` },
    description: site.description,
    applicationName: site.name,
    openGraph: { siteName: site.name, type: 'website', locale: 'en_IN' },
    twitter: { card: 'summary_large_image' },
  };
}

export const viewport: Viewport = {
  themeColor: '#23395d',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={`${bodyFont.variable} ${displayFont.variable}`}>
      <body>
        <GlobalStyles />
        <StyledComponentsRegistry>
          <SiteHeader />
          <main id="main">{children}</main>
          <SiteFooter />
        </StyledComponentsRegistry>
      </body>
    </html>
  );
}
