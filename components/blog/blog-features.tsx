import styles from './blog-features.module.css';

export const BLOG_FEATURES_TITLE = 'Why Our Pieces Are Different';

export const BLOG_FEATURES = [
  {
    title: 'Handcrafted by artisans',
    text: 'Printed, dyed and stitched by hand by artisan families in and around Jaipur.',
  },
  {
    title: 'Natural dyes',
    text: 'Colours from indigo, madder, pomegranate and other plant sources, kind to skin and soil.',
  },
  { title: 'Fair wages', text: 'Every maker is paid fairly and on time, for work done in safe, familiar workshops.' },
  { title: 'Small batches', text: 'Made in small runs, so each piece carries the slight variations of the hand.' },
] as const;

export const BLOG_QUOTE = {
  text: 'Every block we carve and every print we make carries the patience of the hands that made it. When you bring a piece home, you keep that craft alive.',
  cite: 'The founders, Jaipur',
} as const;

/** The fixed feature list and quote under every blog post. */
export function BlogFeatures() {
  return (
    <section className={styles.section} aria-labelledby="blog-features-title">
      <h2 className={styles.title} id="blog-features-title">
        {BLOG_FEATURES_TITLE}
      </h2>
      <ul className={styles.list}>
        {BLOG_FEATURES.map((feature) => (
          <li className={styles.item} key={feature.title}>
            <strong>{feature.title}</strong>
            <span>{feature.text}</span>
          </li>
        ))}
      </ul>
      <figure className={styles.quote}>
        <blockquote>
          <p>“{BLOG_QUOTE.text}”</p>
        </blockquote>
        <figcaption>— {BLOG_QUOTE.cite}</figcaption>
      </figure>
    </section>
  );
}
