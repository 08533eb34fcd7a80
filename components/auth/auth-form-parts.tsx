'use client';
import styled from 'styled-components';
import { theme } from '@/styles/theme';
import { Alert } from '@/components/ui/alert';
import { Input as BaseInput, SubmitButton } from '@/components/ui/form-controls';

/** The styled parts the login and sign-up forms share. */
export const Card = styled.div`
  width: 100%;
  max-width: 480px;
  margin: 0 auto;
  padding: ${theme.space(6)} ${theme.space(5)};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  @media (min-width: ${theme.breakpoints.sm}) {
    padding: ${theme.space(8)};
  }
`;

export const Fields = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  grid-template-columns: minmax(0, 1fr);
`;

export const PhoneRow = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  grid-template-columns: minmax(0, 8rem) minmax(0, 1fr);
  label {
    white-space: nowrap;
  }
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  label {
    font-weight: 700;
  }
`;

export const Input = styled(BaseInput)`
  &[readonly] {
    background: ${theme.colors.paper};
    color: ${theme.colors.inkMuted};
  }
`;

export const PrimaryButton = styled(SubmitButton)`
  width: 100%;
  padding: ${theme.space(3)} ${theme.space(6)};
`;

export const TextButton = styled.button`
  min-height: 44px;
  padding: 0 ${theme.space(1)};
  border: 0;
  background: none;
  color: ${theme.colors.indigo};
  font: inherit;
  font-weight: 700;
  text-decoration: underline;
  cursor: pointer;
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;

/** The success notice sits above the form, not under it. */
export const Notice = styled(Alert)`
  margin: 0 0 ${theme.space(4)};
`;

export const Footer = styled.p`
  margin: ${theme.space(6)} 0 0;
  text-align: center;
  a {
    color: ${theme.colors.indigo};
    font-weight: 700;
  }
`;
