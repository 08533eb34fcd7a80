import Image from 'next/image';
import { site } from '@/lib/site';
import { ActionLink } from './action-link';
import { ContentPage } from './content-page';
import { Prose } from './prose';
import styles from './about-us.module.css';

export const ABOUT_TITLE = 'A Legacy of Love and Design';

export const ABOUT_IMAGE = {
  src: '/media/banners/hero.webp',
  alt: 'Hand block-printed fabrics in indigo, madder red and turmeric yellow laid out on a wooden printing table, beside a pot of indigo dye and a carved printing block',
  width: 1600,
  height: 800,
} as const;

const ABOUT_VALUES = [
  { title: 'Authentic craft', text: 'Hand block-printed, hand-stitched and hand-finished in and around Jaipur.' },
  { title: 'Fair and ethical', text: 'Fair wages and safe, familiar workshops for every maker.' },
  { title: 'Natural materials', text: 'Cotton, silk and natural dyes wherever the design allows.' },
  { title: 'Small batches', text: 'Made in small runs, so nothing is wasted and every piece is checked by hand.' },
] as const;

/** The About page: the brand's story since 2018, its mission and values. */
export function AboutUs() {
  return (
    <ContentPage
      eyebrow="Our story"
      title={ABOUT_TITLE}
      intro={
        <p>
          Handcrafted home decor, textiles and garments from the block-printing workshops of Jaipur, made with care by
          the families who have practised this craft for generations.
        </p>
      }
    >
      <div className={styles.picture}>
        <Image
          src={ABOUT_IMAGE.src}
          alt={ABOUT_IMAGE.alt}
          fill
          sizes="(min-width: 860px) 828px, 100vw"
          preload
          fetchPriority="high"
          style={{ objectFit: 'cover' }}
        />
      </div>
      <Prose>
        <h2>How it began</h2>
        <p>
          {site.name} was founded in June 2018 in Jaipur, the Pink City, with a simple idea: that the beautiful things
          made by hand in the villages around us deserved a home far beyond the local market. We started with a handful
          of cushion covers and table runners printed in a small workshop in Sanganer, and a promise to the printers
          that their names and their craft would travel with every piece.
        </p>
        <h2>The hands behind every piece</h2>
        <p>
          Today we work with artisan families in Sanganer, Bagru and the villages beyond: block carvers, printers,
          dyers, tailors and embroiderers, many of whom learnt their skills from their parents and grandparents. Every
          block is carved by hand from teak or sheesham wood, and every length of cloth is printed one impression at a
          time, so no two pieces are ever quite the same.
        </p>
        <h2>Block printing, the slow way</h2>
        <p>
          Block printing is patient work. The cloth is washed and prepared, the colours mixed, and the printer lines up
          each block by eye, pressing it down with a firm blow of the palm. Dabu prints are resisted with mud and dyed
          in indigo; Bagru prints are coloured with madder, pomegranate and iron. A single bedcover can take a week, and
          that care shows in the finished cloth.
        </p>
        <h2>Made to last, kind to the earth</h2>
        <p>
          Sustainability is not a label for us but the way the craft has always worked: natural and low-impact dyes
          wherever we can, cotton and silk that soften with every wash, small batches made to order instead of
          warehouses of unsold stock, and offcuts turned into bunting, napkins and bags. We pay fair wages, on time, and
          buy directly from the workshops, with no middlemen between our artisans and you.
        </p>
      </Prose>
      <ul className={styles.values} aria-label="What we stand for">
        {ABOUT_VALUES.map((value) => (
          <li key={value.title}>
            <strong>{value.title}</strong> {value.text}
          </li>
        ))}
      </ul>
      <section className={styles.mission} aria-labelledby="about-mission-title">
        <h2 id="about-mission-title">Our mission</h2>
        <p>
          To empower the artisans of Rajasthan by bringing their craft to homes and wardrobes around the world, and to
          keep traditional, sustainable craftsmanship alive by making it a livelihood worth passing on.
        </p>
        <p>
          We want every shopper to receive something authentic, beautifully made and built to last, and to know who made
          it.
        </p>
      </section>
      <div className={styles.actions}>
        <ActionLink href="/collections">Explore our collections</ActionLink>
        <ActionLink href="/Contact-us" $variant="secondary">
          Get in touch
        </ActionLink>
      </div>
    </ContentPage>
  );
}
