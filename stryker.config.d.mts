export declare const MUTATION_GROUPS: Record<string, { mutate: string[]; tests: string[] }>;
export declare const MUTATION_BREAK: number | null;
export declare const MUTATED_MODULES: string[];
declare const config: Record<string, unknown>;
export default config;
