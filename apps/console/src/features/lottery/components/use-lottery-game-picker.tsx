import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryAdminGame } from '@platform/contract';
import { SelectField } from '@platform/ui/field.tsx';
import { gameKey } from './lottery-labels.ts';

/**
 * The vendor and game a lottery page shows: the first lottery vendor and (unless `allowAll`) its first
 * game until others are chosen. The vendor's picker shows only when there are several lottery vendors.
 */
export const useLotteryGamePicker = (
  games: readonly LotteryAdminGame[] | undefined,
  { allowAll }: { allowAll: boolean },
) => {
  const { t } = useTranslation();
  const list = games ?? [];
  const vendors = [...new Map(list.map((game) => [game.vassalage, game.vendorName])).entries()];
  const [chosenVendor, setVendor] = useState<string | undefined>();
  const [chosenGame, setGame] = useState<string | undefined>();
  const vassalage = chosenVendor ?? vendors[0]?.[0];
  const vendorGames = list.filter((game) => game.vassalage === vassalage);
  const game =
    chosenGame === undefined
      ? allowAll
        ? undefined
        : vendorGames[0]
      : vendorGames.find((candidate) => gameKey(candidate) === chosenGame);

  const vendorSelect: ReactNode =
    vendors.length > 1 ? (
      <SelectField
        label={t('lottery.vendor')}
        value={vassalage ?? ''}
        options={vendors.map(([code, name]) => ({ value: code, label: name }))}
        onChange={(event) => {
          setVendor(event.target.value);
          setGame(undefined);
        }}
      />
    ) : null;

  return {
    vassalage,
    game,
    vendorGames,
    /** Picks a game by its key (`gameKey`), or every game of the vendor with ''. */
    choose: (key: string) => setGame(key),
    vendorSelect,
  };
};
