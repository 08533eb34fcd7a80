import { PlainImage as Image } from '@/components/ui/plain-image';
import Link from '@/components/ui/link';
import styled from 'styled-components';
import { site } from '@/lib/site';
import { theme } from '@/styles/theme';

export const HERO_TITLE = 'Handcrafted in Jaipur, made to be lived with';
export const HERO_IMAGE = '/media/banners/hero.webp';
const HERO_ALT = 'Hand block-printed cotton in indigo and madder, laid out beside a carved printing block';

const Banner = styled.section`
  position: relative;
  isolation: isolate;
  display: flex;
  align-items: center;
  min-height: clamp(440px, 68vh, 640px);
  background: ${theme.colors.indigoDark};
  ${theme.focus.onDarkSurface}
  color: #fff;
  overflow: hidden;
`;

const Shade = styled.div`
  position: absolute;
  inset: 0;
  z-index: -1;
  background: linear-gradient(90deg, rgba(24, 40, 66, 0.92) 0%, rgba(24, 40, 66, 0.72) 45%, rgba(24, 40, 66, 0.25) 100%);
  @media (max-width: calc(${theme.breakpoints.md} - 1px)) {
    background: linear-gradient(180deg, rgba(24, 40, 66, 0.55) 0%, rgba(24, 40, 66, 0.88) 70%);
  }
`;

const Content = styled.div`
  width: 100%;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(14)} ${theme.space(4)};
  @media (min-width: ${theme.breakpoints.lg}) {
    padding: ${theme.space(16)} ${theme.space(8)};
  }
`;

const Eyebrow = styled.p`
  margin: 0 0 ${theme.space(3)};
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: #f1c56b;
`;

const Headline = styled.h1`
  font-size: clamp(2.1rem, 5vw, 3.5rem);
  max-width: 16ch;
  margin: 0 0 ${theme.space(4)};
`;

const Lead = styled.p`
  max-width: 52ch;
  margin: 0 0 ${theme.space(8)};
  font-size: 1.1rem;
  color: #f3efe8;
`;

const Cta = styled(Link)`
  display: inline-block;
  padding: ${theme.space(3.5)} ${theme.space(8)};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.madder};
  color: #fff;
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: ${theme.colors.madderDark};
  }
`;

/** The opening banner: the brand's promise over a picture of hand-printed cloth, and the way in. */
export function Hero({ lead }: { lead: string }) {
  return (
    <Banner aria-labelledby="hero-title">
      <Image src={HERO_IMAGE} alt={HERO_ALT} fill preload fetchPriority="high" sizes="100vw" style={{ objectFit: 'cover', zIndex: -2 }} />
      <Shade />
      <Content>
        <Eyebrow>Ethically made in Jaipur since {site.foundingDate.slice(0, 4)}</Eyebrow>
        <Headline id="hero-title">{HERO_TITLE}</Headline>
        <Lead>{lead}</Lead>
        <Cta href="/collections">Shop the collections</Cta>
      </Content>
    </Banner>
  );
}
