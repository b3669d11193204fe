import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import en from '../../i18n/en.json';

type SymbolId = keyof typeof en.slots.symbol;

const isKnownSymbol = (id: string): id is SymbolId => Object.hasOwn(en.slots.symbol, id);

/** A symbol's name in the player's language (the alt text of its picture); an unnamed id is shown as it is. */
export const useSymbolName = () => {
  const { t } = useTranslation();
  return useCallback((id: string): string => (isKnownSymbol(id) ? t(`slots.symbol.${id}`) : id), [t]);
};
