import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import type { BeaconEvent } from './beacon-transport';

/**
 * Reports LCP, INP and CLS as the web-vitals library finalises each (LCP at
 * the first input or when the page is hidden, INP and CLS when it is hidden).
 * Loaded on its own after the page is idle (components/analytics/analytics-beacon.tsx).
 */
export function reportWebVitals(report: (event: BeaconEvent) => void): void {
  const send = (metric: Metric) => {
    if (metric.name === 'LCP' || metric.name === 'INP' || metric.name === 'CLS')
      report({ name: metric.name, value: metric.value });
  };
  onLCP(send);
  onINP(send);
  onCLS(send);
}
