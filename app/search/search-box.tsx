import Form from 'next/form';
import styled from 'styled-components';
import { SEARCH_QUERY_MAX } from '@/lib/contract';
import { theme } from '@/styles/theme';

const Box = styled(Form)`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  max-width: 640px;
  label {
    flex-basis: 100%;
    font-weight: 600;
  }
  input {
    flex: 1;
    min-width: 0;
    min-height: 48px;
    padding: ${theme.space(2)} ${theme.space(4)};
    border: 1px solid ${theme.colors.inkMuted};
    border-radius: ${theme.radii.round};
    background: ${theme.colors.surface};
    color: ${theme.colors.ink};
    font: inherit;
  }
  button {
    min-height: 48px;
    padding: 0 ${theme.space(6)};
    border: 0;
    border-radius: ${theme.radii.round};
    background: ${theme.colors.indigo};
    color: #fff;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button:hover {
    background: ${theme.colors.indigoDark};
  }
`;

/** Refine the search on the page itself (a GET form: it works without JavaScript). */
export function SearchBox({ query }: { query: string }) {
  return (
    <Box action="/search" role="search" aria-label="Search products">
      <label htmlFor="search-page-query">Search products</label>
      <input id="search-page-query" type="search" name="query" defaultValue={query} required maxLength={SEARCH_QUERY_MAX} autoComplete="off" />
      <button type="submit">Search</button>
    </Box>
  );
}
