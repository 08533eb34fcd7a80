'use client';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { FieldError } from '@/components/ui/field-error';
import { FieldHint, Input } from '@/components/ui/form-controls';
import { adminRoutes } from '@/lib/contract/admin-routes';
import { readApiErrorBody } from '@/lib/contract/api-error';
import { AdminButton } from './admin-parts';
import {
  PICTURE_ALT_HINT,
  PICTURE_ALT_LABEL,
  PICTURE_ALT_REQUIRED,
  PICTURE_DISMISS,
  PICTURE_UPLOAD_FAILED,
  PICTURE_UPLOADING,
  PICTURES_ADD,
  PICTURES_DROP_HINT,
  PICTURES_LEGEND,
  pictureActionLabels,
  pictureOutcomes,
  picturesCountHint,
  picturesFullMessage,
} from './picture-messages';
import styles from './picture-picker.module.css';

/** One picture of a product, category, post or review: the page variant's URL (POST /api/admin/pictures/ answers it) and its alt text. */
export interface PictureValue {
  url: string;
  alt: string;
}

export interface PictureProblem {
  /** The picture's place in the value, from 0. */
  index: number;
  message: string;
}

/** What a form's submit checks before it sends: every picture needs its alt text. */
export function validatePictures(pictures: PictureValue[]): PictureProblem[] {
  return pictures.flatMap((picture, index) =>
    picture.alt.trim() === '' ? [{ index, message: PICTURE_ALT_REQUIRED }] : [],
  );
}

export interface PicturePickerProps {
  value: PictureValue[];
  onChange: (pictures: PictureValue[]) => void;
  /** The most pictures the form takes (products: 5). */
  max?: number;
  legend?: string;
  /** Set by the form after a refused submit: the pictures without alt text show why and are marked invalid. */
  showProblems?: boolean;
}

interface Upload {
  id: number;
  name: string;
  /** 0 to 100. */
  percent: number;
  error?: string;
}

/** One upload with XMLHttpRequest (fetch reports no upload progress): the answer's page URL, or the server's message. */
export function sendPicture(
  file: File,
  onProgress: (percent: number) => void,
): Promise<{ url: string } | { error: string }> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', adminRoutes.uploadPicture.path);
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      const url = (body as { picture?: { url?: unknown } } | null)?.picture?.url;
      if (request.status === 201 && typeof url === 'string') resolve({ url });
      else resolve({ error: (request.status < 500 && readApiErrorBody(body)?.message) || PICTURE_UPLOAD_FAILED });
    };
    request.onerror = () => resolve({ error: PICTURE_UPLOAD_FAILED });
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

/**
 * The back office's picture picker: drop several files or choose them (a phone offers its camera),
 * each uploaded on its own with its progress and the server's refusal shown against its name;
 * reorder with Move up / Move down, remove, and an alt text per picture (validatePictures for the
 * form's submit). Focus stays on the control moved, or lands on the outcome's message.
 */
export function PicturePicker({
  value,
  onChange,
  max = 5,
  legend = PICTURES_LEGEND,
  showProblems,
}: PicturePickerProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  // Uploads finish in any order: each adds to the latest value, not to the one of its own render.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const nextUploadId = useRef(1);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const [status, setStatus] = useState('');
  // Where focus goes once the change is shown: a control of a moved picture (a selector), or the outcome's message.
  const focusTarget = useRef<string | null>(null);

  useEffect(() => {
    const selector = focusTarget.current;
    if (selector === null) return;
    focusTarget.current = null;
    const target = selector === 'status' ? statusRef.current : listRef.current?.querySelector<HTMLElement>(selector);
    target?.focus();
  });

  const change = (next: PictureValue[]) => {
    latest.current = next;
    onChange(next);
  };

  const pending = uploads.filter((upload) => upload.error === undefined).length;

  const addFiles = (files: File[]) => {
    if (files.length === 0) return;
    const room = Math.max(0, max - latest.current.length - pending);
    const taken = files.slice(0, room);
    const refused: Upload[] = files.slice(room).map((file) => ({
      id: nextUploadId.current++,
      name: file.name,
      percent: 0,
      error: picturesFullMessage(max),
    }));
    const started = taken.map((file) => ({
      file,
      upload: { id: nextUploadId.current++, name: file.name, percent: 0 },
    }));
    setUploads((current) => [...current, ...started.map(({ upload }) => upload), ...refused]);
    for (const { file, upload } of started) {
      void sendPicture(file, (percent) =>
        setUploads((current) => current.map((item) => (item.id === upload.id ? { ...item, percent } : item))),
      ).then((answer) => {
        if ('error' in answer) {
          setUploads((current) =>
            current.map((item) => (item.id === upload.id ? { ...item, error: answer.error } : item)),
          );
          return;
        }
        setUploads((current) => current.filter((item) => item.id !== upload.id));
        change([...latest.current, { url: answer.url, alt: '' }]);
        setStatus(pictureOutcomes.uploaded(upload.name));
      });
    }
  };

  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    if (target < 0 || target >= value.length) return;
    const next = [...value];
    const [moved] = next.splice(index, 1);
    if (!moved) return;
    next.splice(target, 0, moved);
    change(next);
    setStatus(by < 0 ? pictureOutcomes.movedUp(target + 1) : pictureOutcomes.movedDown(target + 1));
    // Focus follows the picture: the same button at its new place, or the other one at an end.
    const edge = (by < 0 && target === 0) || (by > 0 && target === next.length - 1);
    const button = by < 0 ? (edge ? 'down' : 'up') : edge ? 'up' : 'down';
    focusTarget.current = `[data-picture="${target}"] [data-move="${button}"]`;
  };

  const remove = (index: number) => {
    change(value.filter((_, place) => place !== index));
    setStatus(pictureOutcomes.removed(index + 1));
    focusTarget.current = 'status';
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    addFiles(Array.from(event.dataTransfer.files));
  };

  const full = value.length + pending >= max;
  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>{legend}</legend>
      <div
        className={dragging ? `${styles.dropZone} ${styles.dragging}` : styles.dropZone}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label htmlFor={`${id}-files`} className={styles.addLabel}>
          {PICTURES_ADD}
        </label>
        <input
          ref={inputRef}
          id={`${id}-files`}
          className={styles.fileInput}
          type="file"
          accept="image/*"
          multiple
          disabled={full}
          aria-describedby={`${id}-drop-hint ${id}-count`}
          onChange={(event) => {
            addFiles(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <FieldHint id={`${id}-drop-hint`}>{PICTURES_DROP_HINT}</FieldHint>
        <FieldHint id={`${id}-count`}>
          {picturesCountHint(value.length, max)} {full ? picturesFullMessage(max) : ''}
        </FieldHint>
      </div>

      {uploads.length > 0 ? (
        <ul className={styles.uploads} aria-label={PICTURE_UPLOADING}>
          {uploads.map((upload) => (
            <li key={upload.id} className={styles.upload}>
              <span className={styles.uploadName}>{upload.name}</span>
              {upload.error === undefined ? (
                <progress max={100} value={upload.percent} aria-label={`${PICTURE_UPLOADING} ${upload.name}`}>
                  {upload.percent}%
                </progress>
              ) : (
                <>
                  <Alert className={styles.uploadError}>{`${upload.name}: ${upload.error}`}</Alert>
                  <AdminButton
                    type="button"
                    $variant="secondary"
                    aria-label={`${PICTURE_DISMISS} ${upload.name}`}
                    onClick={() => setUploads((current) => current.filter((item) => item.id !== upload.id))}
                  >
                    {PICTURE_DISMISS}
                  </AdminButton>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}

      <Alert tone="success" ref={statusRef} tabIndex={-1}>
        {status}
      </Alert>

      {value.length > 0 ? (
        <ol ref={listRef} className={styles.list}>
          {value.map((picture, index) => {
            const position = index + 1;
            const altId = `${id}-alt-${index}`;
            const missing = showProblems === true && picture.alt.trim() === '';
            return (
              <li key={`${picture.url}-${index}`} className={styles.item} data-picture={index}>
                {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail of the page variant, already WebP and small */}
                <img className={styles.thumb} src={picture.url} alt={picture.alt} width={96} height={96} />
                <div className={styles.altField}>
                  <label htmlFor={altId}>
                    {PICTURE_ALT_LABEL} ({position})
                  </label>
                  <Input
                    id={altId}
                    value={picture.alt}
                    aria-required="true"
                    maxLength={250}
                    aria-invalid={missing ? true : undefined}
                    aria-describedby={missing ? `${altId}-error` : `${altId}-hint`}
                    onChange={(event) =>
                      change(
                        value.map((item, place) => (place === index ? { ...item, alt: event.target.value } : item)),
                      )
                    }
                  />
                  {missing ? (
                    <FieldError id={`${altId}-error`}>{PICTURE_ALT_REQUIRED}</FieldError>
                  ) : (
                    <FieldHint id={`${altId}-hint`}>{PICTURE_ALT_HINT}</FieldHint>
                  )}
                </div>
                <div className={styles.actions}>
                  <AdminButton
                    type="button"
                    $variant="secondary"
                    data-move="up"
                    disabled={index === 0}
                    aria-label={pictureActionLabels.moveUp(position)}
                    onClick={() => move(index, -1)}
                  >
                    ↑
                  </AdminButton>
                  <AdminButton
                    type="button"
                    $variant="secondary"
                    data-move="down"
                    disabled={index === value.length - 1}
                    aria-label={pictureActionLabels.moveDown(position)}
                    onClick={() => move(index, 1)}
                  >
                    ↓
                  </AdminButton>
                  <AdminButton
                    type="button"
                    $variant="dangerSecondary"
                    aria-label={pictureActionLabels.remove(position)}
                    onClick={() => remove(index)}
                  >
                    ✕
                  </AdminButton>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
    </fieldset>
  );
}
