import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const PEER_ADDRESS_HEADER: string;

export declare function withPeerAddress(
  listener: (request: IncomingMessage, response: ServerResponse) => unknown,
): (request: IncomingMessage, response: ServerResponse) => unknown;
