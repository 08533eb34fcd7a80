import styled from 'styled-components';
import { getServerApi } from '@/lib/api/server';
import { BestSellers } from '@/components/home/best-sellers';
import { site } from '@/lib/site';
import { theme } from '@/styles/theme';

export const revalidate = 300;

const Hero = styled.section`
  background: ${theme.colors.indigo};
  color: #fff;
  padding: ${theme.space(14)} ${theme.space(4)};
  text-align: center;
`;

const Headline = styled.h1`
  font-size: clamp(2rem, 5vw, 3.25rem);
  max-width: 18ch;
  margin: 0 auto ${theme.space(3)};
`;

const Lead = styled.p`
  max-width: 60ch;
  margin: 0 auto;
  font-size: 1.1rem;
`;

export default async function HomePage() {
  const bestSellers = await getServerApi().getTopSellingProducts({});
  return (
    <>
      <Hero>
        <Headline>Handcrafted in Jaipur, made to be lived with</Headline>
        <Lead>{site.description}</Lead>
      </Hero>
      <BestSellers products={bestSellers.data.data} />
    </>
  );
}
