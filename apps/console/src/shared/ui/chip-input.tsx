import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@platform/ui/cx.ts';
import { messageIdFor } from '@platform/ui/field.tsx';
import { CloseIcon } from '@platform/ui/icons.tsx';
import './chip-input.css';

interface ChipBoxProps<Key extends string | number> {
  /** The id of the text input among the children. */
  inputId: string;
  label: string;
  chips: readonly { key: Key; text: string }[];
  onRemove: (key: Key) => void;
  disabled: boolean;
  /** The error or hint under the box. */
  message: string | undefined;
  invalid: boolean;
  /** The text input (and any button beside it). */
  children: ReactNode;
}

/** The frame of a list of entries typed one by one: the label, each entry as a removable chip, the input, the message. */
export function ChipBox<Key extends string | number>({
  inputId,
  label,
  chips,
  onRemove,
  disabled,
  message,
  invalid,
  children,
}: ChipBoxProps<Key>) {
  const { t } = useTranslation();
  return (
    <div className={cx('field', invalid && 'field--invalid')}>
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      <div className="chip-input">
        <ul className="chip-input__chips" aria-label={t('common.entriesOf', { label })}>
          {chips.map((chip) => (
            <li key={chip.key} className="chip chip--removable">
              <span>{chip.text}</span>
              <button
                type="button"
                className="chip__remove"
                disabled={disabled}
                aria-label={t('common.removeItem', { item: chip.text })}
                onClick={() => onRemove(chip.key)}
              >
                <CloseIcon width={14} height={14} />
              </button>
            </li>
          ))}
        </ul>
        {children}
      </div>
      {message !== undefined && (
        <p id={messageIdFor(inputId)} className={invalid ? 'field__error' : 'field__hint'}>
          {message}
        </p>
      )}
    </div>
  );
}

interface ChipInputProps {
  label: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Turns typed text into an entry, or answers why it cannot be one. */
  parse: (text: string) => { ok: true; value: string } | { ok: false; message: string };
  error?: string | undefined;
  hint?: string | undefined;
  disabled?: boolean;
}

/** A list of short codes: type one and press Enter or a comma (a pasted list is split too). */
export function ChipInput({ label, value, onChange, parse, error, hint, disabled = false }: ChipInputProps) {
  const inputId = useId();
  const [text, setText] = useState('');
  const [inputError, setInputError] = useState<string>();
  const message = inputError ?? error ?? hint;

  const add = (raw: string) => {
    const next = [...value];
    for (const part of raw.split(/[\s,]+/).filter(Boolean)) {
      const parsed = parse(part);
      if (!parsed.ok) {
        setInputError(parsed.message);
        setText(part);
        return;
      }
      if (!next.includes(parsed.value)) next.push(parsed.value);
    }
    setInputError(undefined);
    setText('');
    onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(text);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <ChipBox
      inputId={inputId}
      label={label}
      chips={value.map((entry) => ({ key: entry, text: entry }))}
      onRemove={(entry) => onChange(value.filter((other) => other !== entry))}
      disabled={disabled}
      message={message}
      invalid={(inputError ?? error) !== undefined}
    >
      <input
        id={inputId}
        className="chip-input__input"
        value={text}
        disabled={disabled}
        autoCapitalize="characters"
        spellCheck={false}
        aria-invalid={(inputError ?? error) === undefined ? undefined : true}
        aria-describedby={message === undefined ? undefined : messageIdFor(inputId)}
        onChange={(event) => {
          setInputError(undefined);
          setText(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (text.trim() !== '') add(text);
        }}
      />
    </ChipBox>
  );
}
