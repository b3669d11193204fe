import { LanguageSwitcher } from '../../features/preferences/components/language-switcher.tsx';
import { StandaloneHelp } from '../../features/help/components/standalone-help.tsx';

/** `/helpmc`: the stand-alone help page, outside the site's shell. */
export function HelpMcRoute() {
  return <StandaloneHelp tools={<LanguageSwitcher />} />;
}
