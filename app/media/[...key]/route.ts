import { answerMediaRequest } from '@/lib/server/http/media-route';

/** Uploaded pictures (the demo catalogue's pictures are files in public/media, served before this route). */
async function serveMedia(request: Request, { params }: { params: Promise<{ key: string[] }> }): Promise<Response> {
  return answerMediaRequest(request, (await params).key);
}

export const GET = serveMedia;
export const HEAD = serveMedia;
