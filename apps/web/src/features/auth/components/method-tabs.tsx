import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '@platform/ui/cx.ts';
import '../auth.css';

interface MethodTabsProps<T extends string> {
  /** The tab list's accessible name ("Log in with"). */
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  children: ReactNode;
}

/**
 * Two or more ways to do the same thing (log in by username or SMS code, register by username or
 * mobile, recover by email or mobile): a small tab list over one panel. Arrow keys move between tabs.
 */
export function MethodTabs<T extends string>({
  label,
  options,
  value,
  onChange,
  children,
}: MethodTabsProps<T>) {
  const id = useId();
  const tabId = (option: T) => `${id}-${option}`;

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = options.findIndex((option) => option.value === value);
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = options[(index + step + options.length) % options.length];
    if (next === undefined) return;
    event.preventDefault();
    onChange(next.value);
    document.getElementById(tabId(next.value))?.focus();
  };

  return (
    <>
      <div className="method-tabs" role="tablist" aria-label={label} onKeyDown={move}>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            role="tab"
            id={tabId(option.value)}
            aria-selected={option.value === value}
            aria-controls={`${id}-panel`}
            tabIndex={option.value === value ? 0 : -1}
            className={cx('method-tabs__tab', option.value === value && 'method-tabs__tab--active')}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={tabId(value)}>
        {children}
      </div>
    </>
  );
}
