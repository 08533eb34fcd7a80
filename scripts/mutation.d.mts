export interface MutantCounts {
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  ignored: number;
  errors: number;
}
export declare function countMutants(report: unknown): MutantCounts;
export declare function mutationScore(counts: MutantCounts): number | null;
