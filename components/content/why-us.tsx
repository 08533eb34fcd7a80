import Image from 'next/image';
import Link from '@/components/ui/link';
import { policies } from '@/lib/policies';
import { ContentPage } from './content-page';
import styles from './why-us.module.css';

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
  {
    href: '/women/kurtis',
    title: 'Kurtis',
    text: 'Block-printed cotton kurtis for every day.',
    image: '/media/categories/women.webp',
  },
  {
    href: '/accessories/bags',
    title: 'Bags',
    text: 'Totes and pouches in hand-printed cotton.',
    image: '/media/categories/accessories.webp',
  },
  {
    href: '/home%20&%20living/bunting',
    title: 'Bunting',
    text: 'Festive bunting made from printed offcuts.',
    image: '/media/categories/home-and-living.webp',
  },
] as const;

/** The Why Us page: seven selling points and three cards into the shop. */
export function WhyUs() {
  return (
    <ContentPage
      wide
      eyebrow="Why us"
      title={WHY_US_TITLE}
      intro={<p>Handcrafted in Jaipur since 2018: here is what you can count on with every order.</p>}
    >
      <ol className={styles.points} aria-label="Seven reasons to shop with us">
        {WHY_US_POINTS.map((point) => (
          <li className={styles.point} key={point.title}>
            <h2>{point.title}</h2>
            <p>{point.text}</p>
          </li>
        ))}
      </ol>
      <section aria-labelledby="why-us-cards-title">
        <h2 className={styles.cardsTitle} id="why-us-cards-title">
          Start exploring
        </h2>
        <ul className={styles.cards}>
          {WHY_US_CARDS.map((card) => (
            <li key={card.href}>
              <Link className={styles.card} href={card.href}>
                <div className={styles.cardPicture}>
                  <Image
                    src={card.image}
                    alt=""
                    fill
                    sizes="(min-width: 768px) 33vw, 100vw"
                    style={{ objectFit: 'cover' }}
                  />
                </div>
                <div className={styles.cardBody}>
                  <h3>{card.title}</h3>
                  <p>{card.text}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </ContentPage>
  );
}
