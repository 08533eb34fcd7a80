import type { IncomingMessage, ServerResponse } from 'node:http';
export declare const BROTLI_SUFFIX: string;
export declare function precompressBuild(distDir: string): Promise<{ written: number; current: number }>;
export declare function acceptsBrotli(header: string | undefined): boolean;
export declare function servePrecompressed(
  distDir: string,
): (request: IncomingMessage, response: ServerResponse) => boolean;
export declare function dynamicCompression(): (
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
) => void;
