import { z } from 'zod';
import { endpoint } from './define';
import { routes } from './routes';

const required = { error: 'is required' };

// POST /api/create-query/ — the contact and wholesale enquiry form.
export const createQueryBody = z.object({
  name: z.string(required).trim().min(1, required).max(100, { error: 'must be at most 100 characters' }),
  email: z
    .string(required)
    .trim()
    .min(1, required)
    .max(254, { error: 'must be at most 254 characters' })
    .pipe(z.email({ error: 'must be a valid e-mail address' })),
  country_code: z
    .string(required)
    .trim()
    .min(1, required)
    .regex(/^\+?\d{1,4}$/, { error: 'must be a country calling code such as +91' }),
  mobile_number: z
    .string(required)
    .trim()
    .min(1, required)
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6,15}$/, { error: 'must be 6 to 15 digits' })),
  query: z.string(required).trim().min(1, required).max(5000, { error: 'must be at most 5000 characters' }),
});

export const createQueryResponse = z.object({
  id: z.number().int().positive(),
  message: z.string(),
});

export const contactEndpoints = {
  createQuery: endpoint({ ...routes.createQuery, input: createQueryBody, response: createQueryResponse }),
} as const;
