import { answerUnknownCall } from '@/lib/server/http/route';

/**
 * Every path under /api that no route file serves (the route files' own
 * paths win over this catch-all): a JSON 404 in the one error shape, never
 * cached, instead of the HTML not-found page.
 */
export const GET = answerUnknownCall;
export const POST = answerUnknownCall;
export const PUT = answerUnknownCall;
export const PATCH = answerUnknownCall;
export const DELETE = answerUnknownCall;
export const OPTIONS = answerUnknownCall;
