import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@platform/ui/cx.ts';
import { messageIdFor } from '@platform/ui/field.tsx';
import { CloseIcon } from '@platform/ui/icons.tsx';
import './chip-input.css';

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
  const { t } = useTranslation();
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
    <div className={cx('field', (inputError ?? error) !== undefined && 'field--invalid')}>
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      <div className="chip-input">
        <ul className="chip-input__chips" aria-label={t('common.entriesOf', { label })}>
          {value.map((entry) => (
            <li key={entry} className="chip chip--removable">
              <span>{entry}</span>
              <button
                type="button"
                className="chip__remove"
                disabled={disabled}
                aria-label={t('common.removeItem', { item: entry })}
                onClick={() => onChange(value.filter((other) => other !== entry))}
              >
                <CloseIcon width={14} height={14} />
              </button>
            </li>
          ))}
        </ul>
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
      </div>
      {message !== undefined && (
        <p
          id={messageIdFor(inputId)}
          className={inputError === undefined && error === undefined ? 'field__hint' : 'field__error'}
        >
          {message}
        </p>
      )}
    </div>
  );
}
