import 'server-only';
import { ApiError } from '../../contract';
import { logError } from '../log';
import { readPictureFile } from '../services/media/pictures';
import { errorResponse } from './route';

/** A picture's key is its content's hash, so its file never changes: any cache may keep it for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The key of a /media/... URL from its segments, or null when one is empty, climbs (`..`) or holds a separator. */
function keyOf(segments: string[]): string | null {
  if (segments.length === 0) return null;
  for (const segment of segments) {
    if (segment === '' || segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return null;
  }
  return segments.join('/');
}

/** Content-addressed: the key names the bytes, so it is the entity tag, the same on every instance and storage. */
function entityTagOf(key: string): string {
  return `"${key.replace(/[^A-Za-z0-9._-]/g, '-')}"`;
}

function notFound(): Response {
  return errorResponse(new ApiError('not_found', 'No such picture'));
}

/**
 * GET and HEAD /media/{key} (app/media/[...key]/route.ts): an uploaded picture's variant from the
 * storage in use (disk or the S3 bucket), with its type, ETag and a year of caching; 304 when the
 * browser has it; 404 in the one error shape for any other path.
 */
export async function answerMediaRequest(request: Request, segments: string[]): Promise<Response> {
  const key = keyOf(segments);
  if (key === null) return notFound();
  const etag = entityTagOf(key);
  try {
    const file = await readPictureFile(key);
    if (!file) return notFound();
    const headers = {
      'content-type': file.contentType,
      'content-length': String(file.body.byteLength),
      'cache-control': MEDIA_CACHE_CONTROL,
      etag,
      'x-content-type-options': 'nosniff',
    };
    const ifNoneMatch = request.headers.get('if-none-match');
    if (ifNoneMatch !== null && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return new Response(null, { status: 304, headers: { etag, 'cache-control': MEDIA_CACHE_CONTROL } });
    }
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(file.body), { status: 200, headers });
  } catch (error) {
    logError('picture could not be read', error, { key });
    return errorResponse(new ApiError('internal_error', 'Something went wrong on our side. Please try again.'));
  }
}
