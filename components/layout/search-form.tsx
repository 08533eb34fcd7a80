import { SEARCH_QUERY_MAX } from '@/lib/contract';
import { SearchIcon } from './icons';
import styles from './search-form.module.css';

export const SEARCH_LABEL = 'Search products';

/** The header's search box: a plain GET form to /search?query=..., so it works without JavaScript. */
export function SearchForm() {
  return (
    <form className={styles.form} action="/search" method="get" role="search" aria-label="Site search">
      <label htmlFor="site-search" className="visually-hidden">
        {SEARCH_LABEL}
      </label>
      <input
        className={styles.input}
        id="site-search"
        type="search"
        name="query"
        placeholder="Search cushion covers, kaftans, dabu prints…"
        required
        maxLength={SEARCH_QUERY_MAX}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button className={styles.submit} type="submit" aria-label="Search">
        <SearchIcon size={20} />
      </button>
    </form>
  );
}
