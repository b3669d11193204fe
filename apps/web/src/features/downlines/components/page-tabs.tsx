import { useId } from 'react';
import { cx } from '@platform/ui/cx.ts';

interface PageTabsProps<Value extends string> {
  label: string;
  value: Value;
  tabs: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
}

/** The tab row of a downlines page; the panel below it names the active tab. */
export function PageTabs<Value extends string>({ label, value, tabs, onChange }: PageTabsProps<Value>) {
  const id = useId();
  return (
    <div className="tabs downlines__tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          id={`${id}-${tab.value}`}
          aria-selected={tab.value === value}
          className={cx('tabs__tab', tab.value === value && 'tabs__tab--active')}
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
