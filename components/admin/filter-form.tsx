import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Input, Select } from '@/components/ui/form-controls';
import { theme } from '@/styles/theme';
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


/** The button a filter form ends with. */
export function FilterButton({ children }: { children: ReactNode }) {
  return <AdminButton type="submit">{children}</AdminButton>;
}

const FieldBox = styled.div`
  min-width: 0;
`;

function FilterField({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      {children}
    </FieldBox>
  );
}

export function FilterSelect({ id, name, label, value, options }: { id: string; name: string; label: string; value: string | undefined; options: readonly { value: string; label: string }[] }) {
  return (
    <FilterField label={label} id={id}>
      <Select id={id} name={name} defaultValue={value ?? ''}>
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

export function FilterInput({ id, name, label, value, type = 'text' }: { id: string; name: string; label: string; value: string | undefined; type?: 'text' | 'date' | 'search' }) {
  return (
    <FilterField label={label} id={id}>
      <Input id={id} name={name} type={type} defaultValue={value ?? ''} />
    </FilterField>
  );
}
