import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cx } from './cx.ts';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface StyleProps {
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  isBlock?: boolean;
}

export const buttonClass = (
  { variant = 'primary', size = 'md', isBlock = false }: StyleProps,
  extra?: string,
) => cx('btn', `btn--${variant}`, `btn--${size}`, isBlock && 'btn--block', extra);

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & StyleProps & { isBusy?: boolean };

export function Button({
  variant,
  size,
  isBlock,
  isBusy = false,
  className,
  type = 'button',
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, size, isBlock }, className)}
      disabled={disabled === true || isBusy}
      aria-busy={isBusy || undefined}
      {...rest}
    />
  );
}

type LinkButtonProps = LinkProps & StyleProps;

/** A link that looks like a button, for navigation actions. */
export function LinkButton({ variant, size, isBlock, className, ...rest }: LinkButtonProps) {
  return <Link className={buttonClass({ variant, size, isBlock }, className)} {...rest} />;
}
