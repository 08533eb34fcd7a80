'use client';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { useId, useState } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/form-controls';
import { BLOG_EDITOR_EXTENSIONS, isAllowedLinkHref } from './blog-editor-extensions';
import styles from './rich-text-editor.module.css';

const LINK_ADDRESS_MESSAGE = 'Give an address on the shop (/product/12), a web address (https://…) or mailto:';

type Command = {
  label: string;
  isActive: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
};

const COMMANDS: Command[] = [
  { label: 'Bold', isActive: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { label: 'Italic', isActive: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  {
    label: 'Heading',
    isActive: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: 'Subheading',
    isActive: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: 'Bulleted list',
    isActive: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list',
    isActive: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  { label: 'Quote', isActive: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
];

/**
 * The blog post's body: a Tiptap editor whose HTML is what the storefront's sanitiser keeps
 * (blog-editor-extensions.ts). The toolbar is a row of labelled buttons (Tab reaches each; each says
 * whether it is on with aria-pressed); a link takes its address from the field beside it, checked here
 * for the member's sake and again by the server's sanitiser. Ctrl+B and Ctrl+I work in the text too.
 */
export function RichTextEditor({
  label,
  initialHtml,
  onChange,
  problemId,
}: {
  label: string;
  initialHtml: string;
  onChange: (html: string) => void;
  /** The id of the field's error message when the server refused it (marks the text invalid). */
  problemId?: string;
}) {
  const id = useId();
  const [href, setHref] = useState('');
  const [linkProblem, setLinkProblem] = useState('');
  const editor = useEditor({
    extensions: BLOG_EDITOR_EXTENSIONS,
    content: initialHtml,
    // Rendered on the server first: the editor mounts in the browser only.
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(problemId ? { 'aria-invalid': 'true', 'aria-describedby': problemId } : {}),
        class: styles.text ?? '',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current ? COMMANDS.map((command) => command.isActive(current)).concat(current.isActive('link')) : [],
  });

  const applyLink = () => {
    if (!editor) return;
    if (!isAllowedLinkHref(href)) {
      setLinkProblem(LINK_ADDRESS_MESSAGE);
      document.getElementById(`${id}-href`)?.focus();
      return;
    }
    setLinkProblem('');
    editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };

  return (
    <div className={styles.editor}>
      <p className={styles.label} id={`${id}-label`}>
        {label}
      </p>
      <div className={styles.toolbar} role="toolbar" aria-label={`${label}: formatting`} aria-controls={`${id}-text`}>
        {COMMANDS.map((command, index) => (
          <button
            key={command.label}
            type="button"
            className={styles.tool}
            aria-pressed={active?.[index] ?? false}
            disabled={!editor}
            onClick={() => editor && command.run(editor)}
          >
            {command.label}
          </button>
        ))}
        <span className={styles.linkTools}>
          <label htmlFor={`${id}-href`} className="visually-hidden">
            Link address
          </label>
          <Input
            id={`${id}-href`}
            className={styles.href}
            value={href}
            placeholder="Link address"
            onChange={(event) => setHref(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              }
            }}
            autoComplete="off"
            {...(linkProblem ? { 'aria-invalid': true, 'aria-describedby': `${id}-href-error` } : {})}
          />
          <button type="button" className={styles.tool} disabled={!editor} onClick={applyLink}>
            Link the selected text
          </button>
          <button
            type="button"
            className={styles.tool}
            disabled={!editor || !(active?.[COMMANDS.length] ?? false)}
            onClick={() => editor?.chain().focus().extendMarkRange('link').unsetLink().run()}
          >
            Remove link
          </button>
        </span>
      </div>
      {linkProblem ? <FieldError id={`${id}-href-error`}>{linkProblem}</FieldError> : null}
      <div id={`${id}-text`} className={styles.frame}>
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
