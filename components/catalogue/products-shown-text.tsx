'use client';
import styled from 'styled-components';
import { theme } from '@/styles/theme';
import { NO_PRODUCTS_TEXT, showingProductsText } from './catalogue-messages';
import { useProductListing } from './product-listing-provider';

const Text = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
`;

/** 'Showing 1-{shown} out of {count} products', announced politely as Explore More adds products. */
export function ProductsShownText() {
  const { shown, count } = useProductListing();
  return <Text role="status">{count > 0 ? showingProductsText(shown, count) : NO_PRODUCTS_TEXT}</Text>;
}
