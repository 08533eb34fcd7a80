import { z } from 'zod';

/** The back office's shared field rules. */
export const required = { error: 'is required' };

export const cursorField = z.string().trim().max(200, { error: 'is not a cursor from a previous page' }).optional();
