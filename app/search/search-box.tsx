import Form from 'next/form';
import { SEARCH_QUERY_MAX } from '@/lib/contract';
import styles from './search-box.module.css';

/** Refine the search on the page itself (a GET form: it works without JavaScript). */
export function SearchBox({ query }: { query: string }) {
  return (
    <Form className={styles.box} action="/search" role="search" aria-label="Search products">
      <label htmlFor="search-page-query">Search products</label>
      <input
        id="search-page-query"
        type="search"
        name="query"
        defaultValue={query}
        required
        maxLength={SEARCH_QUERY_MAX}
        autoComplete="off"
      />
      <button type="submit">Search</button>
    </Form>
  );
}
