import type { ComponentProps } from 'react';
import { Trans } from 'react-i18next';
import { Checkbox } from '@platform/ui/field.tsx';

/** Where the terms live: the help centre's terms section (spec section 2). */
const TERMS_HREF = '/help#term';

type TermsCheckboxProps = Omit<ComponentProps<typeof Checkbox>, 'label'>;

/** The mandatory terms box of the registration forms; its link opens the terms in a new tab. */
export function TermsCheckbox(props: TermsCheckboxProps) {
  return (
    <div className="form__terms">
      <Checkbox
        label={
          <Trans
            i18nKey="account.register.terms"
            components={{
              terms: <a className="text-link" href={TERMS_HREF} target="_blank" rel="noreferrer" />,
            }}
          />
        }
        {...props}
      />
    </div>
  );
}
