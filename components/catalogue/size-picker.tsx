'use client';
import { useId } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${theme.space(2)};
  font-weight: 600;
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;

const Option = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 48px;
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(3)};
  border: 1px solid ${theme.colors.inkMuted};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surface};
  color: ${theme.colors.ink};
  font-weight: 600;
  cursor: pointer;
  &[data-out-of-stock='true'] {
    color: ${theme.colors.inkMuted};
    text-decoration: line-through;
  }
  &:has(input:checked) {
    background: ${theme.colors.indigo};
    border-color: ${theme.colors.indigo};
    color: #fff;
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${theme.colors.turmeric};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
`;

export interface SizeOption {
  size: string;
  stock: number;
}

export interface SizePickerProps {
  sizes: SizeOption[];
  value: string;
  onChange: (size: string) => void;
}

/** The sizes as a radio group (arrow keys move between them); sizes out of stock stay choosable and say so. */
export function SizePicker({ sizes, value, onChange }: SizePickerProps) {
  const legendId = useId();
  const name = `size-${legendId}`;
  return (
    <Group role="radiogroup" aria-labelledby={legendId}>
      <Legend id={legendId}>Size</Legend>
      <Options>
        {sizes.map((option) => (
          <Option key={option.size} data-out-of-stock={option.stock <= 0}>
            <input
              type="radio"
              name={name}
              value={option.size}
              checked={option.size === value}
              onChange={() => onChange(option.size)}
            />
            {option.size}
            {option.stock <= 0 ? <span className="visually-hidden"> (out of stock)</span> : null}
          </Option>
        ))}
      </Options>
    </Group>
  );
}
