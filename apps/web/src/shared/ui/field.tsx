import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { cx } from '../lib/cx.ts';

interface FieldShellProps {
  label: string;
  inputId: string;
  error?: string | undefined;
  hint?: string | undefined;
  isRequired?: boolean;
  children: ReactNode;
  className?: string;
}

const messageIdFor = (inputId: string) => `${inputId}-message`;

/** Label, control and the message under it: the error when there is one, else the hint. */
export function FieldShell({
  label,
  inputId,
  error,
  hint,
  isRequired = false,
  children,
  className,
}: FieldShellProps) {
  const message = error ?? hint;
  return (
    <div className={cx('field', error !== undefined && 'field--invalid', className)}>
      <span className="field__label-row">
        <label htmlFor={inputId} className="field__label">
          {label}
        </label>
        {/* Outside the label, so the input's name stays the label; aria-required carries the meaning. */}
        {isRequired && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </span>
      {children}
      {message !== undefined && (
        <p id={messageIdFor(inputId)} className={error === undefined ? 'field__hint' : 'field__error'}>
          {message}
        </p>
      )}
    </div>
  );
}

const controlProps = (
  inputId: string,
  error: string | undefined,
  hint: string | undefined,
  isRequired: boolean,
) => ({
  id: inputId,
  'aria-invalid': error === undefined ? undefined : true,
  'aria-required': isRequired || undefined,
  'aria-describedby': error === undefined && hint === undefined ? undefined : messageIdFor(inputId),
});

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  isRequired?: boolean;
  /** Content beside the input inside the same row (a captcha image, a prefix select). */
  addon?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({
  label,
  error,
  hint,
  isRequired = false,
  addon,
  className,
  ...input
}: TextFieldProps) {
  const inputId = useId();
  const control = (
    <input className="field__input" {...controlProps(inputId, error, hint, isRequired)} {...input} />
  );
  return (
    <FieldShell
      label={label}
      inputId={inputId}
      error={error}
      hint={hint}
      isRequired={isRequired}
      className={className}
    >
      {addon === undefined ? (
        control
      ) : (
        <div className="field__row">
          {control}
          {addon}
        </div>
      )}
    </FieldShell>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: readonly { value: string; label: string }[];
  ref?: Ref<HTMLSelectElement>;
};

export function SelectField({ label, options, className, ...select }: SelectFieldProps) {
  const selectId = useId();
  return (
    <FieldShell label={label} inputId={selectId} className={className}>
      <select id={selectId} className="field__input field__select" {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

type CheckboxProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

export function Checkbox({ label, error, className, ...input }: CheckboxProps) {
  const inputId = useId();
  return (
    <div className={cx('checkbox', error !== undefined && 'checkbox--invalid', className)}>
      <input
        type="checkbox"
        id={inputId}
        className="checkbox__input"
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={error === undefined ? undefined : messageIdFor(inputId)}
        {...input}
      />
      <label htmlFor={inputId} className="checkbox__label">
        {label}
      </label>
      {error !== undefined && (
        <p id={messageIdFor(inputId)} className="field__error checkbox__error">
          {error}
        </p>
      )}
    </div>
  );
}
