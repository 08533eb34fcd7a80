import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { displayFont } from '@/styles/fonts';
import { colorValues } from '@/styles/color-values';
import '@/styles/global.css';
import { StyledComponentsRegistry } from '@/styles/registry';
import { AnnouncementBar } from '@/components/layout/announcement-bar';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { WhatsAppButton } from '@/components/layout/whatsapp-button';
import { RouteFocus } from '@/components/layout/route-focus';
import { SkipLink } from '@/components/layout/skip-link';
import { SessionProvider } from '@/components/session/session-provider';
import { CartCountFromSession } from '@/components/session/session-header-bridge';
import { CurrencyScript } from '@/components/session/currency-script';
import { TestModeBadge } from '@/components/payments/test-mode-badge';
import { IntentPrefetch } from '@/components/ui/intent-prefetch';
import { AnalyticsBeacon } from '@/components/analytics/analytics-beacon';
import { StorefrontChrome } from '@/components/layout/storefront-chrome';
import { site } from '@/lib/site';
import { getSiteUrl } from '@/lib/server/site-url';

export async function generateMetadata(): Promise<Metadata> {
  return {
    metadataBase: new URL(getSiteUrl()),
    title: { default: `${site.name} | Hand-Printed Decor, Textiles & Garments`, template: `%s | ${site.name}` },
    description: site.description,
    applicationName: site.name,
    openGraph: { siteName: site.name, type: 'website', locale: 'en_IN' },
    twitter: { card: 'summary_large_image' },
  };
}

export const viewport: Viewport = {
  themeColor: colorValues.indigo,
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // data-currency is set by CurrencyScript before React hydrates.
    <html lang="en" className={displayFont.variable} suppressHydrationWarning>
      <head>
        <CurrencyScript />
      </head>
      <body>
        <StyledComponentsRegistry>
          <SessionProvider>
            <StorefrontChrome
              header={
                <>
                  <SkipLink />
                  <TestModeBadge />
                  <AnnouncementBar />
                  <CartCountFromSession>
                    <SiteHeader />
                  </CartCountFromSession>
                </>
              }
              footer={
                <>
                  {/*
                    No Suspense boundary around server content here or in the pages: React sends a finished
                    boundary past the first 12.8 kB as a hidden block that a script reveals, so without
                    JavaScript (crawlers, scripts off) it never shows. docs/DEVIATIONS.md, issue 12.
                  */}
                  <SiteFooter />
                  <WhatsAppButton />
                </>
              }
            >
              {children}
            </StorefrontChrome>
            <IntentPrefetch />
            <RouteFocus />
            <AnalyticsBeacon />
          </SessionProvider>
        </StyledComponentsRegistry>
      </body>
    </html>
  );
}
