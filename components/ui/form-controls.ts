import styled, { css } from 'styled-components';
import { theme } from '@/styles/theme';

/**
 * The one look of the shop's text inputs, selects and text areas: 44px touch
 * height, a border dark enough for 3:1 contrast, a red border when invalid.
 * Forms add only what differs (a text area's height, a read-only state).
 */
export const controlStyles = css`
  font: inherit;
  color: ${theme.colors.ink};
  background: ${theme.colors.surface};
  border: 1px solid #8a8f99;
  border-radius: ${theme.radii.sm};
  padding: ${theme.space(3)};
  min-height: 44px;
  width: 100%;
  &:focus-visible {
    outline: 3px solid ${theme.focus.ring};
    outline-offset: 1px;
    border-color: ${theme.colors.indigo};
  }
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
`;

export const Input = styled.input`
  ${controlStyles}
`;

export const Select = styled.select`
  ${controlStyles}
`;

export const TextArea = styled.textarea`
  ${controlStyles}
  min-height: 120px;
  resize: vertical;
`;

/**
 * The one look of a form's submit button. It lives in ./submit-button, styled with a CSS module
 * (components/ui/button.module.css), so the error screen can show it without styled-components;
 * forms keep importing it from here.
 */
export { SubmitButton } from './submit-button';

/** The panel a form sits on: white, bordered, roomier from tablet width. */
export const formPanelStyles = css`
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  padding: ${theme.space(6)} ${theme.space(5)};
  @media (min-width: ${theme.breakpoints.md}) {
    padding: ${theme.space(8)};
  }
`;

/** A short hint under a field or a group of choices, tied to it with aria-describedby. */
export const FieldHint = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${theme.colors.inkMuted};
`;
