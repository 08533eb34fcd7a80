import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Disclosure } from '@/components/ui/disclosure';
import { FieldError } from '@/components/ui/field-error';
import { Input, Select } from '@/components/ui/form-controls';
import { theme } from '@/styles/theme';
import { moreFiltersText } from './admin-messages';
import { AdminButton } from './admin-parts';

/** A GET form of filters: its values live in the URL, so a filtered list can be bookmarked and shared. */
export const FilterForm = styled.form`
  display: grid;
  gap: ${theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  align-items: end;
  label {
    display: block;
    font-weight: 600;
    margin-bottom: ${theme.space(1)};
  }
`;

/** The search field and the form's button on one line across the form (wrapping on a phone). */
export const SearchLine = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${theme.space(3)};
  & > div {
    flex: 1 1 16rem;
    max-width: 32rem;
  }
  & > button {
    flex: 1 1 100%;
    @media (min-width: ${theme.breakpoints.md}) {
      flex: 0 0 auto;
    }
  }
`;

/**
 * The filters used less often, in a disclosure that works without JavaScript:
 * on a phone the list's results follow the search line instead of a screen of
 * filters. Open when one of them is set, so what narrows the list shows;
 * the summary counts them ("More filters (2)").
 */
const FiltersDisclosure = styled(Disclosure)`
  grid-column: 1 / -1;
`;

const DisclosureFields = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  padding: 0 ${theme.space(4)} ${theme.space(4)};
`;

export function MoreFilters({ active, children }: { active: number; children: ReactNode }) {
  return (
    <FiltersDisclosure open={active > 0 ? true : undefined}>
      <summary>{moreFiltersText(active)}</summary>
      <DisclosureFields>{children}</DisclosureFields>
    </FiltersDisclosure>
  );
}

/** The button a filter form ends with. */
export function FilterButton({ children }: { children: ReactNode }) {
  return <AdminButton type="submit">{children}</AdminButton>;
}

const FieldBox = styled.div`
  min-width: 0;
`;

function FilterField({
  label,
  id,
  problem,
  children,
}: {
  label: string;
  id: string;
  problem: string | undefined;
  children: ReactNode;
}) {
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      {children}
      {problem === undefined ? null : <FieldError id={problemId(id)}>{problem}</FieldError>}
    </FieldBox>
  );
}

const problemId = (id: string) => `${id}-problem`;

/** What marks a filter the server refused: invalid, and described by the server's message. */
function problemProps(id: string, problem: string | undefined) {
  return problem === undefined ? {} : { 'aria-invalid': true, 'aria-describedby': problemId(id) };
}

export function FilterSelect({
  id,
  name,
  label,
  value,
  options,
  problem,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  /** The server's message when it refused this filter (400 naming the field). */
  problem?: string;
}) {
  return (
    <FilterField label={label} id={id} problem={problem}>
      <Select id={id} name={name} defaultValue={value ?? ''} {...problemProps(id, problem)}>
        <option value="">Any</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FilterField>
  );
}

export function FilterInput({
  id,
  name,
  label,
  value,
  type = 'text',
  problem,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  type?: 'text' | 'date' | 'search';
  /** The server's message when it refused this filter (400 naming the field). */
  problem?: string;
}) {
  return (
    <FilterField label={label} id={id} problem={problem}>
      <Input id={id} name={name} type={type} defaultValue={value ?? ''} {...problemProps(id, problem)} />
    </FilterField>
  );
}
