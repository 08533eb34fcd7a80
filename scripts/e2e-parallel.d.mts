export declare function dealLongestFirst(
  weights: Record<string, number>,
  count: number,
): { total: number; items: string[] }[];
export declare function durationsFromReport(report: unknown): Record<string, number>;
export declare function specFilter(file: string): string;
