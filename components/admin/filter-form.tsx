import type { ComponentProps, ReactNode } from 'react';
import { withClass } from '@/components/ui/class-name';
import { Disclosure } from '@/components/ui/disclosure';
import { FieldError } from '@/components/ui/field-error';
import { Input, Select } from '@/components/ui/form-controls';
import { filtersInUseText } from './admin-messages';
import { AdminButton } from './admin-parts';
import styles from './filter-form.module.css';

/** A GET form of filters: its values live in the URL, so a filtered list can be bookmarked and shared. */
export function FilterForm({ className, ...props }: ComponentProps<'form'>) {
  return <form className={withClass(styles.form, className)} {...props} />;
}

/** The form's buttons (Filter, Clear): side by side at the end of the grid, as tall as the fields beside them. */
export function FilterActions({ className, ...props }: ComponentProps<'div'>) {
  return <div className={withClass(styles.actions, className)} {...props} />;
}

/**
 * The list's search and filters folded behind one summary, so on a phone the
 * results come first: a `<details>`, which works without JavaScript, closed
 * even while filters are set (the summary names them: "2 in use: Paid,
 * Unfulfilled"). From the md breakpoint there is room for the form, so it
 * shows open without its summary, in browsers that can style the closed
 * details' content (::details-content); others keep it folded there too.
 */
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
    <Disclosure className={styles.filters} open={open}>
      <summary>
        <span>{summary}</span>
        {active.length > 0 ? <span>{filtersInUseText(active)}</span> : null}
      </summary>
      {children}
    </Disclosure>
  );
}

/** The button a filter form ends with. */
export function FilterButton({ children }: { children: ReactNode }) {
  return <AdminButton type="submit">{children}</AdminButton>;
}

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
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      {problem === undefined ? null : <FieldError id={problemId(id)}>{problem}</FieldError>}
    </div>
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
  type?: 'text' | 'date' | 'search' | 'month';
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
