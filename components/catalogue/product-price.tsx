import styled from 'styled-components';
import { theme } from '@/styles/theme';
import { savingPercent } from './catalogue-messages';
import { Price } from './price';

const Prices = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${theme.space(3)};
`;

const NewPrice = styled.span`
  font-size: 1.75rem;
  font-weight: 700;
  color: ${theme.colors.madderDark};
`;

const OldPrice = styled.del`
  font-size: 1.1rem;
  color: ${theme.colors.inkMuted};
`;

const Saving = styled.span`
  padding: ${theme.space(0.5)} ${theme.space(2)};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.success};
  color: #fff;
  font-size: 0.9rem;
  font-weight: 700;
`;

/** The product page's price: offer price, the MRP struck through and the saving in per cent. */
export function ProductPrice({ offerPrice, mrp }: { offerPrice: number; mrp: number }) {
  const saving = savingPercent(offerPrice, mrp);
  return (
    <Prices>
      <NewPrice>
        <span className="visually-hidden">Price </span>
        <Price usd={offerPrice} />
      </NewPrice>
      {saving > 0 ? (
        <>
          <OldPrice>
            <span className="visually-hidden">Was </span>
            <Price usd={mrp} />
          </OldPrice>
          <Saving>Save {saving}%</Saving>
        </>
      ) : null}
    </Prices>
  );
}
