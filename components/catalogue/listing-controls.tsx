import {
  CRAFTS,
  PRICE_BANDS,
  SORT_LABELS,
  SORT_VALUES,
  colourLabel,
  type ListingFacets,
  type ListingOptions,
  type PriceBand,
} from '@/lib/catalogue-filters';
import { formatPrice } from '@/lib/money';
import { Select } from '@/components/ui/form-controls';
import {
  APPLY_FILTERS_LABEL,
  FILTER_ANY_LABEL,
  FILTER_COLOUR_LABEL,
  FILTER_CRAFT_LABEL,
  FILTER_PRICE_LEGEND,
  FILTER_SIZE_LEGEND,
  SORT_DEFAULT_LABEL,
  SORT_LABEL,
  activeFiltersText,
} from './catalogue-messages';
import { CLEAR_FILTERS_LABEL } from './filters-messages';
import { ListingFilters } from './listing-filters';
import { ListingForm } from './listing-form';
import styles from './listing-controls.module.css';

/** "Under ₹1,000", "₹1,000 to ₹2,500", "₹5,000 and over": whole amounts of the band's own currency. */
export function priceBandLabel(band: PriceBand): string {
  const { currency, min, max } = PRICE_BANDS[band];
  if (max === null) return `${formatPrice(min, currency)} and over`;
  if (min === 0) return `Under ${formatPrice(max, currency)}`;
  return `${formatPrice(min, currency)} to ${formatPrice(max, currency)}`;
}

export interface ListingControlsProps {
  /** Where the form goes: the listing's own path, or /search. */
  action: string;
  /** Fields the form keeps (the search query). */
  hidden?: Record<string, string>;
  options: ListingOptions;
  facets: ListingFacets;
  /** The listing without sort and filters, for Clear all. */
  clearHref: string;
  /** How many products the listing finds with these options (the phones' sheet shows it). */
  count: number;
}

/**
 * Sort and filters of a category or search page (issue 12, item 12): a GET
 * form, so the state is in the URL and it works without JavaScript; the
 * filters sit in a disclosure, and on phones with script in a sheet behind
 * a Filters button (ListingFilters, decision 051).
 * Only the values the unfiltered listing has products for are offered.
 */
export function ListingControls({ action, hidden = {}, options, facets, clearHref, count }: ListingControlsProps) {
  const active = [options.size, options.price, options.craft, options.colour].filter(
    (value) => value !== undefined,
  ).length;
  const anyRadio = (name: string, checked: boolean) => (
    <label>
      <input type="radio" name={name} value="" defaultChecked={checked} /> {FILTER_ANY_LABEL}
    </label>
  );
  return (
    <ListingForm key={JSON.stringify(options)} action={action} aria-label="Sort and filter products">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={styles.bar}>
        <ListingFilters
          sort={
            <div className={`${styles.field} ${styles.sortField}`}>
              <label htmlFor="listing-sort">{SORT_LABEL}</label>
              <Select id="listing-sort" name="sort" defaultValue={options.sort ?? ''}>
                <option value="">{SORT_DEFAULT_LABEL}</option>
                {SORT_VALUES.map((value) => (
                  <option key={value} value={value}>
                    {SORT_LABELS[value]}
                  </option>
                ))}
              </Select>
            </div>
          }
          summary={activeFiltersText(active)}
          open={active > 0}
          active={active}
          count={count}
        >
          <div className={styles.panel}>
            {facets.sizes.length > 0 ? (
              <fieldset className={styles.group}>
                <legend>{FILTER_SIZE_LEGEND}</legend>
                <div>
                  {anyRadio('size', options.size === undefined)}
                  {facets.sizes.map((size) => (
                    <label key={size}>
                      <input type="radio" name="size" value={size} defaultChecked={options.size === size} /> {size}
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : null}
            {facets.prices.length > 0 ? (
              <fieldset className={styles.group}>
                <legend>{FILTER_PRICE_LEGEND}</legend>
                <div>
                  {anyRadio('price', options.price === undefined)}
                  {facets.prices.map((band) => (
                    // Only the bands of the shopper's currency show (styles/global.css), and the chosen one.
                    <label
                      key={band}
                      data-for-currency={options.price === band ? undefined : PRICE_BANDS[band].currency}
                    >
                      <input type="radio" name="price" value={band} defaultChecked={options.price === band} />{' '}
                      {priceBandLabel(band)}
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : null}
            {facets.crafts.length > 0 ? (
              <div className={styles.field}>
                <label htmlFor="listing-craft">{FILTER_CRAFT_LABEL}</label>
                <Select id="listing-craft" name="craft" defaultValue={options.craft ?? ''}>
                  <option value="">{FILTER_ANY_LABEL}</option>
                  {facets.crafts.map((craft) => (
                    <option key={craft} value={craft}>
                      {CRAFTS[craft].label}
                    </option>
                  ))}
                </Select>
              </div>
            ) : null}
            {facets.colours.length > 0 ? (
              <div className={styles.field}>
                <label htmlFor="listing-colour">{FILTER_COLOUR_LABEL}</label>
                <Select id="listing-colour" name="colour" defaultValue={options.colour ?? ''}>
                  <option value="">{FILTER_ANY_LABEL}</option>
                  {facets.colours.map((colour) => (
                    <option key={colour} value={colour}>
                      {colourLabel(colour)}
                    </option>
                  ))}
                </Select>
              </div>
            ) : null}
          </div>
        </ListingFilters>
        <div className={styles.actions}>
          <button type="submit">{APPLY_FILTERS_LABEL}</button>
          {active > 0 || options.sort !== undefined ? <a href={clearHref}>{CLEAR_FILTERS_LABEL}</a> : null}
        </div>
      </div>
    </ListingForm>
  );
}
