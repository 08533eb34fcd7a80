export declare const COMPILE_HINT: string;
export declare function firstLoadChunks(html: string): Set<string>;
export declare function addCompileHints(distDir: string): { marked: string[]; already: string[] };
