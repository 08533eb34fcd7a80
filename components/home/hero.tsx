import { PlainImage as Image } from '@/components/ui/plain-image';
import Link from '@/components/ui/link';
import { site } from '@/lib/site';
import styles from './hero.module.css';

export const HERO_TITLE = 'Handcrafted in Jaipur, made to be lived with';
export const HERO_IMAGE = '/media/banners/hero.webp';
const HERO_ALT = 'Hand block-printed cotton in indigo and madder, laid out beside a carved printing block';

/** The opening banner: the brand's promise over a picture of hand-printed cloth, and the way in. */
export function Hero({ lead }: { lead: string }) {
  return (
    <section className={styles.banner} aria-labelledby="hero-title">
      <Image
        src={HERO_IMAGE}
        alt={HERO_ALT}
        fill
        preload
        fetchPriority="high"
        sizes="100vw"
        style={{ objectFit: 'cover', zIndex: -2 }}
      />
      <div className={styles.shade} />
      <div className={styles.content}>
        <p className={styles.eyebrow}>Ethically made in Jaipur since {site.foundingDate.slice(0, 4)}</p>
        <h1 className={styles.headline} id="hero-title">
          {HERO_TITLE}
        </h1>
        <p className={styles.lead}>{lead}</p>
        <Link className={styles.cta} href="/collections">
          Shop the collections
        </Link>
      </div>
    </section>
  );
}
