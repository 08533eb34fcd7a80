'use client';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { SubmitButton } from '@/components/ui/form-controls';
import { theme } from '@/styles/theme';
import { ActionLink } from './action-link';
import { NOT_FOUND_HOME_LINK } from './not-found-message';

export const ERROR_TITLE = 'Something went wrong';
export const ERROR_TEXT = 'This page could not be shown just now. Please try again in a moment, or go back to the home page.';
export const ERROR_RETRY = 'Try again';

/* The not-found screen's layout (components/content/not-found-message.tsx), so both edges of the shop look alike. */
const Wrapper = styled.section`
  max-width: 640px;
  margin: 0 auto;
  padding: ${theme.space(16)} ${theme.space(4)} ${theme.space(6)};
  text-align: center;
`;

const Title = styled.h1`
  font-size: clamp(1.75rem, 4vw, 2.5rem);
  color: ${theme.colors.indigoDark};
  &:focus {
    outline: none;
  }
`;

const Text = styled.p`
  color: ${theme.colors.inkMuted};
  margin: 0 auto ${theme.space(8)};
  max-width: 48ch;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${theme.space(3)};
`;

/** The shop's one button look, here outside a form. */
const RetryButton = styled(SubmitButton)`
  margin-top: 0;
`;

export interface ErrorMessageProps {
  /** Renders the failed part of the page again (Next's `retry`). */
  onRetry: () => void;
}

/** The error screen: a clear title, one calm sentence, a way to try again and a way home. */
export function ErrorMessage({ onRetry }: ErrorMessageProps) {
  const title = useRef<HTMLHeadingElement>(null);
  // The page changed under the shopper: move focus to the heading so screen readers announce it.
  useEffect(() => {
    title.current?.focus();
  }, []);
  return (
    <Wrapper aria-labelledby="error-title">
      {/* React hoists these into <head>: an error screen is never a page to index. */}
      <meta name="robots" content="noindex" />
      <Title id="error-title" ref={title} tabIndex={-1}>
        {ERROR_TITLE}
      </Title>
      <Text>{ERROR_TEXT}</Text>
      <Actions>
        <RetryButton type="button" onClick={onRetry}>
          {ERROR_RETRY}
        </RetryButton>
        <ActionLink href="/" $variant="secondary">
          {NOT_FOUND_HOME_LINK}
        </ActionLink>
      </Actions>
    </Wrapper>
  );
}
