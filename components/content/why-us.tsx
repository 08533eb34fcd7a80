import Image from 'next/image';
import Link from '@/components/ui/link';
import styled from 'styled-components';
import { policies } from '@/lib/policies';
import { theme } from '@/styles/theme';
import { ContentPage } from './content-page';

export const WHY_US_TITLE = 'Why Shop With Us';

/** The seven selling points of the Why Us page (spec section 2). */
export const WHY_US_POINTS = [
  {
    title: 'Authentic and handcrafted',
    text: 'Every piece is hand block-printed, hand-dyed or hand-stitched by artisans in and around Jaipur, never machine-printed to look handmade.',
  },
  {
    title: 'Ethically made, fair wages',
    text: 'We buy directly from artisan families and workshops and pay fair wages on time, with no middlemen in between.',
  },
  {
    title: 'Natural dyes and sustainable materials',
    text: 'Indigo, madder and other natural and low-impact dyes on cotton and silk, with offcuts turned into smaller pieces instead of waste.',
  },
  {
    title: 'Quality checked by hand',
    text: 'Each item is inspected for print, colour, stitching and finish before it is folded and packed.',
  },
  {
    title: 'Small batches',
    text: 'We make in small runs, so designs stay special and nothing sits unsold in a warehouse.',
  },
  {
    title: 'Worldwide shipping',
    text: `Across India in ${policies.shippingIndia.normal.time} (express ${policies.shippingIndia.express.time}), and to the rest of the world in ${policies.shippingInternational.standard} (express ${policies.shippingInternational.express}).`,
  },
  {
    title: 'Easy returns',
    text: `Received a wrong, defective or damaged item? Ask for a return within ${policies.returns.requestWindow} of delivery and we will make it right.`,
  },
] as const;

/** The three cards of the Why Us page, with the spec's exact links. */
export const WHY_US_CARDS = [
  { href: '/women/kurtis', title: 'Kurtis', text: 'Block-printed cotton kurtis for every day.', image: '/media/categories/women.webp' },
  { href: '/accessories/bags', title: 'Bags', text: 'Totes and pouches in hand-printed cotton.', image: '/media/categories/accessories.webp' },
  {
    href: '/home%20&%20living/bunting',
    title: 'Bunting',
    text: 'Festive bunting made from printed offcuts.',
    image: '/media/categories/home-and-living.webp',
  },
] as const;

const Points = styled.ol`
  list-style: none;
  margin: 0 0 ${theme.space(14)};
  padding: 0;
  display: grid;
  gap: ${theme.space(4)};
  counter-reset: point;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${theme.breakpoints.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: ${theme.breakpoints.lg}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Point = styled.li`
  counter-increment: point;
  position: relative;
  padding: ${theme.space(5)} ${theme.space(5)} ${theme.space(5)} ${theme.space(16)};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  &::before {
    content: counter(point);
    position: absolute;
    left: ${theme.space(5)};
    top: ${theme.space(5)};
    width: 32px;
    height: 32px;
    border-radius: ${theme.radii.round};
    background: ${theme.colors.madder};
    color: #fff;
    font-weight: 700;
    display: flex;
    align-items: center;
    justify-content: center;
  }
  h2 {
    font-family: ${theme.fonts.body};
    font-size: 1.1rem;
    margin: 0 0 ${theme.space(1)};
    color: ${theme.colors.indigoDark};
  }
  p { margin: 0; color: ${theme.colors.inkMuted}; }
`;

const CardsTitle = styled.h2`
  font-size: clamp(1.5rem, 3vw, 2rem);
  color: ${theme.colors.indigoDark};
  margin-bottom: ${theme.space(6)};
`;

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(5)};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${theme.breakpoints.md}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Card = styled(Link)`
  display: block;
  height: 100%;
  text-decoration: none;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  overflow: hidden;
  transition: box-shadow 0.15s ease;
  &:hover { box-shadow: 0 6px 20px rgba(31, 36, 48, 0.12); }
  &:hover h3 { text-decoration: underline; }
`;

const CardPicture = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  background: ${theme.colors.skeleton};
`;

const CardBody = styled.div`
  padding: ${theme.space(4)} ${theme.space(5)} ${theme.space(5)};
  h3 { font-size: 1.3rem; margin: 0 0 ${theme.space(1)}; color: ${theme.colors.indigoDark}; }
  p { margin: 0; color: ${theme.colors.inkMuted}; }
`;

/** The Why Us page: seven selling points and three cards into the shop. */
export function WhyUs() {
  return (
    <ContentPage
      wide
      eyebrow="Why us"
      title={WHY_US_TITLE}
      intro={<p>Handcrafted in Jaipur since 2018: here is what you can count on with every order.</p>}
    >
      <Points aria-label="Seven reasons to shop with us">
        {WHY_US_POINTS.map((point) => (
          <Point key={point.title}>
            <h2>{point.title}</h2>
            <p>{point.text}</p>
          </Point>
        ))}
      </Points>
      <section aria-labelledby="why-us-cards-title">
        <CardsTitle id="why-us-cards-title">Start exploring</CardsTitle>
        <Cards>
          {WHY_US_CARDS.map((card) => (
            <li key={card.href}>
              <Card href={card.href}>
                <CardPicture>
                  <Image src={card.image} alt="" fill sizes="(min-width: 768px) 33vw, 100vw" style={{ objectFit: 'cover' }} />
                </CardPicture>
                <CardBody>
                  <h3>{card.title}</h3>
                  <p>{card.text}</p>
                </CardBody>
              </Card>
            </li>
          ))}
        </Cards>
      </section>
    </ContentPage>
  );
}
