import { handleSandboxRequest } from '@/lib/payment-sandbox';

/**
 * The local stand-in payment providers (lib/payment-sandbox): their HTTP APIs
 * and browser scripts. Every path answers 404 where the sandbox may not run
 * (production without PAYMENT_SANDBOX=true).
 */
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  return handleSandboxRequest(request);
}

export async function POST(request: Request): Promise<Response> {
  return handleSandboxRequest(request);
}
