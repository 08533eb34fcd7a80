'use client';
import { useRouter } from 'next/navigation';
import { Alert } from '@/components/ui/alert';
import { adminBrowserApi } from '@/lib/api/admin-browser';
import type { ProductActionName } from '@/lib/contract/admin-products';
import { AdminButton, ButtonRow } from './admin-parts';
import { useActionRunner } from './order-actions';

/**
 * Show a product to shoppers or withdraw it, and make a copy (a colour variant), as the server's answer
 * allows (allowed_actions). Focus moves to what happened; a copy opens on its own page.
 */
export function ProductActions({
  productId,
  name,
  actions,
}: {
  productId: number;
  name: string;
  actions: readonly ProductActionName[];
}) {
  const router = useRouter();
  const { message, run, props, status } = useActionRunner<'activate' | 'withdraw' | 'duplicate'>();
  const switchAction = actions.includes('withdraw') ? 'withdraw' : actions.includes('activate') ? 'activate' : null;
  const switching = switchAction ? props(switchAction) : null;
  const duplicating = props('duplicate');
  const failure = switching?.failure ?? duplicating.failure;
  return (
    <>
      <ButtonRow>
        {switchAction && switching ? (
          <AdminButton
            type="button"
            $variant={switchAction === 'withdraw' ? 'dangerSecondary' : 'primary'}
            disabled={switching.anyBusy}
            aria-busy={switching.busy}
            onClick={() =>
              void run(switchAction, () =>
                switchAction === 'withdraw'
                  ? adminBrowserApi.withdrawProduct({ product_id: productId })
                  : adminBrowserApi.activateProduct({ product_id: productId }),
              )
            }
          >
            {switchAction === 'withdraw' ? `Withdraw ${name}` : `Show ${name} to shoppers`}
          </AdminButton>
        ) : null}
        {actions.includes('duplicate') ? (
          <AdminButton
            type="button"
            $variant="secondary"
            disabled={duplicating.anyBusy}
            aria-busy={duplicating.busy}
            onClick={() =>
              void run('duplicate', async () => {
                const answer = await adminBrowserApi.duplicateProduct({ product_id: productId });
                router.push(`/admin/products/${answer.product.id}?done=duplicated`);
                return answer;
              })
            }
          >
            Make a copy (a colour variant)
          </AdminButton>
        ) : null}
      </ButtonRow>
      <Alert tone="success" {...status}>
        {message}
      </Alert>
      {failure ? <Alert>{failure.message}</Alert> : null}
    </>
  );
}
