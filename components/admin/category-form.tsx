'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { FieldHint, Input } from '@/components/ui/form-controls';
import { adminBrowserApi } from '@/lib/api/admin-browser';
import type { adminCategory } from '@/lib/contract/admin-categories';
import { useFormProblems } from './form-problems';
import { AdminButton } from './admin-parts';
import { sendPicture } from './picture-picker';
import styles from './category-editor.module.css';

type AdminCategory = z.output<typeof adminCategory>;

export const CATEGORY_FORM_TEXT = {
  title: 'Name and pictures',
  name: 'Name',
  nameHint: 'Shown in the navigation and in its address; the old address keeps leading here.',
  banner: 'Banner picture',
  tile: 'Home page tile picture',
  pictureHint: 'Upload a picture, or give the address of one on the shop: /media/…',
  upload: (label: string) => `Upload a new ${label.toLowerCase()}`,
  uploaded: (label: string) => `${label} uploaded: save to use it.`,
  save: 'Save category',
} as const;

const PICTURES = [
  { name: 'banner_image', label: CATEGORY_FORM_TEXT.banner },
  { name: 'tile_image', label: CATEGORY_FORM_TEXT.tile },
] as const;
type PictureName = (typeof PICTURES)[number]['name'];

/**
 * A category's name (owners: allowed_actions names rename) and its banner and tile pictures (every member), each
 * picture with its preview. A problem the server names shows under its field, which takes the focus; a save moves
 * the focus to its message.
 */
export function CategoryForm({ category }: { category: AdminCategory }) {
  const id = useId();
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const canRename = category.allowed_actions.includes('rename');
  const [pictures, setPictures] = useState({ banner_image: category.banner_image, tile_image: category.tile_image });
  const [busy, setBusy] = useState(false);
  /** Uploads in flight, by picture field: their progress from 0 to 100. */
  const [uploading, setUploading] = useState<Partial<Record<PictureName, number>>>({});

  async function upload(name: PictureName, label: string, file: File) {
    setUploading((now) => ({ ...now, [name]: 0 }));
    setFailure(null);
    setMessage('');
    const answer = await sendPicture(file, (percent) => setUploading((now) => ({ ...now, [name]: percent })));
    setUploading((now) => {
      const next = { ...now };
      delete next[name];
      return next;
    });
    if ('url' in answer) {
      setPictures((now) => ({ ...now, [name]: answer.url }));
      setMessage(CATEGORY_FORM_TEXT.uploaded(label));
      setSaves((count) => count + 1);
    } else setFailure({ message: answer.error, fields: { [name]: answer.error } });
  }
  const [message, setMessage] = useState('');
  const [saves, setSaves] = useState(0);
  const { failure, setFailure, fail, problemProps, problem } = useFormProblems(id, formRef);

  useEffect(() => {
    if (saves > 0) messageRef.current?.focus();
  }, [saves]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    setBusy(true);
    setFailure(null);
    setMessage('');
    try {
      const answer = await adminBrowserApi.updateCategory({
        category_id: category.id,
        ...(canRename ? { name: text('name') } : {}),
        banner_image: text('banner_image'),
        tile_image: text('tile_image'),
      });
      setMessage(answer.message);
      setSaves((count) => count + 1);
      router.refresh();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{CATEGORY_FORM_TEXT.title}</h2>
      {canRename ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-name`}>{CATEGORY_FORM_TEXT.name}</label>
          <Input
            id={`${id}-name`}
            name="name"
            defaultValue={category.name}
            autoComplete="off"
            aria-required
            {...problemProps('name')}
          />
          <FieldHint>{CATEGORY_FORM_TEXT.nameHint}</FieldHint>
          {problem('name')}
        </div>
      ) : null}
      <div className={styles.pictures}>
        {PICTURES.map((picture) => (
          <div className={styles.field} key={picture.name}>
            <label htmlFor={`${id}-${picture.name}`}>{picture.label}</label>
            <Input
              id={`${id}-${picture.name}`}
              name={picture.name}
              value={pictures[picture.name]}
              onChange={(event) => setPictures((now) => ({ ...now, [picture.name]: event.target.value }))}
              autoComplete="off"
              spellCheck={false}
              {...problemProps(picture.name)}
            />
            <FieldHint>{CATEGORY_FORM_TEXT.pictureHint}</FieldHint>
            {problem(picture.name)}
            <label htmlFor={`${id}-${picture.name}-file`} className={styles.uploadLabel}>
              {CATEGORY_FORM_TEXT.upload(picture.label)}
            </label>
            <input
              id={`${id}-${picture.name}-file`}
              className={styles.fileInput}
              type="file"
              accept="image/*"
              disabled={uploading[picture.name] !== undefined}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void upload(picture.name, picture.label, file);
              }}
            />
            {uploading[picture.name] !== undefined ? (
              <progress
                max={100}
                value={uploading[picture.name]}
                aria-label={`${CATEGORY_FORM_TEXT.upload(picture.label)}: ${uploading[picture.name]}%`}
              />
            ) : null}
            {/* A plain img: the preview shows whatever address is typed, before it is saved. */}
            {/^\/(media|images)\//.test(pictures[picture.name]) ? (
              // eslint-disable-next-line @next/next/no-img-element
              <img className={styles.preview} src={pictures[picture.name]} alt={`${picture.label}: preview`} />
            ) : null}
          </div>
        ))}
      </div>
      <Alert tone="success" ref={messageRef} tabIndex={-1}>
        {message}
      </Alert>
      {failure ? (
        <Alert id={`${id}-failure`} tabIndex={-1}>
          {failure.message}
        </Alert>
      ) : null}
      <AdminButton type="submit" disabled={busy} aria-busy={busy}>
        {CATEGORY_FORM_TEXT.save}
      </AdminButton>
    </form>
  );
}
