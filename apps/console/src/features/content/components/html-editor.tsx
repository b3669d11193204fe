import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { cx } from '@platform/ui/cx.ts';
import { Button } from '@platform/ui/button.tsx';
import { sanitizePreview } from '../lib/sanitize-preview.ts';
import { isEditorImageUrl, isEditorLinkUrl } from '../lib/editor-urls.ts';
import {
  BoldIcon,
  BulletListIcon,
  ImageIcon,
  ItalicIcon,
  LinkIcon,
  OrderedListIcon,
  RedoIcon,
  UnderlineIcon,
  UndoIcon,
} from './content-icons.tsx';
import './html-editor.css';

interface HtmlEditorProps {
  /** The HTML as stored (or as typed in the source view). */
  value: string;
  onChange: (html: string) => void;
  /** The editor's accessible name, shown above it. */
  label: string;
  /** The id of the editable area (the source view's textarea takes `<id>-source`). */
  id?: string;
  error?: string | undefined;
}

type Mode = 'visual' | 'source';
type Prompt = { kind: 'link' | 'image'; url: string; error?: string } | null;
type Block = 'paragraph' | 'h2' | 'h3';

/** The text style of the selection, for the toolbar's style choice. */
const blockOf = (editor: Editor): Block => {
  if (editor.isActive('heading', { level: 2 })) return 'h2';
  return editor.isActive('heading', { level: 3 }) ? 'h3' : 'paragraph';
};

/** An empty document is no content at all, so a required field reads as missing. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * The operator HTML editor of announcements, popups and help articles: a visual editor with the
 * usual tools, and an "HTML source" view for markup pasted from elsewhere with a preview of what
 * members will see. The server sanitises whatever is saved; the preview applies the member site's
 * own cleaning, so a script or an event handler shows here as it will there: gone.
 */
export function HtmlEditor({ value, onChange, label, id, error }: HtmlEditorProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const editorId = id ?? `html-editor-${generatedId}`;
  const labelId = `${editorId}-label`;
  const messageId = `${editorId}-message`;
  const sourceId = `${editorId}-source`;
  const [mode, setMode] = useState<Mode>('visual');
  const [prompt, setPrompt] = useState<Prompt>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['mailto'],
          defaultProtocol: 'https',
          isAllowedUri: (url) => isEditorLinkUrl(url),
          shouldAutoLink: (url) => isEditorLinkUrl(url),
        },
      }),
      Image,
    ],
    content: value,
    onUpdate: ({ editor: current }) => onChangeRef.current(htmlOf(current)),
  });

  // The editable area is labelled, described and marked invalid like the kit's fields.
  const attributes = useMemo(
    () => ({
      id: editorId,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      class: 'html-editor__content rich-content',
      ...(error === undefined ? {} : { 'aria-invalid': 'true', 'aria-describedby': messageId }),
    }),
    [editorId, labelId, messageId, error],
  );
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes } });
  }, [editor, attributes]);

  // A value set from outside (a form reset, the source view) replaces the document; typing here does not.
  useEffect(() => {
    if (mode === 'visual' && value !== htmlOf(editor)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value, mode]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      block: blockOf(current),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });

  const preview = useMemo(() => (mode === 'source' ? sanitizePreview(value) : ''), [mode, value]);

  const setBlock = (block: Block) => {
    const chain = editor.chain().focus();
    if (block === 'paragraph') chain.setParagraph().run();
    else chain.setHeading({ level: block === 'h2' ? 2 : 3 }).run();
  };

  const openPrompt = (kind: 'link' | 'image') => {
    const current = kind === 'link' ? (editor.getAttributes('link').href as string | undefined) : undefined;
    setPrompt({ kind, url: current ?? '' });
  };

  const applyPrompt = () => {
    if (prompt === null) return;
    const url = prompt.url.trim();
    if (prompt.kind === 'link') {
      if (!isEditorLinkUrl(url)) {
        setPrompt({ ...prompt, error: t('content.editor.linkInvalid') });
        return;
      }
      editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    } else {
      if (!isEditorImageUrl(url)) {
        setPrompt({ ...prompt, error: t('content.editor.imageInvalid') });
        return;
      }
      editor.chain().focus().setImage({ src: url }).run();
    }
    setPrompt(null);
  };

  const removeLink = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setPrompt(null);
  };

  const tool = (name: string, isPressed: boolean, onClick: () => void, icon: ReactNode) => (
    <button
      type="button"
      className={cx('html-editor__tool', isPressed && 'html-editor__tool--active')}
      aria-label={name}
      title={name}
      aria-pressed={isPressed}
      onClick={onClick}
    >
      {icon}
    </button>
  );

  return (
    <div className={cx('field', 'html-editor', error !== undefined && 'field--invalid')}>
      <div className="html-editor__head">
        <span id={labelId} className="field__label">
          {label}
        </span>
        <div className="segmented" role="group" aria-label={t('content.editor.view')}>
          {(['visual', 'source'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className={cx('segmented__option', mode === option && 'segmented__option--active')}
              aria-pressed={mode === option}
              aria-controls={option === 'visual' ? editorId : sourceId}
              onClick={() => {
                setPrompt(null);
                setMode(option);
              }}
            >
              {option === 'visual' ? t('content.editor.visual') : t('content.editor.source')}
            </button>
          ))}
        </div>
      </div>
      <div className="html-editor__frame" hidden={mode !== 'visual'}>
        <div
          className="html-editor__toolbar"
          role="toolbar"
          aria-label={t('content.editor.toolbar', { label })}
        >
          <select
            className="field__input field__select field__input--compact"
            aria-label={t('content.editor.block')}
            value={active.block}
            onChange={(event) => setBlock(event.target.value as Block)}
          >
            <option value="paragraph">{t('content.editor.paragraph')}</option>
            <option value="h2">{t('content.editor.heading2')}</option>
            <option value="h3">{t('content.editor.heading3')}</option>
          </select>
          {tool(
            t('content.editor.bold'),
            active.bold,
            () => editor.chain().focus().toggleBold().run(),
            <BoldIcon />,
          )}
          {tool(
            t('content.editor.italic'),
            active.italic,
            () => editor.chain().focus().toggleItalic().run(),
            <ItalicIcon />,
          )}
          {tool(
            t('content.editor.underline'),
            active.underline,
            () => editor.chain().focus().toggleUnderline().run(),
            <UnderlineIcon />,
          )}
          {tool(
            t('content.editor.bulletList'),
            active.bulletList,
            () => editor.chain().focus().toggleBulletList().run(),
            <BulletListIcon />,
          )}
          {tool(
            t('content.editor.orderedList'),
            active.orderedList,
            () => editor.chain().focus().toggleOrderedList().run(),
            <OrderedListIcon />,
          )}
          {tool(t('content.editor.link'), active.link, () => openPrompt('link'), <LinkIcon />)}
          {tool(t('content.editor.image'), false, () => openPrompt('image'), <ImageIcon />)}
          <button
            type="button"
            className="html-editor__tool"
            aria-label={t('content.editor.undo')}
            title={t('content.editor.undo')}
            disabled={!active.canUndo}
            onClick={() => editor.chain().focus().undo().run()}
          >
            <UndoIcon />
          </button>
          <button
            type="button"
            className="html-editor__tool"
            aria-label={t('content.editor.redo')}
            title={t('content.editor.redo')}
            disabled={!active.canRedo}
            onClick={() => editor.chain().focus().redo().run()}
          >
            <RedoIcon />
          </button>
        </div>
        {prompt !== null && (
          // Not a nested <form>: the editor lives inside the dialog's form, so Enter is handled here.
          <div className="html-editor__prompt" role="group" aria-label={t(`content.editor.${prompt.kind}`)}>
            <div className="field">
              <label className="field__label" htmlFor={`${editorId}-prompt`}>
                {prompt.kind === 'link' ? t('content.editor.linkUrl') : t('content.editor.imageUrl')}
              </label>
              <input
                id={`${editorId}-prompt`}
                className="field__input"
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                // The person just asked for this input.
                autoFocus
                value={prompt.url}
                aria-invalid={prompt.error === undefined ? undefined : true}
                aria-describedby={`${editorId}-prompt-message`}
                onChange={(event) => setPrompt({ kind: prompt.kind, url: event.target.value })}
                onKeyDown={(event) => {
                  // Enter applies the address rather than submitting the dialog's form.
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    applyPrompt();
                  }
                  if (event.key === 'Escape') {
                    event.preventDefault();
                    event.stopPropagation();
                    setPrompt(null);
                  }
                }}
              />
              <p
                id={`${editorId}-prompt-message`}
                className={prompt.error === undefined ? 'field__hint' : 'field__error'}
              >
                {prompt.error ??
                  (prompt.kind === 'link' ? t('content.editor.linkHint') : t('content.editor.imageHint'))}
              </p>
            </div>
            <div className="html-editor__prompt-actions">
              <Button size="sm" onClick={applyPrompt}>
                {t('content.editor.apply')}
              </Button>
              {prompt.kind === 'link' && active.link && (
                <Button size="sm" variant="secondary" onClick={removeLink}>
                  {t('content.editor.removeLink')}
                </Button>
              )}
              <Button size="sm" variant="ghost" onClick={() => setPrompt(null)}>
                {t('common.cancel')}
              </Button>
            </div>
          </div>
        )}
        <EditorContent editor={editor} className="html-editor__body" />
      </div>
      {mode === 'source' && (
        <div className="html-editor__source">
          <textarea
            id={sourceId}
            className="field__input field__textarea html-editor__textarea"
            aria-labelledby={labelId}
            aria-describedby={error === undefined ? `${sourceId}-hint` : messageId}
            aria-invalid={error === undefined ? undefined : true}
            spellCheck={false}
            value={value}
            onChange={(event) => onChangeRef.current(event.target.value)}
          />
          <p id={`${sourceId}-hint`} className="field__hint">
            {t('content.editor.sourceHint')}
          </p>
          <section className="html-editor__preview" aria-labelledby={`${sourceId}-preview`}>
            <h3 id={`${sourceId}-preview`} className="html-editor__preview-title">
              {t('content.editor.preview')}
            </h3>
            {preview === '' ? (
              <p className="muted">{t('content.editor.previewEmpty')}</p>
            ) : (
              <div className="rich-content" dangerouslySetInnerHTML={{ __html: preview }} />
            )}
          </section>
        </div>
      )}
      {error !== undefined && (
        <p id={messageId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
