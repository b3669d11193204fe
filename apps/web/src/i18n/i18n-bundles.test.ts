import type { TextTree } from '@platform/ui/text-bundles.ts';
import { checkTextBundles } from '@platform/ui/text-bundles-testing.ts';

checkTextBundles(
  import.meta.glob<TextTree>('../**/i18n/*.json', { eager: true, import: 'default' }),
  Object.keys(import.meta.glob('../features/*/i18n/texts.ts')),
);
