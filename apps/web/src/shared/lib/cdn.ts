import { useCallback } from 'react';
import { onCdn } from '@platform/contract';
import { useSiteConfig } from '../api/get-site-config.ts';

/** This site's image addresses through the operator's image CDN, when one is set (site config `cdn.images`). */
export const useImageUrl = () => {
  const base = useSiteConfig().cdn.images;
  return useCallback((address: string) => onCdn(base, address), [base]);
};

/** A game launch address through the operator's launch CDN, when one is set (site config `cdn.launch`). */
export const useLaunchUrl = () => {
  const base = useSiteConfig().cdn.launch;
  return useCallback((address: string) => onCdn(base, address), [base]);
};
