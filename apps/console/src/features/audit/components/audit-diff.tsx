import { useTranslation } from 'react-i18next';
import { cx } from '@platform/ui/cx.ts';
import { isRecord } from '@platform/ui/is-record.ts';
import './audit-diff.css';

const show = (value: unknown): string => {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
};

/**
 * A value as `path -> text`: objects open into dotted paths, lists of objects into `[index]`, and
 * anything else (text, numbers, lists of codes) stays one line, so two versions compare line by line.
 */
const flatten = (value: unknown, prefix = '', into = new Map<string, string>()) => {
  if (isRecord(value) && Object.keys(value).length > 0) {
    for (const [key, entry] of Object.entries(value))
      flatten(entry, prefix === '' ? key : `${prefix}.${key}`, into);
  } else if (Array.isArray(value) && value.some(isRecord)) {
    value.forEach((entry, index) => flatten(entry, `${prefix}[${index}]`, into));
  } else if (value !== null || prefix !== '') {
    into.set(prefix, show(value));
  }
  return into;
};

interface DiffRow {
  path: string;
  before: string | undefined;
  after: string | undefined;
}

const diff = (before: unknown, after: unknown): { changed: DiffRow[]; unchanged: DiffRow[] } => {
  const was = flatten(before);
  const now = flatten(after);
  const paths = [...new Set([...was.keys(), ...now.keys()])];
  const rows = paths.map((path) => ({ path, before: was.get(path), after: now.get(path) }));
  return {
    changed: rows.filter((row) => row.before !== row.after),
    unchanged: rows.filter((row) => row.before === row.after),
  };
};

function DiffTable({ rows, caption }: { rows: readonly DiffRow[]; caption: string }) {
  const { t } = useTranslation();
  return (
    <table className="diff">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('audit.field')}</th>
          <th scope="col">{t('audit.before')}</th>
          <th scope="col">{t('audit.after')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.path}>
            <th scope="row" className="diff__path">
              {row.path === '' ? t('audit.value') : row.path}
            </th>
            <td className={cx('diff__value', row.before !== row.after && 'diff__value--before')}>
              {row.before ?? '—'}
            </td>
            <td className={cx('diff__value', row.before !== row.after && 'diff__value--after')}>
              {row.after ?? '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Before and after side by side: the changed fields first, the unchanged ones folded away. */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const { changed, unchanged } = diff(before, after);
  return (
    <div className="audit-diff">
      {changed.length === 0 ? (
        <p className="muted">{t('audit.noChange')}</p>
      ) : (
        <DiffTable rows={changed} caption={t('audit.changed')} />
      )}
      {unchanged.length > 0 && (
        <details className="audit-diff__more">
          <summary>{t('audit.unchanged', { count: unchanged.length })}</summary>
          <DiffTable rows={unchanged} caption={t('audit.unchangedCaption')} />
        </details>
      )}
    </div>
  );
}
