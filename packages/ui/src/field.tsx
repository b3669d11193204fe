import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cx } from './cx.ts';
import './field.css';

interface FieldShellProps {
  label: string;
  inputId: string;
  error?: string | undefined;
  hint?: string | undefined;
  isRequired?: boolean;
  /** In a table row the column header says what the input is; the label stays for screen readers. */
  isLabelHidden?: boolean;
  children: ReactNode;
  className?: string | undefined;
}

export const messageIdFor = (inputId: string) => `${inputId}-message`;

/** Label, control and the message under it: the error when there is one, else the hint. */
function FieldShell({
  label,
  inputId,
  error,
  hint,
  isRequired = false,
  isLabelHidden = false,
  children,
  className,
}: FieldShellProps) {
  const message = error ?? hint;
  return (
    <div className={cx('field', error !== undefined && 'field--invalid', className)}>
      <span className={cx('field__label-row', isLabelHidden && 'visually-hidden')}>
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

interface CommonFieldProps {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  isRequired?: boolean;
  isLabelHidden?: boolean;
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> &
  CommonFieldProps & {
    /** Content beside the input inside the same row (a button, a captcha image, a prefix select). */
    addon?: ReactNode;
    ref?: Ref<HTMLInputElement>;
  };

export function TextField({
  label,
  error,
  hint,
  isRequired = false,
  isLabelHidden,
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
      isLabelHidden={isLabelHidden}
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

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> &
  CommonFieldProps & { ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField({
  label,
  error,
  hint,
  isRequired = false,
  isLabelHidden,
  className,
  ...textarea
}: TextAreaFieldProps) {
  const inputId = useId();
  return (
    <FieldShell
      label={label}
      inputId={inputId}
      error={error}
      hint={hint}
      isRequired={isRequired}
      isLabelHidden={isLabelHidden}
      className={className}
    >
      <textarea
        className="field__input field__textarea"
        {...controlProps(inputId, error, hint, isRequired)}
        {...textarea}
      />
    </FieldShell>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> &
  CommonFieldProps & {
    options: readonly SelectOption[];
    ref?: Ref<HTMLSelectElement>;
  };

export function SelectField({
  label,
  error,
  hint,
  isRequired = false,
  isLabelHidden,
  options,
  className,
  ...select
}: SelectFieldProps) {
  const selectId = useId();
  return (
    <FieldShell
      label={label}
      inputId={selectId}
      error={error}
      hint={hint}
      isRequired={isRequired}
      isLabelHidden={isLabelHidden}
      className={className}
    >
      <select
        className="field__input field__select"
        {...controlProps(selectId, error, hint, isRequired)}
        {...select}
      >
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
  /** Shown under the box and linked to it with aria-describedby (a term that must be accepted). */
  error?: string | undefined;
  isLabelHidden?: boolean;
  /** Drawn as an on/off switch (`role="switch"`) rather than a tick box. */
  isSwitch?: boolean;
  ref?: Ref<HTMLInputElement>;
};

export function Checkbox({
  label,
  error,
  isLabelHidden = false,
  isSwitch = false,
  className,
  ...input
}: CheckboxProps) {
  const inputId = useId();
  return (
    <div
      className={cx(
        'checkbox',
        isSwitch && 'checkbox--switch',
        error !== undefined && 'checkbox--invalid',
        className,
      )}
    >
      <input
        type="checkbox"
        id={inputId}
        role={isSwitch ? 'switch' : undefined}
        className="checkbox__input"
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={error === undefined ? undefined : messageIdFor(inputId)}
        {...input}
      />
      <label htmlFor={inputId} className={cx('checkbox__label', isLabelHidden && 'visually-hidden')}>
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

interface ChoiceGroupProps {
  /** The group's name, read as the legend of its fieldset. */
  legend: string;
  error?: string | undefined;
  children: ReactNode;
  className?: string;
}

/** Radio buttons or check boxes that answer one question. */
export function ChoiceGroup({ legend, error, children, className }: ChoiceGroupProps) {
  const messageId = useId();
  return (
    <fieldset
      className={cx('choice-group', error !== undefined && 'field--invalid', className)}
      aria-describedby={error === undefined ? undefined : messageId}
    >
      <legend className="field__label">{legend}</legend>
      <div className="choice-group__options">{children}</div>
      {error !== undefined && (
        <p id={messageId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

type RadioProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  description?: string;
  ref?: Ref<HTMLInputElement>;
};

export function Radio({ label, description, className, ...input }: RadioProps) {
  const inputId = useId();
  const descriptionId = useId();
  return (
    <span className={cx('radio', className)}>
      <input
        type="radio"
        id={inputId}
        className="radio__input"
        aria-describedby={description === undefined ? undefined : descriptionId}
        {...input}
      />
      <label htmlFor={inputId} className="radio__label">
        {label}
      </label>
      {description !== undefined && (
        <span id={descriptionId} className="radio__description">
          {description}
        </span>
      )}
    </span>
  );
}
