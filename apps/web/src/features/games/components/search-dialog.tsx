import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@platform/ui/spinner.tsx';
import { useDebouncedValue } from '../../../shared/lib/use-debounced-value.ts';
import { Dialog } from '@platform/ui/dialog.tsx';
import { useGameSearch } from '../api/search-games.ts';
import { GameCarousel } from './game-carousel.tsx';

/** Spec section 9: the search begins after a 500 ms pause in typing. */
export const SEARCH_DEBOUNCE_MS = 500;

/** The search modal (spec section 2): a text input and the matching games in a carousel. */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState('');
  const typed = text.trim();
  const settled = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  // An emptied input clears the results at once (spec section 5), without waiting for the pause.
  const term = typed === '' ? '' : settled;
  const search = useGameSearch(term);

  let results;
  if (term === '') results = <p className="search__hint">{t('games.search.hint')}</p>;
  else if (search.data === undefined) {
    results = search.isError ? (
      <p className="search__hint" role="alert">
        {t('games.loadFailed')}
      </p>
    ) : (
      <div className="page-status">
        <Spinner label={t('games.loadingGames')} />
      </div>
    );
  } else if (search.data.length === 0) {
    results = (
      <p className="search__empty" role="status">
        {t('games.search.noResult')}
      </p>
    );
  } else {
    results = <GameCarousel games={search.data} label={t('games.search.results')} onStart={onClose} />;
  }

  return (
    <Dialog closesOnBackdrop title={t('games.search.title')} onClose={onClose} size="lg">
      <div className="search">
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            {t('games.search.label')}
          </label>
          <input
            id={inputId}
            className="field__input"
            type="search"
            value={text}
            maxLength={64}
            autoComplete="off"
            placeholder={t('games.search.placeholder')}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="search__results" aria-busy={search.isFetching}>
          {results}
        </div>
      </div>
    </Dialog>
  );
}
