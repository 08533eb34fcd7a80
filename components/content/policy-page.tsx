import type { ReactNode } from 'react';
import { site } from '@/lib/site';
import { policies } from '@/lib/policies';
import { ContentPage } from './content-page';
import { Prose } from './prose';

/** The frame of the four policy pages: h1, a short intro, the sections, and how to reach us. */
export function PolicyPage({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <ContentPage eyebrow="Policies" title={title} intro={<p>{intro}</p>}>
      <Prose>
        {children}
        <h2>Questions</h2>
        <p>
          Our customer service team is available {policies.customerServiceHours}. Write to{' '}
          <a href={`mailto:${site.email}`}>{site.email}</a> or call{' '}
          <a href={`tel:${site.phones[0].replace(/[^\d+]/g, '')}`}>{site.phones[0]}</a>.
        </p>
      </Prose>
    </ContentPage>
  );
}
