import type { Metadata } from 'next';
import { AdminPageFrame, ButtonLink, DataTable, Muted, Panel, StatusPill } from '@/components/admin/admin-parts';
import { PromoSwitch } from '@/components/admin/promo-switch';
import { PROMO_STATE_NAMES, promoOffer, promoSales, promoUses, promoWindow } from '@/components/admin/promo-format';
import Link from '@/components/ui/link';
import { loadAdminData } from '../../admin-data';

export const metadata: Metadata = { title: 'Promo codes' };

/** Every promo code with what it gives, when, how often it was used and what it sold; pause or resume each. */
export default async function PromosPage() {
  const { data: promos, can_create: canCreate } = await loadAdminData('/admin/promos', (api) => api.listPromos({}));
  return (
    <AdminPageFrame>
      <h1>Promo codes</h1>
      {canCreate ? (
        <p>
          <ButtonLink href="/admin/promos/new">New promo code</ButtonLink>
        </p>
      ) : null}
      <Panel aria-labelledby="promos-heading">
        <h2 id="promos-heading">Codes</h2>
        {promos.length === 0 ? (
          <Muted>No promo code yet.</Muted>
        ) : (
          <DataTable>
            <caption className="visually-hidden">Promo codes, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">State</th>
                <th scope="col">Offer</th>
                <th scope="col">When</th>
                <th scope="col">Uses</th>
                <th scope="col">Sales</th>
                <th scope="col">
                  <span className="visually-hidden">Pause or resume</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {promos.map((promo) => {
                const switchAction = promo.allowed_actions.find((action) => action !== 'edit');
                return (
                  <tr key={promo.id}>
                    <th scope="row" data-label="Code">
                      <Link href={`/admin/promos/${promo.id}`}>{promo.code}</Link>
                    </th>
                    <td data-label="State">
                      <StatusPill>{PROMO_STATE_NAMES[promo.state]}</StatusPill>
                    </td>
                    <td data-label="Offer">{promoOffer(promo)}</td>
                    <td data-label="When">{promoWindow(promo)}</td>
                    <td data-label="Uses">{promoUses(promo)}</td>
                    <td data-label="Sales">{promoSales(promo)}</td>
                    <td data-label="Pause or resume">
                      {switchAction ? <PromoSwitch promoId={promo.id} code={promo.code} action={switchAction} /> : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </DataTable>
        )}
      </Panel>
    </AdminPageFrame>
  );
}
