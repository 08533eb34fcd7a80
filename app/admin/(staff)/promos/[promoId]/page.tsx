import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { formatAdminTime } from '@/components/admin/admin-format';
import { AdminPageFrame, Panel, StatusPill } from '@/components/admin/admin-parts';
import { DoneMessage } from '@/components/admin/done-message';
import { PromoForm } from '@/components/admin/promo-form';
import { PROMO_STATE_NAMES, promoOffer, promoSales, promoUses, promoWindow } from '@/components/admin/promo-format';
import { PromoSwitch } from '@/components/admin/promo-switch';
import { FactList } from '@/components/ui/fact-list';
import Link from '@/components/ui/link';
import { PROMO_CREATED_MESSAGE, PROMO_SAVED_MESSAGE } from '@/lib/contract/admin-promos';
import { loadAdminData, param, type SearchParams } from '../../../admin-data';

type Props = { params: Promise<{ promoId: string }>; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Promo code ${(await params).promoId}` };
}

const DONE_MESSAGES: Record<string, string> = { created: PROMO_CREATED_MESSAGE, saved: PROMO_SAVED_MESSAGE };

/** One promo code: what it gives and sold, pause or resume, and (owners) its form. */
export default async function PromoPage({ params, searchParams }: Props) {
  const { promoId } = await params;
  if (!/^\d{1,10}$/.test(promoId)) notFound();
  const done = DONE_MESSAGES[param((await searchParams).done) ?? ''];
  const { promo } = await loadAdminData(`/admin/promos/${promoId}`, (api) =>
    api.getPromo({ promo_id: Number(promoId) }),
  );
  const switchAction = promo.allowed_actions.find((action) => action !== 'edit');
  return (
    <AdminPageFrame>
      <p>
        <Link href="/admin/promos">← All promo codes</Link>
      </p>
      <h1>Promo code {promo.code}</h1>
      {done ? <DoneMessage>{done}</DoneMessage> : null}
      <FactList>
        <div>
          <dt>State</dt>
          <dd>
            <StatusPill data-testid="promo-state">{PROMO_STATE_NAMES[promo.state]}</StatusPill>
          </dd>
        </div>
        <div>
          <dt>Offer</dt>
          <dd>{promoOffer(promo)}</dd>
        </div>
        <div>
          <dt>When</dt>
          <dd>{promoWindow(promo)}</dd>
        </div>
        <div>
          <dt>Uses</dt>
          <dd>{promoUses(promo)}</dd>
        </div>
        <div>
          <dt>Sales</dt>
          <dd>{promoSales(promo)}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatAdminTime(promo.created_at)}</dd>
        </div>
      </FactList>
      {switchAction ? (
        <Panel aria-labelledby="switch-heading">
          <h2 id="switch-heading">{switchAction === 'pause' ? 'Pause' : 'Resume'}</h2>
          <PromoSwitch promoId={promo.id} code={promo.code} action={switchAction} />
        </Panel>
      ) : null}
      {promo.allowed_actions.includes('edit') ? (
        <Panel>
          <PromoForm promo={promo} />
        </Panel>
      ) : null}
    </AdminPageFrame>
  );
}
