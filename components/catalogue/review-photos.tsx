import type { ReviewPhoto } from '@/lib/contract/reviews';
import styles from './review-photos.module.css';

/** A review's photos as thumbnails, each a link to the larger size: opened by keyboard or touch, no script needed. */
export function ReviewPhotos({ photos, label }: { photos: readonly ReviewPhoto[]; label: string }) {
  if (photos.length === 0) return null;
  return (
    <ul className={styles.photos} aria-label={label}>
      {photos.map((photo) => (
        <li key={photo.id}>
          <a href={photo.url} aria-label={`${photo.alt}, larger`}>
            {/* eslint-disable-next-line @next/next/no-img-element -- the server's own WebP thumbnail, already sized */}
            <img src={photo.thumbnail_url} alt={photo.alt} width={96} height={96} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}
