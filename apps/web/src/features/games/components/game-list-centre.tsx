import { useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ALL_VENDORS, GAME_CLASSIFIES, type GameClassify, type LobbyVendor } from '@platform/contract';
import { cx } from '@platform/ui/cx.ts';
import { CLASSIFY_PARAM, GAME_NAME_PARAM, VASSALAGE_PARAM } from '../../../shared/config/paths.ts';
import { useDebouncedValue } from '../../../shared/lib/use-debounced-value.ts';
import { useGameMenus } from '../api/get-game-menus.ts';
import { useGames } from '../api/get-games.ts';
import {
  CLASSIFY_LABEL_KEYS,
  MENU_LABEL_KEYS,
  isClassifyOffered,
  type ListCentre,
} from '../lib/lobby-pages.ts';
import { PagedGames } from './game-grid.tsx';
import { SearchIcon } from './game-icons.tsx';
import { VendorLogo } from './vendor-logo.tsx';
import '../games.css';
import './game-list-centre.css';

/** The name filter asks after the same pause as the search modal (spec section 9). */
export const NAME_FILTER_DEBOUNCE_MS = 500;

const isClassify = (code: string | null): code is GameClassify =>
  (GAME_CLASSIFIES as readonly (string | null)[]).includes(code);

/**
 * A game list centre (spec section 2): vendor chips, the RNG sub-filters, a name filter and the
 * tiles, 48 at a time. The chosen vendor lives in the address (`/rng?vassalage=XYZ`); the sub-filter
 * and the name filter may be given there to start with (`classify`, `name`). A page may put its own
 * sections (`lead`, the live lobby's tables and hosts) above the games, which then get a heading.
 */
export function GameListCentre({ centre, lead }: { centre: ListCentre; lead?: ReactNode }) {
  const { t } = useTranslation();
  const nameId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const vassalage = searchParams.get(VASSALAGE_PARAM) ?? ALL_VENDORS;
  // A shortcut (`/jp`, `/rou`, ...) or a shared link may open the list with a sub-filter or a name.
  const [classify, setClassify] = useState<GameClassify | undefined>(() => {
    const code = searchParams.get(CLASSIFY_PARAM);
    return isClassify(code) ? code : undefined;
  });
  const [nameInput, setNameInput] = useState(() => searchParams.get(GAME_NAME_PARAM) ?? '');
  const gameName = useDebouncedValue(nameInput.trim(), NAME_FILTER_DEBOUNCE_MS);

  const menus = useGameMenus();
  const menu = menus.data?.find((entry) => entry.code === centre.menu);
  const vendors = menu?.vendors ?? [];
  // Arcade is itself a sub-filter; the RNG centre offers those that have games.
  const classifies =
    centre.gameClassify === undefined ? (menu?.classifies ?? []).filter(isClassifyOffered) : [];
  const chosenVendor = vendors.find((vendor) => vendor.vassalage === vassalage);
  const title = t(MENU_LABEL_KEYS[centre.menu]);
  const isFiltered = vassalage !== ALL_VENDORS || classify !== undefined || gameName !== '';

  const games = useGames({
    gameType: centre.gameType,
    gameClassify: centre.gameClassify ?? classify,
    vassalage,
    gameName: gameName === '' ? undefined : gameName,
  });

  const chooseVendor = (next: string) =>
    setSearchParams(next === ALL_VENDORS ? {} : { [VASSALAGE_PARAM]: next }, { replace: true });

  const header = (
    <header className="page__header">
      <h1 className="page__title">{title}</h1>
      {chosenVendor !== undefined && <p className="page__subtitle">{chosenVendor.displayName}</p>}
    </header>
  );
  // The filters and the tiles show with the vendors' chips: drawn before these load, they would
  // move down when the chips arrive above them.
  if (menus.isPending) return <div className="page lobby">{header}</div>;

  return (
    <div className="page lobby">
      {header}
      {lead}
      {lead !== undefined && <h2 className="lobby__section-title">{t('games.allGames')}</h2>}
      <div className="lobby__filters">
        {vendors.length > 0 && (
          <div className="chips" role="group" aria-label={t('games.vendorFilter')}>
            <Chip isActive={vassalage === ALL_VENDORS} onClick={() => chooseVendor(ALL_VENDORS)}>
              {t('games.allVendors')}
            </Chip>
            {vendors.map((vendor) => (
              <VendorChip
                key={vendor.vassalage}
                vendor={vendor}
                isActive={vendor.vassalage === vassalage}
                onClick={() => chooseVendor(vendor.vassalage)}
              />
            ))}
          </div>
        )}
        {classifies.length > 0 && (
          <div className="chips chips--sub" role="group" aria-label={t('games.classifyFilter')}>
            <Chip isActive={classify === undefined} onClick={() => setClassify(undefined)}>
              {t('games.allClassifies')}
            </Chip>
            {classifies.map((code) => (
              <Chip key={code} isActive={classify === code} onClick={() => setClassify(code)}>
                {t(CLASSIFY_LABEL_KEYS[code])}
              </Chip>
            ))}
          </div>
        )}
        <div className="lobby__search">
          <label className="visually-hidden" htmlFor={nameId}>
            {t('games.nameFilter')}
          </label>
          <SearchIcon className="lobby__search-icon" width={18} height={18} />
          <input
            id={nameId}
            className="field__input lobby__search-input"
            type="search"
            value={nameInput}
            placeholder={t('games.nameFilterPlaceholder')}
            maxLength={64}
            onChange={(event) => setNameInput(event.target.value)}
          />
        </div>
      </div>
      <PagedGames
        query={games}
        label={title}
        emptyText={isFiltered ? t('games.noMatch') : t('games.emptyCategory')}
      />
    </div>
  );
}

function Chip({
  isActive,
  onClick,
  children,
}: {
  isActive: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={cx('chip', isActive && 'chip--active')}
      aria-pressed={isActive}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

function VendorChip({
  vendor,
  isActive,
  onClick,
}: {
  vendor: LobbyVendor;
  isActive: boolean;
  onClick: () => void;
}) {
  return (
    <Chip isActive={isActive} onClick={onClick}>
      <VendorLogo vendor={vendor} size="sm" />
      {vendor.displayName}
    </Chip>
  );
}
