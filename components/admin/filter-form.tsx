import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Disclosure } from '@/components/ui/disclosure';
import { FieldError } from '@/components/ui/field-error';
import { Input, Select } from '@/components/ui/form-controls';
import { theme } from '@/styles/theme';
import { filtersInUseText } from './admin-messages';
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
  /* Text, date and select boxes one height, the buttons beside them too, so a row lines up. */
  input,
  select {
    height: 48px;
    padding-block: 0;
  }
`;

/** The form's buttons (Filter, Clear): side by side at the end of the grid, as tall as the fields beside them. */
export const FilterActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  & > a,
  & > button {
    flex: 1 1 auto;
    min-height: 48px;
  }
  @media (min-width: ${theme.breakpoints.md}) {
    grid-column: -3 / -1;
    justify-content: flex-end;
    & > a,
    & > button {
      flex: 0 0 auto;
    }
  }
`;

/**
 * The list's search and filters folded behind one summary, so on a phone the
 * results come first: a `<details>`, which works without JavaScript, closed
 * even while filters are set (the summary names them: "2 in use: Paid,
 * Unfulfilled"). From the md breakpoint there is room for the form, so it
 * shows open without its summary, in browsers that can style the closed
 * details' content (::details-content); others keep it folded there too.
 */
const FiltersBox = styled(Disclosure)`
  & > summary {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    column-gap: ${theme.space(3)};
    align-items: center;
    padding: ${theme.space(2)} ${theme.space(4)};
    list-style: none;
  }
  & > summary::-webkit-details-marker {
    display: none;
  }
  /* A chevron: down while folded, up while open. */
  & > summary::after {
    content: '';
    grid-column: 2;
    grid-row: 1 / span 2;
    width: 0.55em;
    height: 0.55em;
    margin-right: ${theme.space(1)};
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: translateY(-25%) rotate(45deg);
  }
  &[open] > summary::after {
    transform: translateY(25%) rotate(-135deg);
  }
  & > summary > span {
    grid-column: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & > summary > span + span {
    color: ${theme.colors.inkMuted};
    font-weight: 400;
    font-size: 0.9rem;
  }
  & > form {
    padding: ${theme.space(1)} ${theme.space(4)} ${theme.space(4)};
  }
  @media (min-width: ${theme.breakpoints.md}) {
    @supports selector(::details-content) {
      & > summary {
        display: none;
      }
      &::details-content {
        content-visibility: visible;
        display: contents;
      }
      & > form {
        padding: ${theme.space(4)} ${theme.space(5)};
      }
    }
  }
`;

export function FiltersDisclosure({
  summary,
  active,
  open = false,
  children,
}: {
  summary: string;
  /** The filters in use, as staff read them ("Paid", "From 2026-11-01"). */
  active: string[];
  /** Unfolded from the start: the server refused a filter, and its message must be seen by the field. */
  open?: boolean;
  children: ReactNode;
}) {
  return (
    <FiltersBox open={open}>
      <summary>
        <span>{summary}</span>
        {active.length > 0 ? <span>{filtersInUseText(active)}</span> : null}
      </summary>
      {children}
    </FiltersBox>
  );
}

/** The button a filter form ends with. */
export function FilterButton({ children }: { children: ReactNode }) {
  return <AdminButton type="submit">{children}</AdminButton>;
}

const FieldBox = styled.div<{ $wide?: boolean }>`
  min-width: 0;
  @media (min-width: ${theme.breakpoints.md}) {
    grid-column: ${({ $wide }) => ($wide ? 'span 2' : 'auto')};
  }
`;

function FilterField({
  label,
  id,
  wide,
  problem,
  children,
}: {
  label: string;
  id: string;
  wide?: boolean;
  problem: string | undefined;
  children: ReactNode;
}) {
  return (
    <FieldBox $wide={wide}>
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
  wide,
  problem,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  type?: 'text' | 'date' | 'search';
  /** Two columns from the md breakpoint (the search line). */
  wide?: boolean;
  /** The server's message when it refused this filter (400 naming the field). */
  problem?: string;
}) {
  return (
    <FilterField label={label} id={id} wide={wide} problem={problem}>
      <Input id={id} name={name} type={type} defaultValue={value ?? ''} {...problemProps(id, problem)} />
    </FilterField>
  );
}
