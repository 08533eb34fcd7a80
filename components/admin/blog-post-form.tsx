'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { FieldError } from '@/components/ui/field-error';
import { FieldHint, Input } from '@/components/ui/form-controls';
import { adminBrowserApi } from '@/lib/api/admin-browser';
import type { AdminBlogPost } from '@/lib/contract/admin-blog';
import { isApiError } from '@/lib/contract/api-error';
import { ACTION_FAILED } from './admin-messages';
import { AdminButton, ButtonRow } from './admin-parts';
import { BLOG_FORM_TEXT } from './blog-format';
import { PicturePicker, validatePictures, type PictureValue } from './picture-picker';
import { RichTextEditor } from './rich-text-editor';
import styles from './product-form.module.css';
import own from './blog-post-form.module.css';

type Failure = { message: string; fields: Record<string, string>; stale: boolean };
type Step = 'save' | 'preview' | 'publish' | 'schedule' | 'unpublish';

/** A datetime-local value (the member's own clock) as an ISO time, or null when empty or not a time. */
function isoOfLocal(value: string): string | null {
  if (value.trim() === '') return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

/**
 * A blog post's form, new or to edit: the title, the body in the rich-text editor, the cover picture with
 * what it shows, the product its Shop Now leads to; then save as a draft, preview it as shoppers will see
 * it, publish now, schedule it, or unpublish it, as the server's allowed_actions say. Each problem the
 * server names shows under its field, which takes the focus; a stale save says who changed it and what.
 */
export function BlogPostForm({ post }: { post?: AdminBlogPost }) {
  const id = useId();
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [title, setTitle] = useState(post?.title ?? '');
  const [html, setHtml] = useState(post?.description_html ?? '');
  const [pictures, setPictures] = useState<PictureValue[]>(post ? [post.picture] : []);
  const [productLink, setProductLink] = useState(post?.product_link ?? '');
  const [publishAt, setPublishAt] = useState('');
  const [busy, setBusy] = useState<Step | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [showPictureProblems, setShowPictureProblems] = useState(false);
  const allowed = post?.allowed_actions ?? ['edit', 'publish'];

  useEffect(() => {
    if (!failure) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = failure.stale ? null : invalid;
    (target ?? document.getElementById(`${id}-failure`))?.focus();
  }, [failure, id]);

  async function run(step: Step) {
    setFailure(null);
    if (step === 'schedule' && isoOfLocal(publishAt) === null) {
      setFailure({
        message: BLOG_FORM_TEXT.scheduleNeedsTime,
        fields: { publish_at: BLOG_FORM_TEXT.scheduleNeedsTime },
        stale: false,
      });
      return;
    }
    if (step !== 'unpublish' && validatePictures(pictures).length > 0) {
      setShowPictureProblems(true);
      setFailure({ message: BLOG_FORM_TEXT.pictureNeedsAlt, fields: {}, stale: false });
      return;
    }
    setBusy(step);
    try {
      const fields = {
        title: title.trim(),
        description_html: html,
        // Absent, the server names the field (400 picture).
        picture: pictures[0] as PictureValue,
        product_link: productLink.trim() || null,
      };
      let current = post;
      if (step !== 'unpublish') {
        const saved = post
          ? await adminBrowserApi.updateBlogPost({ ...fields, post_id: post.id, version: post.version })
          : await adminBrowserApi.createBlogPost(fields);
        current = saved.post;
      }
      if (!current) return;
      if (step === 'publish' || step === 'schedule')
        current = (
          await adminBrowserApi.publishBlogPost({
            post_id: current.id,
            version: current.version,
            publish_at: step === 'schedule' ? isoOfLocal(publishAt) : null,
          })
        ).post;
      if (step === 'unpublish')
        current = (await adminBrowserApi.unpublishBlogPost({ post_id: current.id, version: current.version })).post;
      const done =
        step === 'preview'
          ? ''
          : step === 'save'
            ? post
              ? 'saved'
              : 'created'
            : step === 'publish'
              ? 'published'
              : step === 'schedule'
                ? 'scheduled'
                : 'unpublished';
      router.push(step === 'preview' ? `/admin/blog/${current.id}/preview` : `/admin/blog/${current.id}?done=${done}`);
      router.refresh();
    } catch (error) {
      const fields: Record<string, string> = {};
      if (isApiError(error) && error.code !== 'conflict')
        for (const problem of error.errors ?? (error.field ? [{ field: error.field, message: error.message }] : []))
          fields[problem.field] ??= problem.message.replace(/^[\w.]+: /, '');
      if (fields['picture.alt'] || fields['picture.url'] || fields.picture) setShowPictureProblems(true);
      setFailure({
        message: isApiError(error) && error.forShopper ? error.message : ACTION_FAILED,
        fields,
        stale: isApiError(error) && error.code === 'conflict' && error.field === 'version',
      });
    } finally {
      setBusy(null);
    }
  }

  const problemProps = (name: string) =>
    failure?.fields[name] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` } : {};
  const problem = (name: string) =>
    failure?.fields[name] ? <FieldError id={`${id}-${name}-error`}>{failure.fields[name]}</FieldError> : null;
  const field = (name: string, label: string, control: ReactNode, hint?: string) => (
    <div className={`${styles.field} ${styles.wide}`}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {control}
      {hint ? <FieldHint>{hint}</FieldHint> : null}
      {problem(name)}
    </div>
  );
  const button = (step: Step, label: string, variant: 'primary' | 'secondary' | 'dangerSecondary' = 'secondary') => (
    <AdminButton
      type="button"
      $variant={variant}
      aria-disabled={busy !== null}
      aria-busy={busy === step}
      onClick={() => {
        if (busy === null) void run(step);
      }}
    >
      {label}
    </AdminButton>
  );
  const pictureProblem = failure?.fields['picture.url'] ?? failure?.fields.picture;

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (busy === null) void run('save');
      }}
      noValidate
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`}>{post ? BLOG_FORM_TEXT.editHeading : BLOG_FORM_TEXT.newHeading}</h2>
      <fieldset className={styles.fields}>
        <legend>{BLOG_FORM_TEXT.postLegend}</legend>
        {field(
          'title',
          BLOG_FORM_TEXT.title,
          <Input
            id={`${id}-title`}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            aria-required
            autoComplete="off"
            {...problemProps('title')}
          />,
        )}
        <div className={`${styles.field} ${styles.wide}`}>
          <RichTextEditor
            label={BLOG_FORM_TEXT.body}
            initialHtml={post?.description_html ?? ''}
            onChange={setHtml}
            problemId={failure?.fields.description_html ? `${id}-description_html-error` : undefined}
          />
          <FieldHint>{BLOG_FORM_TEXT.bodyHint}</FieldHint>
          {problem('description_html')}
        </div>
        {field(
          'product_link',
          BLOG_FORM_TEXT.productLink,
          <Input
            id={`${id}-product_link`}
            value={productLink}
            onChange={(event) => setProductLink(event.target.value)}
            autoComplete="off"
            {...problemProps('product_link')}
          />,
          BLOG_FORM_TEXT.productLinkHint,
        )}
      </fieldset>
      <div className={`${styles.wide} ${own.cover}`}>
        <PicturePicker
          value={pictures}
          onChange={setPictures}
          max={1}
          legend={BLOG_FORM_TEXT.picture}
          showProblems={showPictureProblems}
        />
        {pictureProblem ? <FieldError id={`${id}-picture-error`}>{pictureProblem}</FieldError> : null}
      </div>
      {allowed.includes('publish') ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-publish_at`}>{BLOG_FORM_TEXT.publishAt}</label>
          <Input
            id={`${id}-publish_at`}
            type="datetime-local"
            value={publishAt}
            onChange={(event) => setPublishAt(event.target.value)}
            {...problemProps('publish_at')}
          />
          <FieldHint>{BLOG_FORM_TEXT.publishAtHint}</FieldHint>
          {problem('publish_at')}
        </div>
      ) : null}
      {failure ? (
        <div className={styles.failure}>
          <Alert id={`${id}-failure`} tabIndex={-1}>
            {failure.message}
          </Alert>
          {failure.stale ? (
            <AdminButton type="button" $variant="secondary" onClick={() => window.location.reload()}>
              {BLOG_FORM_TEXT.reload}
            </AdminButton>
          ) : null}
        </div>
      ) : null}
      <ButtonRow>
        <AdminButton type="submit" $variant="secondary" aria-disabled={busy !== null} aria-busy={busy === 'save'}>
          {post && post.status !== 'draft' ? BLOG_FORM_TEXT.saveChanges : BLOG_FORM_TEXT.saveDraft}
        </AdminButton>
        {button('preview', BLOG_FORM_TEXT.preview)}
        {allowed.includes('publish') ? button('schedule', BLOG_FORM_TEXT.schedule) : null}
        {allowed.includes('publish') ? button('publish', BLOG_FORM_TEXT.publishNow, 'primary') : null}
        {allowed.includes('unpublish') ? button('unpublish', BLOG_FORM_TEXT.unpublish, 'dangerSecondary') : null}
      </ButtonRow>
    </form>
  );
}
