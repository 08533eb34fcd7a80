import './zod-browser-config';
import { z } from 'zod';
import { endpoint } from './define';
import { routes } from './routes';
import { countryCodeField, mobileNumberField } from './session';

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
  country_code: countryCodeField,
  mobile_number: mobileNumberField,
  query: z.string(required).trim().min(1, required).max(5000, { error: 'must be at most 5000 characters' }),
});

export const createQueryResponse = z.object({
  id: z.number().int().positive(),
  message: z.string(),
});

export const contactEndpoints = {
  createQuery: endpoint({ ...routes.createQuery, input: createQueryBody, response: createQueryResponse }),
} as const;
