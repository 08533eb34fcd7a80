'use client';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { FieldError } from '@/components/ui/field-error';
import { focusElement } from '@/components/ui/focus-outcome';
import { browserApi } from '@/lib/api/browser';
import { isApiError } from '@/lib/contract/api-error';
import { REVIEW_PHOTOS_MAX } from '@/lib/contract/review-limits';
import type { ReviewPhoto } from '@/lib/contract/reviews';
import {
  REVIEW_PHOTO_FAILED,
  REVIEW_PHOTOS_CHOOSE,
  REVIEW_PHOTOS_FULL,
  REVIEW_PHOTOS_LEGEND,
  REVIEW_PHOTOS_TAKE,
  REVIEW_PHOTOS_UPLOADING,
  reviewPhotoAddedText,
  reviewPhotoLabel,
  reviewPhotoRefused,
  reviewPhotoRemoveLabel,
} from './review-messages';
import styles from './order-reviews.module.css';

/** The server's reason without the field's name it starts with ("file: must be a JPEG…"). */
function reasonOf(error: unknown): string {
  return isApiError(error) && error.forShopper ? error.message.replace(/^file: /, '') : REVIEW_PHOTO_FAILED;
}

/**
 * The review form's photos: each file is uploaded as soon as it is chosen (POST /api/review-photos/, checked by
 * the server), previewed from the server's thumbnail and removable; a refused one says why against its name.
 * "Choose photos" opens the gallery (a phone offers its camera too); "Take a photo" opens the camera at once.
 */
export function ReviewPhotoField({
  token,
  photos,
  onChange,
  problem,
}: {
  token: string;
  photos: ReviewPhoto[];
  onChange: (photos: ReviewPhoto[]) => void;
  /** The server's refusal of the review's `photos`. */
  problem?: string;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [refusals, setRefusals] = useState<string[]>([]);
  const chooseRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const full = photos.length >= REVIEW_PHOTOS_MAX;

  async function add(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    input.value = '';
    if (files.length === 0) return;
    setBusy(true);
    setStatus(REVIEW_PHOTOS_UPLOADING);
    const refused: string[] = [];
    let current = photos;
    for (const file of files) {
      if (current.length >= REVIEW_PHOTOS_MAX) {
        refused.push(reviewPhotoRefused(file.name, REVIEW_PHOTOS_FULL));
        continue;
      }
      try {
        const answer = await browserApi.uploadReviewPhoto({ file }, { token });
        current = [...current, answer.photo];
        onChange(current);
      } catch (error) {
        refused.push(reviewPhotoRefused(file.name, reasonOf(error)));
      }
    }
    setBusy(false);
    setRefusals(refused);
    setStatus(current.length > photos.length ? reviewPhotoAddedText(current.length) : '');
    // The outcome takes the focus: the refusal, else the confirmation.
    requestAnimationFrame(() =>
      focusElement(
        messageRef.current?.querySelector<HTMLElement>('[role="alert"], [role="status"]:not(:empty)') ?? null,
      ),
    );
  }

  function remove(index: number) {
    const next = photos.filter((_, position) => position !== index);
    onChange(next);
    setStatus('');
    setRefusals([]);
    // Focus stays in the list (the photo now in that place, or the one before), else goes back to the picker.
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button');
      const target = buttons?.[Math.min(index, (buttons?.length ?? 1) - 1)] ?? chooseRef.current;
      focusElement(target ?? null);
    });
  }

  return (
    <fieldset className={styles.photos} aria-describedby={problem ? `${id}-problem` : undefined} aria-busy={busy}>
      <legend>{REVIEW_PHOTOS_LEGEND}</legend>
      {photos.length > 0 ? (
        <ul ref={listRef} className={styles.previews}>
          {photos.map((photo, index) => (
            <li key={photo.id}>
              {/* eslint-disable-next-line @next/next/no-img-element -- the server's own WebP thumbnail, already sized */}
              <img src={photo.thumbnail_url} alt={reviewPhotoLabel(index)} width={96} height={96} />
              <button type="button" onClick={() => remove(index)}>
                {reviewPhotoRemoveLabel(index)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {full ? (
        <p>{REVIEW_PHOTOS_FULL}</p>
      ) : (
        <div className={styles.pickers}>
          <label className={styles.picker}>
            {REVIEW_PHOTOS_CHOOSE}
            <input
              ref={chooseRef}
              type="file"
              accept="image/*"
              multiple
              disabled={busy}
              onChange={(event) => void add(event)}
            />
          </label>
          <label className={styles.picker}>
            {REVIEW_PHOTOS_TAKE}
            <input
              type="file"
              accept="image/*"
              capture="environment"
              disabled={busy}
              onChange={(event) => void add(event)}
            />
          </label>
        </div>
      )}
      <div ref={messageRef}>
        {refusals.length > 0 ? (
          <Alert element="div">
            {refusals.map((refusal) => (
              <p key={refusal}>{refusal}</p>
            ))}
          </Alert>
        ) : null}
        <p role="status" className={styles.photoStatus}>
          {status}
        </p>
      </div>
      {problem ? <FieldError id={`${id}-problem`}>Photos {problem}</FieldError> : null}
    </fieldset>
  );
}
