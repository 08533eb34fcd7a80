'use client';
import { Alert } from '@/components/ui/alert';
import { adminBrowserApi } from '@/lib/api/admin-browser';
import { AdminButton } from './admin-parts';
import { useActionRunner } from './order-actions';

/**
 * Pause or resume one promo code, as the server's answer allows (allowed_actions); the page then reloads
 * its data and focus moves to what happened.
 */
export function PromoSwitch({ promoId, code, action }: { promoId: number; code: string; action: 'pause' | 'resume' }) {
  const { message, run, props, status } = useActionRunner<'pause' | 'resume'>();
  const { busy, anyBusy, failure } = props(action);
  const call = () =>
    run(action, () =>
      action === 'pause'
        ? adminBrowserApi.pausePromo({ promo_id: promoId })
        : adminBrowserApi.resumePromo({ promo_id: promoId }),
    );
  return (
    <>
      <AdminButton
        type="button"
        $variant={action === 'pause' ? 'dangerSecondary' : 'secondary'}
        disabled={anyBusy}
        aria-busy={busy}
        onClick={() => void call()}
      >
        {action === 'pause' ? `Pause ${code}` : `Resume ${code}`}
      </AdminButton>
      <Alert tone="success" {...status}>
        {message}
      </Alert>
      {failure ? <Alert>{failure.message}</Alert> : null}
    </>
  );
}
