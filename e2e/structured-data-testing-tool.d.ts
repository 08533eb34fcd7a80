// Types for the parts of structured-data-testing-tool (a CommonJS package without its own types) that e2e/structured-data.spec.ts uses.
declare module 'structured-data-testing-tool' {
  export interface SdttTest {
    test: string;
    type?: string;
    group?: string;
    description?: string;
    error?: { message?: string };
    [key: string]: unknown;
  }
  export interface SdttPreset {
    name: string;
    description: string;
    tests?: SdttTest[];
    presets?: SdttPreset[];
  }
  export interface SdttResult {
    passed: SdttTest[];
    failed: SdttTest[];
    warnings: SdttTest[];
    schemas: string[];
    structuredData: {
      jsonld: Record<string, unknown[]>;
      metatags: Record<string, unknown[]>;
      microdata: Record<string, unknown[]>;
      rdfa: Record<string, unknown[]>;
    };
  }
  export function structuredDataTest(
    input: string,
    options?: { presets?: SdttPreset[]; schemas?: string[]; tests?: SdttTest[]; auto?: boolean },
  ): Promise<SdttResult>;
}

declare module 'structured-data-testing-tool/presets' {
  import type { SdttPreset } from 'structured-data-testing-tool';
  export const Google: SdttPreset;
  export const Twitter: SdttPreset;
  export const Facebook: SdttPreset;
}
