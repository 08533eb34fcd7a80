import styled from 'styled-components';
import { SEARCH_QUERY_MAX } from '@/lib/contract';
import { theme } from '@/styles/theme';
import { SearchIcon } from './icons';

export const SEARCH_LABEL = 'Search products';

const Form = styled.form`
  display: flex;
  width: 100%;
  max-width: 560px;
  background: #fff;
  border-radius: ${theme.radii.round};
  overflow: hidden;
  &:focus-within {
    outline: 3px solid ${theme.focus.ring};
    outline-offset: 2px;
  }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  border: 0;
  padding: ${theme.space(2.5)} ${theme.space(4)};
  font: inherit;
  color: ${theme.colors.ink};
  background: transparent;
  &::placeholder {
    color: ${theme.colors.inkMuted};
  }
  &:focus-visible {
    outline: none;
  }
`;

const Submit = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 48px;
  border: 0;
  background: ${theme.colors.madder};
  color: #fff;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.madderDark};
  }
  /* Drawn inside the madder button: white keeps 6.6:1 on it (ink had 2.4:1). */
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: -3px;
  }
`;

/** The header's search box: a plain GET form to /search?query=..., so it works without JavaScript. */
export function SearchForm() {
  return (
    <Form action="/search" method="get" role="search" aria-label="Site search">
      <label htmlFor="site-search" className="visually-hidden">
        {SEARCH_LABEL}
      </label>
      <Input
        id="site-search"
        type="search"
        name="query"
        placeholder="Search cushion covers, kaftans, dabu prints…"
        required
        maxLength={SEARCH_QUERY_MAX}
        autoComplete="off"
        enterKeyHint="search"
      />
      <Submit type="submit" aria-label="Search">
        <SearchIcon size={20} />
      </Submit>
    </Form>
  );
}
