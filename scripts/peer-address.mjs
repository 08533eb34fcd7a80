/**
 * The one place the connection's peer enters the shop: the private header
 * lib/server/http/client-address.ts reads (PEER_ADDRESS_HEADER, the same name).
 * Plain JavaScript so the production server runs on Node alone.
 */
export const PEER_ADDRESS_HEADER = 'x-shop-peer-address';

/**
 * Wraps a node:http listener: any copy of the private header the client sent
 * is dropped, and the header is set from the socket's remote address, so the
 * app can tell the peer from what the client wrote in X-Forwarded-For.
 *
 * @param {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => unknown} listener
 * @returns {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => unknown}
 */
export function withPeerAddress(listener) {
  return (request, response) => {
    const kept = [];
    for (let i = 0; i + 1 < request.rawHeaders.length; i += 2) {
      if (request.rawHeaders[i].toLowerCase() !== PEER_ADDRESS_HEADER)
        kept.push(request.rawHeaders[i], request.rawHeaders[i + 1]);
    }
    const peer = request.socket.remoteAddress ?? '';
    kept.push(PEER_ADDRESS_HEADER, peer);
    request.rawHeaders = kept;
    request.headers[PEER_ADDRESS_HEADER] = peer;
    return listener(request, response);
  };
}
