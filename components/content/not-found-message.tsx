import styled from 'styled-components';
import { theme } from '@/styles/theme';
import { ActionLink } from './action-link';
import { NOT_FOUND_HOME_LINK, NOT_FOUND_TITLE } from './not-found-texts';

export { NOT_FOUND_HOME_LINK, NOT_FOUND_TITLE };

const Wrapper = styled.section`
  max-width: 640px;
  margin: 0 auto;
  padding: ${theme.space(16)} ${theme.space(4)} ${theme.space(6)};
  text-align: center;
`;

const Code = styled.p`
  margin: 0 0 ${theme.space(2)};
  font-family: ${theme.fonts.display};
  font-size: clamp(3.5rem, 12vw, 6rem);
  line-height: 1;
  color: ${theme.colors.madderDark};
`;

const Title = styled.h1`
  font-size: clamp(1.75rem, 4vw, 2.5rem);
  color: ${theme.colors.indigoDark};
`;

const Text = styled.p`
  color: ${theme.colors.inkMuted};
  margin: 0 auto ${theme.space(8)};
  max-width: 48ch;
`;

export interface NotFoundMessageProps {
  title?: string;
  text?: string;
  linkHref?: string;
  linkText?: string;
}

/** The not-found screen: a clear title, one sentence, and a way back. */
export function NotFoundMessage({
  title = NOT_FOUND_TITLE,
  text = 'The page you are looking for may have moved, or the link may be mistyped.',
  linkHref = '/',
  linkText = NOT_FOUND_HOME_LINK,
}: NotFoundMessageProps) {
  return (
    <Wrapper aria-labelledby="not-found-title">
      <Code aria-hidden="true">404</Code>
      <Title id="not-found-title">{title}</Title>
      <Text>{text}</Text>
      <ActionLink href={linkHref}>{linkText}</ActionLink>
    </Wrapper>
  );
}
